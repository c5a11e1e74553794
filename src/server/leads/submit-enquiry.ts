import "server-only";
import { randomUUID } from "node:crypto";
import { env } from "@/env";
import { listingPath } from "@/lib/listings/listing-slug";
import { absoluteUrl } from "@/lib/seo/site-url";
import { withoutNullCharacters } from "@/lib/text/null-characters";
import { unknownListingMessage } from "@/lib/validation/listing-enquiry";
import type { Db } from "@/server/db/connect";
import { enquiries, type EnquiryType } from "@/server/db/schema";
import { databaseRetryAfterSeconds, isDatabaseUnavailable, withDatabaseDeadline } from "@/server/db/unavailable";
import { subscribeNewsletter } from "@/server/alerts/subscriptions";
import { enqueueMail } from "@/server/email/outbox";
import { wakeOutboxWorker } from "@/server/email/worker";
import { logger } from "@/server/log";
import { lastReadSiteDocument, siteDocumentNow } from "@/server/site-content/current";
import { readSiteDocument } from "@/server/site-content/store";
import { consumeAccepted, consumeAttempt, type AcceptedAndAttemptsLimit } from "@/server/rate-limit/accepted-and-attempts";
import { assignNewLead } from "./assign-lead";
import { isHoneypotFilled, parseLeadDetails, parseLeadFields } from "./lead-fields";
import { mailForLead } from "./lead-mail";
import { leadListing } from "./listing-lead";

/** The leads a visitor submits through a form or the chat; a listing alert becomes a lead on confirmation (src/server/alerts/). */
export type EnquiryKind = Exclude<EnquiryType, "alert">;

export interface SubmitEnquiryInput {
  kind: EnquiryKind;
  /** The visitor's fields, unvalidated: a form's field names (see src/lib/validation) plus the `website` honeypot. */
  fields: unknown;
  ip: string;
  /** Extra context kept with the lead and shown in the agency's e-mail, e.g. quiz answers and result: a small record of strings. */
  details?: unknown;
}

export type SubmitEnquiryResult =
  | { ok: true; id: string }
  | { ok: false; status: 400 | 429 | 500 | 503; message: string; /** Set with 429 and 503. */ retryAfterSeconds?: number };

export const tooManySubmissionsMessage = (phone: string) =>
  `Too many submissions. Please wait a few minutes and try again, or call us on ${phone}.`;
/** Said while the database is down: with the agency's phone as this process last read it. */
export const databaseUnavailableMessage = (phone: string = lastReadSiteDocument("agency").phone) =>
  `We can't take enquiries for a moment. Please try again in a minute, or call us on ${phone}.`;
export const submissionFailedMessage = (phone: string) => `Something went wrong. Please try again, or call us on ${phone}.`;

/**
 * The one way a lead enters the system, for server actions and the JSON endpoint alike:
 * honeypot, the attempts cap, validation, the rate limit of accepted submissions per IP and form, then the lead and its e-mail in one transaction,
 * so that an accepted submission is never lost even when mail cannot be sent yet.
 */
export async function submitEnquiry(db: Db, input: SubmitEnquiryInput, options: { now?: Date } = {}): Promise<SubmitEnquiryResult> {
  const now = options.now ?? new Date();
  const { kind, ip } = input;
  input = { ...input, fields: withoutNullCharacters(input.fields), details: withoutNullCharacters(input.details) };
  try {
    if (isHoneypotFilled(input.fields)) {
      logger.warn({ kind, ip }, "honeypot field filled: submission discarded");
      return { ok: true, id: randomUUID() };
    }

    const limit: AcceptedAndAttemptsLimit = {
      key: `form:${kind}:${ip}`,
      rule: { limit: env.RATE_LIMIT_FORMS_MAX, windowMs: env.RATE_LIMIT_FORMS_WINDOW_SECONDS * 1000 },
    };
    const attempt = await withDatabaseDeadline(consumeAttempt(db, limit, now));
    if (!attempt.allowed) {
      logger.warn({ kind, ip }, "form attempts cap reached");
      const { phone } = await siteDocumentNow("agency", db);
      return { ok: false, status: 429, message: tooManySubmissionsMessage(phone), retryAfterSeconds: attempt.retryAfterSeconds };
    }

    const fields = parseLeadFields(kind, input.fields);
    if (!fields.ok) return { ok: false, status: 400, message: fields.message };
    const details = parseLeadDetails(input.details);
    if (!details.ok) return { ok: false, status: 400, message: details.message };
    const listing = fields.columns.listingId ? await withDatabaseDeadline(leadListing(db, fields.columns.listingId, now)) : null;
    if (fields.columns.listingId && !listing) return { ok: false, status: 400, message: unknownListingMessage };

    const accepted = await withDatabaseDeadline(consumeAccepted(db, limit, now));
    if (!accepted.allowed) {
      logger.warn({ kind, ip }, "form rate limit reached");
      const { phone } = await siteDocumentNow("agency", db);
      return { ok: false, status: 429, message: tooManySubmissionsMessage(phone), retryAfterSeconds: accepted.retryAfterSeconds };
    }

    // The newsletter asks for consent first (double opt-in): it becomes a lead when its confirmation link is followed.
    const id = await withDatabaseDeadline(
      kind === "newsletter"
        ? subscribeNewsletter(db, fields.columns.email, now)
        : db.transaction(async (tx) => {
            const assignment = await assignNewLead(tx, { kind, ...fields.columns, details: details.data }, now);
            const [row] = await tx
              .insert(enquiries)
              .values({
                type: kind,
                ...fields.columns,
                details: details.data,
                ownerId: assignment.ownerId,
                assignedAt: assignment.routedBy ? now : null,
                replyDueAt: assignment.replyDueAt,
                createdAt: now,
                updatedAt: now,
              })
              .returning({ id: enquiries.id });
            if (!row) throw new Error("enquiry insert returned no row");
            const agency = await readSiteDocument(tx, "agency");
            const mailData = {
              id: row.id,
              kind,
              ...fields.columns,
              enquiryType: fields.enquiryTypeLabel,
              details: details.data,
              receivedAt: now,
              replyDueAt: assignment.replyDueAt,
              listing: listing
                ? { address: listing.address, url: absoluteUrl(listingPath(listing.slug)), inspections: listing.inspections }
                : null,
            };
            await enqueueMail(tx, mailForLead(mailData, assignment.notifyEmail, agency), now);
            return row.id;
          }),
    );

    logger.info({ id, kind }, "enquiry stored");
    wakeOutboxWorker();
    return { ok: true, id };
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, kind }, "database unavailable: enquiry refused with 503");
      return { ok: false, status: 503, message: databaseUnavailableMessage(), retryAfterSeconds: databaseRetryAfterSeconds };
    }
    logger.error({ err: error, kind }, "could not store an enquiry");
    return { ok: false, status: 500, message: submissionFailedMessage(lastReadSiteDocument("agency").phone) };
  }
}
