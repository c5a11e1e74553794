import "server-only";
import { and, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";
import { listingInspections, listings } from "@/server/db/schema";
import { categoriesByType, offeredPrices, searchFeatures, searchPageSize, type SearchQuery } from "@/lib/listings/search-query";
import { readPublicListingCardPage, visible, type PublicListingCard } from "@/server/listings/public-listing";
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
  /** Every match, or `searchCountLimit` when `totalCapped`. */
  total: number;
  /** More than `total` match: the page says "1,000+", and the last page is not known. */
  totalCapped: boolean;
  /** The pages known to exist: all of them, or (when `totalCapped`) those counted, two at least after this one. */
  pageCount: number;
  items: PublicListingCard[];
}

/*
 * The search's fixed conditions are written as constants, as its partial indexes' predicates read
 * (src/server/db/schema/listings.ts), not as bound values: the statement runs with a generic plan on the embedded
 * database (src/server/db/kept-plans.ts), and a planner can match a partial index to a constant, never to a parameter.
 */

/** The price a visitor sees as a figure: a sale listing advertised at its search price (no text of its own). */
const advertised = sql`${listings.priceDisplay} and ${listings.priceText} is null and ${listings.searchPrice} is not null`;
const soldPriceShown = sql`${listings.soldPriceDisplay} = 'yes' and ${listings.soldPrice} is not null`;

/*
 * The prices the form offers, and the price bands' edges, are written in as whole numbers too (`count`): on a generic
 * plan, how many listings a price leaves is what decides between walking the price index and walking the newest (a
 * minimum of $1.5m sorted by price: 5 ms against 34 at 50,000 listings on PostgreSQL). Both are few, so are the
 * statements kept for them. Any other price (typed into the address) stays bound: a statement per value would be
 * prepared and dropped again on every search.
 */
function priceValue(value: number, offered: readonly number[]): SQL {
  return offered.includes(value) ? count(value) : sql`${value}`;
}

function priceConditions(query: SearchQuery): SQL[] {
  const { priceMin: min, priceMax: max } = query;
  if (min === null && max === null) return [];
  if (query.tab === "rent") {
    return [
      sql`${listings.rentDisplay}`,
      ...(min !== null ? [sql`${listings.rentWeekly} >= ${priceValue(min, offeredPrices.rent)}`] : []),
      ...(max !== null ? [sql`${listings.rentWeekly} <= ${priceValue(max, offeredPrices.rent)}`] : []),
    ];
  }
  const [price, shown] = query.tab === "sold" ? [listings.soldPrice, soldPriceShown] : [listings.searchPrice, advertised];
  const exact = and(
    shown,
    min !== null ? sql`${price} >= ${priceValue(min, offeredPrices.sale)}` : undefined,
    max !== null ? sql`${price} <= ${priceValue(max, offeredPrices.sale)}` : undefined,
  );
  const bandTop = max !== null ? bandedMaximumExclusive(max) : null;
  const banded = and(
    sql`not (${shown})`,
    isNotNull(price),
    min !== null ? sql`${price} >= ${count(bandedMinimum(min))}` : undefined,
    bandTop !== null ? sql`${price} < ${count(bandTop)}` : undefined,
  );
  return [or(exact, banded) as SQL];
}

/** Any of these REAXML feature flags set: written in as constants (fixed lists of ours, like the tab's conditions). */
function anyFeatureFlag(flags: readonly string[]): SQL {
  return sql`${listings.features} ?| array[${sql.raw(flags.map((flag) => `'${flag}'`).join(", "))}]`;
}

/** Each feature asked for: one of its flags set (an ensuite is a count of its own). */
function featureConditions(query: SearchQuery): SQL[] {
  return query.features.map((value) =>
    value === "ensuite"
      ? sql`${listings.ensuites} >= 1`
      : anyFeatureFlag(searchFeatures.find((feature) => feature.value === value)?.flags ?? []),
  );
}

function typeConditions(query: SearchQuery): SQL[] {
  if (query.types.length === 0) return [];
  const categories = query.types.flatMap((type) => categoriesByType[type]);
  const kinds = [
    ...(query.types.includes("land") ? ["land" as const] : []),
    ...(query.types.includes("acreage") ? ["rural" as const] : []),
  ];
  return [or(inArray(sql`lower(${listings.category})`, categories), kinds.length > 0 ? inArray(listings.kind, kinds) : undefined) as SQL];
}

/** The stock a tab lists: /buy sale stock still on the market, /rent rentals, /sold sales (the shelves use it too). */
export function tabCondition(tab: SearchQuery["tab"]): SQL {
  if (tab === "buy")
    return sql`${listings.channel} = 'sale' and ${listings.status} = 'current' and ${listings.kind} in ('residential', 'land', 'rural')`;
  if (tab === "rent") return sql`${listings.channel} = 'lease' and ${listings.status} = 'current' and ${listings.kind} = 'rental'`;
  return sql`${listings.channel} = 'sale' and ${listings.status} = 'sold'`;
}

