import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/* ── Staff roles, invitations and former staff ─────────────────────── */

export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["admin", "office-manager", "editor", "agent"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_roles_user_role_key").on(t.userId, t.role)],
);

/**
 * An invitation to join the staff (src/server/staff/invitations.ts): the e-mailed link carries a random token, of
 * which only the SHA-256 is kept; it works once, until `expiresAt`.
 */
export const staffInvitations = pgTable(
  "staff_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    role: text("role", { enum: ["admin", "office-manager", "editor", "agent"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("staff_invitations_token_hash_key").on(t.tokenHash), index("staff_invitations_email_idx").on(t.email)],
);

/**
 * Staff who were deactivated: their role as it was, so an admin can give it back. Deactivation deletes the user_roles
 * row (a user_roles row means active staff) and every session; this row is the only trace.
 */
export const formerStaff = pgTable("former_staff", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  role: text("role", { enum: ["admin", "office-manager", "editor", "agent"] }).notNull(),
  deactivatedBy: text("deactivated_by").references(() => user.id, { onDelete: "set null" }),
  deactivatedAt: timestamp("deactivated_at", { withTimezone: true }).notNull().defaultNow(),
});
