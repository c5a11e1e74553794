import { sql } from "drizzle-orm";
import { date, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

/* ── Events calendar ──────────────────────────────────────────────────── */

export const eventCategories = ["community", "sports", "arts", "market", "family", "other"] as const;

export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    suburb: text("suburb").notNull(),
    title: text("title").notNull(),
    date: date("date", { mode: "string" }).notNull(),
    time: text("time").notNull(),
    location: text("location").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    url: text("url"),
    /** Where the event came from: 'seed', 'admin' or 'ics'. */
    source: text("source").notNull().default("admin"),
    /** UID of the iCalendar VEVENT, so that re-imports update instead of duplicating. */
    externalUid: text("external_uid"),
    ...timestamps,
  },
  (t) => [
    index("events_suburb_date_idx").on(t.suburb, t.date),
    uniqueIndex("events_suburb_uid_key")
      .on(t.suburb, t.externalUid)
      .where(sql`${t.externalUid} is not null`),
  ],
);
