import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/connect";
import { listings } from "@/server/db/schema";
import { parseSearchQuery } from "@/lib/listings/search-query";
import { searchListings } from "@/server/listings/search/search-listings";
import { testDatabases } from "../support/databases";
import { addFeedSource, importSyntheticListings } from "./support/listings";
import type { SyntheticListing } from "../support/reaxml-listings";

/*
 * The search's sorts that read a page in parts (next open inspection, next auction) and its count, which stops at a
 * limit: over more than a page of listings, page after page. The filters and price privacy are in listing-search.
 */

// Thursday 26 Nov 2026, 11:00 in Sydney.
const now = new Date("2026-11-26T00:00:00Z");
const count = 40;
const id = (i: number) => `P-${String(i).padStart(2, "0")}`;

/** What each listing has beyond the defaults; P-39 is the newest (listed last). */
const extras: Record<number, Partial<SyntheticListing>> = {
  // Its next open home is the Saturday's (the second one is later); P-15 opens at the same time and is newer.
  5: { inspections: ["28-Nov-2026 10:00am to 10:30am", "05-Dec-2026 10:00am to 10:30am"] },
  15: { inspections: ["28-Nov-2026 10:00am to 10:30am"] },
  20: { inspections: ["28-Nov-2026 11:00am to 11:30am"] },
  10: { inspections: ["05-Dec-2026 9:00am to 9:30am"] },
  // An open home that is over: no next one.
  30: { inspections: ["21-Nov-2026 10:00am to 10:30am"] },
  7: { auction: "2026-12-12-11:00:00" },
  8: { auction: "2026-12-05-11:00:00" },
  // An auction that has been held: not ahead.
  9: { auction: "2026-11-21-11:00:00" },
};

const stock: SyntheticListing[] = Array.from({ length: count }, (_, i) => ({
  uniqueId: id(i),
  suburb: "Oran Park",
  postcode: "2570",
  bedrooms: 3,
  price: 800_000 + i * 1000,
  modTime: `2026-11-20-09:${String(i).padStart(2, "0")}:00`,
  ...extras[i],
}));

/** Every listing newest first, but those in `first`, which lead in that order. */
const ordered = (first: number[]) => [
  ...first.map(id),
  ...Array.from({ length: count }, (_, i) => count - 1 - i)
    .filter((i) => !first.includes(i))
    .map(id),
];

describe.each(testDatabases)("listing search, page after page, on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let db: Db;
  let uniqueIdOf: Map<string, string>;

  const search = (params: string, countLimit?: number) =>
    searchListings(db, parseSearchQuery("buy", new URLSearchParams(params)), now, undefined, countLimit ? { countLimit } : {});
  /** The unique ids of every page of the search, in order, and the pages' totals. */
  const allPages = async (params: string) => {
    const found: string[] = [];
    const first = await search(params);
    for (let page = 1; page <= first.pageCount; page++) {
      const result = await search(`${params}&page=${page}`);
      expect(result.query.page).toBe(page);
      found.push(...result.items.map((item) => uniqueIdOf.get(item.id) as string));
    }
    return { found, total: first.total, pageCount: first.pageCount };
  };

  beforeAll(async () => {
    database = await target.create();
    db = database.db;
    const source = await addFeedSource(db, "Search pages CRM", "search-pages-token-0123456789");
    await importSyntheticListings(db, source, stock);
    const rows = await db.select({ id: listings.id, uniqueId: listings.uniqueId }).from(listings);
    uniqueIdOf = new Map(rows.map((r) => [r.id, r.uniqueId]));
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("counts every match and pages them all, newest first", async () => {
    const { found, total, pageCount } = await allPages("location=oran-park");
    expect({ total, pageCount }).toEqual({ total: 40, pageCount: 4 });
    expect(found).toEqual(ordered([]));
  });

  it("sorts by next open inspection: homes with one ahead first, soonest first (newest first at the same time), then the others newest first, across pages", async () => {
    const { found, total } = await allPages("sort=inspection");
    expect(total).toBe(40);
    expect(found).toEqual(ordered([15, 5, 20, 10]));
  });

  it("sorts by next auction: auctions ahead first, soonest first, then the others (a held auction included) newest first, across pages", async () => {
    const { found } = await allPages("sort=auction");
    expect(found).toEqual(ordered([8, 7]));
  });

  it("stops counting past its limit, and still knows the page asked for and the two after it", async () => {
    // A limit of 3: the first page counts 36 (three pages) and one more, and finds more.
    const first = await search("location=oran-park", 3);
    expect(first).toMatchObject({ total: 3, totalCapped: true, pageCount: 3 });
    expect(first.items.map((item) => uniqueIdOf.get(item.id))).toEqual(ordered([]).slice(0, 12));
    // From page 2 it counts far enough (5 pages) to see the end: an exact total again.
    const second = await search("location=oran-park&page=2", 3);
    expect(second).toMatchObject({ total: 40, totalCapped: false, pageCount: 4 });
    // A page past the end is the last page.
    const past = await search("location=oran-park&page=9", 3);
    expect(past.query.page).toBe(4);
    expect(past.items.map((item) => uniqueIdOf.get(item.id))).toEqual(ordered([]).slice(36));
    // Nothing found: an exact 0, page 1.
    expect(await search("location=oran-park&beds=5", 3)).toMatchObject({ total: 0, totalCapped: false, pageCount: 1, items: [] });
  });
});
