import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db/connect";
import { listings } from "@/server/db/schema";
import type { FeedSource } from "@/server/listings/feed-files";
import { testDatabases } from "../support/databases";
import { addFeedSource, importSyntheticListings } from "./support/listings";
import type { SyntheticListing } from "../support/reaxml-listings";

/* Issue 30: every public listing is in the sitemap with when it last changed; withdrawn and hidden ones are not. */

const current = vi.hoisted(() => ({ db: undefined as Db | undefined }));
vi.mock("@/server/db", () => ({
  getDb: async () => {
    if (!current.db) throw new Error("database unavailable");
    return current.db;
  },
}));

const { sitemapEntries } = await import("@/server/seo/sitemap");

const home = (uniqueId: string, streetNumber: string, extra: Partial<SyntheticListing> = {}): SyntheticListing => ({
  uniqueId,
  suburb: "Oran Park",
  postcode: "2570",
  streetNumber,
  street: "Sitemap Street",
  bedrooms: 3,
  price: 900_000,
  ...extra,
});

describe.each(testDatabases)("listings in the sitemap on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let db: Db;
  let source: FeedSource;

  const importListings = (items: readonly SyntheticListing[]) => importSyntheticListings(db, source, items);

  const listingEntries = async () => (await sitemapEntries(db)).filter((entry) => entry.url.includes("/listings/"));

  beforeAll(async () => {
    database = await target.create();
    db = database.db;
    current.db = db;
    source = await addFeedSource(db, "Sitemap CRM", "sitemap-token-0123456789");
    await importListings([
      home("SM-CURRENT", "1"),
      home("SM-SOLD", "2"),
      home("SM-WITHDRAWN", "3"),
      home("SM-HIDDEN", "4"),
      home("SM-RENT", "5", { kind: "rental", rent: 650 }),
      home("SM-PRIVATE", "6", { addressDisplay: false }),
    ]);
    await importListings([
      {
        uniqueId: "SM-SOLD",
        status: "sold",
        suburb: "Oran Park",
        postcode: "2570",
        modTime: "2026-11-21-09:00:00",
        sold: { date: "2026-11-15", price: 905_000, display: true },
      },
      { uniqueId: "SM-WITHDRAWN", status: "withdrawn", suburb: "Oran Park", postcode: "2570", modTime: "2026-11-21-09:00:00" },
    ]);
    await db.update(listings).set({ adminHidden: true }).where(eq(listings.uniqueId, "SM-HIDDEN"));
  });
  afterAll(async () => {
    current.db = undefined;
    await database?.dispose();
  });

  it("lists current, sold and rental listings with lastModified, and leaves out withdrawn and hidden ones", async () => {
    const rows = await db.select({ id: listings.id, uniqueId: listings.uniqueId, updatedAt: listings.updatedAt }).from(listings);
    const byUniqueId = new Map(rows.map((row) => [row.uniqueId, row]));
    const entries = await listingEntries();
    const urls = entries.map((entry) => entry.url);
    expect(urls.sort()).toEqual(
      [
        `http://localhost:3000/listings/1-sitemap-street-oran-park-nsw-2570-${byUniqueId.get("SM-CURRENT")!.id}`,
        `http://localhost:3000/listings/2-sitemap-street-oran-park-nsw-2570-${byUniqueId.get("SM-SOLD")!.id}`,
        `http://localhost:3000/listings/5-sitemap-street-oran-park-nsw-2570-${byUniqueId.get("SM-RENT")!.id}`,
        // A hidden address stays hidden in its address too.
        `http://localhost:3000/listings/oran-park-nsw-2570-${byUniqueId.get("SM-PRIVATE")!.id}`,
      ].sort(),
    );
    const sold = entries.find((entry) => entry.url.includes(byUniqueId.get("SM-SOLD")!.id));
    expect(sold?.lastModified).toEqual(byUniqueId.get("SM-SOLD")!.updatedAt);
    for (const entry of entries) expect(entry.lastModified).toBeInstanceOf(Date);
  });

  it("drops a listing on the next request once it is withdrawn, and adds a new one", async () => {
    await importListings([
      { uniqueId: "SM-CURRENT", status: "withdrawn", suburb: "Oran Park", postcode: "2570", modTime: "2026-11-22-09:00:00" },
      home("SM-NEW", "7", { modTime: "2026-11-22-09:00:00" }),
    ]);
    const urls = (await listingEntries()).map((entry) => entry.url);
    expect(urls.some((url) => url.includes("/1-sitemap-street-"))).toBe(false);
    expect(urls.some((url) => url.includes("/7-sitemap-street-"))).toBe(true);
  });
});
