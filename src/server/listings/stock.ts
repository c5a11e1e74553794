import "server-only";
import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";
import { listingAgents, listings, teamMembers } from "@/server/db/schema";
import { listPublicListingCards, type PublicListingCard } from "./public-listing";
import { tabCondition } from "./search/search-listings";

/*
 * The stock shown where it belongs on the rest of the site: a suburb's homes for sale and recent sales, an agent's
 * current and sold listings, the home page's newest. Like the search, it picks ids and counts here; the cards come from
 * the public read (./public-listing.ts), so nothing private (a hidden price) can reach them.
 */

export interface StockShelf {
  /** The first few, in the shelf's order. */
  items: PublicListingCard[];
  /** How many match in all (for "See all 14"). */
  total: number;
}

const visible = and(eq(listings.published, true), eq(listings.adminHidden, false)) as SQL;
const forSale = tabCondition("buy");
const forRent = tabCondition("rent");
const sold = tabCondition("sold");
const newestFirst: SQL[] = [sql`${listings.listedAt} desc nulls last`, asc(listings.id)];
const latestSaleFirst: SQL[] = [sql`${listings.soldAt} desc nulls last`, ...newestFirst];

async function shelf(db: Db, where: SQL, order: SQL[], limit: number, now: Date): Promise<StockShelf> {
  const condition = and(visible, where) as SQL;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: listings.id })
      .from(listings)
      .where(condition)
      .orderBy(...order)
      .limit(limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(listings)
      .where(condition),
  ]);
  const items = await listPublicListingCards(
    db,
    rows.map((r) => r.id),
    now,
  );
  return { items, total: counted?.total ?? 0 };
}

const inSuburb = (suburb: string) => sql`lower(${listings.suburb}) = ${suburb.toLowerCase()}`;

/** A suburb's homes for sale, newest first. */
export function suburbForSale(db: Db, suburb: string, limit = 3, now = new Date()): Promise<StockShelf> {
  return shelf(db, and(forSale, inSuburb(suburb)) as SQL, newestFirst, limit, now);
}

/** A suburb's sales, the latest first. */
export function suburbRecentSales(db: Db, suburb: string, limit = 3, now = new Date()): Promise<StockShelf> {
  return shelf(db, and(sold, inSuburb(suburb)) as SQL, latestSaleFirst, limit, now);
}

/** The newest homes for sale anywhere, for the home page. */
export function newestForSale(db: Db, limit = 3, now = new Date()): Promise<StockShelf> {
  return shelf(db, forSale as SQL, newestFirst, limit, now);
}

/** Listings on which the team member (by profile slug) is one of the listing agents. */
const listedBy = (teamSlug: string) =>
  sql`exists (select 1 from ${listingAgents} join ${teamMembers} on ${teamMembers.id} = ${listingAgents.teamMemberId}
    where ${listingAgents.listingId} = ${listings.id} and ${isNull(listingAgents.removedAt)} and ${teamMembers.slug} = ${teamSlug})`;

/** An agent's listings on the market (for sale and for rent), newest first, and their sales, the latest first. */
export async function agentStock(
  db: Db,
  teamSlug: string,
  limit = 6,
  now = new Date(),
): Promise<{ current: StockShelf; sold: StockShelf }> {
  const [current, sales] = await Promise.all([
    shelf(db, and(sql`(${forSale} or ${forRent})`, listedBy(teamSlug)) as SQL, newestFirst, limit, now),
    shelf(db, and(sold, listedBy(teamSlug)) as SQL, latestSaleFirst, limit, now),
  ]);
  return { current, sold: sales };
}
