import "server-only";
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "@/server/db/connect";
import { alertDeliveries, alertMails, alertSubscriptions, alertWorkerState, listingEvents, listings } from "@/server/db/schema";
import { enqueueMail } from "@/server/email/outbox";
import { listPublicListingCards, priceLabel } from "@/server/listings/public-listing";
import { listingsMatchingSearch } from "@/server/listings/search/search-listings";
import { readSiteDocument } from "@/server/site-content/store";
import { listingAlertMail, type AlertItem, type AlertReason } from "./alert-mail";
import { isAlertDue } from "./schedule";
import { describeSubject, newToken, searchQueryOf } from "./subscriptions";

/*
 * The alert worker (docs/decisions/026-listing-alerts.md), run on the job runner by every instance:
 *
 * 1. Matching. One instance at a time (the state row, locked FOR UPDATE SKIP LOCKED) reads the listing history after
 *    its cursor — events at least `settleMs` old, so a transaction that began earlier but committed later is not
 *    skipped — turns each into news (a new listing, a price now shown differently, under offer, an inspection added,
 *    sold, leased) and records one delivery per (subscription, listing, reason) that wants it; the unique key makes a
 *    second recording of the same news (a replayed feed file, another instance, a restart) a no-op.
 * 2. Sending. Each subscription whose alert is due (instant; daily 07:00 Sydney; weekly Monday 07:00) is locked FOR
 *    UPDATE SKIP LOCKED, its waiting deliveries go into one e-mail in the outbox, and are marked sent in the same
 *    transaction: however many instances run, each delivery is queued once.
 *
 * A listing that is not on the site (held by the NSW gate, hidden by staff, withdrawn) causes no alert, and one hidden
 * after it matched is dropped from the alert. While alerts are paused the history is read and left unmatched (a feed
 * repair's churn never reaches buyers) and nothing is sent.
 */

export interface AlertRoundOptions {
  /** How old an event must be before it is read (default 60 s); tests use 0. */
  settleMs?: number;
  /** Most events one round reads. */
  batchSize?: number;
}

export interface AlertRoundReport {
  events: number;
  matched: number;
  alerts: number;
}

const defaultSettleMs = 60_000;
const defaultBatchSize = 500;

type EventRow = { id: string; listingId: string; type: string; before: unknown; after: unknown; at: Date };
type ListingRow = typeof listings.$inferSelect;
type SubscriptionRow = typeof alertSubscriptions.$inferSelect;

/** The price a visitor reads, before or after a price change (the history keeps the price columns on each side). */
function shownPrice(listing: ListingRow, side: unknown): string | null {
  if (!side || typeof side !== "object") return null;
  const row: ListingRow = { ...listing, ...(side as Partial<ListingRow>) };
  const advertised = row.channel === "sale" && row.status === "current" && row.priceDisplay && !row.priceText ? row.searchPrice : null;
  return priceLabel(row, advertised);
}

/** The news an event is, as a delivery reason (`price_changed:<the price now shown>`), or null when it is none. */
export function newsOf(event: EventRow, listing: ListingRow): { reason: AlertReason; key: string } | null {
  const after = (event.after ?? {}) as Record<string, unknown>;
  switch (event.type) {
    case "published":
      return { reason: "new", key: "new" };
    case "price_changed": {
      // Only a change a visitor can see on a listing still on the market: a withheld price that moved says nothing, and must not.
      if (listing.status !== "current") return null;
      const before = shownPrice(listing, event.before);
      const now = shownPrice(listing, event.after);
      return before !== null && now !== null && before !== now ? { reason: "price_changed", key: `price_changed:${now}` } : null;
    }
    case "under_offer":
      return after.underOffer === true ? { reason: "under_offer", key: "under_offer" } : null;
    case "inspection_added": {
      const start = typeof after.startsAt === "string" ? after.startsAt : typeof after.raw === "string" ? after.raw : "";
      return { reason: "inspection_added", key: `inspection_added:${start}` };
    }
    case "status_changed":
      return after.status === "sold"
        ? { reason: "sold", key: "sold" }
        : after.status === "leased"
          ? { reason: "leased", key: "leased" }
          : null;
    default:
      return null;
  }
}

/** Which news a saved search of this tab sends: what newly appears in its results, and a price change there. */
function searchWants(tab: string, reason: AlertReason, listing: ListingRow): boolean {
  if (tab === "sold") return (reason === "sold" || reason === "new") && listing.status === "sold";
  return (reason === "new" || reason === "price_changed") && listing.status === "current";
}

const active = and(isNotNull(alertSubscriptions.confirmedAt), isNull(alertSubscriptions.unsubscribedAt));

async function ensureState(db: Db) {
  await db.insert(alertWorkerState).values({ id: 1 }).onConflictDoNothing();
}

const newsTypes = ["published", "price_changed", "under_offer", "inspection_added", "status_changed"] as const;

