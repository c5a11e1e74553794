import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db/connect";
import { events } from "@/server/db/schema";
import { listEvents } from "@/server/events/event-store";
import { eventNotFoundMessage, listAdminEvents, unknownSuburbMessage } from "@/server/events/admin-events";
import { testDatabases } from "../support/databases";

// The actions read the database, the role and the client IP through these; the tests supply them.
const current = vi.hoisted(() => ({ db: undefined as Db | undefined, admin: true }));
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-client-ip": "203.0.113.41" }) }));
vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));
vi.mock("@/server/db", () => ({
  getDb: async () => {
    if (!current.db) throw new Error("no test database");
    return current.db;
  },
}));
vi.mock("@/server/auth/roles", () => ({
  requirePermission: async () =>
    current.admin
      ? { ok: true, userId: "admin", email: "admin@example.com", role: "admin" }
      : { ok: false, status: 403, message: "denied" },
}));

const { createEventAction, deleteEventAction, saveEventFormAction, updateEventAction } =
  await import("@/server/events/actions/event-actions");
const { POST: suburbEvents } = await import("@/app/api/suburb-events/route");

const valid = {
  suburb: "Gregory Hills",
  title: "Twilight Food Trucks",
  date: "2026-12-04",
  time: "5:00 PM - 9:00 PM",
  location: "Gregory Hills Town Centre",
  description: "Food trucks and live music.",
  category: "community",
  url: "https://example.com/food-trucks",
};

async function publicEvents(suburb: string): Promise<Array<Record<string, unknown>>> {
  const response = await suburbEvents(
    new Request("http://localhost/api/suburb-events", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ suburb }),
    }),
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { events: Array<Record<string, unknown>> }).events;
}

