import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/* ── Sign-in throttling and history ─────────────────────────────────── */

/**
 * Accounts locked after repeated failed sign-ins (src/server/auth/sign-in-throttle.ts), keyed by the address as typed
 * (normalised), so an address with no account is locked the same way. `lockCount` makes each further lock longer.
 */
export const signInLocks = pgTable("sign_in_locks", {
  email: text("email").primaryKey(),
  lockCount: integer("lock_count").notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }).notNull(),
});

/**
 * One row per successful sign-in, for the admin's sign-in history (/admin/sign-ins). Sessions cannot serve: a sign-out,
 * an expiry or a password change deletes their rows. The address is the account's at the time; a deleted account's rows go.
 */
export const signInEvents = pgTable(
  "sign_in_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sign_in_events_created_at_idx").on(t.createdAt)],
);
