import type { FeedDiagnostic, ListingKind, ListingStatus } from "@/server/db/schema";
import { withoutCredentials } from "./credentials";
import { attr, child, childrenNamed, expandElement, readXml, type XmlNode } from "./xml-tree";
import { plainText, readBoolean, readDate, readDateTime, readInspection, readNumber, toSquareMetres } from "./values";

/*
 * REAXML (realestate.com.au's listing format, research/listings.md §1) to typed listing messages. A message carries
 * only what its element carried: REAXML updates are partial ("Excluded elements will remain untouched"), so every
 * field here is either absent (keep what is stored) or a value (null: an explicit empty).
 */

export const kindElements: Record<string, ListingKind> = {
  residential: "residential",
  rental: "rental",
  holidayrental: "holidayRental",
  land: "land",
  rural: "rural",
  commercial: "commercial",
  commercialland: "commercialLand",
  business: "business",
};

/** Statuses each kind may have (DTD 1.62), plus `deleted` (added by REA in 2016; treated as withdrawn). */
const statusesByKind: Record<ListingKind, readonly ListingStatus[]> = {
  residential: ["current", "withdrawn", "offmarket", "sold", "deleted"],
  rural: ["current", "withdrawn", "offmarket", "sold", "deleted"],
  land: ["current", "withdrawn", "offmarket", "sold", "deleted"],
  rental: ["current", "withdrawn", "offmarket", "leased", "deleted"],
  holidayRental: ["current", "withdrawn", "offmarket", "leased", "deleted"],
  commercial: ["current", "withdrawn", "offmarket", "sold", "leased", "deleted"],
  commercialLand: ["current", "withdrawn", "offmarket", "sold", "leased", "deleted"],
  business: ["current", "withdrawn", "offmarket", "sold", "leased", "deleted"],
};

/** The listing columns a message can set. */
export interface ListingFields {
  channel: "sale" | "lease";
  underOffer: boolean;
  authority: string | null;
  category: string | null;
  headline: string | null;
  description: string | null;
  addressDisplay: boolean;
  bedrooms: number | null;
  isStudio: boolean;
  bathrooms: number | null;
  ensuites: number | null;
  toilets: number | null;
  garages: number | null;
  carports: number | null;
  openSpaces: number | null;
  livingAreas: number | null;
  landAreaM2: number | null;
  buildingAreaM2: number | null;
  energyRating: number | null;
  otherFeatures: string | null;
  searchPrice: number | null;
  priceDisplay: boolean;
  priceText: string | null;
  rentWeekly: number | null;
  rentDisplay: boolean;
  bond: number | null;
  availableFrom: string | null;
  auctionAt: Date | null;
  soldAt: string | null;
  soldPrice: number | null;
  soldPriceDisplay: string | null;
  videoUrl: string | null;
  externalLinks: string[];
}

export interface AddressMessage {
  subNumber: string | null;
  lotNumber: string | null;
  streetNumber: string | null;
  street: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  country: string | null;
  lat: number | null;
  lng: number | null;
}

export type MediaKind = "photo" | "floorplan" | "document";
export type MediaMessage =
  | { kind: MediaKind; slot: string; remove: true }
  | {
      kind: MediaKind;
      slot: string;
      remove: false;
      url: string | null;
      file: string | null;
      inline: boolean;
      format: string | null;
      modTime: Date | null;
    };

export type AgentMessage =
  | { position: number; remove: true }
  | {
      position: number;
      remove: false;
      agencyId: string | null;
      name: string | null;
      email: string | null;
      phones: { type: string; number: string }[];
    };

export type InspectionMessage = { kind: "open"; startsAt: Date; endsAt: Date; raw: string } | { kind: "by_appointment"; raw: string };

export interface ListingMessage {
  /** "agentID/uniqueID": the listing's identity in diagnostics. */
  key: string;
  agentId: string;
  uniqueId: string;
  kind: ListingKind;
  status: ListingStatus;
  modTime: Date;
  fields: Partial<ListingFields>;
  address?: AddressMessage;
  /** Feature flags sent true and sent false; a flag not sent keeps its stored value. */
  features?: { set: string[]; unset: string[] };
  media: MediaMessage[];
  agents: AgentMessage[];
  /** The full set of inspections when `inspectionTimes` was sent; absent: keep the stored ones. */
  inspections?: InspectionMessage[];
  /** Commercial, rural, business details and vendor `extraFields`, merged key by key. */
  details: Record<string, unknown>;
}

