import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { site } from "@/content/site";
import { describeSearch, locationName } from "@/lib/alerts/describe-search";
import { parseSearchQuery, searchHref, searchTabNamed, sortsByTab } from "@/lib/listings/search-query";
import { listingAlertSchema } from "@/lib/validation/listing-alert";
import { validate } from "@/lib/validation/first-error";
import { isUuid } from "@/lib/validation/uuid";
import type { Db, DbOrTx } from "@/server/db";
import { alertDeliveries, alertSubscriptions, enquiries, listings, type AlertFrequency, type AlertKind } from "@/server/db/schema";
import { enqueueMail } from "@/server/email/outbox";
import { agencyNotification } from "@/server/email/templates";
import { assignNewLead } from "@/server/leads/assign-lead";
import { getPublicListing, listPublicListingCards } from "@/server/listings/public-listing";
import { readSiteDocument } from "@/server/site-content/store";
import { alreadySubscribedMail, confirmationMail, newsletterConfirmationMail, newsletterWelcomeMail } from "./alert-mail";

/*
 * Subscriptions and their consent (Spam Act 2003): saving only records the wish and e-mails a confirmation link;
 * nothing else is sent until it is followed. Confirming turns the subscription into a lead for the agents. Every link
 * carries the subscription's random token; unsubscribing works at once and drops whatever was waiting to be sent.
 */

export type SubscriptionSubject = { kind: "search"; path: string } | { kind: "listing"; listingId: string };

export type SaveAlertResult = { ok: true } | { ok: false; message: string };

export const newToken = () => randomBytes(32).toString("base64url");
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The normalised address of a saved search: its tab, then its filters in canonical order, first page, default sort. */
export function normaliseSearchPath(path: string): string | null {
  let url: URL;
  try {
    url = new URL(path, "http://alerts.invalid");
  } catch {
    return null;
  }
  const tab = searchTabNamed(url.pathname.replace(/^\/+|\/+$/g, ""));
  if (!tab) return null;
  const query = parseSearchQuery(tab, url.searchParams);
  // The order of results is not part of what is wanted.
  return searchHref({ ...query, page: 1, sort: sortsByTab[tab][0]?.value ?? query.sort });
}

/** The search a subscription's saved address asks for (saved by `normaliseSearchPath`, so always a search tab's). */
export function searchQueryOf(path: string) {
  const url = new URL(path, "http://alerts.invalid");
  const tab = searchTabNamed(url.pathname.replace(/^\/+|\/+$/g, ""));
  if (!tab) throw new Error(`not a saved search's address: ${path}`);
  return parseSearchQuery(tab, url.searchParams);
}

/** What a subscription is for, in words. */
export async function describeSubject(db: DbOrTx, row: { kind: string; searchPath: string | null; listingId: string | null }) {
  if (row.kind === "newsletter") return `The ${site.name} newsletter`;
  if (row.kind === "search" && row.searchPath) return describeSearch(searchQueryOf(row.searchPath));
  if (!row.listingId) return "Updates on a listing";
  // The card's one statement, not the listing page's read: that one runs three statements at once, which a
  // transaction's single connection (the alert worker's) would have to queue.
  const [card] = await listPublicListingCards(db, [row.listingId]);
  if (card) return `Updates on ${card.address}`;
  // No longer public (withdrawn, say): its suburb still says which home it was.
  const [listing] = await db.select({ suburb: listings.suburb }).from(listings).where(eq(listings.id, row.listingId));
  return `Updates on ${listing?.suburb ?? "a listing"}`;
}

/**
 * Saves an unconfirmed subscription and queues its confirmation e-mail. The same wish again re-sends the confirmation
 * (or, once confirmed, a note with the manage link) rather than adding a second subscription; what the visitor reads
 * is the same either way, so the form says nothing about who is subscribed.
 */
