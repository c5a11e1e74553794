import "server-only";
import { sql } from "drizzle-orm";
import { suburbGuides } from "@/content/suburbs";
import { keptUntilChanged } from "@/server/db/kept-until-changed";
import type { Db } from "@/server/db";
import { locationToken } from "@/lib/listings/search-query";

/** A place a search can be narrowed to: the agency's service area and every suburb its published stock is in. */
export interface SearchLocation {
  name: string;
  postcode: string;
  slug: string;
}

export const locationSlug = (name: string) => locationToken(name) ?? name.toLowerCase();

/**
 * The distinct places of the published stock, one index probe per place (listings_search_locations_idx): a plain
 * DISTINCT reads every listing, which at 50,000 listings cost more than the rest of a search together. Kept until the
 * listings change: at 5,000 listings on PGlite it was a sixth of a search's time.
 */
const stockPlaces = keptUntilChanged("listings", readStockPlaces);

async function readStockPlaces(db: Db): Promise<Array<{ suburb: string; postcode: string }>> {
  const visible = sql`published and not admin_hidden and suburb is not null and postcode is not null`;
  const result = (await db.execute(sql`
    with recursive places(suburb, postcode) as (
      (select suburb, postcode from listings where ${visible} order by suburb, postcode limit 1)
      union all
      select next.suburb, next.postcode from places, lateral (
        select suburb, postcode from listings
        where ${visible} and (suburb, postcode) > (places.suburb, places.postcode)
        order by suburb, postcode limit 1
      ) next
    )
    select suburb, postcode from places`)) as unknown as { rows: Array<{ suburb: string; postcode: string }> };
  return result.rows;
}

/** The service area's suburbs, then the stock's others, by name. */
export async function searchLocations(db: Db): Promise<SearchLocation[]> {
  const stock = await stockPlaces(db);
  const found = new Map<string, SearchLocation>();
  for (const guide of suburbGuides)
    found.set(`${guide.slug}|${guide.postcode}`, { name: guide.name, postcode: guide.postcode, slug: guide.slug });
  const others: SearchLocation[] = [];
  for (const row of stock) {
    const name = row.suburb.trim();
    const slug = locationSlug(name);
    const key = `${slug}|${row.postcode}`;
    if (found.has(key)) continue;
    const location = { name: titleCase(name), postcode: row.postcode, slug };
    found.set(key, location);
    others.push(location);
  }
  others.sort((a, b) => a.name.localeCompare(b.name));
  return [...suburbGuides.map((g) => found.get(`${g.slug}|${g.postcode}`) as SearchLocation), ...others];
}

function titleCase(name: string): string {
  return name === name.toUpperCase() ? name.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase()) : name;
}

export interface ResolvedLocations {
  /** The chips to show, one per token understood: a suburb, or a postcode with the suburbs in it. */
  chips: { token: string; label: string }[];
  /** Lower-case suburb names and postcodes to match. */
  suburbs: string[];
  postcodes: string[];
  /** Tokens that name nothing we know: ignored, and said so. */
  unknown: string[];
}

export function resolveLocations(tokens: readonly string[], known: readonly SearchLocation[]): ResolvedLocations {
  const resolved: ResolvedLocations = { chips: [], suburbs: [], postcodes: [], unknown: [] };
  for (const token of tokens) {
    if (/^\d{4}$/.test(token)) {
      const inIt = known.filter((l) => l.postcode === token);
      resolved.postcodes.push(token);
      resolved.chips.push({ token, label: inIt.length > 0 ? `${token} (${inIt.map((l) => l.name).join(", ")})` : token });
      continue;
    }
    const matches = known.filter((l) => l.slug === token);
    if (matches.length === 0) {
      resolved.unknown.push(token);
      continue;
    }
    resolved.suburbs.push(...matches.map((l) => l.name.toLowerCase()));
    resolved.chips.push({ token, label: `${matches[0]?.name}, NSW ${matches.map((l) => l.postcode).join(", ")}` });
  }
  return resolved;
}