describe.each(testDatabases)("admin events on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let db: Db;

  beforeAll(async () => {
    database = await target.create();
    db = database.db;
    current.db = db;
  });
  afterAll(async () => {
    current.db = undefined;
    await database?.dispose();
  });
  beforeEach(async () => {
    current.admin = true;
    await db.delete(events);
  });

  async function eventCount(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(events);
    return Number(row?.n ?? 0);
  }

  async function create(fields: Record<string, unknown> = {}): Promise<string> {
    const result = await createEventAction({ ...valid, ...fields });
    if (!result.ok) throw new Error(result.message);
    return result.data.id;
  }

  it("creates an event that the public suburb calendar serves on its date", async () => {
    const id = await create();
    const [row] = await db.select().from(events).where(eq(events.id, id));
    expect(row).toMatchObject({ ...valid, source: "admin", externalUid: null });

    expect(await publicEvents("Gregory Hills")).toEqual([
      {
        id,
        title: valid.title,
        date: valid.date,
        time: valid.time,
        location: valid.location,
        description: valid.description,
        category: "community",
        url: valid.url,
      },
    ]);
    expect(await publicEvents("Oran Park")).toEqual([]);
  });

  it("stores a blank link and description as none", async () => {
    const id = await create({ url: "", description: "" });
    const [row] = await db.select().from(events).where(eq(events.id, id));
    expect(row).toMatchObject({ url: null, description: "" });
  });

  it.each([
    [{ title: "  " }, "Title is required"],
    [{ date: "" }, "Date must be a valid date (YYYY-MM-DD)"],
    [{ date: "2026-02-30" }, "Date must be a valid date (YYYY-MM-DD)"],
    [{ date: "04/12/2026" }, "Date must be a valid date (YYYY-MM-DD)"],
    [{ time: "" }, "Time is required"],
    [{ location: "" }, "Location is required"],
    [{ description: "x".repeat(2001) }, "Description must be less than 2000 characters"],
    [{ category: "party" }, "Please select a category"],
    [{ category: "" }, "Please select a category"],
    [{ url: "javascript:alert(1)" }, "Link must be a web address starting with http:// or https://"],
    [{ url: "ftp://example.com/file" }, "Link must be a web address starting with http:// or https://"],
    [{ suburb: "Narnia" }, unknownSuburbMessage],
    [{ suburb: "" }, "Suburb is required"],
  ])("refuses %o with '%s' and stores nothing", async (change, message) => {
    const result = await createEventAction({ ...valid, ...change });
    expect(result).toMatchObject({ ok: false, message });
    expect(await eventCount()).toBe(0);
  });

  it("lists every suburb's events by suburb, date and start time, with their source", async () => {
    await create({ title: "Late", date: "2026-12-05", time: "7:00 PM" });
    await create({ title: "Early", date: "2026-12-05", time: "9:00 AM" });
    await create({ title: "First", date: "2026-12-01", time: "6:00 PM" });
    await create({ title: "Elsewhere", suburb: "Oran Park", date: "2026-11-30" });
    await db.insert(events).values({ ...valid, title: "Imported", date: "2026-12-02", source: "ics", externalUid: "uid-1@example.com" });

    const listed = await listAdminEvents(db);
    expect(listed.map((e) => [e.suburb, e.title, e.source])).toEqual([
      ["Gregory Hills", "First", "admin"],
      ["Gregory Hills", "Imported", "ics"],
      ["Gregory Hills", "Early", "admin"],
      ["Gregory Hills", "Late", "admin"],
      ["Oran Park", "Elsewhere", "admin"],
    ]);
  });

  it("updates every field; the public calendar sees the change", async () => {
    const id = await create();
    const changed = { ...valid, title: "Twilight Markets", date: "2026-12-11", category: "market", url: "", suburb: "Oran Park" };
    expect(await updateEventAction({ id, event: changed })).toEqual({ ok: true, data: { id } });

    const [row] = await db.select().from(events).where(eq(events.id, id));
    expect(row).toMatchObject({
      title: "Twilight Markets",
      date: "2026-12-11",
      category: "market",
      url: null,
      suburb: "Oran Park",
      source: "admin",
    });
    expect(await publicEvents("Gregory Hills")).toEqual([]);
    expect((await listEvents(db, "Oran Park")).map((e) => e.title)).toEqual(["Twilight Markets"]);
  });

  it("edits an imported event and keeps its source", async () => {
    const [imported] = await db
      .insert(events)
      .values({ ...valid, source: "ics", externalUid: "uid-2@example.com" })
      .returning({ id: events.id });
    expect(await updateEventAction({ id: imported!.id, event: { ...valid, title: "Renamed" } })).toMatchObject({ ok: true });
    const [row] = await db.select().from(events).where(eq(events.id, imported!.id));
    expect(row).toMatchObject({ title: "Renamed", source: "ics", externalUid: "uid-2@example.com" });
  });

  it("refuses an invalid edit, leaving the event as it was, and an edit of an unknown event", async () => {
    const id = await create();
    expect(await updateEventAction({ id, event: { ...valid, date: "2026-13-01" } })).toMatchObject({
      ok: false,
      message: "Date must be a valid date (YYYY-MM-DD)",
    });
    expect(await updateEventAction({ id, event: { ...valid, title: "" } })).toMatchObject({ ok: false, message: "Title is required" });
    const [row] = await db.select().from(events).where(eq(events.id, id));
    expect(row).toMatchObject({ title: valid.title, date: valid.date });

    expect(await updateEventAction({ id: "00000000-0000-4000-8000-000000000000", event: valid })).toMatchObject({
      ok: false,
      message: eventNotFoundMessage,
    });
    expect(await updateEventAction({ id: "not-a-uuid", event: valid })).toMatchObject({ ok: false, message: "Invalid event id" });
  });

  it("deletes an event, which leaves the public calendar; a second delete says it is gone", async () => {
    const id = await create();
    const keep = await create({ title: "Stays" });
    expect(await deleteEventAction({ id })).toEqual({ ok: true, data: { id } });
    expect((await publicEvents("Gregory Hills")).map((e) => e.id)).toEqual([keep]);
    expect(await deleteEventAction({ id })).toMatchObject({ ok: false, message: eventNotFoundMessage });
  });

  it("refuses every write to anyone who is not an admin", async () => {
    const id = await create();
    current.admin = false;
    const denied = { ok: false, message: "You don't have admin privileges." };
    expect(await createEventAction(valid)).toEqual(denied);
    expect(await updateEventAction({ id, event: { ...valid, title: "Hijacked" } })).toEqual(denied);
    expect(await deleteEventAction({ id })).toEqual(denied);
    const [row] = await db.select().from(events).where(eq(events.id, id));
    expect(row?.title).toBe(valid.title);
    expect(await eventCount()).toBe(1);
  });

  it("the event form's action (posted without JavaScript) adds, refuses with the values kept, and saves an edit", async () => {
    const idle = { status: "idle" as const, title: "", message: "", values: {} };
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.append(name, value);
      return data;
    };

    const refused = await saveEventFormAction(idle, form({ ...valid, title: "" }));
    expect(refused).toMatchObject({ status: "error", message: "Title is required", values: { time: valid.time, title: "" } });
    expect(await eventCount()).toBe(0);

    expect(await saveEventFormAction(idle, form(valid))).toEqual({
      status: "success",
      title: "Event added",
      message: valid.title,
      values: {},
    });
    const [added] = await db.select().from(events);
    expect(added).toMatchObject({ title: valid.title, source: "admin" });

    const edited = await saveEventFormAction(idle, form({ ...valid, id: added!.id, time: "6:00 PM - 8:00 PM" }));
    expect(edited).toMatchObject({ status: "success", title: "Event updated" });
    const [row] = await db.select().from(events).where(eq(events.id, added!.id));
    expect(row?.time).toBe("6:00 PM - 8:00 PM");
    expect(await eventCount()).toBe(1);
  });
});