// Times are compared and kept as PostgreSQL's own text: a JavaScript Date drops the microseconds, and a cursor cut to
// the millisecond would read the last events again (and, after a pause, match what happened during it).
const eventColumns = {
  id: listingEvents.id,
  listingId: listingEvents.listingId,
  type: listingEvents.type,
  before: listingEvents.before,
  after: listingEvents.after,
  at: listingEvents.at,
  stamp: sql<string>`${listingEvents.at}::text`,
};

/** Reads the history after the cursor and records the deliveries it causes. */
export async function matchListingEvents(
  db: Db,
  now: Date = new Date(),
  options: AlertRoundOptions = {},
): Promise<{ events: number; matched: number }> {
  await ensureState(db);
  const settleMs = options.settleMs ?? defaultSettleMs;
  const batchSize = options.batchSize ?? defaultBatchSize;
  return db.transaction(async (tx) => {
    const [state] = await tx
      .select({ paused: alertWorkerState.paused, cursor: sql<string | null>`${alertWorkerState.cursorAt}::text` })
      .from(alertWorkerState)
      .where(eq(alertWorkerState.id, 1))
      .for("update", { skipLocked: true });
    if (!state) return { events: 0, matched: 0 };
    const events = await tx
      .select(eventColumns)
      .from(listingEvents)
      .where(
        and(
          state.cursor ? gt(listingEvents.at, sql`${state.cursor}::timestamptz`) : undefined,
          lte(listingEvents.at, sql`now() - make_interval(secs => ${settleMs / 1000})`),
          inArray(listingEvents.type, [...newsTypes]),
        ),
      )
      .orderBy(asc(listingEvents.at))
      .limit(batchSize);
    if (events.length === 0) return { events: 0, matched: 0 };
    // Events of one transaction share their time: a full batch stops before its last time, which the next round reads
    // whole (or this one, when the batch is all one time).
    const last = events[events.length - 1]!.stamp;
    const batch = events.length === batchSize ? events.filter((e) => e.stamp !== last) : events;
    const read =
      batch.length > 0
        ? batch
        : await tx
            .select(eventColumns)
            .from(listingEvents)
            .where(and(eq(listingEvents.at, sql`${last}::timestamptz`), inArray(listingEvents.type, [...newsTypes])));
    const upTo = read[read.length - 1]!.stamp;
    await tx
      .update(alertWorkerState)
      .set({ cursorAt: sql`${upTo}::timestamptz`, updatedAt: now })
      .where(eq(alertWorkerState.id, 1));
    if (state.paused) return { events: read.length, matched: 0 };
    const matched = await recordDeliveries(tx as unknown as Db, read, now);
    return { events: read.length, matched };
  });
}

async function recordDeliveries(db: Db, events: EventRow[], now: Date): Promise<number> {
  const ids = [...new Set(events.map((e) => e.listingId))];
  // Only what is on the site now: a held, hidden or withdrawn listing sends nothing.
  const shown = await db
    .select()
    .from(listings)
    .where(and(inArray(listings.id, ids), eq(listings.published, true), eq(listings.adminHidden, false)));
  const byId = new Map(shown.map((l) => [l.id, l]));
  const news = events.flatMap((event) => {
    const listing = byId.get(event.listingId);
    const item = listing ? newsOf(event, listing) : null;
    return listing && item ? [{ event, listing, ...item }] : [];
  });
  if (news.length === 0) return 0;

  const rows: { subscriptionId: string; listingId: string; reason: string; matchedAt: Date }[] = [];
  const followers = await db
    .select()
    .from(alertSubscriptions)
    .where(
      and(
        active,
        eq(alertSubscriptions.kind, "listing"),
        inArray(alertSubscriptions.listingId, [...new Set(news.map((n) => n.listing.id))]),
      ),
    );
  for (const n of news) {
    if (n.reason === "new") continue;
    for (const sub of followers) {
      if (sub.listingId === n.listing.id && (sub.confirmedAt as Date) <= n.event.at)
        rows.push({ subscriptionId: sub.id, listingId: n.listing.id, reason: n.key, matchedAt: now });
    }
  }

  const searches: SubscriptionRow[] = await db
    .select()
    .from(alertSubscriptions)
    .where(and(active, eq(alertSubscriptions.kind, "search")));
  for (const sub of searches) {
    if (!sub.searchPath) continue;
    const query = searchQueryOf(sub.searchPath);
    const wanted = news.filter((n) => (sub.confirmedAt as Date) <= n.event.at && searchWants(query.tab, n.reason, n.listing));
    if (wanted.length === 0) continue;
    const matching = await listingsMatchingSearch(db, query, [...new Set(wanted.map((n) => n.listing.id))], now);
    for (const n of wanted) {
      if (!matching.has(n.listing.id)) continue;
      rows.push({ subscriptionId: sub.id, listingId: n.listing.id, reason: query.tab === "sold" ? "sold" : n.key, matchedAt: now });
    }
  }
  if (rows.length === 0) return 0;
  const inserted = await db.insert(alertDeliveries).values(rows).onConflictDoNothing().returning({ id: alertDeliveries.id });
  return inserted.length;
}

