import "server-only";
import { asc, eq } from "drizzle-orm";
import { toEventCategory } from "@/lib/events/categories";
import { compareEvents } from "@/lib/events/event-time";
import type { SuburbEvent } from "@/lib/events/suburb-event";
import { validate, type ValidationResult } from "@/lib/validation/first-error";
import { eventInputSchema, eventUpdateSchema, type EventInput, type EventUpdate } from "@/lib/validation/event";
import { isUuid } from "@/lib/validation/uuid";
import type { Db } from "@/server/db";
import { events } from "@/server/db/schema";

type EventRow = typeof events.$inferSelect;

/** The columns of an event as the public calendar shows it. */
export const publicColumns = {
  id: events.id,
  title: events.title,
  date: events.date,
  time: events.time,
  location: events.location,
  description: events.description,
  category: events.category,
  url: events.url,
} as const;

function toSuburbEvent(row: Pick<EventRow, keyof typeof publicColumns>): SuburbEvent {
  return { ...row, category: toEventCategory(row.category) };
}

/** Every event of a suburb (its name, e.g. "Gregory Hills"), in date and start-time order. */
export async function listEvents(db: Db, suburb: string): Promise<SuburbEvent[]> {
  const rows = await db.select(publicColumns).from(events).where(eq(events.suburb, suburb)).orderBy(asc(events.date));
  return rows.map(toSuburbEvent).sort(compareEvents);
}

/** Admin: add an event. Invalid input is refused with the first rule's message; nothing is stored. */
export async function createEvent(db: Db, input: EventInput): Promise<ValidationResult<SuburbEvent>> {
  const parsed = validate(eventInputSchema, input);
  if (!parsed.ok) return parsed;
  const [row] = await db
    .insert(events)
    .values({ ...parsed.data, source: "admin" })
    .returning(publicColumns);
  if (!row) throw new Error("inserting an event returned no row");
  return { ok: true, data: toSuburbEvent(row) };
}

/** Admin: change some fields of an event. `null` data means no event has that id. */
export async function updateEvent(db: Db, id: string, changes: EventUpdate): Promise<ValidationResult<SuburbEvent | null>> {
  const parsed = validate(eventUpdateSchema, changes);
  if (!parsed.ok) return parsed;
  if (!isUuid(id)) return { ok: true, data: null };
  // Drizzle leaves out undefined fields; with none left there is nothing to write.
  if (Object.values(parsed.data).every((value) => value === undefined)) {
    const [current] = await db.select(publicColumns).from(events).where(eq(events.id, id));
    return { ok: true, data: current ? toSuburbEvent(current) : null };
  }
  const [row] = await db.update(events).set(parsed.data).where(eq(events.id, id)).returning(publicColumns);
  return { ok: true, data: row ? toSuburbEvent(row) : null };
}

/** Admin: remove an event; true when it existed. */
export async function deleteEvent(db: Db, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
  return deleted.length > 0;
}
