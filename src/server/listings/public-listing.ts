import "server-only";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "@/server/db";
import { listingAgents, listingInspections, listingMedia, listings, properties, teamMembers } from "@/server/db/schema";

/*
 * The one read of listings for the public site and anything sent to a browser. It selects named public columns
 * only: the search price (`listings.search_price`), the hold reasons and the admin's flags are never read here, and a
 * listing whose address is hidden comes without street, number or coordinates. What a visitor may see of the price
 * is a label worked out here (the feed's text, the advertised figure, or "Contact agent"), never the number behind it.
 */

const publicColumns = {
  id: listings.id,
  kind: listings.kind,
  channel: listings.channel,
  status: listings.status,
  underOffer: listings.underOffer,
  authority: listings.authority,
  category: listings.category,
  headline: listings.headline,
  description: listings.description,
  suburb: listings.suburb,
  postcode: listings.postcode,
  state: listings.state,
  addressDisplay: listings.addressDisplay,
  bedrooms: listings.bedrooms,
  isStudio: listings.isStudio,
  bathrooms: listings.bathrooms,
  ensuites: listings.ensuites,
  toilets: listings.toilets,
  garages: listings.garages,
  carports: listings.carports,
  openSpaces: listings.openSpaces,
  livingAreas: listings.livingAreas,
  landAreaM2: listings.landAreaM2,
  buildingAreaM2: listings.buildingAreaM2,
  energyRating: listings.energyRating,
  features: listings.features,
  otherFeatures: listings.otherFeatures,
  // Read only to build the label below; never returned.
  priceDisplay: listings.priceDisplay,
  priceText: listings.priceText,
  rentWeekly: listings.rentWeekly,
  rentDisplay: listings.rentDisplay,
  bond: listings.bond,
  availableFrom: listings.availableFrom,
  auctionAt: listings.auctionAt,
  soldAt: listings.soldAt,
  soldPrice: listings.soldPrice,
  soldPriceDisplay: listings.soldPriceDisplay,
  videoUrl: listings.videoUrl,
  externalLinks: listings.externalLinks,
  listedAt: listings.listedAt,
  subNumber: properties.subNumber,
  streetNumber: properties.streetNumber,
  street: properties.street,
  lat: properties.lat,
  lng: properties.lng,
};

type PublicRow = {
  [K in keyof typeof publicColumns]: (typeof publicColumns)[K]["_"]["notNull"] extends true ? (typeof publicColumns)[K]["_"]["data"] : (typeof publicColumns)[K]["_"]["data"] | null;
};

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
}

const money = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

export function priceLabel(row: Pick<PublicRow, "status" | "channel" | "priceDisplay" | "priceText" | "rentWeekly" | "rentDisplay" | "soldPrice" | "soldPriceDisplay" | "authority" | "auctionAt">, advertisedPrice: number | null): string {
  if (row.status === "sold") {
    return row.soldPriceDisplay === "yes" && row.soldPrice !== null ? `Sold for ${money.format(row.soldPrice)}` : "Sold, price withheld";
  }
  if (row.status === "leased") return "Leased";
  if (row.channel === "lease") {
    if (row.rentDisplay && row.rentWeekly !== null) return `${money.format(row.rentWeekly)} per week`;
    return "Contact agent";
  }
  if (!row.priceDisplay) return row.authority === "auction" ? "Auction" : "Contact agent";
  if (row.priceText) return row.priceText;
  if (advertisedPrice !== null) return money.format(advertisedPrice);
  return row.authority === "auction" ? "Auction" : "Contact agent";
}

