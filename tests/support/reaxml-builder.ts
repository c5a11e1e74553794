/*
 * Synthetic REAXML for tests that need listings of their own making (the admin's tests seed through the feed, as a
 * CRM would). Only what those tests need: a sale or a rental with an address, a price text and one listing agent.
 */

export interface SyntheticListing {
  kind?: "residential" | "rental";
  agentId?: string;
  uniqueId: string;
  /** "2026-11-20-09:00:00" (Sydney time). */
  modTime: string;
  status?: "current" | "sold" | "withdrawn";
  streetNumber?: string;
  street?: string;
  suburb?: string;
  headline?: string;
  priceView?: string;
  price?: number;
  rentWeekly?: number;
  rentDisplay?: boolean;
  agent?: { name: string; email: string };
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function listingXml(listing: SyntheticListing): string {
  const kind = listing.kind ?? "residential";
  const parts = [
    `<agentID>${escape(listing.agentId ?? "IRBTEST")}</agentID><uniqueID>${escape(listing.uniqueId)}</uniqueID>`,
    listing.agent
      ? `<listingAgent id="1"><name>${escape(listing.agent.name)}</name><email>${escape(listing.agent.email)}</email></listingAgent>`
      : "",
    listing.price !== undefined ? `<price display="yes">${listing.price}</price>` : "",
    listing.priceView !== undefined ? `<priceView>${escape(listing.priceView)}</priceView>` : "",
    listing.rentWeekly !== undefined
      ? `<rent period="week" display="${listing.rentDisplay === false ? "no" : "yes"}">${listing.rentWeekly}</rent>`
      : "",
    `<address display="yes"><streetNumber>${escape(listing.streetNumber ?? "1")}</streetNumber><street>${escape(listing.street ?? "Test Street")}</street><suburb>${escape(listing.suburb ?? "Gregory Hills")}</suburb><state>NSW</state><postcode>2557</postcode></address>`,
    listing.headline ? `<headline>${escape(listing.headline)}</headline>` : "",
  ];
  return `<${kind} modTime="${listing.modTime}" status="${listing.status ?? "current"}">${parts.join("")}</${kind}>`;
}

export function propertyListXml(listings: SyntheticListing[], date = "2026-11-20-09:00:00"): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<propertyList date="${date}">\n${listings.map(listingXml).join("\n")}\n</propertyList>\n`;
}
