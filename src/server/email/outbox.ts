import "server-only";
import { and, asc, eq, inArray, lt, lte, ne, sql } from "drizzle-orm";
import { env } from "@/env";
import type { Db } from "@/server/db";
import { outbox } from "@/server/db/schema";
import { logger } from "@/server/log";

export type MailKind = "agency-notification" | "acknowledgement" | "newsletter-welcome" | "email-verification";

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  enquiryId?: string;
}

/** What the outbox needs from a mail transport; a nodemailer transporter fits. */
export interface MailTransport {
  sendMail(message: { from: string; to: string; replyTo?: string; subject: string; text: string; html?: string }): Promise<unknown>;
}

export interface DeliveryReport {
  claimed: number;
  sent: number;
  retrying: number;
  failed: number;
}

export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export const maxAttempts = 8;
const baseRetryMs = 30_000;
const maxRetryMs = 60 * 60_000;
const defaultBatchSize = 20;
/**
 * A claimed row is hidden from other workers this long. It must outlast one send (the transport's
 * timeouts add up to about 90 s); a worker that dies mid-send leaves the row to be retried after it.
 */
const claimLeaseMs = 5 * 60_000;

/** Delay before the next try after `attempts` failed tries: 30 s × 2^attempts, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(baseRetryMs * 2 ** attempts, maxRetryMs);
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
        enquiryId: mail.enquiryId ?? null,
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}

/**
 * Sends the mail that is due. Rows are claimed with FOR UPDATE SKIP LOCKED and leased by moving
 * next_attempt_at forward in the same transaction, so concurrent workers, here or on other
 * instances, never pick the same row; the SMTP conversation happens outside any transaction.
 */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  now: Date = new Date(),
  options: { from?: string; batchSize?: number } = {},
): Promise<DeliveryReport> {
  const from = options.from ?? env.MAIL_FROM;
  const claimed = await claimDueMail(db, now, options.batchSize ?? defaultBatchSize);
  const report: DeliveryReport = { claimed: claimed.length, sent: 0, retrying: 0, failed: 0 };

  for (const row of claimed) {
    try {
      await transport.sendMail({
        from,
        to: row.to,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
      });
      await db
        .update(outbox)
        .set({ status: "sent", sentAt: now, lastError: null })
        .where(and(eq(outbox.id, row.id), eq(outbox.status, "pending")));
      report.sent += 1;
    } catch (error) {
      const lastError = describeError(error);
      const giveUp = row.attempts >= maxAttempts;
      await db
        .update(outbox)
        .set(
          giveUp
            ? { status: "failed", lastError }
            : { lastError, nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)) },
        )
        .where(and(eq(outbox.id, row.id), eq(outbox.status, "pending")));
      if (giveUp) report.failed += 1;
      else report.retrying += 1;
      logger[giveUp ? "error" : "warn"]({ id: row.id, kind: row.kind, attempts: row.attempts, err: lastError }, giveUp ? "mail failed for good" : "mail send failed; will retry");
    }
  }
  return report;
}

async function claimDueMail(db: Db, now: Date, batchSize: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, now), lt(outbox.attempts, maxAttempts)))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + claimLeaseMs) })
      .where(inArray(outbox.id, due.map((row) => row.id)));
    return due.map((row) => ({ ...row, attempts: row.attempts + 1 }));
  });
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