export async function saveAlert(
  db: Db,
  input: { fields: unknown; subject: SubscriptionSubject },
  now: Date = new Date(),
): Promise<SaveAlertResult> {
  const fields = validate(listingAlertSchema, input.fields);
  if (!fields.ok) return fields;
  const email = fields.data.email.toLowerCase();
  const frequency: AlertFrequency = fields.data.frequency;

  let searchPath: string | null = null;
  let listingId: string | null = null;
  if (input.subject.kind === "search") {
    searchPath = normaliseSearchPath(input.subject.path);
    if (!searchPath) return { ok: false, message: "This search can't be saved. Please search again and retry." };
  } else {
    const listing = isUuid(input.subject.listingId) ? await getPublicListing(db, input.subject.listingId) : null;
    if (!listing) return { ok: false, message: "This listing is no longer on our site." };
    listingId = listing.id;
  }

  await db.transaction((tx) => requestSubscription(tx, { email, kind: input.subject.kind, searchPath, listingId, frequency }, now));
  return { ok: true };
}

type SubscriptionWish = Pick<typeof alertSubscriptions.$inferInsert, "email" | "kind" | "searchPath" | "listingId" | "frequency">;

/**
 * The same wish again (same address, same search, listing or newsletter, not unsubscribed) re-sends the confirmation,
 * or once confirmed a note with the manage link; otherwise an unconfirmed subscription and its confirmation e-mail.
 * Returns the subscription's id.
 */
async function requestSubscription(tx: DbOrTx, wish: SubscriptionWish, now: Date): Promise<string> {
  const same = await tx
    .select()
    .from(alertSubscriptions)
    .where(
      and(
        eq(alertSubscriptions.email, wish.email),
        eq(alertSubscriptions.kind, wish.kind),
        wish.searchPath ? eq(alertSubscriptions.searchPath, wish.searchPath) : undefined,
        wish.listingId ? eq(alertSubscriptions.listingId, wish.listingId) : undefined,
        isNull(alertSubscriptions.unsubscribedAt),
      ),
    )
    .orderBy(asc(alertSubscriptions.createdAt))
    .limit(1);
  const agency = await readSiteDocument(tx, "agency");
  const newsletter = wish.kind === "newsletter";
  let row = same[0];
  if (row?.confirmedAt) {
    const mail = alreadySubscribedMail(agency, row.token, newsletter ? "newsletter" : "alert");
    await enqueueMail(
      tx,
      [{ kind: newsletter ? "newsletter-confirmation" : "alert-confirmation", to: wish.email, replyTo: agency.email, ...mail }],
      now,
    );
    return row.id;
  }
  if (row) {
    [row] = await tx
      .update(alertSubscriptions)
      .set({ frequency: wish.frequency, updatedAt: now })
      .where(eq(alertSubscriptions.id, row.id))
      .returning();
  } else {
    [row] = await tx
      .insert(alertSubscriptions)
      .values({ ...wish, token: newToken(), createdAt: now, updatedAt: now })
      .returning();
  }
  if (!row) throw new Error("alert subscription write returned no row");
  const mail = newsletter
    ? newsletterConfirmationMail(agency, row.token)
    : confirmationMail(agency, { subject: await describeSubject(tx, row), frequency: row.frequency, token: row.token });
  await enqueueMail(
    tx,
    [{ kind: newsletter ? "newsletter-confirmation" : "alert-confirmation", to: wish.email, replyTo: agency.email, ...mail }],
    now,
  );
  return row.id;
}

/**
 * The newsletter sign-up (already validated and rate limited by the enquiry service): the same double opt-in as the
 * alerts. The address gets nothing but the confirmation e-mail, and becomes a newsletter lead only once it is followed.
 */
export async function subscribeNewsletter(db: Db, email: string, now: Date = new Date()): Promise<string> {
  // The newsletter has no schedule of its own: the frequency column is not read for it.
  const wish = { email: email.toLowerCase(), kind: "newsletter", searchPath: null, listingId: null, frequency: "weekly" } as const;
  return db.transaction((tx) => requestSubscription(tx, wish, now));
}