export type ParseResult =
  { ok: true; listings: ListingMessage[]; diagnostics: FeedDiagnostic[] } | { ok: false; diagnostic: FeedDiagnostic };

const countFeatures: Record<string, keyof ListingFields> = {
  bedrooms: "bedrooms",
  bathrooms: "bathrooms",
  ensuite: "ensuites",
  toilets: "toilets",
  garages: "garages",
  carports: "carports",
  openspaces: "openSpaces",
  livingareas: "livingAreas",
};

const photoSlots = new Set("mabcdefghijklnopqrstuvwxyz".split(""));

function failed(code: string, message: string): ParseResult {
  return { ok: false, diagnostic: { code, severity: "error", listing: null, message } };
}

/** Parses a REAXML document (its credentials removed first). A document that cannot be read as REAXML is a failure: nothing in it is applied. */
export function parseReaxml(source: string): ParseResult {
  const text = withoutCredentials(source.replace(/^\uFEFF/, ""));
  if (text.trim() === "") return failed("empty-file", "The file is empty.");
  const read = readXml(text);
  if (!read.ok) return failed(read.code, read.message);
  const root = read.root;
  if (root.name.toLowerCase() !== "propertylist") {
    return failed("not-reaxml", `The file is not REAXML: its root element is <${root.name.slice(0, 40)}>, not <propertyList>.`);
  }

  const diagnostics: FeedDiagnostic[] = [];
  const listings: ListingMessage[] = [];
  for (const element of root.children) {
    const kind = kindElements[element.name.toLowerCase()];
    if (!kind) {
      diagnostics.push({
        code: "unknown-element",
        severity: "info",
        listing: null,
        message: `<${element.name.slice(0, 40)}> under the root is not a listing kind and was ignored.`,
      });
      continue;
    }
    // One listing's tree at a time: it is dropped once its message is read.
    const message = parseListing(expandElement(element), kind, diagnostics);
    if (message) listings.push(message);
  }
  return { ok: true, listings, diagnostics };
}

function textOf(node: XmlNode | undefined): string | undefined {
  return node === undefined ? undefined : node.text.trim();
}

function orNull(value: string | undefined): string | null {
  return value === undefined || value === "" ? null : value;
}

