import { propertyTypes, searchFeatures, type SearchQuery } from "@/lib/listings/search-query";
import { formatDollars, formatWholeNumber } from "@/lib/format/number";

/*
 * A search in words, for the alert e-mails, the manage page and the lead (a saved search), and for a listing page's
 * homes like it: "For sale in Oran Park or 2557, 3+ beds, $800,000 to $1,000,000".
 */

const tabWords = { buy: "For sale", rent: "For rent", sold: "Sold" } as const;

/** "oran-park" → "Oran Park"; a postcode stays as it is. */
export function locationName(token: string): string {
  if (/^\d{4}$/.test(token)) return token;
  return token
    .split("-")
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(" ");
}

function priceWords(query: SearchQuery): string | null {
  const unit = query.tab === "rent" ? " a week" : "";
  const { priceMin: min, priceMax: max } = query;
  if (min !== null && max !== null) return `${formatDollars(min)} to ${formatDollars(max)}${unit}`;
  if (min !== null) return `from ${formatDollars(min)}${unit}`;
  if (max !== null) return `up to ${formatDollars(max)}${unit}`;
  return null;
}

export function describeSearch(query: SearchQuery): string {
  const place = query.locations.length > 0 ? ` in ${query.locations.map(locationName).join(" or ")}` : " anywhere";
  const parts = [
    `${tabWords[query.tab]}${place}`,
    query.types.length > 0 ? query.types.map((t) => propertyTypes.find((p) => p.value === t)?.label ?? t).join(" or ") : null,
    query.beds !== null ? `${query.beds}+ beds` : null,
    query.baths !== null ? `${query.baths}+ baths` : null,
    query.cars !== null ? `${query.cars}+ cars` : null,
    query.landMin !== null ? `${formatWholeNumber(query.landMin)} m²+ of land` : null,
    query.features.length > 0
      ? `with ${query.features.map((f) => (searchFeatures.find((s) => s.value === f)?.label ?? f).toLowerCase()).join(" and ")}`
      : null,
    priceWords(query),
    query.excludeUnderOffer ? "not under offer" : null,
    query.pets ? "pets allowed" : null,
    query.availableBy ? `available by ${query.availableBy}` : null,
    query.soldWithin ? `sold in the last ${query.soldWithin} months` : null,
  ];
  return parts.filter((part): part is string => part !== null).join(", ");
}