function toPublic(row: PublicRow, advertisedPrice: number | null): PublicListing {
  const shown = row.addressDisplay;
  const streetLine = shown ? [row.subNumber && row.streetNumber ? `${row.subNumber}/${row.streetNumber}` : row.streetNumber, row.street].filter(Boolean).join(" ") : "";
  const place = [row.suburb, [row.state, row.postcode].filter(Boolean).join(" ")].filter(Boolean).join(" ");
  return {
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    status: row.status,
    underOffer: row.underOffer,
    category: row.category,
    headline: row.headline,
    description: row.description,
    address: [streetLine, place].filter(Boolean).join(", "),
    street: shown ? { subNumber: row.subNumber, streetNumber: row.streetNumber, street: row.street } : null,
    location: shown && row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
    suburb: row.suburb,
    postcode: row.postcode,
    bedrooms: row.bedrooms,
    isStudio: row.isStudio,
    bathrooms: row.bathrooms,
    carSpaces: row.garages === null && row.carports === null && row.openSpaces === null ? null : (row.garages ?? 0) + (row.carports ?? 0) + (row.openSpaces ?? 0),
    landAreaM2: row.landAreaM2,
    buildingAreaM2: row.buildingAreaM2,
    features: row.features,
    otherFeatures: row.otherFeatures,
    priceLabel: priceLabel(row, advertisedPrice),
    bond: row.channel === "lease" ? row.bond : null,
    availableFrom: row.availableFrom,
    auctionAt: row.auctionAt,
    soldAt: row.soldAt,
    videoUrl: row.videoUrl,
    externalLinks: row.externalLinks,
    listedAt: row.listedAt,
  };
}

/**
 * The advertised figure of a sale listing whose feed shows its price with no text of its own (REAXML: `price
 * display="yes"` and no `priceView`): then the figure is the advertisement itself, so it is read, for that case only.
 */
async function advertisedPrices(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: listings.id, price: listings.searchPrice })
    .from(listings)
    .where(and(inArray(listings.id, ids), eq(listings.priceDisplay, true), isNull(listings.priceText), eq(listings.channel, "sale"), eq(listings.status, "current")));
  return new Map(rows.filter((r) => r.price !== null).map((r) => [r.id, r.price as number]));
}

const visible = and(eq(listings.published, true), eq(listings.adminHidden, false));

/** One published listing as the public may see it; null when it is not published (held, hidden, withdrawn) or unknown. */
export async function getPublicListing(db: Db, id: string): Promise<(PublicListing & { photos: PublicMedia[]; agents: PublicAgent[]; inspections: PublicInspection[] }) | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db.select(publicColumns).from(listings).leftJoin(properties, eq(properties.id, listings.propertyId)).where(and(eq(listings.id, id), visible));
  if (!row) return null;
  const prices = await advertisedPrices(db, [row.id]);
  const [photos, agents, inspections] = await Promise.all([publicMedia(db, id), publicAgents(db, id), publicInspections(db, id)]);
  return { ...toPublic(row, prices.get(row.id) ?? null), photos, agents, inspections };
}

/** Published listings of one channel and status, newest first. */
export async function listPublicListings(db: Db, options: { channel: "sale" | "lease"; status?: "current" | "sold" | "leased"; limit?: number }): Promise<PublicListing[]> {
  const rows = await db
    .select(publicColumns)
    .from(listings)
    .leftJoin(properties, eq(properties.id, listings.propertyId))
    .where(and(visible, eq(listings.channel, options.channel), eq(listings.status, options.status ?? "current")))
    .orderBy(desc(listings.listedAt))
    .limit(Math.min(options.limit ?? 50, 200));
  const prices = await advertisedPrices(db, rows.map((r) => r.id));
  return rows.map((row) => toPublic(row, prices.get(row.id) ?? null));
}

export interface PublicMedia {
  kind: string;
  slot: string;
  imageId: string | null;
}

async function publicMedia(db: Db, listingId: string): Promise<PublicMedia[]> {
  return db
    .select({ kind: listingMedia.kind, slot: listingMedia.slot, imageId: listingMedia.imageId })
    .from(listingMedia)
    .where(and(eq(listingMedia.listingId, listingId), isNull(listingMedia.removedAt)))
    .orderBy(asc(listingMedia.kind), asc(listingMedia.slot));
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
