/*
 * Synthetic REAXML for tests: a few fields per listing, the rest sensible defaults. The same builder seeds integration
 * tests (through applyFeedFile) and e2e servers (POSTed to /api/feeds/reaxml).
 */

export interface SyntheticListing {
  uniqueId: string;
  kind?: "residential" | "rental" | "land";
  status?: "current" | "sold" | "leased" | "withdrawn";
  modTime?: string;
  streetNumber?: string;
  street?: string;
  suburb: string;
  postcode: string;
  addressDisplay?: boolean;
  category?: string;
  headline?: string;
  description?: string;
  bedrooms?: number;
  bathrooms?: number;
  garages?: number;
  ensuites?: number;
  /** More feature flags than air conditioning, which every home has: `poolInGround`, `study`… */
  features?: string[];
  landArea?: number;
  buildingArea?: number;
  /** The private search price. */
  price?: number;
  priceDisplay?: boolean;
  priceView?: string;
  rent?: number;
  pets?: boolean;
  availableFrom?: string;
  underOffer?: boolean;
  authority?: string;
  /** REAXML date, e.g. 2026-12-05-11:00:00 */
  auction?: string;
  /** REAXML inspection text, e.g. 28-Nov-2026 10:00am to 10:30am */
  inspections?: string[];
  sold?: { date: string; price: number; display: boolean };
  agents?: { name: string; email: string; phone?: string }[];
  photos?: string[];
  floorplans?: string[];
  video?: string;
  tour?: string;
}

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

function listingXml(l: SyntheticListing): string {
  const kind = l.kind ?? "residential";
  const mod = l.modTime ?? "2026-11-20-09:00:00";
  const parts: string[] = [`<agentID>IRBTEST</agentID>`, `<uniqueID>${escape(l.uniqueId)}</uniqueID>`];
  if (l.status === "withdrawn" || (l.status === "sold" && !l.street)) {
    // A bare status message keeps everything stored.
    if (l.sold)
      parts.push(
        `<soldDetails><soldPrice display="${l.sold.display ? "yes" : "no"}">${l.sold.price}</soldPrice><soldDate>${l.sold.date}</soldDate></soldDetails>`,
      );
    return `<${kind} modTime="${mod}" status="${l.status}">${parts.join("")}</${kind}>`;
  }
  parts.push(`<authority value="${l.authority ?? (l.auction ? "auction" : "exclusive")}"/>`);
  parts.push(`<underOffer value="${l.underOffer ? "yes" : "no"}"/>`);
  (l.agents ?? []).forEach((agent, index) => {
    parts.push(
      `<listingAgent id="${index + 1}"><name>${escape(agent.name)}</name>${agent.phone ? `<telephone type="mobile">${agent.phone}</telephone>` : ""}<email>${escape(agent.email)}</email></listingAgent>`,
    );
  });
  if (kind === "rental") {
    parts.push(`<rent period="weekly" display="yes">${l.rent ?? 650}</rent>`);
    if (l.availableFrom) parts.push(`<dateAvailable>${l.availableFrom}</dateAvailable>`);
  } else if (l.price !== undefined) {
    parts.push(`<price display="${l.priceDisplay === false ? "no" : "yes"}">${l.price}</price>`);
    if (l.priceView) parts.push(`<priceView>${escape(l.priceView)}</priceView>`);
  }
  parts.push(
    `<address display="${l.addressDisplay === false ? "no" : "yes"}"><streetNumber>${l.streetNumber ?? "1"}</streetNumber><street>${escape(l.street ?? "Test Street")}</street><suburb display="yes">${escape(l.suburb)}</suburb><state>NSW</state><postcode>${l.postcode}</postcode><country>AUS</country></address>`,
  );
  parts.push(kind === "land" ? `<landCategory name="Residential"/>` : `<category name="${l.category ?? "House"}"/>`);
  parts.push(`<headline>${escape(l.headline ?? `${l.bedrooms ?? 3} bedroom home in ${l.suburb}`)}</headline>`);
  parts.push(`<description>${escape(l.description ?? "A bright family home close to schools and shops.")}</description>`);
  if (kind !== "land") {
    parts.push(
      `<features><bedrooms>${l.bedrooms ?? 3}</bedrooms><bathrooms>${l.bathrooms ?? 2}</bathrooms><garages>${l.garages ?? 1}</garages>${l.ensuites !== undefined ? `<ensuite>${l.ensuites}</ensuite>` : ""}<airConditioning>yes</airConditioning>${(l.features ?? []).map((flag) => `<${flag}>yes</${flag}>`).join("")}</features>`,
    );
  }
  if (l.pets !== undefined) parts.push(`<allowances><petFriendly>${l.pets ? "yes" : "no"}</petFriendly></allowances>`);
  if (l.landArea) parts.push(`<landDetails><area unit="squareMeter">${l.landArea}</area></landDetails>`);
  if (l.buildingArea) parts.push(`<buildingDetails><area unit="squareMeter">${l.buildingArea}</area></buildingDetails>`);
  if (l.auction) parts.push(`<auction date="${l.auction}"/>`);
  if (l.inspections?.length)
    parts.push(`<inspectionTimes>${l.inspections.map((i) => `<inspection>${i}</inspection>`).join("")}</inspectionTimes>`);
  if (l.sold)
    parts.push(
      `<soldDetails><soldPrice display="${l.sold.display ? "yes" : "no"}">${l.sold.price}</soldPrice><soldDate>${l.sold.date}</soldDate></soldDetails>`,
    );
  const objects = [
    ...(l.photos ?? []).map(
      (url, i) => `<img id="${i === 0 ? "m" : String.fromCharCode(96 + i)}" modTime="${mod}" url="${escape(url)}" format="jpg"/>`,
    ),
    ...(l.floorplans ?? []).map((url, i) => `<floorplan id="${i + 1}" modTime="${mod}" url="${escape(url)}" format="jpg"/>`),
  ];
  if (objects.length) parts.push(`<objects>${objects.join("")}</objects>`);
  if (l.video) parts.push(`<videoLink href="${escape(l.video)}"/>`);
  if (l.tour) parts.push(`<externalLink href="${escape(l.tour)}"/>`);
  return `<${kind} modTime="${mod}" status="${l.status ?? "current"}">${parts.join("")}</${kind}>`;
}

export function reaxmlFile(listings: readonly SyntheticListing[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<propertyList date="2026-11-20-09:00:00">\n${listings.map(listingXml).join("\n")}\n</propertyList>\n`;
}
