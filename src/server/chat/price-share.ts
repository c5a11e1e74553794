import "server-only";
import { formatDollars } from "@/lib/format/number";

/**
 * "To cool off you pay 0.25% of the price" — and the visitor said they are paying $800k: the sum worked out on their own
 * price, so they need not do the arithmetic. The percentage is read from the rule's own text (staff may edit it), the
 * price from the visitor's words ("800k", "$1.2m", "$950,000"), and nothing is added when either is missing.
 */
const percentOfPrice = /\b(\d+(?:\.\d+)?)\s?% of the (?:purchase |sale )?price\b/i;
const priceWords = /\$\s?(\d[\d,]*(?:\.\d+)?)\s?(k|m|million)?\b|\b(\d[\d,]*(?:\.\d+)?)\s?(k|m|million)\b/gi;

/** The largest plausible home price (at least $100,000) in the visitor's words, in dollars. */
export function priceIn(texts: readonly string[]): number | null {
  let price: number | null = null;
  for (const text of texts) {
    for (const match of text.matchAll(priceWords)) {
      const digits = Number((match[1] ?? match[3] ?? "").replaceAll(",", ""));
      const unit = (match[2] ?? match[4] ?? "").toLowerCase();
      const dollars = digits * (unit === "k" ? 1_000 : unit === "m" || unit === "million" ? 1_000_000 : 1);
      if (dollars >= 100_000 && dollars <= 50_000_000) price = Math.max(price ?? 0, dollars);
    }
  }
  return price;
}

/** A sentence giving the answer's share of the visitor's price ("On your $800,000, that is $2,000."), or null. */
export function shareOfVisitorsPrice(answer: string, visitorTexts: readonly string[]): string | null {
  const percent = percentOfPrice.exec(answer)?.[1];
  const price = priceIn(visitorTexts);
  if (!percent || !price) return null;
  return `On your ${formatDollars(price)}, that is ${formatDollars((price * Number(percent)) / 100)}.`;
}
