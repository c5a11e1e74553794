import { locationToken, parseSearchQuery, propertyTypeOf, type SearchQuery } from "./search-query";

/**
 * The search a listing page offers as "homes like this one": the same suburb and kind of home with at least one
 * bedroom fewer, on the market now (a sold home's page offers homes for sale; a leased one's, homes for rent). It is a
 * link to the search itself, so what it finds is always as fresh as the search, and it says nothing of the listing's
 * price: a price the agency keeps private never shapes it.
 */
export function similarHomesSearch(listing: {
  channel: "sale" | "lease";
  suburb: string | null;
  category: string | null;
  bedrooms: number | null;
}): SearchQuery | null {
  const place = listing.suburb ? locationToken(listing.suburb) : null;
  if (!place) return null;
  const query = parseSearchQuery(listing.channel === "lease" ? "rent" : "buy", new URLSearchParams());
  const type = propertyTypeOf(listing.category);
  return {
    ...query,
    locations: [place],
    types: type ? [type] : [],
    beds: listing.bedrooms && listing.bedrooms > 1 ? listing.bedrooms - 1 : null,
  };
}

/**
 * The sales a buyer compares a home for sale with: the same search on the sold tab, sold in the last 12 months. None
 * for a rental (the site publishes no leased results).
 */
export function comparableSalesSearch(listing: Parameters<typeof similarHomesSearch>[0]): SearchQuery | null {
  const similar = listing.channel === "sale" ? similarHomesSearch(listing) : null;
  if (!similar) return null;
  const sold = parseSearchQuery("sold", new URLSearchParams());
  return { ...sold, locations: similar.locations, types: similar.types, beds: similar.beds, soldWithin: 12 };
}