/**
 * A whole number written into the statement, not bound: a page's size, its offset, how far to count, a filter's
 * minimum. A generic plan (src/server/db/kept-plans.ts) that knows a page is 12 rows walks an index for them; one
 * that does not guesses a tenth of the table and reads all of it. Each number makes a statement of its own: the first
 * pages and the few minimums offered are most asked.
 */
function count(value: number): SQL {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`not a whole number: ${value}`);
  return sql.raw(String(value));
}

function whereOf(query: SearchQuery, locations: ResolvedLocations, now: Date): SQL {
  const conditions: SQL[] = [visible, tabCondition(query.tab)];
  if (query.locations.length > 0) {
    const place = or(
      locations.suburbs.length > 0 ? inArray(sql`lower(${listings.suburb})`, locations.suburbs) : undefined,
      locations.postcodes.length > 0 ? inArray(listings.postcode, locations.postcodes) : undefined,
    );
    // Locations given but none understood: nothing matches (the page says which were not recognised).
    conditions.push(place ?? sql`false`);
  }
  // The minimums are small whole numbers, written in as the page's size is (`count`): a generic plan that knows them
  // sees how few listings they leave out, and walks the sort's index rather than sorting every match.
  if (query.beds !== null) conditions.push(sql`${listings.bedrooms} >= ${count(query.beds)}`);
  if (query.baths !== null) conditions.push(sql`${listings.bathrooms} >= ${count(query.baths)}`);
  if (query.cars !== null)
    conditions.push(
      sql`coalesce(${listings.garages}, 0) + coalesce(${listings.carports}, 0) + coalesce(${listings.openSpaces}, 0) >= ${count(query.cars)}`,
    );
  // Written in like the minimums above: one of the few sizes the form offers.
  if (query.landMin !== null) conditions.push(sql`${listings.landAreaM2} >= ${count(query.landMin)}`);
  conditions.push(...priceConditions(query), ...typeConditions(query), ...featureConditions(query));
  if (query.excludeUnderOffer) conditions.push(sql`not ${listings.underOffer}`);
  if (query.pets) conditions.push(anyFeatureFlag(["petFriendly", "petsAllowed"]));
  if (query.availableBy) conditions.push(or(isNull(listings.availableFrom), lte(listings.availableFrom, query.availableBy)) as SQL);
  if (query.soldWithin) {
    const since = new Date(now);
    since.setUTCMonth(since.getUTCMonth() - query.soldWithin);
    conditions.push(gte(listings.soldAt, since.toISOString().slice(0, 10)));
  }
  return and(...conditions) as SQL;
}

/** An open inspection that has not started by `now`, of the inspections aliased `alias`. */
const upcomingOpen = (alias: string, now: Date) =>
  sql`${sql.raw(alias)}.kind = 'open' and ${sql.raw(alias)}.removed_at is null and ${sql.raw(alias)}.starts_at > ${now.toISOString()}`;

const newestFirst = sql`${listings.listedAt} desc nulls last, ${listings.id}`;

/**
 * A page of a sort that puts first the listings with a key (a price shown, an auction ahead), by it, then all the
 * others newest first: each part read in its own order from its own index (listings_search_price_shown_idx …, the
 * auction index, listings_search_newest_idx) and stopped where the page ends, then the two put together.
 */
function inTwoParts(where: SQL, keyed: SQL, key: SQL, direction: "asc" | "desc", offset: number, limit: number): SQL {
  const enough = offset + limit;
  const first = sql`select ${listings.id} as id, 0 as part, ${key} as key, ${listings.listedAt} as listed_at
    from ${listings} where ${where} and ${keyed}
    order by ${key} ${sql.raw(direction)}, ${newestFirst} limit ${count(enough)}`;
  const rest = sql`select ${listings.id} as id, 1 as part, null as key, ${listings.listedAt} as listed_at
    from ${listings} where ${where} and (${keyed}) is not true
    order by ${newestFirst} limit ${count(enough)}`;
  return pageOfParts(first, rest, direction, offset, limit);
}

/** The page `offset`…`offset + limit` of two parts (`id`, `part`, `key`, `listed_at`): the keyed first, by key. */
function pageOfParts(first: SQL, rest: SQL, direction: "asc" | "desc", offset: number, limit: number): SQL {
  return sql`select id from ((${first}) union all (${rest})) parts
    order by part, key ${sql.raw(direction)}, listed_at desc nulls last, id limit ${count(limit)} offset ${count(offset)}`;
}

/**
 * The ids of one page of `where` in the order of `query.sort`, `limit` from `offset`. Every sort reads a page by
 * walking an index in its order and stopping at the page's end, so a page costs about the same at 500 listings as at
 * 50,000, where sorting every match by a worked-out key read them all:
 * - newest first (listings_search_newest_idx), the newest sales (listings_search_sold_idx);
 * - price: first the listings whose price the visitor can read, by it, then every hidden price newest first, so the
 *   order says nothing about a hidden price (as the filters, ./price-bands.ts);
 * - next open inspection: the listings with one ahead, by their next one (the upcoming inspections walked by start,
 *   each listing at its first), then the others newest first; next auction: auctions ahead soonest first, then the others.
 */
