/*
 * The state of a listing search, as it lives in the address (`/buy?location=oran-park&location=2570&beds=3&sort=
 * price-asc&page=2`). Read from whatever a visitor (or a bot) puts there: unknown names and values are ignored, numbers
 * are clamped, nothing throws. Written back in one canonical order so equal searches have equal addresses.
 */
import { formatWholeNumber } from "@/lib/format/number";

export const searchTabs = ["buy", "rent", "sold"] as const;
export type SearchTab = (typeof searchTabs)[number];

/** Each tab's page title, its tab's label and what it lists, as the search pages and the chat's links name them. */
export const tabTitles: Record<SearchTab, { title: string; tab: string; noun: string }> = {
  buy: { title: "Homes for sale", tab: "Buy", noun: "homes for sale" },
  rent: { title: "Homes for rent", tab: "Rent", noun: "homes for rent" },
  sold: { title: "Sold homes", tab: "Sold", noun: "sold homes" },
};

export const propertyTypes = [
  { value: "house", label: "House" },
  { value: "apartment", label: "Apartment & unit" },
  { value: "townhouse", label: "Townhouse" },
  { value: "villa", label: "Villa" },
  { value: "land", label: "Land" },
  { value: "acreage", label: "Acreage & rural" },
] as const;
export type PropertyType = (typeof propertyTypes)[number]["value"];

/** The CRM categories (REAXML `category name`, lower-cased) each property type of the search stands for. */
export const categoriesByType: Record<PropertyType, readonly string[]> = {
  house: ["house", "duplexsemi-detached", "duplex", "semi-detached", "terrace"],
  apartment: ["unit", "apartment", "flat", "studio", "servicedapartment", "blockofunits"],
  townhouse: ["townhouse"],
  villa: ["villa"],
  land: ["land", "residential"],
  acreage: ["acreagesemi-rural", "acreage", "rural", "farm", "lifestyle"],
};

/** The search's property type of a listing's category, or null for one it does not offer ("Retirement", say). */
export function propertyTypeOf(category: string | null): PropertyType | null {
  const name = category?.toLowerCase();
  if (!name) return null;
  return propertyTypes.find((type) => categoriesByType[type.value].includes(name))?.value ?? null;
}

export const sortsByTab: Record<SearchTab, readonly { value: string; label: string }[]> = {
  buy: [
    { value: "newest", label: "Newest" },
    { value: "price-asc", label: "Price (low to high)" },
    { value: "price-desc", label: "Price (high to low)" },
    { value: "inspection", label: "Next open inspection" },
    { value: "auction", label: "Next auction" },
  ],
  rent: [
    { value: "newest", label: "Newest" },
    { value: "price-asc", label: "Rent (low to high)" },
    { value: "price-desc", label: "Rent (high to low)" },
    { value: "inspection", label: "Next open inspection" },
  ],
  sold: [
    { value: "sold-desc", label: "Recently sold" },
    { value: "price-asc", label: "Price (low to high)" },
    { value: "price-desc", label: "Price (high to low)" },
  ],
};

/** The prices the search form offers: sale (and sold) prices, and weekly rents. */
export const offeredPrices: Record<"sale" | "rent", readonly number[]> = {
  sale: [
    300_000, 400_000, 500_000, 600_000, 700_000, 800_000, 900_000, 1_000_000, 1_200_000, 1_400_000, 1_600_000, 1_800_000, 2_000_000,
    2_500_000, 3_000_000, 5_000_000,
  ],
  rent: [300, 400, 500, 550, 600, 650, 700, 750, 800, 900, 1000, 1200, 1500],
};

/**
 * What a search can ask a home to have, among what buyers search for most (a pool, air conditioning, a study, an
 * ensuite): each is the REAXML feature flags that stand for it, as the CRM sends them, or a count of its own.
 */
export const searchFeatures = [
  { value: "pool", label: "Pool", flags: ["pool", "poolInGround", "poolAboveGround"] },
  {
    value: "air-conditioning",
    label: "Air conditioning",
    flags: ["airConditioning", "ductedCooling", "splitSystemAirCon", "reverseCycleAirCon", "evaporativeCooling"],
  },
  { value: "study", label: "Study", flags: ["study"] },
  { value: "ensuite", label: "Ensuite", flags: [] },
  { value: "outdoor-entertaining", label: "Outdoor entertaining", flags: ["outdoorEnt"] },
  { value: "solar", label: "Solar panels", flags: ["solarPanels"] },
] as const;
export type SearchFeature = (typeof searchFeatures)[number]["value"];

