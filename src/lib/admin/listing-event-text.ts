/*
 * A listing's history (listing_events) in words for staff. Staff screens only: a price change names the private
 * search price, labelled as such.
 */

export interface ListingEventLike {
  type: string;
  before: unknown;
  after: unknown;
  actor: string | null;
}

const titles: Record<string, string> = {
  created: "Created from the feed",
  updated: "Details changed",
  price_changed: "Price changed",
  status_changed: "Status changed",
  under_offer: "Under offer changed",
  inspection_added: "Inspection added",
  inspection_removed: "Inspection removed",
  media_changed: "Photos or documents changed",
  published: "Published on the site",
  held: "Held by the NSW price rules",
  hold_approved: "Hold approved by staff",
  hidden: "Hidden from the site by staff",
  shown: "Shown on the site again by staff",
  notes_changed: "Material-fact notes changed",
};

export function eventTitle(type: string): string {
  return titles[type] ?? type;
}

const priceLabels: Record<string, string> = {
  priceText: "price text",
  searchPrice: "search price (private)",
  priceDisplay: "price shown",
  rentWeekly: "weekly rent",
  rentDisplay: "rent shown",
  soldPrice: "sold price",
  soldPriceDisplay: "sold price shown",
};

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === "") return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.map(show).join(", ") || "none";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/** One line (or a few) saying what changed. */
export function eventDetail(event: ListingEventLike): string[] {
  const before = record(event.before);
  const after = record(event.after);
  const lines: string[] = [];
  switch (event.type) {
    case "price_changed":
      for (const key of Object.keys(after)) {
        if (show(before[key]) !== show(after[key])) lines.push(`${priceLabels[key] ?? key}: ${show(before[key])} → ${show(after[key])}`);
      }
      break;
    case "status_changed":
      lines.push(`${show(before.status)} → ${show(after.status)}`);
      break;
    case "under_offer":
      lines.push(after.underOffer ? "Now under offer" : "No longer under offer");
      break;
    case "held":
    case "hold_approved":
      for (const reason of Array.isArray(after.reasons) ? after.reasons : []) lines.push(String(reason));
      break;
    case "inspection_added":
    case "inspection_removed":
      lines.push(show(after.raw));
      break;
    case "media_changed":
      for (const key of ["added", "changed", "removed"]) {
        const slots = Array.isArray(after[key]) ? (after[key] as unknown[]) : [];
        if (slots.length > 0) lines.push(`${key}: ${slots.map(show).join(", ")}`);
      }
      break;
    case "created":
      lines.push(`status ${show(after.status)}, ${show(after.kind)}`);
      break;
    case "updated":
      if (Array.isArray(after.agents)) lines.push(`agents: ${after.agents.map(show).join(", ")}`);
      else lines.push(`fields: ${Object.keys(after).join(", ")}`);
      break;
    default:
      break;
  }
  if (event.actor) lines.push(`by ${event.actor}`);
  return lines;
}
