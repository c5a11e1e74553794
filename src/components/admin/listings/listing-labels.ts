import type { ListingStatus } from "@/server/db/schema/listings";

/** A listing's status in the admin's words. */
export const listingStatusLabels: Record<ListingStatus, string> = {
  current: "On the market",
  sold: "Sold",
  leased: "Leased",
  withdrawn: "Withdrawn",
  offmarket: "Off market",
  deleted: "Deleted in the CRM",
};

/** A feed file's status in the admin's words. */
export const feedFileStatusLabels: Record<string, string> = {
  received: "Waiting to be applied",
  applied: "Applied",
  partially_applied: "Partly applied",
  failed: "Failed (nothing changed)",
  quarantined: "Quarantined (agent ids not allowed)",
};
