/**
 * The columns of a lead (the `enquiries` table, src/server/db/schema/leads.ts) that the person who sent it filled in,
 * with the label staff read each under, in the order the admin's lead card, the agency's e-mail and the CSV export
 * show them. `listing` is the `listing_id` column, shown as the home's address. The server types these columns from
 * the schema (src/server/leads/lead-columns.ts), so a name here that the table lacks does not compile.
 */
export const leadColumnLabels = {
  fullName: "Name",
  email: "Email",
  phone: "Phone",
  address: "Address",
  listing: "Listing",
  position: "Position",
  enquiryType: "Enquiry type",
  message: "Message",
} as const;

export type LeadColumnName = keyof typeof leadColumnLabels;

export const leadColumnNames = Object.keys(leadColumnLabels) as LeadColumnName[];
