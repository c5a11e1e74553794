import "server-only";
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { Db, DbOrTx } from "@/server/db";
import { keptPlan } from "@/server/db/kept-plans";
import {
  listingAgents,
  listingImages,
  listingInspections,
  listingMedia,
  listings,
  properties,
  teamMembers,
  type ListingImageVariant,
} from "@/server/db/schema";
import { listingSlug } from "@/lib/listings/listing-slug";
import { formatDollars } from "@/lib/format/number";

/*
 * The one read of listings for the public site and anything sent to a browser. It selects named public columns
 * only: the search price (`listings.search_price`), the hold reasons and the admin's flags are never read here, and a
 * listing whose address is hidden comes without street, number or coordinates. What a visitor may see of the price
 * is a label worked out here (the feed's text, the advertised figure, or "Contact agent"), never the number behind it.
 */

/** What a card shows (src/components/listings/listing-card.tsx), and what its price label and address are made of. */
const cardColumns = {
  id: listings.id,
  kind: listings.kind,
  channel: listings.channel,
  status: listings.status,
  underOffer: listings.underOffer,
  authority: listings.authority,
  headline: listings.headline,
  suburb: listings.suburb,
  postcode: listings.postcode,
  state: listings.state,
  addressDisplay: listings.addressDisplay,
  bedrooms: listings.bedrooms,
  isStudio: listings.isStudio,
  bathrooms: listings.bathrooms,
  garages: listings.garages,
  carports: listings.carports,
  openSpaces: listings.openSpaces,
  landAreaM2: listings.landAreaM2,
  // Read only to build the label below; never returned.
  priceDisplay: listings.priceDisplay,
  priceText: listings.priceText,
  rentWeekly: listings.rentWeekly,
  rentDisplay: listings.rentDisplay,
  auctionAt: listings.auctionAt,
  soldAt: listings.soldAt,
  soldPrice: listings.soldPrice,
  soldPriceDisplay: listings.soldPriceDisplay,
  listedAt: listings.listedAt,
  subNumber: properties.subNumber,
  streetNumber: properties.streetNumber,
  street: properties.street,
};

/**
 * What a listing's page shows besides: a search page reads twelve cards on every request it is not kept for, so cards
 * leave out the description and the rest of the page's columns.
 */
const publicColumns = {
  ...cardColumns,
  category: listings.category,
  description: listings.description,
  ensuites: listings.ensuites,
  toilets: listings.toilets,
  livingAreas: listings.livingAreas,
  buildingAreaM2: listings.buildingAreaM2,
  energyRating: listings.energyRating,
  features: listings.features,
  otherFeatures: listings.otherFeatures,
  bond: listings.bond,
  availableFrom: listings.availableFrom,
  videoUrl: listings.videoUrl,
  externalLinks: listings.externalLinks,
  lat: properties.lat,
  lng: properties.lng,
};

/** A row of `columns` as drizzle returns it. */
type RowOf<Columns extends Record<string, { _: { notNull: boolean; data: unknown } }>> = {
  [K in keyof Columns]: Columns[K]["_"]["notNull"] extends true ? Columns[K]["_"]["data"] : Columns[K]["_"]["data"] | null;
};
type PublicRow = RowOf<typeof publicColumns>;
type CardColumnsRow = RowOf<typeof cardColumns>;

/** What a card shows of a listing (its photo and next open home aside: PublicListingCard). */
export type PublicListingSummary = Pick<
  PublicListing,
  | "id"
  | "kind"
  | "channel"
  | "status"
  | "underOffer"
  | "headline"
  | "address"
  | "suburb"
  | "postcode"
  | "bedrooms"
  | "isStudio"
  | "bathrooms"
  | "carSpaces"
  | "landAreaM2"
  | "priceLabel"
  | "auctionAt"
  | "soldAt"
  | "listedAt"
  | "soldMethod"
  | "slug"
>;

