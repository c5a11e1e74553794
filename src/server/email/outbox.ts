import "server-only";
import { randomUUID } from "node:crypto";
import { and, asc, eq, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import { mailFrom } from "./mail-from";
import type { Db, DbOrTx } from "@/server/db";
import { outbox } from "@/server/db/schema";
import { keepLease } from "@/server/jobs/keep-lease";
import { logger } from "@/server/log";

export type MailKind =
  | "agency-notification"
  | "acknowledgement"
  | "newsletter-confirmation"
  | "newsletter-welcome"
  | "lead-overdue"
  | "email-verification"
  | "password-reset"
  | "staff-invitation"
  | "feed-silent"
  | "alert-confirmation"
  | "listing-alert";

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  enquiryId?: string;
}

/** What the outbox needs from a mail transport; a nodemailer transporter fits. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    replyTo?: string;
    subject: string;
    text: string;
    html?: string;
    headers?: Record<string, string>;
    messageId: string;
  }): Promise<unknown>;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
}

export const maxAttempts = 8;
const baseRetryMs = 30_000;
const maxRetryMs = 60 * 60_000;
const defaultBatchSize = 20;
/**
 * A claimed message is its worker's for this long, renewed every `defaultLeaseRenewMs` while the SMTP conversation lasts (the
 * transport's timeouts allow about 90 s). A worker that dies stops renewing, and the message is tried again once the
 * lease has run out.
 */
export const mailLeaseMs = 30_000;
const defaultLeaseRenewMs = 5_000;

/** Delay before the next try after `attempts` failed tries: 30 s × 2^attempts, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(baseRetryMs * 2 ** attempts, maxRetryMs);
}

/**
 * The message's own `Message-ID`, the same on every attempt (the outbox row's id at the sender's domain), so that a copy
 * sent twice — the one case left: a worker killed between the SMTP server's acceptance and recording it — is recognised
 * as one message by the receiving side.
 */
export function messageIdFor(outboxId: string, from: string = mailFrom): string {
  const domain = from.match(/@([^>\s]+)>?\s*$/)?.[1] ?? "ironbark.invalid";
  return `<${outboxId}@${domain}>`;
}

/** Adds mail to the outbox, due at `now`. Pass the transaction that stores the lead, so both are kept or neither. */
export async function enqueueMail(db: DbOrTx, mails: readonly OutgoingMail[], now: Date = new Date()): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = await db
    .insert(outbox)
    .values(
      mails.map((mail) => ({
        kind: mail.kind,
        to: mail.to,
        replyTo: mail.replyTo ?? null,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        headers: mail.headers ?? null,
        enquiryId: mail.enquiryId ?? null,
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}

export interface DeliveryOptions {
  from?: string;
  /** Most messages one call sends. */
  batchSize?: number;
  /** The name this worker's leases carry (`src/server/jobs/worker-id.ts`). */
  worker?: string;
  /** Shutdown: claim nothing more; a message being sent is finished and recorded. */
  signal?: AbortSignal;
  /** A claim's length and how often it is renewed during a send (tests shorten them). */
  leaseMs?: number;
  leaseRenewMs?: number;
}

/**
 * Sends the mail that is due, one message at a time: each is claimed on its own (a conditional UPDATE on a row picked
 * with FOR UPDATE SKIP LOCKED, so concurrent workers here or on other instances never take the same one) with a lease
 * this worker renews while it sends, and every outcome is recorded only by the worker that still holds the lease —
 * except acceptance by the SMTP server, which is a fact: recording it is retried until the database takes it, and
 * never sends again.
 */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  now: Date = new Date(),
  options: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const from = options.from ?? mailFrom;
  const worker = options.worker ?? `outbox:${randomUUID()}`;
  const report: DeliveryReport = { claimed: 0, sent: 0, retrying: 0, failed: 0 };
  const batchSize = options.batchSize ?? defaultBatchSize;
  const leaseMs = options.leaseMs ?? mailLeaseMs;
  // Leases are measured from `now` (tests pass a fixed one) plus the real time gone by since.
  const startedAt = Date.now();
  const clock = () => new Date(now.getTime() + (Date.now() - startedAt));

  while (report.claimed < batchSize && !options.signal?.aborted) {
    const row = await claimDueMessage(db, worker, clock(), leaseMs);
    if (!row) break;
    report.claimed += 1;
    const stopRenewing = keepLease(() => renewMailLease(db, row.id, worker, clock(), leaseMs), options.leaseRenewMs ?? defaultLeaseRenewMs);
    try {
      let accepted = false;
      try {
        await transport.sendMail({
          from,
          to: row.to,
          replyTo: row.replyTo ?? undefined,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          headers: row.headers ?? undefined,
          messageId: messageIdFor(row.id, from),
        });
        accepted = true;
      } catch (error) {
        const outcome = await recordFailedSend(db, row, worker, describeError(error), clock());
        report[outcome] += 1;
      }
      if (accepted) {
        await recordSent(db, row.id, clock(), options.signal);
        report.sent += 1;
      }
    } finally {
      stopRenewing();
    }
  }
  return report;
}

type OutboxRow = typeof outbox.$inferSelect;

function claimable(now: Date) {
  return and(
    eq(outbox.status, "pending"),
    lte(outbox.nextAttemptAt, now),
    lt(outbox.attempts, maxAttempts),
    or(isNull(outbox.leaseUntil), lt(outbox.leaseUntil, now)),
  );
}

async function claimDueMessage(db: Db, worker: string, now: Date, leaseMs: number): Promise<OutboxRow | null> {
  // A scalar subquery, run once: inside `id in (…)` PostgreSQL may rescan it per row, and with SKIP LOCKED each
  // rescan can yield another row, so one claim took every due row.
  const candidate = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(claimable(now))
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(outbox)
    .set({ claimedBy: worker, leaseUntil: new Date(now.getTime() + leaseMs), attempts: sql`${outbox.attempts} + 1`, updatedAt: now })
    .where(and(eq(outbox.id, sql`(${candidate})`), claimable(now)))
    .returning();
  return row ?? null;
}

const heldBy = (id: string, worker: string) => and(eq(outbox.id, id), eq(outbox.claimedBy, worker), eq(outbox.status, "pending"));

async function renewMailLease(db: Db, id: string, worker: string, now: Date, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs) })
    .where(heldBy(id, worker))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

