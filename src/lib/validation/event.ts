import "./zod-jitless";
import { z } from "zod";
import { isCalendarDate } from "@/lib/events/calendar-dates";
import { eventCategories } from "@/lib/events/categories";

/* Events for the 'What's On' calendar: what the admin (and the iCalendar import) may store. */

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be less than ${max} characters` });

export const eventSuburbSchema = text("Suburb", 100);

export const eventDateSchema = z
  .string({ error: "Date is required" })
  .trim()
  .refine(isCalendarDate, { error: "Date must be a valid date (YYYY-MM-DD)" });

export const eventCategorySchema = z.enum(eventCategories, { error: "Please select a category" });

/** Optional link: blank means none; otherwise an http(s) address. */
export const eventUrlSchema = z
  .string()
  .trim()
  .max(2000, { error: "Link must be less than 2000 characters" })
  .transform((value) => (value === "" ? null : value))
  .pipe(z.url({ protocol: /^https?$/, error: "Link must be a web address starting with http:// or https://" }).nullable())
  .nullable();

const descriptionSchema = z.string().trim().max(2000, { error: "Description must be less than 2000 characters" });

const eventFields = {
  suburb: eventSuburbSchema,
  title: text("Title", 200),
  date: eventDateSchema,
  time: text("Time", 100),
  location: text("Location", 200),
  description: descriptionSchema,
  category: eventCategorySchema,
  url: eventUrlSchema,
};

/** A new event; the description may be left out (empty) and so may the link. */
export const eventInputSchema = z.object({
  ...eventFields,
  description: descriptionSchema.default(""),
  url: eventUrlSchema.optional().transform((value) => value ?? null),
});
export type EventInput = z.input<typeof eventInputSchema>;
export type ValidEvent = z.output<typeof eventInputSchema>;

/** An edit: any subset of the fields, each checked by the same rules; fields left out stay as they are. */
export const eventUpdateSchema = z.object(eventFields).partial();
export type EventUpdate = z.input<typeof eventUpdateSchema>;

/** The suburb-events call (spec section 7): `{ suburb }`, the suburb's name. */
export const suburbEventsRequestSchema = z.object({ suburb: eventSuburbSchema });
