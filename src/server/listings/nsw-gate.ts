/*
 * NSW rules at the gate (research/listings.md §3). What the feed asks to advertise is checked before a listing is
 * published; a listing that fails is held (kept, not shown) with the reasons the admin reads.
 * - Sale (Property and Stock Agents Act 2002, s 73): no "offers over/above" (or the like), no "$900,000+", no
 *   "from …", no range whose top exceeds its bottom by more than 10 %, and no price wholly below the search price
 *   (it would suggest a price under the estimate).
 * - Rent (fixed-price rule since 2022/23): a residential rental must show one fixed weekly rent.
 */

export interface GateInput {
  kind: string;
  channel: "sale" | "lease";
  status: string;
  searchPrice: number | null;
  priceDisplay: boolean;
  priceText: string | null;
  rentWeekly: number | null;
  rentDisplay: boolean;
}

/** "$1.2m", "$850k", "850,000" → numbers, in dollars. */
export function figuresIn(text: string): number[] {
  const figures: number[] = [];
  for (const match of text.matchAll(/\$?\s*(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(m\b|mil|million|k\b)?/gi)) {
    const base = Number((match[1] ?? "").replace(/,/g, ""));
    const unit = (match[2] ?? "").toLowerCase();
    figures.push(unit.startsWith("m") ? base * 1_000_000 : unit === "k" ? base * 1000 : base);
  }
  return figures;
}

const overWords =
  /\b(offers?\s+(over|above|in\s+excess\s+of|exceeding|from)|over|above|in\s+excess|upwards|starting|from|o\/o|ono|or\s+more|and\s+above)\b/i;

/** The reasons a sale price text breaks s 73; empty when it may be advertised. */
export function salePriceProblems(text: string, searchPrice: number | null): string[] {
  const problems: string[] = [];
  if (overWords.test(text))
    problems.push(`Price text "${text}" suggests a price below the estimate ("offers over", "from" or the like are not allowed in NSW).`);
  if (/\d\s*\+|\+\s*$/.test(text)) problems.push(`Price text "${text}" uses "+", which NSW does not allow.`);
  const figures = figuresIn(text).filter((n) => n >= 1000);
  if (figures.length >= 2) {
    const low = Math.min(...figures);
    const high = Math.max(...figures);
    if (high > low * 1.1) problems.push(`Price range "${text}" is wider than 10 % (NSW allows at most 10 % between its ends).`);
  }
  if (searchPrice !== null && figures.length > 0 && Math.max(...figures) < searchPrice) {
    problems.push(`Price text "${text}" shows a price below the listing's search price.`);
  }
  return problems;
}

/** Why the listing is held (empty: it may be published). Only listings on the market are checked. */
export function holdReasons(listing: GateInput): string[] {
  if (listing.status !== "current") return [];
  if (listing.channel === "sale") {
    if (!listing.priceDisplay || !listing.priceText) return [];
    return salePriceProblems(listing.priceText, listing.searchPrice);
  }
  if (listing.kind !== "rental") return [];
  if (!listing.rentDisplay) return ["The rent is hidden: NSW rentals must be advertised with a fixed weekly rent."];
  if (listing.rentWeekly === null) return ["No weekly rent was sent: NSW rentals must be advertised with a fixed weekly rent."];
  if (listing.priceText) {
    const figures = figuresIn(listing.priceText);
    if (
      figures.length !== 1 ||
      overWords.test(listing.priceText) ||
      /negotiat|contact|apply|enquire|soon|\bpoa\b|application/i.test(listing.priceText)
    ) {
      return [`Rent text "${listing.priceText}" is not one fixed weekly rent, as NSW requires.`];
    }
  }
  return [];
}