export interface PublicListing {
  id: string;
  kind: string;
  channel: "sale" | "lease";
  status: string;
  underOffer: boolean;
  category: string | null;
  headline: string | null;
  description: string | null;
  /** "12 Example Street, Gregory Hills NSW 2557", or only the suburb when the address is hidden. */
  address: string;
  street: { subNumber: string | null; streetNumber: string | null; street: string | null } | null;
  location: { lat: number; lng: number } | null;
  suburb: string | null;
  postcode: string | null;
  bedrooms: number | null;
  isStudio: boolean;
  bathrooms: number | null;
  carSpaces: number | null;
  landAreaM2: number | null;
  buildingAreaM2: number | null;
  features: string[];
  otherFeatures: string | null;
  /** What a visitor reads for the price. */
  priceLabel: string;
  bond: number | null;
  availableFrom: string | null;
  auctionAt: Date | null;
  soldAt: string | null;
  videoUrl: string | null;
  externalLinks: string[];
  listedAt: Date | null;
  /** How it sold ("auction", "private treaty"), for a sold listing only. */
  soldMethod: "auction" | "private treaty" | null;
  /** `/listings/{slug}`: the address in words, then the id. */
  slug: string;
}

export function priceLabel(
  row: Pick<
    PublicRow,
    | "status"
    | "channel"
    | "priceDisplay"
    | "priceText"
    | "rentWeekly"
    | "rentDisplay"
    | "soldPrice"
    | "soldPriceDisplay"
    | "authority"
    | "auctionAt"
  >,
  advertisedPrice: number | null,
): string {
  if (row.status === "sold") {
    return row.soldPriceDisplay === "yes" && row.soldPrice !== null ? `Sold for ${formatDollars(row.soldPrice)}` : "Sold, price withheld";
  }
  if (row.status === "leased") return "Leased";
  if (row.channel === "lease") {
    if (row.rentDisplay && row.rentWeekly !== null) return `${formatDollars(row.rentWeekly)} per week`;
    return "Contact agent";
  }
  if (!row.priceDisplay) return row.authority === "auction" ? "Auction" : "Contact agent";
  if (row.priceText) return row.priceText;
  if (advertisedPrice !== null) return formatDollars(advertisedPrice);
  return row.authority === "auction" ? "Auction" : "Contact agent";
}

type AddressRow = Pick<PublicRow, "addressDisplay" | "subNumber" | "streetNumber" | "street" | "suburb" | "state" | "postcode">;

/** The street line a visitor may read (empty when the address is hidden) and the place ("Oran Park NSW 2570"). */
function addressParts(row: AddressRow): { streetLine: string; place: string } {
  const streetLine = row.addressDisplay
    ? [row.subNumber && row.streetNumber ? `${row.subNumber}/${row.streetNumber}` : row.streetNumber, row.street].filter(Boolean).join(" ")
    : "";
  const place = [row.suburb, [row.state, row.postcode].filter(Boolean).join(" ")].filter(Boolean).join(" ");
  return { streetLine, place };
}

/** A listing's `/listings/{slug}` slug, as its page and cards link to it. */
export function publicListingSlug(row: AddressRow & { id: string }): string {
  const { streetLine, place } = addressParts(row);
  return listingSlug({ id: row.id, address: [streetLine, place].filter(Boolean).join(" ") });
}

/** The card's part of a listing as the public may see it. */
function toPublicCard(row: CardColumnsRow, advertisedPrice: number | null): PublicListingSummary {
  const { streetLine, place } = addressParts(row);
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    status: row.status,
    underOffer: row.underOffer,
    headline: row.headline,
    address: [streetLine, place].filter(Boolean).join(", "),
    suburb: row.suburb,
    postcode: row.postcode,
    bedrooms: row.bedrooms,
    isStudio: row.isStudio,
    bathrooms: row.bathrooms,
    carSpaces:
      row.garages === null && row.carports === null && row.openSpaces === null
        ? null
        : (row.garages ?? 0) + (row.carports ?? 0) + (row.openSpaces ?? 0),
    landAreaM2: row.landAreaM2,
    priceLabel: priceLabel(row, advertisedPrice),
    auctionAt: row.auctionAt,
    soldAt: row.soldAt,
    listedAt: row.listedAt,
    soldMethod: row.status === "sold" ? (row.authority === "auction" ? "auction" : "private treaty") : null,
    slug: publicListingSlug(row),
  };
}

