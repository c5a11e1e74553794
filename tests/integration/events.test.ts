import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db/connect";
import { events } from "@/server/db/schema";
import { seedDatabase } from "@/server/db/seed";
import { seedEvents } from "@/server/db/seed-data/events";
import { createEvent, deleteEvent, listEvents, updateEvent } from "@/server/events/event-store";
import { configuredIcsFeeds, suburbNameFromKey } from "@/server/events/ics-feeds";
import { importIcsFeed } from "@/server/events/ics-import";
import { runRound } from "@/server/events/ics-scheduler";
import { logger } from "@/server/log";
import { testDatabases } from "../support/databases";

// The route handler reads the database through getDb; the tests supply theirs.
const current = vi.hoisted(() => ({ db: undefined as Db | undefined }));
vi.mock("@/server/db", () => ({
  getDb: async () => {
    if (!current.db) throw new Error("no test database");
    return current.db;
  },
}));

const { POST } = await import("@/app/api/suburb-events/route");

const fixtures = path.join(import.meta.dirname, "../fixtures/events");
const goodFeed = readFileSync(path.join(fixtures, "gregory-hills.ics"), "utf8");
const malformedFeed = readFileSync(path.join(fixtures, "malformed.ics"), "utf8");
/** The fixture's events are in December 2026; "now" sits just before them. */
const now = new Date("2026-11-22T00:00:00Z");

interface FeedServer {
  url: string;
  body: string;
  status: number;
  requests: number;
  close(): Promise<void>;
}