function parseListing(element: XmlNode, kind: ListingKind, diagnostics: FeedDiagnostic[]): ListingMessage | null {
  const agentId = textOf(child(element, "agentID")) ?? "";
  const uniqueId = textOf(child(element, "uniqueID")) ?? "";
  const key = `${agentId}/${uniqueId}`;
  const warn = (code: string, message: string, severity: FeedDiagnostic["severity"] = "warning") =>
    diagnostics.push({ code, severity, listing: key, message });

  if (!agentId || !uniqueId || uniqueId.length > 50 || agentId.length > 50) {
    warn("missing-identity", `A <${element.name}> without a usable agentID and uniqueID was skipped.`, "error");
    return null;
  }
  const statusText = (attr(element, "status") ?? "").trim().toLowerCase();
  const status = statusesByKind[kind].find((s) => s === statusText);
  if (!status) {
    warn("unknown-status", `Status "${statusText.slice(0, 30)}" is not one a ${kind} listing can have; the listing was skipped.`, "error");
    return null;
  }
  const modTime = readDateTime(attr(element, "modTime"));
  if (!modTime) {
    warn(
      "invalid-date",
      `modTime "${(attr(element, "modTime") ?? "").slice(0, 30)}" is not a REAXML date; the listing was skipped.`,
      "error",
    );
    return null;
  }

  const fields: Partial<ListingFields> = {};
  const details: Record<string, unknown> = {};
  const number = (node: XmlNode | undefined, what: string): number | null | undefined => {
    const raw = textOf(node);
    if (raw === undefined) return undefined;
    if (raw === "") return null;
    const value = readNumber(raw);
    if (value === null) warn("unparseable-number", `${what} "${raw.slice(0, 30)}" is not a number and was ignored.`);
    return value ?? undefined;
  };
  const flag = (value: string | undefined, what: string): boolean | undefined => {
    if (value === undefined) return undefined;
    const read = readBoolean(value);
    if (read === null) warn("unparseable-boolean", `${what} "${value.slice(0, 20)}" is not a yes/no value and was ignored.`);
    return read ?? undefined;
  };

  fields.channel = kind === "rental" || kind === "holidayRental" ? "lease" : "sale";
  const commercialType = attr(child(element, "commercialListingType") ?? element, "value");
  if (child(element, "commercialListingType") && commercialType?.toLowerCase() === "lease") fields.channel = "lease";
  if (child(element, "commercialListingType")) details.commercialListingType = commercialType ?? null;

  const message: ListingMessage = { key, agentId, uniqueId, kind, status, modTime, fields, details, media: [], agents: [] };
  for (const node of element.children) {
    const name = node.name.toLowerCase();
    switch (name) {
      case "agentid":
      case "uniqueid":
        break;
      case "headline":
        fields.headline = orNull(plainText(node.text).replace(/\s+/g, " ").slice(0, 150));
        break;
      case "description":
        fields.description = orNull(plainText(node.text));
        break;
      case "underoffer": {
        const value = flag(attr(node, "value"), "underOffer");
        if (value !== undefined) fields.underOffer = value;
        break;
      }
      case "authority":
        fields.authority = orNull(attr(node, "value")?.trim().toLowerCase());
        break;
      case "category":
        fields.category = orNull(attr(node, "name")?.trim());
        break;
      case "landcategory":
      case "ruralcategory":
      case "holidaycategory":
      case "commercialcategory":
        details[node.name] = attr(node, "name") ?? textOf(node) ?? null;
        break;
      case "price": {
        const value = number(node, "price");
        if (value !== undefined) fields.searchPrice = value === null ? null : Math.round(value);
        const display = flag(attr(node, "display"), "price display");
        if (display !== undefined) fields.priceDisplay = display;
        break;
      }
      case "priceview":
        fields.priceText = orNull(plainText(node.text).replace(/\s+/g, " ").slice(0, 50));
        break;
      case "rent": {
        const period = (attr(node, "period") ?? "week").toLowerCase();
        const value = number(node, "rent");
        const display = flag(attr(node, "display"), "rent display");
        if (display !== undefined) fields.rentDisplay = display;
        if (value === undefined) break;
        if (period.startsWith("week")) fields.rentWeekly = value === null ? null : Math.round(value);
        else if (period.startsWith("month") && fields.rentWeekly === undefined)
          fields.rentWeekly = value === null ? null : Math.round((value * 12) / 52);
        break;
      }
      case "bond": {
        const value = number(node, "bond");
        if (value !== undefined) fields.bond = value === null ? null : Math.round(value);
        break;
      }
      case "dateavailable": {
        const raw = textOf(node) ?? "";
        const value = readDate(raw);
        if (value === null && raw !== "") warn("invalid-date", `dateAvailable "${raw.slice(0, 30)}" is not a date and was ignored.`);
        else fields.availableFrom = value;
        break;
      }
      case "auction": {
        const raw = attr(node, "date") ?? textOf(node) ?? "";
        const value = readDateTime(raw);
        if (value === null && raw !== "") warn("invalid-date", `The auction date "${raw.slice(0, 30)}" is not a date and was ignored.`);
        else fields.auctionAt = value;
        break;
      }
      case "solddetails":
        readSold(node, fields, warn);
        break;
      case "address":
        message.address = readAddress(node, element, fields, warn);
        break;
      case "features":
      case "allowances":
      case "ecofriendly":
      case "idealfor":
        readFeatures(node, fields, flag, number, message);
        break;
      case "landdetails": {
        const area = child(node, "area");
        const value = number(area, "land area");
        if (value !== undefined) fields.landAreaM2 = value === null ? null : toSquareMetres(value, area && attr(area, "unit"));
        details.landDetails = Object.fromEntries(
          node.children.filter((c) => c.name !== "area").map((c) => [c.name, textOf(c) || attr(c, "value") || null]),
        );
        break;
      }
      case "buildingdetails": {
        const area = child(node, "area");
        const value = number(area, "building area");
        if (value !== undefined) fields.buildingAreaM2 = value === null ? null : toSquareMetres(value, area && attr(area, "unit"));
        const rating = number(child(node, "energyRating"), "energyRating");
        if (rating !== undefined) fields.energyRating = rating;
        break;
      }
      case "objects":
      case "images":
        readMedia(node, message.media, warn);
        break;
      case "videolink": {
        const href = attr(node, "href")?.trim() ?? "";
        fields.videoUrl = href === "" ? null : href;
        break;
      }
      case "externallink": {
        const href = attr(node, "href")?.trim() ?? "";
        fields.externalLinks = [...(fields.externalLinks ?? []), ...(href ? [href] : [])];
        break;
      }
      case "listingagent":
        readAgent(node, message.agents, warn);
        break;
      case "inspectiontimes":
        message.inspections = readInspections(node, warn);
        break;
      case "extrafields":
        details.extraFields = {
          ...((details.extraFields as Record<string, unknown>) ?? {}),
          [attr(node, "table") ?? "default"]: Object.fromEntries(node.children.map((c) => [attr(c, "name") ?? c.name, textOf(c) ?? null])),
        };
        warn("extension-fields-present", "Vendor extraFields were kept as sent.", "info");
        break;
      default:
        // Commercial, rural and business elements, and anything vendor-specific: kept as sent, never an error.
        details[node.name] =
          node.children.length > 0
            ? Object.fromEntries(node.children.map((c) => [c.name, textOf(c) || attr(c, "value") || null]))
            : textOf(node) || attr(node, "value") || null;
    }
  }
  return message;
}

