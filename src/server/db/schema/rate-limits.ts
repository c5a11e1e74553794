import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/* ── Rate limiting shared by every app instance ───────────────────────── */

export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});
