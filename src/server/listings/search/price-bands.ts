/*
 * Price privacy (decision record 022, docs/listings.md): a sale listing whose price is not advertised as a figure
 * ("Contact agent", "Auction", a price range in words) matches price filters only through the band its private search
 * price falls in. A filter is widened to the edges of the bands its bounds fall in before it is compared with such a
 * listing, so whatever sequence of minimums and maximums a visitor tries, the answer only ever changes at a band edge:
 * the search price cannot be narrowed below its band.
 *
 * Every band is at least 10 % wide (the widest range NSW allows for an estimated selling price), so a band never
 * says more than a lawful price guide would.
 */
import { formatDollars } from "@/lib/format/number";

export const salePriceBandEdges: readonly number[] = [
  0, 300_000, 400_000, 500_000, 600_000, 700_000, 800_000, 900_000, 1_000_000, 1_200_000, 1_400_000, 1_600_000, 1_800_000, 2_000_000,
  2_500_000, 3_000_000, 4_000_000, 5_000_000, 7_500_000, 10_000_000,
];

export interface PriceBand {
  /** Inclusive. */
  low: number;
  /** Exclusive; null for the open top band. */
  high: number | null;
}

/** The band holding `price`. */
export function bandOf(price: number): PriceBand {
  let index = 0;
  for (let i = 0; i < salePriceBandEdges.length; i += 1) if (price >= (salePriceBandEdges[i] as number)) index = i;
  return { low: salePriceBandEdges[index] as number, high: salePriceBandEdges[index + 1] ?? null };
}

/**
 * A minimum price as seen by a banded listing: the low edge of the minimum's band. A banded listing whose search price
 * is at least this matches (its band reaches the minimum).
 */
export function bandedMinimum(min: number): number {
  return bandOf(min).low;
}

/**
 * A maximum price as seen by a banded listing: the high edge of the maximum's band (exclusive), or null when the
 * maximum is in the open top band. A banded listing whose search price is below this matches.
 */
export function bandedMaximumExclusive(max: number): number | null {
  return bandOf(max).high;
}

/** Words for a band, for the docs and the tests' messages. */
export function describeBand(band: PriceBand): string {
  return band.high === null ? `${formatDollars(band.low)} and above` : `${formatDollars(band.low)} to ${formatDollars(band.high - 1)}`;
}
