import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { enquiries } from "./leads";

/* ── The outbox: every e-mail the site sends, queued with the change that causes it ── */

export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Extra headers (a listing alert's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    enquiryId: uuid("enquiry_id").references(() => enquiries.id, { onDelete: "set null" }),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The worker sending it, and until when (renewed while the SMTP conversation lasts); an expired lease means that worker died. */
    claimedBy: text("claimed_by"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
);