/** The next try's time, or 'failed' for good after the last attempt; written only while the lease is still ours. */
async function recordFailedSend(db: Db, row: OutboxRow, worker: string, lastError: string, now: Date): Promise<"retrying" | "failed"> {
  const giveUp = row.attempts >= maxAttempts;
  await db
    .update(outbox)
    .set({
      ...(giveUp ? { status: "failed" as const } : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)) }),
      lastError,
      claimedBy: null,
      leaseUntil: null,
    })
    .where(heldBy(row.id, worker));
  logger[giveUp ? "error" : "warn"](
    { id: row.id, kind: row.kind, attempts: row.attempts, err: lastError },
    giveUp ? "mail failed for good" : "mail send failed; will retry",
  );
  return giveUp ? "failed" : "retrying";
}

/**
 * Records that the SMTP server accepted the message. Retried with growing pauses while the database is away (a
 * PostgreSQL restart), so an accepted message is not sent a second time once its lease runs out; a shutdown leaves
 * it 10 s more before giving up with an error naming the message.
 */
async function recordSent(db: Db, id: string, sentAt: Date, signal?: AbortSignal): Promise<void> {
  let giveUpAt = Number.POSITIVE_INFINITY;
  for (let attempt = 0; ; attempt++) {
    try {
      await db
        .update(outbox)
        .set({ status: "sent", sentAt, lastError: null, claimedBy: null, leaseUntil: null })
        .where(and(eq(outbox.id, id), eq(outbox.status, "pending")));
      return;
    } catch (error) {
      if (signal?.aborted && giveUpAt === Number.POSITIVE_INFINITY) giveUpAt = Date.now() + 10_000;
      if (Date.now() > giveUpAt) {
        logger.error({ err: error, id }, "the SMTP server accepted this message but it could not be recorded as sent before shutdown");
        return;
      }
      logger.warn({ err: error, id }, "the SMTP server accepted this message; recording it as sent failed, trying again");
      await new Promise((resolve) => setTimeout(resolve, Math.min(250 * 2 ** attempt, 5_000)));
    }
  }
}

/** For the admin: try a pending or failed message again now, with a fresh set of attempts. A sent message stays sent. */
export async function retryOutboxMessage(db: Db, id: string, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now })
    .where(and(eq(outbox.id, id), ne(outbox.status, "sent")))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}
