import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "@/server/db";
import { can, type StaffRole } from "@/lib/auth/permissions";
import {
  feedSources,
  listingAgents,
  listingEvents,
  listingImages,
  listingMedia,
  listings,
  listingStatuses,
  properties,
  teamMembers,
  type ListingStatus,
} from "@/server/db/schema";
import { mainPhotoReady } from "./merge";
import { isHeld, isPublishable } from "./publication";

/*
 * The staff's reads and decisions on listings (/admin/listings, docs/listings.md "What the admin sees"). Staff screens
 * may show the private search price (labelled as private); nothing here is used by a public page. An agent's scope
 * is written into each statement's WHERE, so an agent can neither read nor change another agent's listing.
 */

/** listings.all sees every listing; listings.own those where the person is a (current) listing agent. */
export type ListingScope = { all: true } | { all: false; userId: string; email: string };

export function listingScopeFor(role: StaffRole, userId: string, email: string): ListingScope {
  return can(role, "listings.all") ? { all: true } : { all: false, userId, email };
}

/**
 * An agent's own listings: named as a listing agent who is matched to their team profile (by e-mail, at import), or
 * whose e-mail is theirs.
 */
function scopeCondition(scope: ListingScope): SQL | undefined {
  if (scope.all) return undefined;
  return sql`exists (select 1 from ${listingAgents} left join ${teamMembers} on ${teamMembers.id} = ${listingAgents.teamMemberId}
    where ${listingAgents.listingId} = ${listings.id} and ${listingAgents.removedAt} is null
    and (${teamMembers.userId} = ${scope.userId} or lower(${listingAgents.email}) = ${scope.email.toLowerCase()}))`;
}

export interface ListingFilters {
  status?: ListingStatus;
  held?: boolean;
  hidden?: boolean;
  suburb?: string;
  /** A team member's id: listings they are an agent on. */
  agent?: string;
  /** Part of the address (street, number or suburb). */
  q?: string;
}

export const listingsPageSize = 25;

export interface AdminListingRow {
  id: string;
  agentId: string;
  uniqueId: string;
  kind: string;
  channel: "sale" | "lease";
  status: ListingStatus;
  underOffer: boolean;
  address: string;
  suburb: string | null;
  headline: string | null;
  published: boolean;
  adminHidden: boolean;
  holdReasons: string[];
  /** Held now: reasons the gate gives that staff have not approved. */
  held: boolean;
  source: string | null;
  thumbnailUrl: string | null;
  updatedAt: Date;
}

export function addressLine(p: {
  subNumber: string | null;
  streetNumber: string | null;
  street: string | null;
  suburb: string | null;
}): string {
  const number = p.subNumber && p.streetNumber ? `${p.subNumber}/${p.streetNumber}` : p.streetNumber;
  const street = [number, p.street].filter(Boolean).join(" ");
  return [street, p.suburb].filter(Boolean).join(", ") || "No address yet";
}

/** The "held" filter in SQL: hold reasons that are not exactly the approved ones. */
const heldSql = sql`(jsonb_array_length(${listings.holdReasons}) > 0 and (${listings.holdApprovedReasons} is null or ${listings.holdApprovedReasons} <> ${listings.holdReasons}))`;

function filterConditions(scope: ListingScope, filters: ListingFilters): SQL[] {
  const conditions: (SQL | undefined)[] = [scopeCondition(scope)];
  if (filters.status) conditions.push(eq(listings.status, filters.status));
  if (filters.held !== undefined) conditions.push(filters.held ? heldSql : sql`not ${heldSql}`);
  if (filters.hidden !== undefined) conditions.push(eq(listings.adminHidden, filters.hidden));
  if (filters.suburb) conditions.push(sql`lower(${listings.suburb}) = ${filters.suburb.toLowerCase()}`);
  if (filters.agent) {
    conditions.push(
      sql`exists (select 1 from ${listingAgents} where ${listingAgents.listingId} = ${listings.id} and ${listingAgents.removedAt} is null and ${listingAgents.teamMemberId} = ${filters.agent})`,
    );
  }
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(
          sql`concat_ws(' ', ${properties.subNumber}, ${properties.streetNumber}, ${properties.street}, ${listings.suburb}, ${listings.postcode})`,
          pattern,
        ),
        ilike(listings.uniqueId, pattern),
      )!,
    );
  }
  return conditions.filter((c): c is SQL => c !== undefined);
}

