/*
 * A listing's address on the site: `/listings/12-example-street-gregory-hills-nsw-2557-<id>`. The words are for people
 * and search engines; only the id at the end is read back, so a listing whose address changes keeps working (its page
 * names the current address as canonical).
 */
const uuidAtEnd = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function listingSlug(listing: { id: string; address: string }): string {
  const words = listing.address
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return words ? `${words}-${listing.id}` : listing.id;
}

/** The listing id a slug ends with, or null. */
export function listingIdFromSlug(slug: string): string | null {
  return uuidAtEnd.exec(slug)?.[1]?.toLowerCase() ?? null;
}

export const listingPath = (slug: string) => `/listings/${slug}`;
