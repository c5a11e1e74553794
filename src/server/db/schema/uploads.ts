import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Every image stored since uploads were counted (src/server/uploads/allowance.ts): who stored it and how big it is,
 * for each person's quota, and when, for the clean-up of uploads nothing refers to (src/server/uploads/cleanup.ts),
 * which only ever deletes a file listed here. `checkedAt`: when the clean-up last found it still in use.
 */
export const uploads = pgTable(
  "uploads",
  {
    name: text("name").primaryKey(),
    /** The staff account that stored it; null for the server's own (none yet). Kept when the account goes. */
    userId: text("user_id"),
    bytes: integer("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
  },
  (table) => [index("uploads_user_id_idx").on(table.userId), index("uploads_created_at_idx").on(table.createdAt)],
);
