import fs from "node:fs";
import path from "node:path";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/connect";
import { listings } from "@/server/db/schema";
import { parseSearchQuery, type SearchTab } from "@/lib/listings/search-query";
import { bandOf } from "@/server/listings/search/price-bands";
import { searchListings } from "@/server/listings/search/search-listings";
import { testDatabases } from "../support/databases";
import { addFeedSource, importSyntheticListings } from "./support/listings";
import type { SyntheticListing } from "../support/reaxml-listings";

const now = new Date("2026-11-26T00:00:00Z");

const day = (n: number) => `2026-11-${String(n).padStart(2, "0")}-09:00:00`;

/** The stock every test searches: three suburbs, sale, rent and sold, shown and hidden prices. */
const stock: SyntheticListing[] = [
  {
    uniqueId: "OP-1",
    suburb: "Oran Park",
    postcode: "2570",
    bedrooms: 4,
    price: 950_000,
    landArea: 450,
    ensuites: 1,
    features: ["poolInGround", "study"],
    modTime: day(1),
  },
  { uniqueId: "OP-2", suburb: "Oran Park", postcode: "2570", bedrooms: 3, price: 820_000, modTime: day(2), underOffer: true },
  { uniqueId: "OP-3", suburb: "Oran Park", postcode: "2570", bedrooms: 3, price: 1_234_567, priceDisplay: false, modTime: day(3) },
  {
    uniqueId: "OP-4",
    suburb: "Oran Park",
    postcode: "2570",
    bedrooms: 5,
    price: 1_390_000,
    priceDisplay: false,
    modTime: day(4),
    auction: "2026-12-12-11:00:00",
  },
  {
    uniqueId: "GH-1",
    suburb: "Gregory Hills",
    postcode: "2557",
    bedrooms: 3,
    price: 880_000,
    modTime: day(5),
    inspections: ["29-Nov-2026 10:00am to 10:30am"],
  },
  { uniqueId: "GH-2", suburb: "Gregory Hills", postcode: "2557", bedrooms: 2, category: "Unit", price: 610_000, modTime: day(6) },
  {
    uniqueId: "GL-1",
    suburb: "Gledswood Hills",
    postcode: "2557",
    bedrooms: 4,
    price: 1_050_000,
    priceView: "$1,000,000 - $1,100,000",
    modTime: day(7),
    inspections: ["28-Nov-2026 11:00am to 11:30am"],
  },
  { uniqueId: "CO-1", suburb: "Cobbitty", postcode: "2570", bedrooms: 4, price: 1_500_000, landArea: 4200, modTime: day(8) },
  {
    uniqueId: "LE-1",
    suburb: "Leppington",
    postcode: "2179",
    bedrooms: 3,
    price: 700_000,
    landArea: 620,
    features: ["pool"],
    modTime: day(9),
  },
  {
    uniqueId: "RE-1",
    kind: "rental",
    suburb: "Oran Park",
    postcode: "2570",
    bedrooms: 3,
    rent: 650,
    pets: true,
    availableFrom: "2026-12-01",
    modTime: day(10),
  },
  {
    uniqueId: "RE-2",
    kind: "rental",
    suburb: "Oran Park",
    postcode: "2570",
    bedrooms: 4,
    rent: 780,
    pets: false,
    availableFrom: "2027-02-01",
    modTime: day(11),
  },
  { uniqueId: "SO-1", suburb: "Oran Park", postcode: "2570", bedrooms: 4, price: 900_000, modTime: day(12) },
  { uniqueId: "SO-2", suburb: "Oran Park", postcode: "2570", bedrooms: 4, price: 1_000_000, modTime: day(13) },
];

