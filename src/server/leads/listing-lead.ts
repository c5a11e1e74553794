import "server-only";
import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "@/server/db/connect";
import { listingInspections } from "@/server/db/schema";
import { getPublicListing } from "@/server/listings/public-listing";

/** The listing a lead is about, as routing and the acknowledgement need it. */
export interface LeadListing {
  id: string;
  address: string;
  slug: string;
  /** Open inspections still to come, soonest first. */
  inspections: { startsAt: Date; endsAt: Date | null }[];
}

/**
 * The listing a visitor enquires about, if the public may see it (current, sold or leased; not held or hidden): a
 * withdrawn home takes no enquiries. (Who answers it is routing's part: src/server/leads/lead-routing.ts.)
 */
export async function leadListing(db: Db, listingId: string, now: Date): Promise<LeadListing | null> {
  const listing = await getPublicListing(db, listingId);
  if (!listing) return null;
  const inspections = await db
    .select({ startsAt: listingInspections.startsAt, endsAt: listingInspections.endsAt })
    .from(listingInspections)
    .where(
      and(
        eq(listingInspections.listingId, listingId),
        eq(listingInspections.kind, "open"),
        isNull(listingInspections.removedAt),
        gt(listingInspections.startsAt, now),
      ),
    )
    .orderBy(asc(listingInspections.startsAt));
  return {
    id: listing.id,
    address: listing.address,
    slug: listing.slug,
    inspections: inspections.flatMap((i) => (i.startsAt ? [{ startsAt: i.startsAt, endsAt: i.endsAt }] : [])),
  };
}
