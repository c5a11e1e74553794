import "server-only";
import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";
import { enquiries, leadNotes, listings, outbox, properties, user, type EnquiryType, type LeadStatus } from "@/server/db/schema";
import { listingPath, listingSlug } from "@/lib/listings/listing-slug";
import { absoluteUrl } from "@/lib/seo/site-url";
import type { DbOrTx } from "@/server/db";
import { enqueueMail, retryOutboxMessage } from "@/server/email/outbox";
import { agencyNotification, type LeadMailData } from "@/server/email/templates";
import { wakeOutboxWorker } from "@/server/email/worker";
import { toSpreadsheetCsv } from "@/lib/csv/spreadsheet-csv";
import { formatSydneyDateTime } from "@/lib/format/date";
import { enquiryTypes as contactEnquiryTypes } from "@/lib/validation/contact-enquiry-types";
import { getLeadSettings } from "./lead-settings";
import { isOverdueColumn } from "./overdue";
import { leadColumnLabels, leadColumnNames } from "@/lib/leads/lead-columns";
import { leadContactOf, type LeadContact } from "./lead-columns";
import { agencyDate } from "@/lib/format/date";

/* The admin's Leads tab: every enquiry, application, subscriber and chat lead, with the mail each caused. */

export type { LeadStatus };
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

export interface LeadNote {
  id: string;
  authorName: string;
  text: string;
  createdAt: Date;
}

/** Which leads someone may see and change: all of them (leads.all), or only those they own (leads.own). */
export type LeadScope = { all: true } | { all: false; ownerId: string };

export function scopeCondition(scope: LeadScope): SQL | undefined {
  return scope.all ? undefined : eq(enquiries.ownerId, scope.ownerId);
}

export interface AdminLead extends LeadContact {
  id: string;
  type: EnquiryType;
  /** The home a listing enquiry is about (null once the listing is deleted). */
  listing: { id: string; address: string; slug: string } | null;
  details: Record<string, unknown>;
  status: LeadStatus;
  /** When the status last changed. */
  handledAt: Date | null;
  createdAt: Date;
  ownerId: string | null;
  /** Null with no owner: the principal answers it. */
  ownerName: string | null;
  replyDueAt: Date | null;
  firstRepliedAt: Date | null;
  overdueAt: Date | null;
  /** Unanswered past its reply time at the filter's `now` (./overdue.ts). */
  overdue: boolean;
  /** The outbox rows of this lead, oldest first. */
  mail: LeadMail[];
  /** Staff notes, oldest first. */
  notes: LeadNote[];
}

export interface LeadFilter {
  type?: EnquiryType;
  status?: LeadStatus;
  /** Only what this person may see; all leads when left out. */
  scope?: LeadScope;
  /** Only this lead. */
  id?: string;
  /** At most this many leads (the newest); all when left out. */
  limit?: number;
  /** The time `overdue` is judged at; the present when left out. */
  now?: Date;
}

/* The listing's address as the staff know it: always the full address (staff see hidden ones too). */
const leadListingColumns = {
  id: listings.id,
  suburb: listings.suburb,
  state: listings.state,
  postcode: listings.postcode,
  addressDisplay: listings.addressDisplay,
  subNumber: properties.subNumber,
  streetNumber: properties.streetNumber,
  street: properties.street,
};

function leadListingOf(
  row: {
    id: string | null;
    suburb: string | null;
    state: string | null;
    postcode: string | null;
    addressDisplay: boolean | null;
    subNumber: string | null;
    streetNumber: string | null;
    street: string | null;
  } | null,
): AdminLead["listing"] {
  if (!row?.id) return null;
  const number = row.subNumber && row.streetNumber ? `${row.subNumber}/${row.streetNumber}` : row.streetNumber;
  const streetLine = [number, row.street].filter(Boolean).join(" ");
  const place = [row.suburb, [row.state, row.postcode].filter(Boolean).join(" ")].filter(Boolean).join(" ");
  const address = [streetLine, place].filter(Boolean).join(", ");
  // The public page's address: its slug leaves out a street the listing does not show.
  const publicAddress = [row.addressDisplay ? streetLine : "", place].filter(Boolean).join(" ");
  return { id: row.id, address, slug: listingSlug({ id: row.id, address: publicAddress }) };
}