/** One page of listings, most recently changed first, with the total for the pager. */
export async function listAdminListings(
  db: Db,
  scope: ListingScope,
  filters: ListingFilters,
  page: number,
): Promise<{ rows: AdminListingRow[]; total: number }> {
  const where = and(...filterConditions(scope, filters));
  const [totalRow] = await db
    .select({ total: count() })
    .from(listings)
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .where(where);
  const rows = await db
    .select({
      id: listings.id,
      agentId: listings.agentId,
      uniqueId: listings.uniqueId,
      kind: listings.kind,
      channel: listings.channel,
      status: listings.status,
      underOffer: listings.underOffer,
      suburb: listings.suburb,
      headline: listings.headline,
      published: listings.published,
      adminHidden: listings.adminHidden,
      holdReasons: listings.holdReasons,
      holdApprovedReasons: listings.holdApprovedReasons,
      source: feedSources.name,
      updatedAt: listings.updatedAt,
      subNumber: properties.subNumber,
      streetNumber: properties.streetNumber,
      street: properties.street,
    })
    .from(listings)
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .leftJoin(feedSources, eq(feedSources.id, listings.sourceId))
    .where(where)
    .orderBy(desc(listings.updatedAt), asc(listings.id))
    .limit(listingsPageSize)
    .offset(Math.max(0, page - 1) * listingsPageSize);
  const thumbnails = await mainPhotoUrls(
    db,
    rows.map((r) => r.id),
  );
  return {
    total: totalRow?.total ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      agentId: r.agentId,
      uniqueId: r.uniqueId,
      kind: r.kind,
      channel: r.channel,
      status: r.status,
      underOffer: r.underOffer,
      address: addressLine(r),
      suburb: r.suburb,
      headline: r.headline,
      published: r.published,
      adminHidden: r.adminHidden,
      holdReasons: r.holdReasons,
      held: isHeld(r.holdReasons, r.holdApprovedReasons),
      source: r.source,
      thumbnailUrl: thumbnails.get(r.id) ?? null,
      updatedAt: r.updatedAt,
    })),
  };
}

/** The smallest stored WebP of each listing's main photo (slot m), where the photo worker has stored it. */
async function mainPhotoUrls(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ listingId: listingMedia.listingId, variants: listingImages.variants })
    .from(listingMedia)
    .innerJoin(listingImages, sql`${listingImages.id}::text = ${listingMedia.imageId}`)
    .where(
      and(
        inArray(listingMedia.listingId, ids),
        eq(listingMedia.kind, "photo"),
        eq(listingMedia.slot, "m"),
        isNull(listingMedia.removedAt),
        eq(listingImages.status, "stored"),
      ),
    );
  const urls = new Map<string, string>();
  for (const row of rows) {
    const smallest = [...row.variants].filter((v) => v.format === "webp").sort((a, b) => a.width - b.width)[0] ?? row.variants[0];
    if (smallest) urls.set(row.listingId, smallest.url);
  }
  return urls;
}

/** What the filters offer: the suburbs and the team members that appear on listings in scope. */
export async function listingFilterOptions(
  db: Db,
  scope: ListingScope,
): Promise<{ suburbs: string[]; agents: { id: string; name: string }[] }> {
  const scoped = scopeCondition(scope);
  const suburbs = await db
    .selectDistinct({ suburb: listings.suburb })
    .from(listings)
    .where(and(sql`${listings.suburb} is not null`, scoped))
    .orderBy(asc(listings.suburb));
  const agents = await db
    .selectDistinct({ id: teamMembers.id, name: teamMembers.name })
    .from(listingAgents)
    .innerJoin(teamMembers, eq(teamMembers.id, listingAgents.teamMemberId))
    .innerJoin(listings, eq(listings.id, listingAgents.listingId))
    .where(and(isNull(listingAgents.removedAt), scoped))
    .orderBy(asc(teamMembers.name));
  return { suburbs: suburbs.map((s) => s.suburb).filter((s): s is string => s !== null), agents };
}

export const listingStatusValues = listingStatuses;

/** One listing in scope with what staff need to decide on it (private fields included), or null. */
export async function getAdminListing(db: Db, scope: ListingScope, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select({
      listing: listings,
      source: feedSources.name,
      subNumber: properties.subNumber,
      streetNumber: properties.streetNumber,
      street: properties.street,
    })
    .from(listings)
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .leftJoin(feedSources, eq(feedSources.id, listings.sourceId))
    .where(and(eq(listings.id, id), scopeCondition(scope)));
  if (!row) return null;
  const [agents, media, events, thumbnails] = await Promise.all([
    db
      .select()
      .from(listingAgents)
      .where(and(eq(listingAgents.listingId, id), isNull(listingAgents.removedAt)))
      .orderBy(asc(listingAgents.position)),
    db
      .select()
      .from(listingMedia)
      .where(and(eq(listingMedia.listingId, id), isNull(listingMedia.removedAt)))
      .orderBy(asc(listingMedia.kind), asc(listingMedia.slot)),
    listingHistory(db, id),
    mainPhotoUrls(db, [id]),
  ]);
  const { listing } = row;
  return {
    ...listing,
    source: row.source,
    address: addressLine({ ...row, suburb: listing.suburb }),
    held: isHeld(listing.holdReasons, listing.holdApprovedReasons),
    approvalStands:
      listing.holdApprovedReasons !== null && listing.holdReasons.length > 0 && !isHeld(listing.holdReasons, listing.holdApprovedReasons),
    agents,
    media,
    events,
    thumbnailUrl: thumbnails.get(id) ?? null,
  };
}
export type AdminListing = NonNullable<Awaited<ReturnType<typeof getAdminListing>>>;