/** Queues every alert that is due now; the number queued. */
export async function queueDueAlerts(db: Db, now: Date = new Date()): Promise<number> {
  await ensureState(db);
  const [state] = await db.select().from(alertWorkerState).where(eq(alertWorkerState.id, 1));
  if (state?.paused) return 0;
  const waiting = await db
    .select({
      id: alertSubscriptions.id,
      frequency: alertSubscriptions.frequency,
      oldest: sql<Date>`min(${alertDeliveries.matchedAt})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(alertDeliveries)
    .innerJoin(alertSubscriptions, eq(alertSubscriptions.id, alertDeliveries.subscriptionId))
    .where(and(active, isNull(alertDeliveries.sentAt), isNull(alertDeliveries.droppedAt)))
    .groupBy(alertSubscriptions.id, alertSubscriptions.frequency);
  let queued = 0;
  for (const sub of waiting) {
    if (!isAlertDue(sub.frequency, sub.oldest, now)) continue;
    if (await queueAlert(db, sub.id, now)) queued += 1;
  }
  return queued;
}

const reasonOf = (key: string) => key.split(":")[0] as AlertReason;

async function queueAlert(db: Db, subscriptionId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [sub] = await tx
      .select()
      .from(alertSubscriptions)
      .where(and(eq(alertSubscriptions.id, subscriptionId), active))
      .for("update", { skipLocked: true });
    if (!sub) return false;
    const pending = await tx
      .select()
      .from(alertDeliveries)
      .where(and(eq(alertDeliveries.subscriptionId, sub.id), isNull(alertDeliveries.sentAt), isNull(alertDeliveries.droppedAt)))
      .orderBy(asc(alertDeliveries.matchedAt));
    if (pending.length === 0) return false;
    const listingIds = [...new Set(pending.map((d) => d.listingId))];
    const cards = await listPublicListingCards(tx as unknown as Db, listingIds, now);
    const shown = new Set(cards.map((c) => c.id));
    const gone = pending.filter((d) => !shown.has(d.listingId)).map((d) => d.id);
    if (gone.length > 0) await tx.update(alertDeliveries).set({ droppedAt: now }).where(inArray(alertDeliveries.id, gone));
    const sending = pending.filter((d) => shown.has(d.listingId));
    if (sending.length === 0) return false;
    const items: AlertItem[] = cards.map((listing) => ({
      listing,
      reasons: [...new Set(sending.filter((d) => d.listingId === listing.id).map((d) => reasonOf(d.reason)))],
    }));
    const agency = await readSiteDocument(tx, "agency");
    const subject = await describeSubject(tx, sub);
    const openToken = newToken();
    const mail = listingAlertMail(agency, { subject, token: sub.token, openToken, searchPath: sub.searchPath, items });
    const [outboxId] = await enqueueMail(tx, [{ kind: "listing-alert", to: sub.email, replyTo: agency.email, ...mail }], now);
    await tx.insert(alertMails).values({ subscriptionId: sub.id, outboxId: outboxId ?? null, openToken, queuedAt: now });
    await tx
      .update(alertDeliveries)
      .set({ outboxId: outboxId ?? null, sentAt: now })
      .where(
        inArray(
          alertDeliveries.id,
          sending.map((d) => d.id),
        ),
      );
    return true;
  });
}

/** One round: match what happened, then queue what is due. */
export async function runAlertRound(db: Db, now: Date = new Date(), options: AlertRoundOptions = {}): Promise<AlertRoundReport> {
  const { events, matched } = await matchListingEvents(db, now, options);
  const alerts = await queueDueAlerts(db, now);
  return { events, matched, alerts };
}

/** The admin's switch: while paused nothing is matched or sent. */
export async function setAlertsPaused(db: Db, paused: boolean, by: string | null, now: Date = new Date()): Promise<void> {
  await db
    .insert(alertWorkerState)
    .values({ id: 1, paused, pausedBy: paused ? by : null, updatedAt: now })
    .onConflictDoUpdate({ target: alertWorkerState.id, set: { paused, pausedBy: paused ? by : null, updatedAt: now } });
}

export async function alertsPauseState(db: Db): Promise<{ paused: boolean; pausedBy: string | null }> {
  const [state] = await db
    .select({ paused: alertWorkerState.paused, pausedBy: alertWorkerState.pausedBy })
    .from(alertWorkerState)
    .where(eq(alertWorkerState.id, 1));
  return { paused: state?.paused ?? false, pausedBy: state?.pausedBy ?? null };
}