function toPublic(row: PublicRow, advertisedPrice: number | null): PublicListing {
  const shown = row.addressDisplay;
  return {
    ...toPublicCard(row, advertisedPrice),
    category: row.category,
    description: row.description,
    street: shown ? { subNumber: row.subNumber, streetNumber: row.streetNumber, street: row.street } : null,
    location: shown && row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    buildingAreaM2: row.buildingAreaM2,
    features: row.features,
    otherFeatures: row.otherFeatures,
    bond: row.channel === "lease" ? row.bond : null,
    availableFrom: row.availableFrom,
    videoUrl: row.videoUrl,
    externalLinks: row.externalLinks,
  };
}

/**
 * The advertised figure of a sale listing whose feed shows its price with no text of its own (REAXML: `price
 * display="yes"` and no `priceView`): then the figure is the advertisement itself, so it is read, for that case only,
 * to build the price label (never returned).
 */
const advertisedPrice = sql<
  number | null
>`case when ${listings.priceDisplay} and ${listings.priceText} is null and ${listings.channel} = 'sale' and ${listings.status} = 'current' then ${listings.searchPrice} end`;

/**
 * Published and not hidden by staff: what the public may see, written as the search indexes' predicate reads
 * (listings_search_*_idx), so that the search's plan can use them (./search/search-listings.ts).
 */
export const visible = sql`${listings.published} and not ${listings.adminHidden}`;

/** One published listing as the public may see it; null when it is not published (held, hidden, withdrawn) or unknown. */
export async function getPublicListing(
  db: Db,
  id: string,
): Promise<(PublicListing & { photos: PublicMedia[]; agents: PublicAgent[]; inspections: PublicInspection[] }) | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select({ ...publicColumns, advertisedPrice })
    .from(listings)
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .where(and(eq(listings.id, id), visible));
  if (!row) return null;
  const [photos, agents, inspections] = await Promise.all([publicMedia(db, id), publicAgents(db, id), publicInspections(db, id)]);
  return { ...toPublic(row, row.advertisedPrice), photos, agents, inspections };
}

/** Published listings of one channel and status, newest first. */
export async function listPublicListings(
  db: Db,
  options: { channel: "sale" | "lease"; status?: "current" | "sold" | "leased"; limit?: number },
): Promise<PublicListing[]> {
  const rows = await db
    .select({ ...publicColumns, advertisedPrice })
    .from(listings)
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .where(and(visible, eq(listings.channel, options.channel), eq(listings.status, options.status ?? "current")))
    .orderBy(desc(listings.listedAt))
    .limit(Math.min(options.limit ?? 50, 200));
  return rows.map((row) => toPublic(row, row.advertisedPrice));
}

/** A stored photo's web sizes: absent while the photo worker has not stored it yet (the page then draws a fallback). */
export interface PublicImage {
  width: number;
  height: number;
  placeholder: string | null;
  variants: ListingImageVariant[];
}

export interface PublicMedia {
  kind: string;
  slot: string;
  imageId: string | null;
  image: PublicImage | null;
}

/** The main photo (`m`) first, then a–z; floor plans 1–2. */
const slotOrder = sql`case when ${listingMedia.slot} = 'm' then 0 else 1 end`;

async function publicMedia(db: Db, listingId: string): Promise<PublicMedia[]> {
  const rows = await db
    .select({
      kind: listingMedia.kind,
      slot: listingMedia.slot,
      imageId: listingMedia.imageId,
      width: listingImages.width,
      height: listingImages.height,
      placeholder: listingImages.placeholder,
      variants: listingImages.variants,
    })
    .from(listingMedia)
    .leftJoin(listingImages, and(sql`${listingImages.id}::text = ${listingMedia.imageId}`, eq(listingImages.status, "stored")))
    .where(and(eq(listingMedia.listingId, listingId), isNull(listingMedia.removedAt), inArray(listingMedia.kind, ["photo", "floorplan"])))
    .orderBy(asc(listingMedia.kind), slotOrder, asc(listingMedia.slot));
  return rows.map(({ width, height, placeholder, variants, ...media }) => ({
    ...media,
    image: width !== null && height !== null && variants && variants.length > 0 ? { width, height, placeholder, variants } : null,
  }));
}