/** The smallest blocks of land the search form offers, in m² (4,000 m² is about an acre): homes for sale and sold. */
export const offeredLandSizes = [200, 300, 400, 500, 600, 800, 1000, 2000, 4000] as const;
export type LandSize = (typeof offeredLandSizes)[number];

export const soldWithinMonths = [3, 6, 12] as const;
export const searchPageSize = 12;

/** A search's count as a visitor reads it (1,234), with "+" when the search stopped counting there (1,000+). */
export function resultCount(total: number, capped: boolean): string {
  return `${formatWholeNumber(total)}${capped ? "+" : ""}`;
}
const maxPrice = 100_000_000;
const maxRent = 100_000;
const maxLand = 1_000_000;
const maxLocations = 10;
const maxPage = 1_000;

export interface SearchQuery {
  tab: SearchTab;
  /** Suburb slugs ("oran-park") and postcodes ("2570"), as typed in the address, in order, without repeats. */
  locations: string[];
  priceMin: number | null;
  priceMax: number | null;
  beds: number | null;
  baths: number | null;
  cars: number | null;
  /** At least this much land, in m²: one of `offeredLandSizes` (homes for sale and sold, not rentals). */
  landMin: LandSize | null;
  types: PropertyType[];
  /** Each of these, in the order of `searchFeatures`. */
  features: SearchFeature[];
  excludeUnderOffer: boolean;
  pets: boolean;
  /** yyyy-mm-dd: available on or before this day (rent). */
  availableBy: string | null;
  /** Sold in the last 3, 6 or 12 months (sold). */
  soldWithin: (typeof soldWithinMonths)[number] | null;
  sort: string;
  page: number;
}

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function all(params: Params, name: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(name);
  const value = params[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

const first = (params: Params, name: string) => all(params, name)[0]?.trim() ?? "";

function wholeNumber(text: string, max: number): number | null {
  const digits = text.replace(/[$,\s]/g, "");
  if (!/^\d{1,12}$/.test(digits)) return null;
  const value = Number(digits);
  return value > 0 ? Math.min(value, max) : null;
}

function count(text: string): number | null {
  const value = wholeNumber(text, 10);
  return value === null ? null : value;
}

const isOn = (text: string) => ["1", "on", "true", "yes"].includes(text.toLowerCase());

/** A location token: a postcode, or a suburb slug made of letters and hyphens ("Oran Park" becomes "oran-park"). */
export function locationToken(text: string): string | null {
  const trimmed = text.trim().toLowerCase();
  if (/^\d{4}$/.test(trimmed)) return trimmed;
  const slug = trimmed
    .replace(/,?\s*nsw\b.*$/, "")
    .replace(/[^a-z\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-");
  return slug.length >= 2 && slug.length <= 60 ? slug : null;
}

function isoDay(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : text;
}

export function parseSearchQuery(tab: SearchTab, params: Params): SearchQuery {
  const locations: string[] = [];
  for (const raw of all(params, "location").flatMap((value) => value.split(","))) {
    const token = locationToken(raw);
    if (token && !locations.includes(token) && locations.length < maxLocations) locations.push(token);
  }
  const isRent = tab === "rent";
  let priceMin = wholeNumber(first(params, "min"), isRent ? maxRent : maxPrice);
  let priceMax = wholeNumber(first(params, "max"), isRent ? maxRent : maxPrice);
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const types = propertyTypes.map((t) => t.value).filter((value) => all(params, "type").includes(value));
  const features = searchFeatures.map((f) => f.value).filter((value) => all(params, "feature").includes(value));
  const sorts = sortsByTab[tab].map((s) => s.value);
  const sortParam = first(params, "sort");
  const within = Number(first(params, "within"));
  const land = wholeNumber(first(params, "land"), maxLand);
  const page = wholeNumber(first(params, "page"), maxPage) ?? 1;
  return {
    tab,
    locations,
    priceMin,
    priceMax,
    beds: count(first(params, "beds")),
    baths: count(first(params, "baths")),
    cars: count(first(params, "cars")),
    landMin: isRent ? null : (offeredLandSizes.find((size) => size === land) ?? null),
    types,
    features,
    excludeUnderOffer: tab !== "sold" && isOn(first(params, "exclude-under-offer")),
    pets: isRent && isOn(first(params, "pets")),
    availableBy: isRent ? isoDay(first(params, "available-by")) : null,
    soldWithin: tab === "sold" ? (soldWithinMonths.find((m) => m === within) ?? null) : null,
    sort: sorts.includes(sortParam) ? sortParam : (sorts[0] as string),
    page,
  };
}

/** The address of a search, in canonical order; `page` 1 and the tab's default sort are left out. */
export function searchHref(query: SearchQuery, changes: Partial<SearchQuery> = {}): string {
  const q = { ...query, ...changes };
  return addressOf(q.tab, searchParamsOf(q));
}

/** The address parameters of a search, in canonical order. */
function searchParamsOf(q: SearchQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const location of q.locations) params.append("location", location);
  if (q.priceMin !== null) params.set("min", String(q.priceMin));
  if (q.priceMax !== null) params.set("max", String(q.priceMax));
  if (q.beds !== null) params.set("beds", String(q.beds));
  if (q.baths !== null) params.set("baths", String(q.baths));
  if (q.cars !== null) params.set("cars", String(q.cars));
  if (q.landMin !== null) params.set("land", String(q.landMin));
  for (const type of q.types) params.append("type", type);
  for (const feature of q.features) params.append("feature", feature);
  if (q.excludeUnderOffer) params.set("exclude-under-offer", "1");
  if (q.pets) params.set("pets", "1");
  if (q.availableBy) params.set("available-by", q.availableBy);
  if (q.soldWithin) params.set("within", String(q.soldWithin));
  if (q.sort !== sortsByTab[q.tab][0]?.value) params.set("sort", q.sort);
  if (q.page > 1) params.set("page", String(q.page));
  return params;
}

function addressOf(tab: SearchTab, params: URLSearchParams): string {
  const text = params.toString();
  return `/${tab}${text ? `?${text}` : ""}`;
}

/** The tab a path segment names ("buy"), or null when it names none. */
export function searchTabNamed(name: string): SearchTab | null {
  return searchTabs.find((tab) => tab === name) ?? null;
}

/** The names a search reads from its address; any other (utm_source, a campaign's tag) is the visitor's own. */
const searchParamNames = new Set([
  "location",
  "min",
  "max",
  "beds",
  "baths",
  "cars",
  "land",
  "type",
  "feature",
  "exclude-under-offer",
  "pets",
  "available-by",
  "within",
  "sort",
  "page",
]);

/**
 * Where an address of the search page `tab` should be, or null when it is there: a form sent without JavaScript
 * names every field, empty ones included (`?location=oran-park&min=&max=&beds=3&baths=`), and a hand-typed or older
 * address may hold values out of order or out of range. The search's own parameters are written as `searchHref`
 * writes them; any other is kept after them, so a campaign's tags survive. Its own answer is null: no loop.
 */
export function canonicalSearchAddress(tab: SearchTab, params: URLSearchParams): string | null {
  const canonical = searchParamsOf(parseSearchQuery(tab, params));
  for (const [name, value] of params) if (!searchParamNames.has(name)) canonical.append(name, value);
  return canonical.toString() === params.toString() ? null : addressOf(tab, canonical);
}

/** Every filter at "any": what a search keeps of itself when its filters are cleared (its places, tab and sort stay). */
export const noFilters = {
  priceMin: null,
  priceMax: null,
  beds: null,
  baths: null,
  cars: null,
  landMin: null,
  types: [],
  features: [],
  excludeUnderOffer: false,
  pets: false,
  availableBy: null,
  soldWithin: null,
} satisfies Partial<SearchQuery>;

/** How many filters narrow the search (places and the sort are not filters): shown on the folded "Filters" of a phone. */
export function activeFilterCount(query: SearchQuery): number {
  return (
    [query.priceMin, query.priceMax, query.beds, query.baths, query.cars, query.landMin, query.availableBy, query.soldWithin].filter(
      (v) => v !== null,
    ).length +
    query.types.length +
    query.features.length +
    (query.excludeUnderOffer ? 1 : 0) +
    (query.pets ? 1 : 0)
  );
}

/** Whether anything narrows the search beyond its tab (an empty result then offers to widen it). */
export function isNarrowed(query: SearchQuery): boolean {
  return query.locations.length > 0 || activeFilterCount(query) > 0;
}
