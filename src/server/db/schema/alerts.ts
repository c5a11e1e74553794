import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { enquiries } from "./leads";
import { outbox } from "./outbox";
import { listings } from "./listings";

/*
 * Listing alerts (issue 31, docs/decisions/026-listing-alerts.md): a buyer's saved search or followed listing, kept
 * with its consent (double opt-in), and every alert match, unique per (subscription, listing, reason), so each piece
 * of news is sent at most once whatever the number of instances, restarts and replays.
 */

/** A saved search, a followed listing, or the newsletter (its sign-up shares the consent model: issue 31 item 3). */
export const alertKinds = ["search", "listing", "newsletter"] as const;
export type AlertKind = (typeof alertKinds)[number];
export const alertFrequencies = ["instant", "daily", "weekly"] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

export const alertSubscriptions = pgTable(
  "alert_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-case. */
    email: text("email").notNull(),
    kind: text("kind", { enum: alertKinds }).notNull(),
    /** A saved search: its normalised address (`searchHref` without the page), e.g. `/buy?location=oran-park&beds=3`. */
    searchPath: text("search_path"),
    /** A followed listing. */
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "cascade" }),
    frequency: text("frequency", { enum: alertFrequencies }).notNull(),
    /**
     * A random 256-bit id (base64url): the capability in the confirmation, unsubscribe and manage links. Not hashed,
     * because every alert must carry it; it grants only what those links do.
     */
    token: text("token").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    /** The lead the confirmed subscription became. */
    enquiryId: uuid("enquiry_id").references(() => enquiries.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex("alert_subscriptions_token_key").on(t.token),
    index("alert_subscriptions_email_idx").on(t.email),
    index("alert_subscriptions_active_idx")
      .on(t.kind, t.listingId)
      .where(sql`${t.confirmedAt} is not null and ${t.unsubscribedAt} is null`),
  ],
);

/**
 * One piece of news for one subscription: found by the alert worker, then sent in the subscription's next alert
 * (`outbox_id` set in the transaction that queues the mail) or dropped (`dropped_at`: the listing was held or hidden
 * before it went out, or the subscriber left).
 */
export const alertDeliveries = pgTable(
  "alert_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => alertSubscriptions.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    /** `new`, `sold`, `leased`, `under_offer`, `price_changed:<the price shown>`, `inspection_added:<its start>`. */
    reason: text("reason").notNull(),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull(),
    outboxId: uuid("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    droppedAt: timestamp("dropped_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("alert_deliveries_once_key").on(t.subscriptionId, t.listingId, t.reason),
    index("alert_deliveries_pending_idx")
      .on(t.subscriptionId, t.matchedAt)
      .where(sql`${t.sentAt} is null and ${t.droppedAt} is null`),
  ],
);

/** The alert worker's state (one row): how far it has read the listing history, and the admin's pause. */
export const alertWorkerState = pgTable("alert_worker_state", {
  id: integer("id").primaryKey().default(1),
  /** The latest listing event read; events up to a few minutes before it are read again (alert-worker.ts). */
  cursorAt: timestamp("cursor_at", { withTimezone: true }),
  paused: boolean("paused").notNull().default(false),
  pausedBy: text("paused_by"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One listing alert e-mail as it went out, for the admin's weekly counts: `open_token` is the unguessable name of its
 * 1×1 tracking image (docs/decisions/026-listing-alerts.md), `opened_at` the first time that image was fetched.
 */
export const alertMails = pgTable(
  "alert_mails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id").references(() => alertSubscriptions.id, { onDelete: "set null" }),
    outboxId: uuid("outbox_id").references(() => outbox.id, { onDelete: "set null" }),
    openToken: text("open_token").notNull(),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("alert_mails_open_token_key").on(t.openToken), index("alert_mails_queued_at_idx").on(t.queuedAt)],
);
