import { isoDate, localDateTime, reaxmlDateTime } from "./dates";
import type { DemoListing } from "./model";

/** Text and attribute values escaped for XML; characters XML 1.0 forbids are dropped. */
const needsEscaping = /[&<>"'\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;

export function escapeXml(text: string): string {
  if (!needsEscaping.test(text)) return text;
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const element = (name: string, value: string | number) => `<${name}>${escapeXml(String(value))}</${name}>`;

function listingXml(listing: DemoListing, agentId: string): string {
  const tag = listing.kind === "rental" ? "rental" : "residential";
  const status = listing.kind === "sold" ? "sold" : "current";
  const lines: string[] = [];
  const add = (line: string) => lines.push(`    ${line}`);

  add(element("agentID", agentId));
  add(element("uniqueID", listing.uniqueId));
  if (listing.kind !== "rental") {
    add(`<authority value="${listing.auction ? "auction" : "exclusive"}"/>`);
    add(`<underOffer value="${listing.underOffer ? "yes" : "no"}"/>`);
  }
  for (const [index, agent] of listing.agents.entries()) {
    add(
      `<listingAgent id="${index + 1}">${element("name", agent.name)}<telephone type="mobile">${escapeXml(agent.phone)}</telephone>${element("email", agent.email)}</listingAgent>`,
    );
  }
  if (listing.rent) {
    add(`<rent period="week" display="yes">${listing.rent.weekly}</rent>`);
    add(element("priceView", listing.priceView));
    add(element("bond", listing.rent.bond));
    add(element("dateAvailable", isoDate(listing.rent.dateAvailable)));
  } else {
    add(`<price display="${listing.priceDisplay ? "yes" : "no"}">${listing.price}</price>`);
    add(element("priceView", listing.priceView));
  }
  add(
    `<address display="yes" streetview="yes">${element("streetNumber", listing.streetNumber)}${element("street", listing.street)}${element("suburb", listing.suburb.name)}${element("state", "NSW")}${element("postcode", listing.suburb.postcode)}${element("country", "AUS")}</address>`,
  );
  add(`<category name="${listing.category}"/>`);
  add(element("headline", listing.headline));
  add(`<description><![CDATA[${listing.description.replace(/]]>/g, "]]]]><![CDATA[>")}]]></description>`);
  const features = [
    element("bedrooms", listing.bedrooms),
    element("bathrooms", listing.bathrooms),
    element("ensuite", listing.ensuite),
    element("garages", listing.garages),
    element("carports", 0),
    element("livingAreas", listing.livingAreas),
    ...listing.features.map((name) => element(name, 1)),
    element("poolInGround", listing.pool ? 1 : 0),
  ];
  add(`<features>${features.join("")}</features>`);
  if (listing.solarPanels) add(`<ecoFriendly>${element("solarPanels", "yes")}</ecoFriendly>`);
  add(`<landDetails><area unit="squareMeter">${listing.landArea}</area>${element("frontage", listing.frontage)}</landDetails>`);
  add(`<buildingDetails><area unit="squareMeter">${listing.buildingArea}</area></buildingDetails>`);
  if (listing.auction) add(`<auction date="${localDateTime(listing.auction.date, listing.auction.minutes)}"/>`);
  if (listing.inspections.length > 0)
    add(`<inspectionTimes>${listing.inspections.map((text) => element("inspection", text)).join("")}</inspectionTimes>`);
  if (listing.sold) {
    add(
      `<soldDetails><soldPrice display="${listing.sold.display ? "yes" : "no"}">${listing.sold.price}</soldPrice>${element("soldDate", isoDate(listing.sold.date))}</soldDetails>`,
    );
  }
  if (listing.images.length > 0) {
    const modTime = reaxmlDateTime(listing.modTime);
    const objects = listing.images.map((image) =>
      image.kind === "floorplan"
        ? `<floorplan id="${image.id}" modTime="${modTime}" file="${escapeXml(image.file)}" format="jpg"/>`
        : `<img id="${image.id}" modTime="${modTime}" file="${escapeXml(image.file)}" format="jpg"/>`,
    );
    add(`<objects>${objects.join("")}</objects>`);
  }
  return `  <${tag} modTime="${reaxmlDateTime(listing.modTime)}" status="${status}">\n${lines.join("\n")}\n  </${tag}>`;
}

/** A REAXML `propertyList` holding the listings (no username or password: they never belong in a stored file). */
export function renderReaxml(listings: readonly DemoListing[], options: { agentId: string; now: Date }): string {
  const body = listings.map((listing) => listingXml(listing, options.agentId)).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<propertyList date="${reaxmlDateTime(options.now)}">\n${body}\n</propertyList>\n`;
}