type Warn = (code: string, message: string, severity?: FeedDiagnostic["severity"]) => void;

function readSold(node: XmlNode, fields: Partial<ListingFields>, warn: Warn): void {
  const priceNode = child(node, "soldPrice") ?? child(node, "price");
  if (priceNode) {
    const raw = textOf(priceNode) ?? "";
    const value = readNumber(raw);
    if (value === null && raw !== "") warn("unparseable-number", `soldPrice "${raw.slice(0, 30)}" is not a number and was ignored.`);
    else fields.soldPrice = value === null ? null : Math.round(value);
    const display = (attr(priceNode, "display") ?? "").trim().toLowerCase();
    // Absent or unreadable: the price is withheld (fail closed).
    fields.soldPriceDisplay = display === "range" ? "range" : readBoolean(display) === true ? "yes" : "no";
  }
  const dateNode = child(node, "soldDate") ?? child(node, "date");
  if (dateNode) {
    const raw = textOf(dateNode) ?? "";
    const value = readDate(raw);
    if (value === null) warn("invalid-date", `soldDate "${raw.slice(0, 30)}" is not a date and was ignored.`);
    else fields.soldAt = value;
  }
}

function readAddress(node: XmlNode, listing: XmlNode, fields: Partial<ListingFields>, warn: Warn): AddressMessage {
  const display = attr(node, "display");
  if (display !== undefined) {
    const value = readBoolean(display);
    if (value !== null) fields.addressDisplay = value;
  }
  const part = (name: string) => orNull(textOf(child(node, name)));
  const coordinate = (name: string, extra?: string) => {
    const geo = childrenNamed(listing, "extraFields")
      .flatMap((f) => f.children)
      .find((c) => c.name.toLowerCase() === "geopoint");
    const raw = textOf(child(node, name)) ?? (extra && geo ? textOf(child(geo, extra)) : undefined);
    const value = readNumber(raw);
    if (raw !== undefined && raw !== "" && value === null)
      warn("invalid-coordinates", `${name} "${raw.slice(0, 30)}" is not a coordinate and was ignored.`);
    return value;
  };
  let lat = coordinate("latitude", "latitude");
  let lng = coordinate("longitude", "longitude");
  if (lat !== null && lng !== null && (Math.abs(lat) > 90 || Math.abs(lng) > 180 || (lat === 0 && lng === 0))) {
    warn("invalid-coordinates", "The coordinates are out of range and were ignored.");
    lat = null;
    lng = null;
  }
  const streetNumber = part("streetNumber");
  if (streetNumber?.includes("/"))
    warn("street-number-composite", `The street number "${streetNumber.slice(0, 20)}" holds a unit number.`, "info");
  if (fields.addressDisplay === false) warn("address-hidden", "The address is hidden: only the suburb is shown.", "info");
  return {
    subNumber: part("subNumber"),
    lotNumber: part("lotNumber"),
    streetNumber,
    street: part("street"),
    suburb: part("suburb"),
    state: part("state")?.toUpperCase() ?? null,
    postcode: part("postcode"),
    country: part("country"),
    lat,
    lng,
  };
}

