import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { user } from "./auth";
import { listings } from "./listings";

/* ── Leads and the mail they cause ────────────────────────────────────── */

/** Newsletter sign-ups are enquiries too, so the admin's Leads tab shows every contact in one place. */
export const enquiryTypes = ["appraisal", "career", "contact", "newsletter", "chat", "listing", "alert"] as const;
export type EnquiryType = (typeof enquiryTypes)[number];

/** A lead's progress; anything past 'new' means it was answered. (The same list as src/lib/leads/lead-options.ts, for the browser.) */
export const leadStatuses = ["new", "contacted", "appointment", "listed", "closed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    type: text("type", { enum: enquiryTypes }).notNull(),
    fullName: text("full_name"),
    email: text("email").notNull(),
    phone: text("phone"),
    address: text("address"),
    position: text("position"),
    enquiryType: text("enquiry_type"),
    message: text("message"),
    /** The home a listing enquiry is about; kept null if the listing is ever deleted (the lead stays). */
    listingId: uuid("listing_id").references((): AnyPgColumn => listings.id, { onDelete: "set null" }),
    /** Anything else that travels with the lead: quiz answers, chat transcript, suburb, intent. */
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status", { enum: leadStatuses }).notNull().default("new"),
    /** When the status last changed (kept under its old name: the CSV export's "Handled at"). */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    /** The staff member who answers it; null means the principal (no agent to route it to, or they left). */
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    assignedAt: timestamp("assigned_at", { withTimezone: true }),
    /** The reply clock (src/lib/leads/business-hours.ts): null for a newsletter sign-up, which expects no reply. */
    replyDueAt: timestamp("reply_due_at", { withTimezone: true }),
    /** The first move past 'new': the lead was answered. */
    firstRepliedAt: timestamp("first_replied_at", { withTimezone: true }),
    /** Set once, by the escalation job, when the reply was not made in time and the principal was told. */
    overdueAt: timestamp("overdue_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("enquiries_created_idx").on(t.createdAt),
    index("enquiries_type_idx").on(t.type),
    index("enquiries_owner_idx").on(t.ownerId),
    index("enquiries_listing_idx").on(t.listingId),
    index("enquiries_reply_due_idx")
      .on(t.replyDueAt)
      .where(sql`${t.firstRepliedAt} is null and ${t.overdueAt} is null`),
  ],
);

/** A staff member's note on a lead (a call made, an appointment booked); the author stays named if they leave. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enquiryId: uuid("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_notes_enquiry_idx").on(t.enquiryId, t.createdAt)],
);

/**
 * Who answers which leads: a rule matches by enquiry type (a form, e.g. 'appraisal', or a contact enquiry type, e.g.
 * 'selling'), by suburb, or both; the first match in `position` order wins. A rule's staff member leaving removes it.
 */
export const leadRoutingRules = pgTable(
  "lead_routing_rules",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    enquiryType: text("enquiry_type"),
    suburb: text("suburb"),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("lead_routing_rules_position_idx").on(t.position, t.createdAt)],
);

/** Each agent's last turn of the round robin (a rising number): the agent whose turn is oldest gets the next lead. */
export const leadRoundRobin = pgTable("lead_round_robin", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  lastTurn: bigint("last_turn", { mode: "number" }).notNull(),
});

/** The lead settings: one row (id 1). The principal hears of overdue leads; holidays stop the reply clock. */
export const leadSettings = pgTable("lead_settings", {
  id: integer("id").primaryKey().default(1),
  /** Null: AGENCY_NOTIFY_EMAIL. */
  principalEmail: text("principal_email"),
  /** "YYYY-MM-DD" dates in Sydney. */
  publicHolidays: jsonb("public_holidays").$type<string[]>().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