function pageIdsOf(query: SearchQuery, where: SQL, now: Date, offset: number, limit: number): SQL {
  switch (query.sort) {
    case "price-asc":
    case "price-desc": {
      const direction = query.sort === "price-asc" ? "asc" : "desc";
      if (query.tab === "rent")
        return inTwoParts(
          where,
          sql`${listings.rentDisplay} and ${listings.rentWeekly} is not null`,
          sql`${listings.rentWeekly}`,
          direction,
          offset,
          limit,
        );
      if (query.tab === "sold") return inTwoParts(where, soldPriceShown as SQL, sql`${listings.soldPrice}`, direction, offset, limit);
      return inTwoParts(where, advertised as SQL, sql`${listings.searchPrice}`, direction, offset, limit);
    }
    case "auction": {
      const ahead = sql`${listings.auctionAt} > ${now.toISOString()}`;
      return inTwoParts(where, ahead, sql`${listings.auctionAt}`, "asc", offset, limit);
    }
    case "inspection": {
      const enough = offset + limit;
      const isNext = sql`not exists (select 1 from ${listingInspections} earlier where earlier.listing_id = i.listing_id and ${upcomingOpen("earlier", now)} and (earlier.starts_at, earlier.id) < (i.starts_at, i.id))`;
      const withOpenHome = sql`select ${listings.id} as id, 0 as part, i.starts_at as key, ${listings.listedAt} as listed_at
        from ${listingInspections} i join ${listings} on ${listings.id} = i.listing_id
        where ${upcomingOpen("i", now)} and ${isNext} and ${where}
        order by i.starts_at, ${newestFirst} limit ${count(enough)}`;
      const without = sql`select ${listings.id} as id, 1 as part, null::timestamptz as key, ${listings.listedAt} as listed_at
        from ${listings}
        where ${where} and not exists (select 1 from ${listingInspections} i where i.listing_id = ${listings.id} and ${upcomingOpen("i", now)})
        order by ${newestFirst} limit ${count(enough)}`;
      return pageOfParts(withOpenHome, without, "asc", offset, limit);
    }
    default: {
      // As listings_search_sold_idx and listings_search_newest_idx keep them, so a page is read from them in order.
      const order = query.sort === "sold-desc" ? [sql`${listings.soldAt} desc nulls last`, newestFirst] : [newestFirst];
      return sql`select ${listings.id} from ${listings} where ${where}
        order by ${sql.join(order, sql`, `)} limit ${count(limit)} offset ${count(offset)}`;
    }
  }
}

/**
 * How far a search counts its matches: past it the page says "1,000+" and offers the next pages, instead of counting
 * every match (20,000 for /buy at 50,000 listings) on every search. Always far enough to know the page asked for and
 * the two after it.
 */
export const searchCountLimit = 1000;

const countLimitFor = (page: number, limit: number) => Math.max(limit, (page + 2) * searchPageSize);

/** The matches of `where`, counted up to `limit` and one more (which says there are more than `limit`). */
const cappedCount = (where: SQL, limit: number): SQL =>
  sql`select count(*)::int from (select 1 from ${listings} where ${where} limit ${count(limit + 1)}) as matches`;

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
 * One page of the search `query`, with the total (counted up to `countLimit`, see searchCountLimit). `known` is the
 * places a search can name (searchLocations), when the caller has read them already. The count, the page's ids and
 * its cards are one statement.
 */
export async function searchListings(
  db: Db,
  query: SearchQuery,
  now: Date = new Date(),
  known?: readonly SearchLocation[],
  { countLimit = searchCountLimit }: { countLimit?: number } = {},
): Promise<SearchResult> {
  const locations = resolveLocations(query.locations, known ?? (await searchLocations(db)));
  const where = whereOf(query, locations, now);
  const read = (page: number, limit: number) =>
    readPublicListingCardPage(
      db,
      pageIdsOf(query, where, now, (page - 1) * searchPageSize, searchPageSize),
      cappedCount(where, limit),
      now,
    );
  const limit = countLimitFor(query.page, countLimit);
  const { figure, cards: asked } = await read(query.page, limit);
  let cards = asked;
  // Past the limit the page says "1,000+" (searchCountLimit, however deep the page), and knows the pages up to the limit.
  const capped = figure > limit;
  const total = capped ? countLimit : figure;
  const pageCount = Math.max(1, capped ? Math.floor(limit / searchPageSize) : Math.ceil(total / searchPageSize));
  const page = Math.min(query.page, pageCount);
  // A page past the end: the last one is read.
  if (page !== query.page) cards = (await read(page, countLimitFor(page, countLimit))).cards;
  return { query: { ...query, page }, locations, total, totalCapped: capped, pageCount, items: cards };
}
