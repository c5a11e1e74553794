import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { user } from "./auth";

/* ── The team (the /team grid and each /team/{slug} profile) ──────────── */

/**
 * One row per person on the team page, in `sort_order`. `retired_at` takes a member off the site (their address then
 * redirects to /team) without losing the record; `user_id` links the staff account that may edit this profile itself
 * (permission `profile.own`). The first rows are src/content/team.ts, written once (src/server/db/first-team.ts).
 */
export const teamMembers = pgTable(
  "team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    email: text("email").notNull(),
    /** As the agency writes it ("0491 570 006"); tel: links use its +61 form. */
    phone: text("phone").notNull(),
    summary: text("summary").notNull(),
    /** Profile paragraphs, in reading order. */
    bio: jsonb("bio").$type<string[]>().notNull(),
    specialties: jsonb("specialties").$type<string[]>().notNull(),
    /** A site path: an upload cropped to the card (/uploads/…) or drawn artwork (/art/team/…); null for the placeholder. */
    portrait: text("portrait"),
    bookingUrl: text("booking_url"),
    sortOrder: integer("sort_order").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    retiredAt: timestamp("retired_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("team_members_slug_key").on(t.slug),
    uniqueIndex("team_members_user_id_key").on(t.userId),
    index("team_members_order_idx").on(t.sortOrder),
  ],
);

/** A member's former addresses (a rename changes the slug): each answers a permanent redirect to the member's current one. */
export const teamSlugRedirects = pgTable("team_slug_redirects", {
  oldSlug: text("old_slug").primaryKey(),
  memberId: uuid("member_id")
    .notNull()
    .references(() => teamMembers.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
