import "server-only";
import type { Db } from "@/server/db";
import { listingIdFromSlug } from "@/lib/listings/listing-slug";
import { getPublicListing, listingGoneSuburb } from "./public-listing";

export type ListingPageAnswer =
  | { kind: "listing"; listing: NonNullable<Awaited<ReturnType<typeof getPublicListing>>> }
  /** Withdrawn, off the market, hidden or held: 410, with a way to its suburb's search. */
  | { kind: "gone"; suburb: string | null }
  | { kind: "missing" };

/** What /listings/{slug} shows: the listing, a listing that has left the market, or nothing. */
export async function listingPageAnswer(db: Db, slug: string): Promise<ListingPageAnswer> {
  const id = listingIdFromSlug(slug);
  if (!id) return { kind: "missing" };
  const listing = await getPublicListing(db, id);
  if (listing) return { kind: "listing", listing };
  const gone = await listingGoneSuburb(db, id);
  return gone?.gone ? { kind: "gone", suburb: gone.suburb } : { kind: "missing" };
}
