import "server-only";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { suburbGuides } from "@/content/suburbs";
import { toEventCategory } from "@/lib/events/categories";
import { compareEvents } from "@/lib/events/event-time";
import type { SuburbEvent } from "@/lib/events/suburb-event";
import { eventInputSchema } from "@/lib/validation/event";
import type { Db } from "@/server/db";
import { events } from "@/server/db/schema";
import { PublicError } from "@/server/errors";
import { createEvent, deleteEvent, publicColumns, updateEvent } from "./event-store";

/* The admin's Events tab: every suburb's events with where each came from, and the writes. */

/** The suburbs the admin manages events for: the site's suburb guides, by name ("Gregory Hills"). */
export const eventSuburbNames: readonly string[] = suburbGuides.map((guide) => guide.name);

export const unknownSuburbMessage = `Suburb must be one of: ${eventSuburbNames.join(", ")}`;
export const eventNotFoundMessage = "This event no longer exists.";

/** An event as the admin form sends it: the shared event rules, and a suburb from the site's list. */
export const adminEventSchema = eventInputSchema.extend({
  suburb: z
    .string({ error: "Suburb is required" })
    .trim()
    .min(1, { error: "Suburb is required" })
    .refine((name) => eventSuburbNames.includes(name), { error: unknownSuburbMessage }),
});
export type AdminEventInput = z.input<typeof adminEventSchema>;
export type AdminEventFields = z.output<typeof adminEventSchema>;

/** A suburb's event as the calendar shows it, with its suburb and where it came from. */
export interface AdminEvent extends SuburbEvent {
  suburb: string;
  /** 'seed', 'admin' or 'ics' (imported from a suburb's iCalendar feed). */
  source: string;
}

/** Every event of every suburb, by suburb, then date and start time. */
const adminEventColumns = { ...publicColumns, suburb: events.suburb, source: events.source };

export async function listAdminEvents(db: Db): Promise<AdminEvent[]> {
  const rows = await db.select(adminEventColumns).from(events).orderBy(asc(events.suburb), asc(events.date));
  return rows
    .map((row) => ({ ...row, category: toEventCategory(row.category) }))
    .sort((a, b) => a.suburb.localeCompare(b.suburb) || compareEvents(a, b));
}

/** One event, for its edit page; null when there is none with this id (or the id is not one). */
export async function findAdminEvent(db: Db, id: string): Promise<AdminEvent | null> {
  if (!z.uuid().safeParse(id).success) return null;
  const [row] = await db.select(adminEventColumns).from(events).where(eq(events.id, id)).limit(1);
  return row ? { ...row, category: toEventCategory(row.category) } : null;
}

/** Adds an admin event; a refused input throws a PublicError with the first rule's message. */
export async function addAdminEvent(db: Db, fields: AdminEventFields): Promise<{ id: string }> {
  const created = await createEvent(db, fields);
  if (!created.ok) throw new PublicError(created.message);
  return { id: created.data.id };
}

/** Replaces an event's fields (imported events too: the next import of their feed may change them back). */
export async function editAdminEvent(db: Db, id: string, fields: AdminEventFields): Promise<{ id: string }> {
  const updated = await updateEvent(db, id, fields);
  if (!updated.ok) throw new PublicError(updated.message);
  if (!updated.data) throw new PublicError(eventNotFoundMessage, 404);
  return { id: updated.data.id };
}

export async function removeAdminEvent(db: Db, id: string): Promise<{ id: string }> {
  if (!(await deleteEvent(db, id))) throw new PublicError(eventNotFoundMessage, 404);
  return { id };
}
