import "server-only";
import { stringify } from "csv-stringify/sync";
import { and, asc, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";
import { enquiries, outbox, type EnquiryType } from "@/server/db/schema";
import { retryOutboxMessage } from "@/server/email/outbox";
import { wakeOutboxWorker } from "@/server/email/worker";

/* The admin's Leads tab: every enquiry, application, subscriber and chat lead, with the mail each caused. */

export type LeadStatus = (typeof enquiries.$inferSelect)["status"];
export type OutboxStatus = (typeof outbox.$inferSelect)["status"];

export interface LeadMail {
  id: string;
  kind: string;
  to: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: Date;
}

export interface AdminLead {
  id: string;
  type: EnquiryType;
  fullName: string | null;
  email: string;
  phone: string | null;
  address: string | null;
  position: string | null;
  enquiryType: string | null;
  message: string | null;
  details: Record<string, unknown>;
  status: LeadStatus;
  handledAt: Date | null;
  createdAt: Date;
  /** The outbox rows of this lead, oldest first. */
  mail: LeadMail[];
}

export interface LeadFilter {
  type?: EnquiryType;
  status?: LeadStatus;
  /** At most this many leads (the newest); all when left out. */
  limit?: number;
}

/** Leads newest first (ties broken by id, so the order is stable), each with its outbox messages. */
export async function listLeads(db: Db, filter: LeadFilter = {}): Promise<AdminLead[]> {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(enquiries.type, filter.type));
  if (filter.status) conditions.push(eq(enquiries.status, filter.status));

  const query = db
    .select()
    .from(enquiries)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id));
  const rows = filter.limit === undefined ? await query : await query.limit(filter.limit);
  if (rows.length === 0) return [];

  const mailByLead = new Map<string, LeadMail[]>();
  // One round trip per chunk rather than one per lead; chunks keep the parameter list short.
  for (let start = 0; start < rows.length; start += 1000) {
    const ids = rows.slice(start, start + 1000).map((row) => row.id);
    const mail = await db
      .select({
        id: outbox.id,
        enquiryId: outbox.enquiryId,
        kind: outbox.kind,
        to: outbox.to,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        sentAt: outbox.sentAt,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(inArray(outbox.enquiryId, ids))
      .orderBy(asc(outbox.createdAt), asc(outbox.kind));
    for (const { enquiryId, ...message } of mail) {
      if (!enquiryId) continue;
      const list = mailByLead.get(enquiryId) ?? [];
      list.push(message);
      mailByLead.set(enquiryId, list);
    }
  }

  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    position: row.position,
    enquiryType: row.enquiryType,
    message: row.message,
    details: row.details,
    status: row.status,
    handledAt: row.handledAt,
    createdAt: row.createdAt,
    mail: mailByLead.get(row.id) ?? [],
  }));
}

/** How many leads of each type there are (types without any are 0). */
export async function countLeadsByType(db: Db): Promise<Record<EnquiryType, number>> {
  const rows = await db.select({ type: enquiries.type, n: count() }).from(enquiries).groupBy(enquiries.type);
  const counts: Record<EnquiryType, number> = { appraisal: 0, career: 0, contact: 0, newsletter: 0, chat: 0 };
  for (const row of rows) counts[row.type] = Number(row.n);
  return counts;
}

/** The whole outbox at a glance, verification mail included. */
export async function countOutboxByStatus(db: Db): Promise<Record<OutboxStatus, number>> {
  const rows = await db.select({ status: outbox.status, n: count() }).from(outbox).groupBy(outbox.status);
  const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0, failed: 0 };
  for (const row of rows) counts[row.status] = Number(row.n);
  return counts;
}

/**
 * Marks a lead handled (now) or back to new. Returns the lead's new state, or null when no lead has
 * that id.
 */
export async function setLeadHandled(
  db: Db,
  id: string,
  handled: boolean,
  now: Date = new Date(),
): Promise<{ id: string; status: LeadStatus; handledAt: Date | null } | null> {
  const [row] = await db
    .update(enquiries)
    .set(handled ? { status: "handled", handledAt: now } : { status: "new", handledAt: null })
    .where(eq(enquiries.id, id))
    .returning({ id: enquiries.id, status: enquiries.status, handledAt: enquiries.handledAt });
  return row ?? null;
}

/**
 * Tries a pending or failed outbox message again now (status pending, due now, a fresh set of attempts)
 * and wakes the delivery worker. False when no such message is waiting (unknown id, or already sent).
 */
export async function retryLeadMail(db: Db, outboxId: string, now: Date = new Date()): Promise<boolean> {
  const retried = await retryOutboxMessage(db, outboxId, now);
  if (retried) wakeOutboxWorker();
  return retried;
}

/* ── CSV export ───────────────────────────────────────────────────────── */

export const leadCsvColumns = [
  "Received",
  "Type",
  "Status",
  "Handled at",
  "Name",
  "Email",
  "Phone",
  "Address",
  "Position",
  "Enquiry type",
  "Message",
  "Details",
  "Mail",
] as const;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as a
 * formula; a leading apostrophe makes it plain text (OWASP "CSV injection").
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join("\n");
}

function mailText(mail: readonly LeadMail[]): string {
  return mail
    .map((m) => `${m.kind} to ${m.to}: ${m.status}${m.lastError ? ` (${m.lastError})` : ""}`)
    .join("\n");
}

/** One row of cells per lead, in `leadCsvColumns` order, every cell safe to open in a spreadsheet. */
export function leadCsvRows(leads: readonly AdminLead[]): string[][] {
  return leads.map((lead) =>
    [
      lead.createdAt.toISOString(),
      lead.type,
      lead.status,
      lead.handledAt?.toISOString() ?? "",
      lead.fullName ?? "",
      lead.email,
      lead.phone ?? "",
      lead.address ?? "",
      lead.position ?? "",
      lead.enquiryType ?? "",
      lead.message ?? "",
      detailsText(lead.details),
      mailText(lead.mail),
    ].map(neutraliseFormula),
  );
}

/**
 * The leads as CSV (RFC 4180: commas, quotes and line breaks inside a cell are quoted), with a header row.
 * It starts with a byte-order mark so that Excel reads the UTF-8 names correctly.
 */
export function leadsToCsv(leads: readonly AdminLead[]): string {
  return `\uFEFF${stringify([[...leadCsvColumns], ...leadCsvRows(leads)], { eof: true, record_delimiter: "\r\n" })}`;
}

/** `leads-2026-11-22.csv`, dated in Sydney. */
export function leadsCsvFileName(now: Date = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
  return `leads-${day}.csv`;
}