/** Leads newest first (ties broken by id, so the order is stable), each with its outbox messages. */
export async function listLeads(db: Db, filter: LeadFilter = {}): Promise<AdminLead[]> {
  const conditions: SQL[] = [];
  if (filter.type) conditions.push(eq(enquiries.type, filter.type));
  if (filter.status) conditions.push(eq(enquiries.status, filter.status));
  if (filter.id) conditions.push(eq(enquiries.id, filter.id));
  const scoped = filter.scope ? scopeCondition(filter.scope) : undefined;
  if (scoped) conditions.push(scoped);

  const query = db
    .select({ lead: enquiries, ownerName: user.name, listing: leadListingColumns, overdue: isOverdueColumn(filter.now ?? new Date()) })
    .from(enquiries)
    .leftJoin(user, eq(user.id, enquiries.ownerId))
    .leftJoin(listings, eq(listings.id, enquiries.listingId))
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id));
  const joined = filter.limit === undefined ? await query : await query.limit(filter.limit);
  if (joined.length === 0) return [];
  const rows = joined.map((row) => row.lead);
  const ownerNames = new Map(joined.map((row) => [row.lead.id, row.ownerName]));
  const overdueLeads = new Set(joined.filter((row) => row.overdue).map((row) => row.lead.id));
  const listingsByLead = new Map(joined.map((row) => [row.lead.id, leadListingOf(row.listing)]));

  const mailByLead = new Map<string, LeadMail[]>();
  const notesByLead = new Map<string, LeadNote[]>();
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
    const notes = await db
      .select({
        id: leadNotes.id,
        enquiryId: leadNotes.enquiryId,
        authorName: leadNotes.authorName,
        text: leadNotes.text,
        createdAt: leadNotes.createdAt,
      })
      .from(leadNotes)
      .where(inArray(leadNotes.enquiryId, ids))
      .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
    for (const { enquiryId, ...note } of notes) {
      const list = notesByLead.get(enquiryId) ?? [];
      list.push(note);
      notesByLead.set(enquiryId, list);
    }
  }

  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    ...leadContactOf(row),
    listing: listingsByLead.get(row.id) ?? null,
    details: row.details,
    status: row.status,
    handledAt: row.handledAt,
    createdAt: row.createdAt,
    ownerId: row.ownerId,
    ownerName: ownerNames.get(row.id) ?? null,
    replyDueAt: row.replyDueAt,
    firstRepliedAt: row.firstRepliedAt,
    overdueAt: row.overdueAt,
    overdue: overdueLeads.has(row.id),
    mail: mailByLead.get(row.id) ?? [],
    notes: notesByLead.get(row.id) ?? [],
  }));
}

/** How many leads of each type there are (types without any are 0). */
export async function countLeadsByType(db: Db, scope: LeadScope = { all: true }): Promise<Record<EnquiryType, number>> {
  const rows = await db.select({ type: enquiries.type, n: count() }).from(enquiries).where(scopeCondition(scope)).groupBy(enquiries.type);
  const counts: Record<EnquiryType, number> = { appraisal: 0, career: 0, contact: 0, newsletter: 0, chat: 0, listing: 0, alert: 0 };
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
 * Moves a lead to `status` (within `scope`). The first move past 'new' records the first reply, which stops the reply
 * clock; moving back to 'new' keeps it (the lead was answered once). Null when no lead in scope has that id.
 */
export async function setLeadStatus(
  db: Db,
  id: string,
  status: LeadStatus,
  scope: LeadScope,
  now: Date = new Date(),
): Promise<{ id: string; status: LeadStatus; handledAt: Date | null; firstRepliedAt: Date | null } | null> {
  const [row] = await db
    .update(enquiries)
    .set({
      status,
      handledAt: now,
      ...(status === "new" ? {} : { firstRepliedAt: sql`coalesce(${enquiries.firstRepliedAt}, ${now})` }),
    })
    .where(and(eq(enquiries.id, id), scopeCondition(scope)))
    .returning({ id: enquiries.id, status: enquiries.status, handledAt: enquiries.handledAt, firstRepliedAt: enquiries.firstRepliedAt });
  return row ?? null;
}

/** Adds a staff note to a lead in `scope`; null when there is no such lead. */
export async function addLeadNote(
  db: Db,
  input: { enquiryId: string; author: { id: string; name: string }; text: string },
  scope: LeadScope,
  now: Date = new Date(),
): Promise<LeadNote | null> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(and(eq(enquiries.id, input.enquiryId), scopeCondition(scope)))
      .for("share");
    if (!lead) return null;
    const [note] = await tx
      .insert(leadNotes)
      .values({ enquiryId: lead.id, authorId: input.author.id, authorName: input.author.name, text: input.text, createdAt: now })
      .returning({ id: leadNotes.id, authorName: leadNotes.authorName, text: leadNotes.text, createdAt: leadNotes.createdAt });
    return note ?? null;
  });
}

