import "server-only";
import { leadColumnNames, type LeadColumnName } from "@/lib/leads/lead-columns";
import type { enquiries } from "@/server/db/schema";

type Enquiry = typeof enquiries.$inferSelect;

/** The columns the sender fills in, besides the listing (src/lib/leads/lead-columns.ts). */
export type LeadContactColumn = Exclude<LeadColumnName, "listing">;

/** A lead's sender-filled values, typed by the `enquiries` table. */
export type LeadContact = Pick<Enquiry, LeadContactColumn>;

export const leadContactColumns = leadColumnNames.filter((name): name is LeadContactColumn => name !== "listing");

/** Just the sender-filled columns of a lead row. */
export function leadContactOf(row: LeadContact): LeadContact {
  return Object.fromEntries(leadContactColumns.map((column) => [column, row[column]])) as LeadContact;
}