/** A local HTTP server serving an .ics body that the test can swap. */
async function startFeedServer(): Promise<FeedServer> {
  const state = { body: goodFeed, status: 200, requests: 0 };
  const server = http.createServer((_request, response) => {
    state.requests += 1;
    response.writeHead(state.status, { "content-type": "text/calendar; charset=utf-8" });
    response.end(state.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/calendars/gregory-hills.ics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

function postJson(body: unknown, raw?: string): Request {
  return new Request("http://localhost/api/suburb-events", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: raw ?? JSON.stringify(body),
  });
}

describe.each(testDatabases)("events on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let db: Db;
  let feed: FeedServer;

  beforeAll(async () => {
    database = await target.create();
    db = database.db;
    feed = await startFeedServer();
  });

  afterAll(async () => {
    await feed.close();
    await database.dispose();
  });

  beforeEach(async () => {
    current.db = db;
    await db.delete(events);
    feed.body = goodFeed;
    feed.status = 200;
  });

  afterEach(() => {
    vi.restoreAllMocks();
    current.db = undefined;
  });

  async function icsRows() {
    return db.select().from(events).where(eq(events.source, "ics")).orderBy(asc(events.date), asc(events.externalUid));
  }

  describe("listEvents", () => {
    it("returns a suburb's events in date order and nothing for other suburbs", async () => {
      const seeded = await seedDatabase(db, now);
      expect(seeded.events).toBeGreaterThan(0);

      const list = await listEvents(db, "Gregory Hills");
      expect(list).toHaveLength(seeded.events);
      expect(list.map((event) => event.date)).toEqual([...list.map((event) => event.date)].sort());
      const firstSeed = [...seedEvents].sort((a, b) => a.dayOffset - b.dayOffset)[0];
      expect(list[0]).toMatchObject({ date: "2026-11-22", title: firstSeed?.title, category: firstSeed?.category });
      expect(list.map((event) => event.title).sort()).toEqual(
        seedEvents
          .filter((e) => e.suburb === "Gregory Hills")
          .map((e) => e.title)
          .sort(),
      );
      expect(Object.keys(list[0] ?? {}).sort()).toEqual(["category", "date", "description", "id", "location", "time", "title", "url"]);

      expect(await listEvents(db, "Oran Park")).toEqual([]);
      expect(await listEvents(db, "gregory hills")).toEqual([]);
    });
  });

  describe("admin CRUD", () => {
    const event = {
      suburb: "Oran Park",
      title: "Library Open Day",
      date: "2026-12-03",
      time: "10:00 AM - 2:00 PM",
      location: "Oran Park Library",
      description: "Tours, craft and a book swap.",
      category: "community" as const,
    };

    it("creates, updates and deletes an event", async () => {
      const created = await createEvent(db, { ...event, url: "" });
      expect(created.ok).toBe(true);
      if (!created.ok) return;
      expect(created.data).toMatchObject({ title: "Library Open Day", url: null, category: "community" });

      const updated = await updateEvent(db, created.data.id, {
        title: "Library Open Day & Book Swap",
        url: "https://library.example/open-day",
      });
      expect(updated).toMatchObject({
        ok: true,
        data: { title: "Library Open Day & Book Swap", url: "https://library.example/open-day", time: event.time },
      });

      expect(await listEvents(db, "Oran Park")).toHaveLength(1);
      expect(await deleteEvent(db, created.data.id)).toBe(true);
      expect(await deleteEvent(db, created.data.id)).toBe(false);
      expect(await listEvents(db, "Oran Park")).toEqual([]);
    });

    it("refuses invalid input and stores nothing", async () => {
      expect(await createEvent(db, { ...event, date: "2026-02-30" })).toEqual({
        ok: false,
        message: "Date must be a valid date (YYYY-MM-DD)",
      });
      expect(await createEvent(db, { ...event, title: "  " })).toEqual({ ok: false, message: "Title is required" });
      expect(await createEvent(db, { ...event, url: "javascript:alert(1)" })).toMatchObject({ ok: false });
      expect(await createEvent(db, { ...event, category: "party" as never })).toEqual({ ok: false, message: "Please select a category" });
      expect(await listEvents(db, "Oran Park")).toEqual([]);
      expect(await updateEvent(db, "not-a-uuid", { title: "x" })).toEqual({ ok: true, data: null });
      expect(await updateEvent(db, "00000000-0000-4000-8000-000000000000", { date: "tomorrow" })).toMatchObject({ ok: false });
    });
  });

  describe("iCalendar import", () => {
    it("creates the feed's events, converting times to Sydney and expanding repeats", async () => {
      const result = await importIcsFeed(db, "Gregory Hills", feed.url, { now });
      expect(result).toEqual({ ok: true, created: 6, updated: 0, unchanged: 0, removed: 0, skipped: 0 });

      const rows = await icsRows();
      expect(rows.map((row) => [row.date, row.time, row.title, row.category])).toEqual([
        ["2026-12-02", "4:00 PM - 8:00 PM", "Wednesday Farmers Market", "market"],
        ["2026-12-05", "6:30 PM - 9:00 PM", "Carols in the Park", "community"],
        // 23:30 UTC on the 8th is 10:30 on the 9th in Sydney (daylight time, UTC+11).
        ["2026-12-09", "10:30 AM - 12:30 PM", "Junior Netball Gala Day", "sports"],
        ["2026-12-09", "4:00 PM - 8:00 PM", "Wednesday Farmers Market", "market"],
        ["2026-12-12", "All day", "Summer Art Show", "arts"],
        ["2026-12-16", "4:00 PM - 8:00 PM", "Wednesday Farmers Market", "market"],
      ]);
      const carols = rows.find((row) => row.title === "Carols in the Park");
      expect(carols).toMatchObject({
        suburb: "Gregory Hills",
        location: "Gregory Hills Reserve, Gregory Hills NSW 2557",
        description: "Community carols with local school choirs, food trucks and a visit from Santa. Bring a rug and a torch.",
        url: "https://camden-noticeboard.example/events/carols",
        externalUid: "20261205-carols@camden-noticeboard.example",
      });
      expect(rows.some((row) => row.title.includes("Residents Association"))).toBe(false);
    });

    it("creates nothing on a second import of the same feed, and updates what changed", async () => {
      await importIcsFeed(db, "Gregory Hills", feed.url, { now });
      const before = await icsRows();

      expect(await importIcsFeed(db, "Gregory Hills", feed.url, { now })).toEqual({
        ok: true,
        created: 0,
        updated: 0,
        unchanged: 6,
        removed: 0,
        skipped: 0,
      });
      expect(await icsRows()).toEqual(before);

      feed.body = goodFeed
        .replace("SUMMARY:Carols in the Park", "SUMMARY:Carols by Candlelight")
        .replace("LOCATION:Gregory Hills sports courts", "LOCATION:Oran Park Leisure Centre");
      expect(await importIcsFeed(db, "Gregory Hills", feed.url, { now })).toMatchObject({ ok: true, created: 0, updated: 2, unchanged: 4 });
      const after = await icsRows();
      expect(after).toHaveLength(6);
      expect(after.find((row) => row.externalUid?.startsWith("20261205-carols"))).toMatchObject({
        title: "Carols by Candlelight",
        id: before.find((row) => row.externalUid?.startsWith("20261205-carols"))?.id,
      });
      expect(after.find((row) => row.title === "Junior Netball Gala Day")?.location).toBe("Oran Park Leisure Centre");
    });

    it("removes an imported event once the feed marks it cancelled", async () => {
      await importIcsFeed(db, "Gregory Hills", feed.url, { now });
      feed.body = goodFeed.replace("CATEGORIES:Arts\r\n", "CATEGORIES:Arts\r\nSTATUS:CANCELLED\r\n");
      expect(await importIcsFeed(db, "Gregory Hills", feed.url, { now })).toMatchObject({ ok: true, removed: 1, unchanged: 5 });
      expect((await icsRows()).map((row) => row.title)).not.toContain("Summer Art Show");
    });

    it("keeps one suburb's feed apart from another's", async () => {
      await importIcsFeed(db, "Gregory Hills", feed.url, { now });
      expect(await importIcsFeed(db, "Oran Park", feed.url, { now })).toMatchObject({ ok: true, created: 6 });
      expect(await listEvents(db, "Gregory Hills")).toHaveLength(6);
      expect(await listEvents(db, "Oran Park")).toHaveLength(6);
    });

    it("skips a malformed feed: nothing changes and an error is logged", async () => {
      await seedDatabase(db, now);
      await importIcsFeed(db, "Gregory Hills", feed.url, { now });
      const before = await db.select().from(events).orderBy(asc(events.id));
      const logError = vi.spyOn(logger, "error").mockImplementation(() => undefined);

      feed.body = malformedFeed;
      const result = await importIcsFeed(db, "Gregory Hills", feed.url, { now });
      expect(result.ok).toBe(false);
      expect(await db.select().from(events).orderBy(asc(events.id))).toEqual(before);
      expect(logError).toHaveBeenCalledWith(
        expect.objectContaining({ suburb: "Gregory Hills", feed: feed.url, err: expect.any(Error) }),
        "ics import: malformed feed skipped",
      );

      for (const body of ["<!doctype html><title>Down for maintenance</title>", ""]) {
        feed.body = body;
        expect((await importIcsFeed(db, "Gregory Hills", feed.url, { now })).ok).toBe(false);
      }
      feed.body = goodFeed;
      feed.status = 503;
      expect(await importIcsFeed(db, "Gregory Hills", feed.url, { now })).toEqual({ ok: false, error: "feed answered HTTP 503" });
      expect(await db.select().from(events).orderBy(asc(events.id))).toEqual(before);
      expect(logError).toHaveBeenCalledTimes(4);
    });

    it("a scheduled round survives a broken feed and a missing database", async () => {
      vi.spyOn(logger, "error").mockImplementation(() => undefined);
      feed.body = malformedFeed;
      const feeds = [{ suburb: "Gregory Hills", url: feed.url }];
      await expect(runRound(feeds, async () => db, { intervalMs: 60_000, worker: "worker-a" })).resolves.toBeUndefined();
      await expect(
        runRound(
          feeds,
          async () => {
            throw new Error("database down");
          },
          { intervalMs: 60_000, worker: "worker-a" },
        ),
      ).resolves.toBeUndefined();
      expect(await icsRows()).toEqual([]);
    });
  });

  describe("POST /api/suburb-events", () => {
    it("returns the suburb's events, and an empty list for a suburb with none", async () => {
      await seedDatabase(db, now);
      const response = await POST(postJson({ suburb: "Gregory Hills" }));
      expect(response.status).toBe(200);
      const body = (await response.json()) as { events: Array<{ title: string; date: string }> };
      expect(body.events.length).toBeGreaterThan(0);
      expect(body.events[0]).toMatchObject({ date: "2026-11-22" });

      const empty = await POST(postJson({ suburb: "Leppington" }));
      expect(empty.status).toBe(200);
      expect(await empty.json()).toEqual({ events: [] });
    });

    it("answers 400 to a bad body", async () => {
      for (const request of [
        postJson(undefined, "{not json"),
        postJson({}),
        postJson({ suburb: "" }),
        postJson({ suburb: "   " }),
        postJson({ suburb: 42 }),
        postJson({ suburb: "x".repeat(101) }),
        postJson(["Gregory Hills"]),
        postJson(null),
      ]) {
        const response = await POST(request);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: expect.any(String) });
      }
      expect((await POST(postJson({ suburb: "x".repeat(10_000) }))).status).toBe(413);
    });

    it("answers 500 with an error body when the database fails", async () => {
      vi.spyOn(logger, "error").mockImplementation(() => undefined);
      current.db = undefined;
      const response = await POST(postJson({ suburb: "Gregory Hills" }));
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: "Failed to load events" });
    });
  });
});

describe("iCalendar feed configuration", () => {
  it("names suburbs from slugs, variable suffixes and names alike", () => {
    expect(suburbNameFromKey("GREGORY_HILLS")).toBe("Gregory Hills");
    expect(suburbNameFromKey("oran-park")).toBe("Oran Park");
    expect(suburbNameFromKey("Gledswood Hills")).toBe("Gledswood Hills");
    expect(suburbNameFromKey("CAMDEN")).toBe("Camden");
  });

  it("merges the JSON map with EVENTS_ICS_URL_<SUBURB> variables, the variables winning", () => {
    expect(
      configuredIcsFeeds(
        { "Gregory Hills": "https://a.example/gh.ics", "oran-park": "https://a.example/op.ics" },
        { GREGORY_HILLS: "https://b.example/gh.ics", LEPPINGTON: "https://b.example/lp.ics" },
      ),
    ).toEqual([
      { suburb: "Gregory Hills", url: "https://b.example/gh.ics" },
      { suburb: "Oran Park", url: "https://a.example/op.ics" },
      { suburb: "Leppington", url: "https://b.example/lp.ics" },
    ]);
    expect(configuredIcsFeeds({}, {})).toEqual([]);
  });
});
