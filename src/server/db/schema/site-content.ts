import { bigint, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/* ── Site content documents and the content versions ─────────────────── */

/**
 * The site's editable content documents (the agency's identity, testimonials, suburb facts, FAQs, the ticker), one
 * row per document, validated by its schema in src/server/site-content/documents.ts. A document with no row is its
 * first content, from src/content/. A trigger raises the 'site' content version on every write (migration 0007).
 */
export const siteContent = pgTable("site_content", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
});

/**
 * A counter per kind of content, raised by a trigger on every write to its table (migration 0003), so every app
 * instance can tell with one small query whether what it built from that content (the assistant's knowledge) is stale.
 */
export const contentVersions = pgTable("content_versions", {
  scope: text("scope").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});
