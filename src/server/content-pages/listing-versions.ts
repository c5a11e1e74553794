import "server-only";
import { createHash } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { newForDays } from "@/lib/listings/format";
import type { Db } from "@/server/db";
import { listingAgents, listingInspections, listings, properties, teamMembers } from "@/server/db/schema";
import { publicListingSlug } from "@/server/listings/public-listing";

/*
 * What each page that shows listings is a version of, so that a listing change re-renders only the pages it touches:
 * the listing's own page, its suburb's pages, its agents' profiles and the home page (content-pages.ts).
 *
 * A listing's version changes with any write to its row, its property, its photos, inspections or agents (each row's
 * `xmin` and count), and with the moments that change how it reads with no write at all: an open home or an auction
 * passing, the "New" badge ending. `nextChange` is the first of those moments, so the server re-reads the versions then.
 */

export interface ListingVersion {
  id: string;
  /** `/listings/{slug}`. */
  path: string;
  /** Lower-case suburb name ("oran park"), or null. */
  suburb: string | null;
  /** Sale stock on the market (what /buy and the home page list). */
  forSale: boolean;
  version: string;
}

export interface ListingVersions {
  listings: ListingVersion[];
  /** Team profile slug → versions of the listings naming them as an agent. */
  byAgent: Map<string, ListingVersion[]>;
  /** When some listing next reads differently with no write (epoch ms), or null. */
  nextChange: number | null;
}

const rowsVersion = (table: string, listingId: unknown) =>
  sql
    .raw(`(select count(*)::text || '.' || coalesce(max(xmin::text::bigint), 0)::text from "${table}" where "${table}"."listing_id" = `)
    .append(sql`${listingId})`);

/** Every published listing's version, and each team member's share of them. */
export async function readListingVersions(db: Db, now: Date): Promise<ListingVersions> {
  const at = now.toISOString();
  const newSince = new Date(now.getTime() - newForDays * 86_400_000).toISOString();
  const upcoming = sql`(select min(${listingInspections.startsAt}) from ${listingInspections} where ${listingInspections.listingId} = ${listings.id} and ${listingInspections.removedAt} is null and ${listingInspections.startsAt} > ${at})`;
  const rows = await db
    .select({
      id: listings.id,
      suburb: listings.suburb,
      state: listings.state,
      postcode: listings.postcode,
      addressDisplay: listings.addressDisplay,
      subNumber: properties.subNumber,
      streetNumber: properties.streetNumber,
      street: properties.street,
      forSale: sql<boolean>`${listings.channel} = 'sale' and ${listings.status} = 'current' and ${listings.kind} in ('residential', 'land', 'rural')`,
      rows: sql<string>`${listings}.xmin::text || '.' || coalesce(${properties}.xmin::text, '-') || '.' || ${rowsVersion("listing_media", listings.id)} || '.' || ${rowsVersion("listing_inspections", listings.id)} || '.' || ${rowsVersion("listing_agents", listings.id)}`,
      nextInspection: sql<string | null>`${upcoming}::text`,
      auctionAhead: sql<boolean>`coalesce(${listings.auctionAt} > ${at}, false)`,
      auctionAt: sql<string | null>`${listings.auctionAt}::text`,
      listedAt: sql<string | null>`${listings.listedAt}::text`,
      isNew: sql<boolean>`coalesce(${listings.listedAt} > ${newSince}, false)`,
    })
    .from(listings)
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .where(and(eq(listings.published, true), eq(listings.adminHidden, false)));
  let nextChange: number | null = null;
  const soonest = (time: number) => {
    if (time > now.getTime() && (nextChange === null || time < nextChange)) nextChange = time;
  };
  const byId = new Map<string, ListingVersion>();
  for (const row of rows) {
    if (row.nextInspection) soonest(Date.parse(row.nextInspection));
    if (row.auctionAhead && row.auctionAt) soonest(Date.parse(row.auctionAt));
    if (row.isNew && row.listedAt) soonest(Date.parse(row.listedAt) + newForDays * 86_400_000);
    byId.set(row.id, {
      id: row.id,
      path: `/listings/${publicListingSlug(row)}`,
      suburb: row.suburb?.toLowerCase() ?? null,
      forSale: row.forSale,
      // The moments that pass are in it by what they make the page show: the next open home, an auction ahead, "New".
      version: `${row.id}:${row.rows}:${row.nextInspection ?? "-"}:${row.auctionAhead ? "a" : "-"}:${row.isNew ? "n" : "-"}`,
    });
  }
  const agents = await db
    .select({ listingId: listingAgents.listingId, slug: teamMembers.slug })
    .from(listingAgents)
    .innerJoin(teamMembers, eq(teamMembers.id, listingAgents.teamMemberId))
    .where(and(isNull(listingAgents.removedAt), isNull(teamMembers.retiredAt)));
  const byAgent = new Map<string, ListingVersion[]>();
  for (const { listingId, slug } of agents) {
    const listing = byId.get(listingId);
    if (!listing) continue;
    byAgent.set(slug, [...(byAgent.get(slug) ?? []), listing]);
  }
  return { listings: [...byId.values()], byAgent, nextChange };
}

/** One short version for a set of listings (empty for none, so a page showing none keeps its site-only version). */
export function digestOf(versions: readonly ListingVersion[]): string {
  if (versions.length === 0) return "";
  const hash = createHash("sha256");
  for (const version of [...versions].map((v) => v.version).sort()) hash.update(version).update("\n");
  return `listings:${hash.digest("base64url").slice(0, 22)}`;
}
