import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db/connect";
import { listings } from "@/server/db/schema";
import type { FeedSource } from "@/server/listings/feed-files";
import { addDays, isCalendarDay, listOpenHomes } from "@/server/listings/open-homes";
import { testDatabases } from "../support/databases";
import { addFeedSource, importSyntheticListings } from "./support/listings";
import type { SyntheticListing } from "../support/reaxml-listings";

/* Issue 30: the open homes of a week, by Sydney day and time, and one calendar file for a day's plan. */

const current = vi.hoisted(() => ({ db: undefined as Db | undefined }));
vi.mock("@/server/db", () => ({
  getDb: async () => {
    if (!current.db) throw new Error("database unavailable");
    return current.db;
  },
}));

const { GET } = await import("@/app/(site)/open-homes/[day]/route");

// Thursday 26 November 2026, 9 am in Sydney.
const now = new Date("2026-11-26T09:00:00+11:00");

const home = (uniqueId: string, streetNumber: string, inspections: string[], extra: Partial<SyntheticListing> = {}): SyntheticListing => ({
  uniqueId,
  suburb: "Oran Park",
  postcode: "2570",
  streetNumber,
  street: "Open Street",
  bedrooms: 3,
  price: 900_000,
  inspections,
  ...extra,
});

describe("calendar days", () => {
  it("adds days across months and daylight saving, and knows a real day", () => {
    expect(addDays("2026-10-03", 1)).toBe("2026-10-04");
    expect(addDays("2026-11-28", 6)).toBe("2026-12-04");
    expect(isCalendarDay("2026-11-28")).toBe(true);
    expect(isCalendarDay("2026-02-30")).toBe(false);
    expect(isCalendarDay("28-11-2026")).toBe(false);
  });
});

describe.each(testDatabases)("open homes on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let db: Db;
  let source: FeedSource;
  const ids = new Map<string, string>();

  const importListings = (items: readonly SyntheticListing[]) => importSyntheticListings(db, source, items);

  beforeAll(async () => {
    database = await target.create();
    db = database.db;
    current.db = db;
    source = await addFeedSource(db, "Open homes CRM", "open-homes-token-0123456789");
    await importListings([
      home("OH-A", "1", ["28-Nov-2026 11:00am to 11:30am", "26-Nov-2026 8:00am to 8:30am"]),
      home("OH-B", "2", ["28-Nov-2026 10:00am to 10:30am", "03-Dec-2026 5:00pm to 5:30pm"]),
      // Past the week (the 4th of December is its last day).
      home("OH-C", "3", ["05-Dec-2026 10:00am to 10:30am"]),
      home("OH-RENT", "4", ["28-Nov-2026 12:00pm to 12:15pm"], { kind: "rental", rent: 650 }),
      home("OH-HIDDEN", "5", ["28-Nov-2026 9:00am to 9:30am"]),
      home("OH-GONE", "6", ["28-Nov-2026 9:15am to 9:45am"]),
    ]);
    await importListings([
      { uniqueId: "OH-GONE", status: "withdrawn", suburb: "Oran Park", postcode: "2570", modTime: "2026-11-25-09:00:00" },
    ]);
    await db.update(listings).set({ adminHidden: true }).where(eq(listings.uniqueId, "OH-HIDDEN"));
    for (const row of await db.select({ id: listings.id, uniqueId: listings.uniqueId }).from(listings)) ids.set(row.uniqueId, row.id);
  });
  afterAll(async () => {
    current.db = undefined;
    await database?.dispose();
  });

  it("lists the week's open homes of listings on the market by Sydney day and time; ended, hidden and withdrawn ones are not", async () => {
    const days = await listOpenHomes(db, "2026-11-26", "2026-12-02", now);
    expect(days.map((day) => [day.day, day.homes.map((h) => [h.listing.address.split(",")[0], h.startsAt.toISOString()])])).toEqual([
      [
        "2026-11-28",
        [
          ["2 Open Street", "2026-11-27T23:00:00.000Z"],
          ["1 Open Street", "2026-11-28T00:00:00.000Z"],
          ["4 Open Street", "2026-11-28T01:00:00.000Z"],
        ],
      ],
    ]);
    // A Thursday-evening inspection is on Thursday in Sydney, though Thursday morning in UTC.
    const later = await listOpenHomes(db, "2026-12-03", "2026-12-03", now);
    expect(later[0]?.homes.map((h) => h.listing.address.split(",")[0])).toEqual(["2 Open Street"]);
  });

  it("lists open homes that start together by where they are, the same way every time", async () => {
    await importListings([
      home("OH-Z", "9", ["04-Dec-2026 10:00am to 10:30am"], { street: "Zed Street" }),
      home("OH-Y", "8", ["04-Dec-2026 10:00am to 10:30am"], { street: "Able Street" }),
      home("OH-X", "7", ["04-Dec-2026 10:00am to 10:30am"], { street: "Able Street", suburb: "Gregory Hills", postcode: "2557" }),
    ]);
    const [friday] = await listOpenHomes(db, "2026-12-04", "2026-12-04", now);
    expect(friday?.homes.map((h) => h.listing.address.split(" NSW")[0])).toEqual([
      "7 Able Street, Gregory Hills",
      "8 Able Street, Oran Park",
      "9 Zed Street, Oran Park",
    ]);
  });

  it("gives a day's plan as one calendar file: the ticked homes, or all of them; nothing for an empty or unknown day", async () => {
    const get = (path: string) =>
      GET(new Request(`http://localhost${path}`), { params: Promise.resolve({ day: path.split("/").pop()!.split("?")[0]! }) });
    const summaries = async (response: Response) =>
      new ICAL.Component(ICAL.parse(await response.text())).getAllSubcomponents("vevent").map((e) => new ICAL.Event(e).summary);

    vi.useFakeTimers({ now, toFake: ["Date"] });
    try {
      const all = await get("/open-homes/2026-11-28.ics");
      expect(all.status).toBe(200);
      expect(all.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
      expect(all.headers.get("content-disposition")).toBe('attachment; filename="open-homes-2026-11-28.ics"');
      expect(await summaries(all)).toEqual([
        "Open home: 2 Open Street, Oran Park NSW 2570",
        "Open home: 1 Open Street, Oran Park NSW 2570",
        "Open home: 4 Open Street, Oran Park NSW 2570",
      ]);
      const plan = await get(`/open-homes/2026-11-28.ics?home=${ids.get("OH-A")}&home=${ids.get("OH-RENT")}&home=${ids.get("OH-HIDDEN")}`);
      expect(await summaries(plan)).toEqual([
        "Open home: 1 Open Street, Oran Park NSW 2570",
        "Open home: 4 Open Street, Oran Park NSW 2570",
      ]);
      expect((await get("/open-homes/2026-11-29.ics")).status).toBe(404);
      expect((await get("/open-homes/2026-02-30.ics")).status).toBe(404);
      expect((await get("/open-homes/2026-11-28")).status).toBe(404);
    } finally {
      vi.useRealTimers();
    }
  });
});
