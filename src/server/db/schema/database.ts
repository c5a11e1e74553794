import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/* ── Facts about the database itself ──────────────────────────────────── */

/**
 * One row per piece of one-time setup done to this database (src/server/db/seed.ts writes "demo-content"), so that
 * it is never done again: a demo post an admin deleted stays deleted across restarts and deploys.
 */
export const setupSteps = pgTable("setup_steps", {
  name: text("name").primaryKey(),
  doneAt: timestamp("done_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Periodic work that one instance at a time must do, once per interval across all of them (one row per iCalendar feed:
 * `src/server/jobs/named-lease.ts`): who holds it until when, and when it last ran.
 */
export const jobLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  claimedBy: text("claimed_by"),
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
});