/** A listing's main photo as stored (the first stored photo, `m` first), for its card. */
const mainPhoto = sql<{
  width: number | null;
  height: number | null;
  placeholder: string | null;
  variants: ListingImageVariant[] | null;
} | null>`(select json_build_object('width', ${listingImages.width}, 'height', ${listingImages.height}, 'placeholder', ${listingImages.placeholder}, 'variants', ${listingImages.variants})
  from ${listingMedia} inner join ${listingImages} on ${listingImages.id}::text = ${listingMedia.imageId} and ${listingImages.status} = 'stored'
  where ${listingMedia.listingId} = ${listings.id} and ${listingMedia.kind} = 'photo' and ${listingMedia.removedAt} is null
  order by ${slotOrder}, ${listingMedia.slot} limit 1)`;

/** A listing's next open inspection from `now`, for its card. */
const nextInspection = (now: Date) =>
  sql<{
    startsAt: string;
    endsAt: string | null;
  } | null>`(select json_build_object('startsAt', ${listingInspections.startsAt}, 'endsAt', ${listingInspections.endsAt})
  from ${listingInspections}
  where ${listingInspections.listingId} = ${listings.id} and ${listingInspections.kind} = 'open' and ${listingInspections.removedAt} is null and ${listingInspections.startsAt} > ${now.toISOString()}
  order by ${listingInspections.startsAt} limit 1)`;

export interface PublicListingCard extends PublicListingSummary {
  mainPhoto: PublicImage | null;
  nextInspection: { startsAt: Date; endsAt: Date | null } | null;
}

/**
 * The published listings among `ids`, as cards, in the order of `ids` (a search decides the order; this read decides
 * what may be shown). Ids that are not published are left out.
 */
export async function listPublicListingCards(db: DbOrTx, ids: readonly string[], now: Date = new Date()): Promise<PublicListingCard[]> {
  if (ids.length === 0) return [];
  // One statement for the cards: a search page reads them on every request it is not kept for.
  const rows = await db
    .select({ ...cardColumns, advertisedPrice, mainPhoto, nextInspection: nextInspection(now) })
    .from(listings)
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .where(and(inArray(listings.id, [...ids]), visible));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row)] : [];
  });
}

type CardRow = CardColumnsRow & {
  advertisedPrice: number | null;
  mainPhoto: { width: number | null; height: number | null; placeholder: string | null; variants: ListingImageVariant[] | null } | null;
  nextInspection: { startsAt: string; endsAt: string | null } | null;
};

function toCard(row: CardRow): PublicListingCard {
  const photo = row.mainPhoto;
  const next = row.nextInspection;
  return {
    ...toPublicCard(row, row.advertisedPrice),
    mainPhoto:
      photo && photo.width !== null && photo.height !== null && photo.variants && photo.variants.length > 0
        ? { width: photo.width, height: photo.height, placeholder: photo.placeholder, variants: photo.variants }
        : null,
    nextInspection: next ? { startsAt: new Date(next.startsAt), endsAt: next.endsAt === null ? null : new Date(next.endsAt) } : null,
  };
}

/**
 * A page of cards and a figure in one statement (a search's page and its count): `page` is a query of listing ids
 * (`id`) in the page's order, already limited; `figure` a query of one number. Ids that are not published are left out.
 */
export async function readPublicListingCardPage(
  db: Db,
  page: SQL,
  figure: SQL,
  now: Date = new Date(),
): Promise<{ figure: number; cards: PublicListingCard[] }> {
  // The figure's one row, joined to the page's cards: it comes back even when the page is empty.
  const rows = await db
    .select({
      figure: sql<number>`figure.n`.mapWith(Number),
      ...cardColumns,
      advertisedPrice,
      mainPhoto,
      nextInspection: nextInspection(now),
    })
    .from(sql`(select ${keptPlan} (${figure}) as n) as figure`)
    .leftJoin(sql`(select page.id, row_number() over () as rank from (${page}) as page) as ranked`, sql`true`)
    .leftJoin(listings, and(sql`${listings.id} = ranked.id`, visible))
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .orderBy(sql`ranked.rank`);
  // A row without a listing: the page is empty (or its listing was unpublished since).
  const cards = (rows as Array<CardRow & { figure: number; id: string | null }>).filter((row) => row.id !== null).map(toCard);
  return { figure: rows[0]?.figure ?? 0, cards };
}