/**
 * Gives a lead to another staff member (null: the principal), who is e-mailed about it at once, as a new lead's owner
 * is. False when there is no such lead.
 */
export async function setLeadOwner(db: Db, id: string, ownerId: string | null, now: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.update(enquiries).set({ ownerId, assignedAt: now }).where(eq(enquiries.id, id)).returning();
    if (!lead) return false;
    await tellNewOwner(tx, lead, now);
    return true;
  });
}

/** E-mails a lead's (new) owner about it — the principal when it has none — through the outbox of `tx`. */
export async function tellNewOwner(tx: DbOrTx, lead: typeof enquiries.$inferSelect, now: Date): Promise<void> {
  const [owner] = lead.ownerId ? await tx.select({ email: user.email }).from(user).where(eq(user.id, lead.ownerId)) : [];
  const to = owner?.email ?? (await getLeadSettings(tx)).principalEmail;
  const mailData: LeadMailData = {
    id: lead.id,
    kind: lead.type,
    ...leadContactOf(lead),
    enquiryType: contactEnquiryTypes.find((option) => option.value === lead.enquiryType)?.label ?? lead.enquiryType,
    details: Object.fromEntries(
      Object.entries(lead.details).map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)]),
    ),
    receivedAt: lead.createdAt,
    replyDueAt: lead.firstRepliedAt ? null : lead.replyDueAt,
  };
  await enqueueMail(
    tx,
    [{ kind: "agency-notification", to, replyTo: lead.email || undefined, enquiryId: lead.id, ...agencyNotification(mailData) }],
    now,
  );
}

/**
 * Deletes a lead on request (Australian Privacy Principles): the lead, its notes, and every e-mail about it, sent or
 * not, in one transaction. False when there was no such lead.
 */
export async function deleteLead(db: Db, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(outbox).where(eq(outbox.enquiryId, id));
    const rows = await tx.delete(enquiries).where(eq(enquiries.id, id)).returning({ id: enquiries.id });
    return rows.length > 0;
  });
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

const leadCsvTimeColumns = [
  "Received (Sydney time)",
  "Type",
  "Status",
  "Handled at (Sydney time)",
  "Owner",
  "Reply due (Sydney time)",
  "First reply (Sydney time)",
  "Overdue (Sydney time)",
] as const;

/** The export's header: the lead's progress, then its columns as the admin labels them, then its history. */
export const leadCsvColumns: readonly string[] = [
  ...leadCsvTimeColumns,
  ...leadColumnNames.map((name) => leadColumnLabels[name]),
  "Details",
  "Notes",
  "Mail",
];

function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join("\n");
}

function mailText(mail: readonly LeadMail[]): string {
  return mail.map((m) => `${m.kind} to ${m.to}: ${m.status}${m.lastError ? ` (${m.lastError})` : ""}`).join("\n");
}

/** "2026-11-26 07:46" on the agency's clock (Sydney): sortable, and read as a date by spreadsheets. */
function csvTime(date: Date | null): string {
  return date ? formatSydneyDateTime(date) : "";
}

/** One row of cells per lead, in `leadCsvColumns` order; times in Sydney time. */
export function leadCsvRows(leads: readonly AdminLead[]): string[][] {
  return leads.map((lead) => [
    csvTime(lead.createdAt),
    lead.type,
    lead.status,
    csvTime(lead.handledAt),
    lead.ownerName ?? "",
    csvTime(lead.replyDueAt),
    csvTime(lead.firstRepliedAt),
    csvTime(lead.overdueAt),
    ...leadColumnNames.map((name) =>
      name === "listing"
        ? lead.listing
          ? `${lead.listing.address} (${absoluteUrl(listingPath(lead.listing.slug))})`
          : ""
        : (lead[name] ?? ""),
    ),
    detailsText(lead.details),
    lead.notes.map((note) => `${csvTime(note.createdAt)} ${note.authorName}: ${note.text}`).join("\n"),
    mailText(lead.mail),
  ]);
}

/** The leads as CSV with a header row, through the admin's one CSV writer (quoting, formulas, BOM: src/lib/csv). */
export function leadsToCsv(leads: readonly AdminLead[]): string {
  return toSpreadsheetCsv(leadCsvColumns, leadCsvRows(leads));
}

/** `leads-2026-11-22.csv`, dated in Sydney. */
export function leadsCsvFileName(now: Date = new Date()): string {
  return `leads-${agencyDate(now)}.csv`;
}