function readFeatures(
  node: XmlNode,
  fields: Partial<ListingFields>,
  flag: (value: string | undefined, what: string) => boolean | undefined,
  number: (node: XmlNode | undefined, what: string) => number | null | undefined,
  message: ListingMessage,
): void {
  const features = (message.features ??= { set: [], unset: [] });
  for (const feature of node.children) {
    const name = feature.name.toLowerCase();
    const column = countFeatures[name];
    if (column) {
      const raw = textOf(feature) ?? "";
      if (column === "bedrooms" && raw.toLowerCase() === "studio") {
        fields.bedrooms = 0;
        fields.isStudio = true;
        continue;
      }
      const value = number(feature, feature.name);
      if (value === undefined) continue;
      (fields as Record<string, unknown>)[column] = value === null ? null : Math.round(value);
      if (column === "bedrooms") fields.isStudio = false;
      continue;
    }
    if (name === "otherfeatures") {
      fields.otherFeatures = orNull(plainText(feature.text));
      continue;
    }
    if (feature.children.length > 0) {
      // Nested groups (e.g. heating type) are read as flags by their own names.
      readFeatures(feature, fields, flag, number, message);
      continue;
    }
    const value = flag(textOf(feature) || attr(feature, "value"), feature.name);
    if (value === undefined) continue;
    (value ? features.set : features.unset).push(feature.name);
  }
}

function readMedia(node: XmlNode, media: MediaMessage[], warn: Warn): void {
  for (const item of node.children) {
    const name = item.name.toLowerCase();
    const kind: MediaKind | null = name === "img" ? "photo" : name === "floorplan" ? "floorplan" : name === "document" ? "document" : null;
    if (!kind) continue;
    const slot = (attr(item, "id") ?? "").trim().toLowerCase();
    const valid = kind === "photo" ? photoSlots.has(slot) : /^\d{1,2}$/.test(slot);
    if (!valid) {
      warn("invalid-media-slot", `A ${kind} with slot "${slot.slice(0, 10)}" was ignored.`);
      continue;
    }
    const url = attr(item, "url")?.trim() || null;
    const file = attr(item, "file")?.trim() || null;
    const inline = item.text.trim() !== "";
    if (!url && !file && !inline) {
      media.push({ kind, slot, remove: true });
      continue;
    }
    const rawMod = attr(item, "modTime");
    const modTime = rawMod ? readDateTime(rawMod) : null;
    if (rawMod && !modTime) warn("invalid-date", `The ${kind} ${slot} modTime "${rawMod.slice(0, 30)}" is not a date.`);
    media.push({ kind, slot, remove: false, url, file, inline, format: attr(item, "format")?.trim().toLowerCase() || null, modTime });
  }
}

function readAgent(node: XmlNode, agents: AgentMessage[], warn: Warn): void {
  const position = Number(attr(node, "id") ?? "1");
  if (!Number.isInteger(position) || position < 1 || position > 4) {
    warn("invalid-agent", `A listingAgent with id "${(attr(node, "id") ?? "").slice(0, 10)}" was ignored.`);
    return;
  }
  if (node.children.length === 0 && node.text.trim() === "") {
    agents.push({ position, remove: true });
    return;
  }
  const phones = childrenNamed(node, "telephone")
    .map((t) => ({ type: attr(t, "type") ?? "BH", number: t.text.trim() }))
    .filter((t) => t.number !== "");
  agents.push({
    position,
    remove: false,
    agencyId: orNull(textOf(child(node, "agentID"))),
    name: orNull(textOf(child(node, "name"))),
    email: orNull(textOf(child(node, "email"))?.toLowerCase()),
    phones,
  });
}

function readInspections(node: XmlNode, warn: Warn): InspectionMessage[] {
  const inspections: InspectionMessage[] = [];
  for (const item of childrenNamed(node, "inspection")) {
    const raw = item.text.trim();
    if (raw === "") continue;
    const times = readInspection(raw);
    if (times) inspections.push({ kind: "open", ...times, raw });
    else {
      warn(
        "unparseable-inspection",
        `Inspection "${raw.slice(0, 60)}" is not in REAXML's form ("21-Dec-2026 11:00am to 11:30am"): kept as by appointment.`,
      );
      inspections.push({ kind: "by_appointment", raw: raw.slice(0, 200) });
    }
  }
  return inspections;
}