/** Whether a listing exists but is no longer on the market for good (withdrawn, off the market, deleted): 410 for its page. */
export async function listingGoneSuburb(db: Db, id: string): Promise<{ gone: boolean; suburb: string | null } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select({ status: listings.status, published: listings.published, adminHidden: listings.adminHidden, suburb: listings.suburb })
    .from(listings)
    .where(eq(listings.id, id));
  if (!row) return null;
  return { gone: ["withdrawn", "offmarket", "deleted"].includes(row.status) || row.adminHidden || !row.published, suburb: row.suburb };
}

export interface PublicAgent {
  name: string | null;
  phones: { type: string; number: string }[];
  email: string | null;
  teamSlug: string | null;
}

async function publicAgents(db: Db, listingId: string): Promise<PublicAgent[]> {
  return db
    .select({ name: listingAgents.name, phones: listingAgents.phones, email: listingAgents.email, teamSlug: teamMembers.slug })
    .from(listingAgents)
    .leftJoin(teamMembers, eq(teamMembers.id, listingAgents.teamMemberId))
    .where(and(eq(listingAgents.listingId, listingId), isNull(listingAgents.removedAt)))
    .orderBy(asc(listingAgents.position));
}

export interface PublicInspection {
  kind: "open" | "by_appointment";
  startsAt: Date | null;
  endsAt: Date | null;
}

async function publicInspections(db: Db, listingId: string): Promise<PublicInspection[]> {
  return db
    .select({ kind: listingInspections.kind, startsAt: listingInspections.startsAt, endsAt: listingInspections.endsAt })
    .from(listingInspections)
    .where(and(eq(listingInspections.listingId, listingId), isNull(listingInspections.removedAt)))
    .orderBy(asc(listingInspections.startsAt));
}

/** The listings a search engine may list: published, current or a sold or leased result page. */
const listedPage = and(visible, inArray(listings.status, ["current", "sold", "leased"]));

/**
 * Every page a search engine may list: published listings (current, or sold and leased result pages), oldest first,
 * with when each last changed; or only `range` of them, in the same order.
 */
export async function listPublicListingPages(
  db: Db,
  range?: { offset: number; limit: number },
): Promise<Array<{ slug: string; updatedAt: Date }>> {
  const query = db
    .select({
      id: listings.id,
      updatedAt: listings.updatedAt,
      addressDisplay: listings.addressDisplay,
      subNumber: properties.subNumber,
      streetNumber: properties.streetNumber,
      street: properties.street,
      suburb: listings.suburb,
      state: listings.state,
      postcode: listings.postcode,
    })
    .from(listings)
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .where(listedPage)
    // Oldest first: a new listing comes last, so the sitemap's earlier parts keep what they list.
    .orderBy(asc(listings.createdAt), asc(listings.id))
    .$dynamic();
  const rows = range ? await query.offset(range.offset).limit(range.limit) : await query;
  return rows.map((row) => {
    const { streetLine, place } = addressParts(row);
    return { slug: listingSlug({ id: row.id, address: [streetLine, place].filter(Boolean).join(" ") }), updatedAt: row.updatedAt };
  });
}

/**
 * How many listing pages `listPublicListingPages` lists, and the latest change among each run of `size` of them in its
 * order after `skip` other addresses (the sitemap's parts): counted and grouped in the database, no address built.
 */
export async function summarizePublicListingPages(
  db: Db,
  skip: number,
  size: number,
): Promise<{ count: number; latestByPart: Map<number, Date> }> {
  const part = sql<number>`((row_number() over (order by ${listings.createdAt}, ${listings.id}) - 1 + ${skip}) / ${size})::int`;
  const numbered = db
    .select({ part: part.as("part"), updatedAt: listings.updatedAt })
    .from(listings)
    .where(listedPage)
    .as("numbered");
  const rows = await db
    .select({ part: numbered.part, count: sql<number>`count(*)::int`, latest: sql`max(${numbered.updatedAt})`.mapWith(listings.updatedAt) })
    .from(numbered)
    .groupBy(numbered.part);
  return {
    count: rows.reduce((sum, row) => sum + row.count, 0),
    latestByPart: new Map(rows.map((row) => [row.part, row.latest])),
  };
}