describe.each(testDatabases)("listing search on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let db: Db;

  const search = (tab: SearchTab, params: string) => searchListings(db, parseSearchQuery(tab, new URLSearchParams(params)), now);
  const uniqueIds = async (tab: SearchTab, params: string) => {
    const result = await search(tab, params);
    const rows = await db.select({ id: listings.id, uniqueId: listings.uniqueId }).from(listings);
    const byId = new Map(rows.map((r) => [r.id, r.uniqueId]));
    return result.items.map((item) => byId.get(item.id));
  };

  beforeAll(async () => {
    database = await target.create();
    db = database.db;
    const source = await addFeedSource(db, "Search test CRM", "search-token-0123456789");
    await importSyntheticListings(db, source, stock);
    await importSyntheticListings(db, source, [
      {
        uniqueId: "SO-1",
        status: "sold",
        suburb: "Oran Park",
        postcode: "2570",
        modTime: "2026-11-21-09:00:00",
        sold: { date: "2026-10-01", price: 905_000, display: true },
      },
      {
        uniqueId: "SO-2",
        status: "sold",
        suburb: "Oran Park",
        postcode: "2570",
        modTime: "2026-11-21-09:00:00",
        sold: { date: "2026-03-01", price: 1_010_000, display: false },
      },
    ]);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("finds sale listings by two suburbs and a postcode, with a minimum of bedrooms, newest first", async () => {
    expect(await uniqueIds("buy", "location=oran-park&location=gregory-hills")).toEqual(["GH-2", "GH-1", "OP-4", "OP-3", "OP-2", "OP-1"]);
    // A postcode is every suburb in it: 2557 is Gregory Hills and Gledswood Hills.
    expect(await uniqueIds("buy", "location=2557&beds=3")).toEqual(["GL-1", "GH-1"]);
    const result = await search("buy", "location=oran-park&location=gregory-hills&location=2570&beds=4");
    expect(result.items.map((i) => i.suburb)).toEqual(["Cobbitty", "Oran Park", "Oran Park"]);
    expect(result.total).toBe(3);
    expect(result.locations.chips.map((c) => c.label)).toEqual([
      "Oran Park, NSW 2570",
      "Gregory Hills, NSW 2557",
      "2570 (Oran Park, Cobbitty)",
    ]);
  });

  it("sorts by price with hidden prices last, and pages with a total", async () => {
    expect(await uniqueIds("buy", "location=2570&location=2557&sort=price-asc")).toEqual([
      "GH-2",
      "OP-2",
      "GH-1",
      "OP-1",
      "CO-1",
      "GL-1",
      "OP-4",
      "OP-3",
    ]);
    expect(await uniqueIds("buy", "location=2570&location=2557&sort=price-desc")).toEqual([
      "CO-1",
      "OP-1",
      "GH-1",
      "OP-2",
      "GH-2",
      "GL-1",
      "OP-4",
      "OP-3",
    ]);
    const all = await search("buy", "sort=price-asc");
    expect(all.total).toBe(9);
    expect(all.pageCount).toBe(1);
    const page2 = await search("buy", "page=2");
    expect(page2.query.page).toBe(1);
  });

  it("sorts by next open inspection and next auction, and excludes under offer", async () => {
    expect((await uniqueIds("buy", "sort=inspection")).slice(0, 2)).toEqual(["GL-1", "GH-1"]);
    expect((await uniqueIds("buy", "sort=auction"))[0]).toBe("OP-4");
    expect(await uniqueIds("buy", "location=oran-park&exclude-under-offer=1")).not.toContain("OP-2");
  });

  it("filters by a minimum of land, leaving out homes whose land is not given", async () => {
    expect(await uniqueIds("buy", "land=400")).toEqual(["LE-1", "CO-1", "OP-1"]);
    expect(await uniqueIds("buy", "land=600")).toEqual(["LE-1", "CO-1"]);
    expect(await uniqueIds("buy", "land=4000&location=2570")).toEqual(["CO-1"]);
    expect((await search("buy", "land=4000")).total).toBe(1);
  });

  it("filters by features: any flag of each one asked for, every one asked for", async () => {
    expect(await uniqueIds("buy", "feature=pool")).toEqual(["LE-1", "OP-1"]);
    expect(await uniqueIds("buy", "feature=pool&feature=study")).toEqual(["OP-1"]);
    expect(await uniqueIds("buy", "feature=ensuite")).toEqual(["OP-1"]);
    expect(await uniqueIds("buy", "feature=solar")).toEqual([]);
    expect((await search("buy", "feature=air-conditioning")).total).toBe((await search("buy", "")).total);
  });

  it("filters property types, rent, pets, available-by and sold within months", async () => {
    expect(await uniqueIds("buy", "type=apartment")).toEqual(["GH-2"]);
    expect(await uniqueIds("rent", "location=oran-park")).toEqual(["RE-2", "RE-1"]);
    expect(await uniqueIds("rent", "min=700")).toEqual(["RE-2"]);
    expect(await uniqueIds("rent", "pets=1")).toEqual(["RE-1"]);
    expect(await uniqueIds("rent", "available-by=2026-12-31")).toEqual(["RE-1"]);
    expect(await uniqueIds("sold", "location=oran-park")).toEqual(["SO-1", "SO-2"]);
    expect(await uniqueIds("sold", "within=3")).toEqual(["SO-1"]);
    const sold = await search("sold", "");
    expect(sold.items.map((i) => [i.priceLabel, i.soldAt, i.soldMethod])).toEqual([
      ["Sold for $905,000", "2026-10-01", "private treaty"],
      ["Sold, price withheld", "2026-03-01", "private treaty"],
    ]);
  });

  it("ignores what it does not understand and never fails on it", async () => {
    const result = await search(
      "buy",
      "location=atlantis&location=%3Cscript%3E&beds=lots&sort=cheapest&page=-3&min=abc&type=castle&within=7",
    );
    expect(result.query).toMatchObject({ beds: null, sort: "newest", page: 1, priceMin: null, types: [] });
    expect(result.locations.unknown).toEqual(["atlantis", "script"]);
    expect(result.total).toBe(0);
    expect((await search("buy", "min=2000000&max=100")).query).toMatchObject({ priceMin: 100, priceMax: 2_000_000 });
  });

  it("never carries the search price of a listing whose price is hidden", async () => {
    const result = await search("buy", "location=oran-park&sort=price-desc&min=1000000");
    expect(result.items.map((i) => i.priceLabel)).toEqual(["Auction", "Contact agent"]);
    const text = JSON.stringify(result);
    expect(text).not.toMatch(/1234567|1,234,567|1390000|1,390,000/);
    // A price range in words is the advertisement; the figure behind it stays private.
    expect(JSON.stringify(await search("buy", "location=gledswood-hills"))).not.toMatch(/1050000|1,050,000/);
  });

  it("cannot be bisected: price filters narrow a hidden-price listing to its band and no further", async () => {
    const appears = async (min: number | null, max: number | null) => {
      const params = new URLSearchParams({ location: "oran-park" });
      if (min !== null) params.set("min", String(min));
      if (max !== null) params.set("max", String(max));
      return (await uniqueIds("buy", params.toString())).includes("OP-3");
    };
    // What the public bisection scripts do: the smallest maximum and the largest minimum that still show the listing.
    let low = 0;
    let high = 20_000_000;
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if (await appears(null, mid)) high = mid;
      else low = mid;
    }
    const smallestMax = high;
    low = 0;
    high = 20_000_000;
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      if (await appears(mid, null)) low = mid;
      else high = mid;
    }
    const largestMin = low;
    const band = bandOf(1_234_567);
    expect(band).toEqual({ low: 1_200_000, high: 1_400_000 });
    // All they learn is the band: the listing shows for every maximum from the band's bottom and every minimum below its top.
    expect(smallestMax).toBe(band.low);
    expect(largestMin).toBe((band.high as number) - 1);
    // And together: any window inside the band still shows it, wherever the search price sits in it.
    expect(await appears(1_390_000, 1_395_000)).toBe(true);
    expect(await appears(1_201_000, 1_202_000)).toBe(true);
    expect(await appears(1_400_000, null)).toBe(false);
    // Two hidden listings in one band (1,234,567 and 1,390,000) answer every filter alike.
    for (const [min, max] of [
      [1_230_000, 1_240_000],
      [1_380_000, 1_399_999],
      [null, 1_235_000],
      [1_300_000, null],
      [1_200_000, 1_200_001],
    ] as const) {
      const found = await uniqueIds(
        "buy",
        new URLSearchParams({
          location: "oran-park",
          ...(min ? { min: String(min) } : {}),
          ...(max ? { max: String(max) } : {}),
        }).toString(),
      );
      expect(found.includes("OP-3"), `${min}–${max}`).toBe(found.includes("OP-4"));
    }
  });

  it("matches an advertised price exactly", async () => {
    expect(await uniqueIds("buy", "location=oran-park&min=940000&max=960000")).toEqual(["OP-1"]);
    expect(await uniqueIds("buy", "location=oran-park&min=951000&max=960000")).toEqual([]);
  });

  it("filters and sorts a price view that only writes out the price as that price; a price in words stays banded", async () => {
    const source = await addFeedSource(db, "Price view CRM", "price-view-token-0123456789");
    const home = { suburb: "Harrington Park", postcode: "2567", bedrooms: 4 } as const;
    await importSyntheticListings(db, source, [
      { ...home, uniqueId: "HP-1", price: 935_000, priceView: "$935,000", modTime: day(20) },
      { ...home, uniqueId: "HP-2", price: 880_000, modTime: day(21) },
      { ...home, uniqueId: "HP-3", price: 905_000, priceView: "$900,000 - $950,000", modTime: day(22) },
    ]);
    // Under $900,000: not the home shown at $935,000 (its band reaches down to $900,000); the range, banded, is in it.
    expect((await uniqueIds("buy", "location=harrington-park&max=900000")).sort()).toEqual(["HP-2", "HP-3"]);
    // Lowest price first: both prices shown as figures ranked, the range after them.
    expect(await uniqueIds("buy", "location=harrington-park&sort=price-asc")).toEqual(["HP-2", "HP-1", "HP-3"]);

    // A database that stored such a price view before keeps it no longer after the migration (0024).
    await db.update(listings).set({ priceText: "$935,000" }).where(eq(listings.uniqueId, "HP-1"));
    await db.execute(sql.raw(fs.readFileSync(path.join(process.cwd(), "drizzle", "0024_figure-only-price-text.sql"), "utf8")));
    const texts = await db
      .select({ uniqueId: listings.uniqueId, priceText: listings.priceText })
      .from(listings)
      .where(inArray(listings.uniqueId, ["HP-1", "HP-3", "GL-1"]));
    expect(Object.fromEntries(texts.map((row) => [row.uniqueId, row.priceText]))).toEqual({
      "HP-1": null,
      "HP-3": "$900,000 - $950,000",
      "GL-1": "$1,000,000 - $1,100,000",
    });
  });
});
