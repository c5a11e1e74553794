import "server-only";
import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, not, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";
import { listingInspections, listings } from "@/server/db/schema";
import { searchPageSize, type SearchQuery } from "@/lib/listings/search-query";
import { listPublicListingCards, type PublicListingCard } from "@/server/listings/public-listing";
import { resolveLocations, searchLocations, type ResolvedLocations, type SearchLocation } from "./locations";
import { bandedMaximumExclusive, bandedMinimum } from "./price-bands";

/*
 * The listing search behind /buy, /rent and /sold. It decides which published listings match and in what order, and
 * reads only their ids here: what a visitor sees of each comes from the public read (../public-listing.ts), so the
 * search price is used in conditions but never returned. Price conditions follow ./price-bands.ts.
 */

export interface SearchResult {
  query: SearchQuery;
  locations: ResolvedLocations;
  total: number;
  pageCount: number;
  items: PublicListingCard[];
}

const categoriesByType: Record<string, string[]> = {
  house: ["house", "duplexsemi-detached", "duplex", "semi-detached", "terrace"],
  apartment: ["unit", "apartment", "flat", "studio", "servicedapartment", "blockofunits"],
  townhouse: ["townhouse"],
  villa: ["villa"],
  land: ["land", "residential"],
  acreage: ["acreagesemi-rural", "acreage", "rural", "farm", "lifestyle"],
};

/** The price a visitor sees as a figure: a sale listing advertised at its search price (no text of its own). */
const advertised = and(eq(listings.priceDisplay, true), isNull(listings.priceText), isNotNull(listings.searchPrice));
const soldPriceShown = and(eq(listings.soldPriceDisplay, "yes"), isNotNull(listings.soldPrice));

function priceConditions(query: SearchQuery): SQL[] {
  const { priceMin: min, priceMax: max } = query;
  if (min === null && max === null) return [];
  if (query.tab === "rent") {
    return [
      eq(listings.rentDisplay, true),
      ...(min !== null ? [gte(listings.rentWeekly, min)] : []),
      ...(max !== null ? [lte(listings.rentWeekly, max)] : []),
    ];
  }
  const [price, shown] = query.tab === "sold" ? [listings.soldPrice, soldPriceShown] : [listings.searchPrice, advertised];
  const exact = and(shown, min !== null ? gte(price, min) : undefined, max !== null ? lte(price, max) : undefined);
  const bandTop = max !== null ? bandedMaximumExclusive(max) : null;
  const banded = and(
    not(shown as SQL),
    isNotNull(price),
    min !== null ? gte(price, bandedMinimum(min)) : undefined,
    bandTop !== null ? lt(price, bandTop) : undefined,
  );
  return [or(exact, banded) as SQL];
}

function typeConditions(query: SearchQuery): SQL[] {
  if (query.types.length === 0) return [];
  const categories = query.types.flatMap((type) => categoriesByType[type] ?? []);
  const kinds = [
    ...(query.types.includes("land") ? ["land" as const] : []),
    ...(query.types.includes("acreage") ? ["rural" as const] : []),
  ];
  return [or(inArray(sql`lower(${listings.category})`, categories), kinds.length > 0 ? inArray(listings.kind, kinds) : undefined) as SQL];
}

/** The stock a tab lists: /buy sale stock still on the market, /rent rentals, /sold sales (the shelves use it too). */
export function tabCondition(tab: SearchQuery["tab"]): SQL {
  const conditions =
    tab === "buy"
      ? [eq(listings.channel, "sale"), eq(listings.status, "current"), inArray(listings.kind, ["residential", "land", "rural"])]
      : tab === "rent"
        ? [eq(listings.channel, "lease"), eq(listings.status, "current"), eq(listings.kind, "rental")]
        : [eq(listings.channel, "sale"), eq(listings.status, "sold")];
  return and(...conditions) as SQL;
}

function whereOf(query: SearchQuery, locations: ResolvedLocations, now: Date): SQL {
  const conditions: SQL[] = [eq(listings.published, true), eq(listings.adminHidden, false), tabCondition(query.tab)];
  if (query.locations.length > 0) {
    const place = or(
      locations.suburbs.length > 0 ? inArray(sql`lower(${listings.suburb})`, locations.suburbs) : undefined,
      locations.postcodes.length > 0 ? inArray(listings.postcode, locations.postcodes) : undefined,
    );
    // Locations given but none understood: nothing matches (the page says which were not recognised).
    conditions.push(place ?? sql`false`);
  }
  if (query.beds !== null) conditions.push(gte(listings.bedrooms, query.beds));
  if (query.baths !== null) conditions.push(gte(listings.bathrooms, query.baths));
  if (query.cars !== null)
    conditions.push(
      gte(sql`coalesce(${listings.garages}, 0) + coalesce(${listings.carports}, 0) + coalesce(${listings.openSpaces}, 0)`, query.cars),
    );
  conditions.push(...priceConditions(query), ...typeConditions(query));
  if (query.excludeUnderOffer) conditions.push(eq(listings.underOffer, false));
  if (query.pets) conditions.push(sql`${listings.features} ?| array['petFriendly', 'petsAllowed']`);
  if (query.availableBy) conditions.push(or(isNull(listings.availableFrom), lte(listings.availableFrom, query.availableBy)) as SQL);
  if (query.soldWithin) {
    const since = new Date(now);
    since.setUTCMonth(since.getUTCMonth() - query.soldWithin);
    conditions.push(gte(listings.soldAt, since.toISOString().slice(0, 10)));
  }
  return and(...conditions) as SQL;
}