/** Every event of a listing, newest first. */
export async function listingHistory(db: Db, listingId: string) {
  return db
    .select()
    .from(listingEvents)
    .where(eq(listingEvents.listingId, listingId))
    .orderBy(desc(listingEvents.at), desc(listingEvents.id));
}

async function lockInScope(tx: Tx, scope: ListingScope, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await tx
    .select()
    .from(listings)
    .where(and(eq(listings.id, id), scopeCondition(scope)))
    .for("update");
  return row ?? null;
}

/** Whether the listing is on the site after a staff change: the publication rule, and its main photo stored (merge.ts). */
async function publishedNow(tx: Tx, row: typeof listings.$inferSelect, changes: Partial<typeof listings.$inferSelect>): Promise<boolean> {
  const next = { ...row, ...changes };
  const eligible = isPublishable({
    status: next.status,
    holdReasons: next.holdReasons,
    holdApprovedReasons: next.holdApprovedReasons,
    adminHidden: next.adminHidden,
    propertyId: next.propertyId,
  });
  return eligible && (await mainPhotoReady(tx, row.id));
}

/**
 * Hides a listing from every public read, or shows it again (it is then published if nothing else keeps it back).
 * Null when the listing is not in scope; `changed: false` when it already was so.
 */
export async function setListingHidden(db: Db, scope: ListingScope, id: string, hidden: boolean, actor: string) {
  return db.transaction(async (tx) => {
    const row = await lockInScope(tx, scope, id);
    if (!row) return null;
    if (row.adminHidden === hidden) return { changed: false, published: row.published };
    const published = await publishedNow(tx, row, { adminHidden: hidden });
    await tx.update(listings).set({ adminHidden: hidden, published }).where(eq(listings.id, id));
    const events: (typeof listingEvents.$inferInsert)[] = [
      {
        listingId: id,
        type: hidden ? "hidden" : "shown",
        actor,
        before: { adminHidden: row.adminHidden, published: row.published },
        after: { adminHidden: hidden, published },
      },
    ];
    if (published && !row.published) events.push({ listingId: id, type: "published", actor });
    await tx.insert(listingEvents).values(events);
    return { changed: true, published };
  });
}

export type ApproveOutcome = { ok: true; published: boolean } | { ok: false; reason: "not-found" | "not-held" };

/**
 * Approves the hold reasons the gate gives now: the listing is published (unless hidden, or not on the market) and
 * stays so while the feed's messages give the same reasons; a message whose text gives other reasons holds it again.
 */
export async function approveListingHold(db: Db, id: string, actor: string): Promise<ApproveOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockInScope(tx, { all: true }, id);
    if (!row) return { ok: false, reason: "not-found" };
    if (!isHeld(row.holdReasons, row.holdApprovedReasons)) return { ok: false, reason: "not-held" };
    const approval = { holdApprovedReasons: row.holdReasons, holdApprovedBy: actor, holdApprovedAt: new Date() };
    const published = await publishedNow(tx, row, approval);
    await tx
      .update(listings)
      .set({ ...approval, published })
      .where(eq(listings.id, id));
    const events: (typeof listingEvents.$inferInsert)[] = [
      { listingId: id, type: "hold_approved", actor, after: { reasons: row.holdReasons } },
    ];
    if (published && !row.published) events.push({ listingId: id, type: "published", actor });
    await tx.insert(listingEvents).values(events);
    return { ok: true, published };
  });
}

/** Saves the staff-only material-fact notes; null when the listing is not in scope. */
export async function saveMaterialFacts(db: Db, scope: ListingScope, id: string, notes: string, actor: string) {
  return db.transaction(async (tx) => {
    const row = await lockInScope(tx, scope, id);
    if (!row) return null;
    const value = notes.trim() === "" ? null : notes.trim();
    if (value === row.materialFacts) return { changed: false };
    await tx.update(listings).set({ materialFacts: value }).where(eq(listings.id, id));
    // The notes themselves stay on the listing; the history records only that they changed.
    await tx.insert(listingEvents).values({ listingId: id, type: "notes_changed", actor, after: { length: value?.length ?? 0 } });
    return { changed: true };
  });
}
