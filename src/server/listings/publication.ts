import type { ListingStatus } from "@/server/db/schema";

/*
 * Whether a listing is on the public site, in one place for the feed's merge and the admin's decisions
 * (docs/listings.md): on the market, sold or leased; with an address; not hidden by staff; and not held by the NSW
 * gate — unless staff approved exactly the reasons the gate gives now (decision record 021).
 */

const publicStatuses: readonly ListingStatus[] = ["current", "sold", "leased"];

function sameReasons(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((reason, index) => reason === b[index]);
}

/** Held: the gate gives reasons, and they are not the ones staff approved. */
export function isHeld(holdReasons: readonly string[], approvedReasons: readonly string[] | null): boolean {
  if (holdReasons.length === 0) return false;
  return approvedReasons === null || !sameReasons(holdReasons, approvedReasons);
}

export interface PublicationInput {
  status: ListingStatus;
  holdReasons: readonly string[];
  holdApprovedReasons: readonly string[] | null;
  adminHidden: boolean;
  propertyId: string | null;
}

export function isPublishable(listing: PublicationInput): boolean {
  return (
    publicStatuses.includes(listing.status) &&
    !isHeld(listing.holdReasons, listing.holdApprovedReasons) &&
    !listing.adminHidden &&
    Boolean(listing.propertyId)
  );
}