const nextOpenHomeId = sql`next_open_home.listing_id`;
const nextOpenHomeAt = sql`next_open_home.starts_at`;

/**
 * Each listing's next open inspection, as one grouped read joined to the search (sort "inspection"): a sub-select per
 * listing would probe the inspections once for every listing that matches, tens of thousands at 50,000 listings.
 */
function nextOpenHomes(db: Db, now: Date) {
  return db
    .select({ listingId: listingInspections.listingId, startsAt: sql`min(${listingInspections.startsAt})`.as("starts_at") })
    .from(listingInspections)
    .where(
      and(
        eq(listingInspections.kind, "open"),
        isNull(listingInspections.removedAt),
        sql`${listingInspections.startsAt} > ${now.toISOString()}`,
      ),
    )
    .groupBy(listingInspections.listingId)
    .as("next_open_home");
}

function orderOf(query: SearchQuery, now: Date): SQL[] {
  const newest = [sql`${listings.listedAt} desc nulls last`, asc(listings.id)];
  switch (query.sort) {
    case "price-asc":
    case "price-desc": {
      // Only a price the visitor can read orders the results; every hidden price comes after them, newest first, so
      // the order says nothing about it either.
      const key =
        query.tab === "rent"
          ? sql`case when ${listings.rentDisplay} then ${listings.rentWeekly} end`
          : query.tab === "sold"
            ? sql`case when ${soldPriceShown} then ${listings.soldPrice} end`
            : sql`case when ${advertised} then ${listings.searchPrice} end`;
      return [query.sort === "price-asc" ? sql`${key} asc nulls last` : sql`${key} desc nulls last`, ...newest];
    }
    case "inspection":
      return [sql`${nextOpenHomeAt} asc nulls last`, ...newest];
    case "auction":
      return [sql`case when ${listings.auctionAt} > ${now.toISOString()} then ${listings.auctionAt} end asc nulls last`, ...newest];
    case "sold-desc":
      return [desc(listings.soldAt), ...newest];
    default:
      return newest;
  }
}

/**
 * Which of `ids` the search `query` finds now: the search's own conditions (published, not hidden, price bands for a
 * price that is not shown), for the listing alerts (src/server/alerts/), so an alert matches exactly what the page shows.
 */
export async function listingsMatchingSearch(
  db: Db,
  query: SearchQuery,
  ids: readonly string[],
  now: Date = new Date(),
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const locations = resolveLocations(query.locations, await searchLocations(db));
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.id, [...ids]), whereOf(query, locations, now)));
  return new Set(rows.map((row) => row.id));
}

/**
 * One page of the search `query`, with the total. `known` is the places a search can name (searchLocations), when the
 * caller has read them already.
 */
export async function searchListings(
  db: Db,
  query: SearchQuery,
  now: Date = new Date(),
  known?: readonly SearchLocation[],
): Promise<SearchResult> {
  const locations = resolveLocations(query.locations, known ?? (await searchLocations(db)));
  const where = whereOf(query, locations, now);
  const pageOf = (page: number) => {
    const ordered = db.select({ id: listings.id }).from(listings);
    const joined = query.sort === "inspection" ? ordered.leftJoin(nextOpenHomes(db, now), eq(nextOpenHomeId, listings.id)) : ordered;
    return joined
      .where(where)
      .orderBy(...orderOf(query, now))
      .limit(searchPageSize)
      .offset((page - 1) * searchPageSize);
  };
  // The count and the page asked for together (on PostgreSQL, on two connections); a page past the end is read again.
  const [[counted], asked] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(listings)
      .where(where),
    pageOf(query.page),
  ]);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / searchPageSize));
  const page = Math.min(query.page, pageCount);
  const rows = page === query.page ? asked : await pageOf(page);
  const items = await listPublicListingCards(
    db,
    rows.map((r) => r.id),
    now,
  );
  return { query: { ...query, page }, locations, total, pageCount, items };
}