async function byToken(db: DbOrTx, token: string, lock = false) {
  if (!tokenPattern.test(token)) return null;
  const query = db.select().from(alertSubscriptions).where(eq(alertSubscriptions.token, token));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

export type AlertStatus = {
  status: "pending" | "confirmed" | "unsubscribed";
  kind: AlertKind;
  email: string;
  subject: string;
  frequency: AlertFrequency;
} | null;

/** A subscription as its link shows it, changing nothing (the confirm page before its button is pressed). */
export async function alertOfToken(db: Db, token: string): Promise<AlertStatus> {
  const row = await byToken(db, token);
  if (!row) return null;
  const status = row.unsubscribedAt ? "unsubscribed" : row.confirmedAt ? "confirmed" : "pending";
  return { status, kind: row.kind, email: row.email, subject: await describeSubject(db, row), frequency: row.frequency };
}

export type ConfirmResult =
  { status: "confirmed" | "already-confirmed" | "unsubscribed"; email: string; subject: string; token: string } | { status: "unknown" };

/** Follows the confirmation link: from now on the subscription gets alerts, and it becomes a lead routed like any other. */
export async function confirmAlert(db: Db, token: string, now: Date = new Date()): Promise<ConfirmResult> {
  return db.transaction(async (tx) => {
    const row = await byToken(tx, token, true);
    if (!row) return { status: "unknown" } as const;
    const subject = await describeSubject(tx, row);
    const base = { email: row.email, subject, token: row.token };
    if (row.unsubscribedAt) return { status: "unsubscribed", ...base } as const;
    if (row.confirmedAt) return { status: "already-confirmed", ...base } as const;

    if (row.kind === "newsletter") {
      await confirmNewsletter(tx, row, now);
      return { status: "confirmed", ...base } as const;
    }
    const suburb = await subscriptionSuburb(tx, row);
    const details: Record<string, string> = {
      Alert: subject,
      Frequency: row.frequency,
      ...(suburb ? { Suburb: suburb } : {}),
      ...(row.searchPath ? { Search: row.searchPath } : {}),
    };
    const message = `Asked for listing alerts: ${subject}.`;
    const assignment = await assignNewLead(tx, { kind: "alert", enquiryType: null, address: null, message, details }, now);
    const [lead] = await tx
      .insert(enquiries)
      .values({
        type: "alert",
        email: row.email,
        message,
        details,
        ownerId: assignment.ownerId,
        assignedAt: assignment.routedBy ? now : null,
        replyDueAt: assignment.replyDueAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: enquiries.id });
    if (!lead) throw new Error("enquiry insert returned no row");
    await tx
      .update(alertSubscriptions)
      .set({ confirmedAt: now, enquiryId: lead.id, updatedAt: now })
      .where(eq(alertSubscriptions.id, row.id));
    if (assignment.notifyEmail) {
      const notice = agencyNotification({
        id: lead.id,
        kind: "alert",
        email: row.email,
        message,
        details,
        receivedAt: now,
        replyDueAt: assignment.replyDueAt,
      });
      await enqueueMail(
        tx,
        [{ kind: "agency-notification", to: assignment.notifyEmail, replyTo: row.email, enquiryId: lead.id, ...notice }],
        now,
      );
    }
    return { status: "confirmed", ...base } as const;
  });
}

/** A confirmed newsletter subscription: a newsletter lead (no owner, nobody notified) and the welcome with its unsubscribe. */
async function confirmNewsletter(tx: DbOrTx, row: typeof alertSubscriptions.$inferSelect, now: Date): Promise<void> {
  const [lead] = await tx
    .insert(enquiries)
    .values({ type: "newsletter", email: row.email, createdAt: now, updatedAt: now })
    .returning({ id: enquiries.id });
  if (!lead) throw new Error("enquiry insert returned no row");
  await tx
    .update(alertSubscriptions)
    .set({ confirmedAt: now, enquiryId: lead.id, updatedAt: now })
    .where(eq(alertSubscriptions.id, row.id));
  const agency = await readSiteDocument(tx, "agency");
  await enqueueMail(
    tx,
    [{ kind: "newsletter-welcome", to: row.email, replyTo: agency.email, enquiryId: lead.id, ...newsletterWelcomeMail(agency, row.token) }],
    now,
  );
}

/** The suburb a subscription is about, for routing by suburb rule: the followed listing's, or the search's first place. */
async function subscriptionSuburb(tx: DbOrTx, row: typeof alertSubscriptions.$inferSelect): Promise<string | null> {
  if (row.listingId) {
    const [listing] = await tx.select({ suburb: listings.suburb }).from(listings).where(eq(listings.id, row.listingId));
    return listing?.suburb ?? null;
  }
  const first = row.searchPath ? searchQueryOf(row.searchPath).locations.find((token) => !/^\d{4}$/.test(token)) : undefined;
  return first ? locationName(first) : null;
}

export type UnsubscribeResult =
  { status: "unsubscribed" | "already-unsubscribed"; email: string; subject: string; token: string } | { status: "unknown" };

/** Ends one subscription at once: nothing waiting for it is sent. */
export async function unsubscribeAlert(db: Db, token: string, now: Date = new Date()): Promise<UnsubscribeResult> {
  return db.transaction(async (tx) => {
    const row = await byToken(tx, token, true);
    if (!row) return { status: "unknown" } as const;
    const base = { email: row.email, subject: await describeSubject(tx, row), token: row.token };
    if (row.unsubscribedAt) return { status: "already-unsubscribed", ...base } as const;
    await tx.update(alertSubscriptions).set({ unsubscribedAt: now, updatedAt: now }).where(eq(alertSubscriptions.id, row.id));
    await tx
      .update(alertDeliveries)
      .set({ droppedAt: now })
      .where(and(eq(alertDeliveries.subscriptionId, row.id), isNull(alertDeliveries.sentAt), isNull(alertDeliveries.droppedAt)));
    return { status: "unsubscribed", ...base } as const;
  });
}

export interface ManagedSubscription {
  token: string;
  subject: string;
  frequency: AlertFrequency;
  kind: AlertKind;
  searchPath: string | null;
  confirmed: boolean;
  active: boolean;
  createdAt: Date;
}

/** Every subscription of the address the token belongs to (the manage page, no account needed); null for an unknown token. */
export async function subscriptionsOfToken(db: Db, token: string): Promise<{ email: string; subscriptions: ManagedSubscription[] } | null> {
  const row = await byToken(db, token);
  if (!row) return null;
  const rows = await db
    .select()
    .from(alertSubscriptions)
    .where(eq(alertSubscriptions.email, row.email))
    .orderBy(asc(alertSubscriptions.createdAt));
  const subscriptions: ManagedSubscription[] = [];
  for (const r of rows) {
    // Unconfirmed wishes of others typing this address are not shown, except the one this link is for.
    if (!r.confirmedAt && r.id !== row.id) continue;
    subscriptions.push({
      token: r.token,
      subject: await describeSubject(db, r),
      frequency: r.frequency,
      kind: r.kind,
      searchPath: r.searchPath,
      confirmed: r.confirmedAt !== null,
      active: r.confirmedAt !== null && r.unsubscribedAt === null,
      createdAt: r.createdAt,
    });
  }
  return { email: row.email, subscriptions };
}

/** Changes how often one subscription is sent; the token must belong to the same address as `ownerToken`. */
export async function changeAlertFrequency(db: Db, ownerToken: string, token: string, frequency: AlertFrequency): Promise<boolean> {
  const owner = await byToken(db, ownerToken);
  const row = await byToken(db, token);
  if (!owner || !row || owner.email !== row.email || !row.confirmedAt || row.unsubscribedAt) return false;
  await db.update(alertSubscriptions).set({ frequency }).where(eq(alertSubscriptions.id, row.id));
  return true;
}

/** Ends every subscription of the token's address, its newsletter included (and says whether there was one). */
export async function unsubscribeEverything(
  db: Db,
  token: string,
  now: Date = new Date(),
): Promise<{ ended: number; newsletter: boolean }> {
  const owner = await byToken(db, token);
  if (!owner) return { ended: 0, newsletter: false };
  const active = await db
    .select({ token: alertSubscriptions.token, kind: alertSubscriptions.kind })
    .from(alertSubscriptions)
    .where(
      and(eq(alertSubscriptions.email, owner.email), isNull(alertSubscriptions.unsubscribedAt), isNotNull(alertSubscriptions.confirmedAt)),
    );
  for (const row of active) await unsubscribeAlert(db, row.token, now);
  return { ended: active.length, newsletter: active.some((row) => row.kind === "newsletter") };
}
