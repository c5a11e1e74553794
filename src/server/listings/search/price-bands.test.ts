import { describe, expect, it } from "vitest";
import { bandOf, bandedMaximumExclusive, bandedMinimum, salePriceBandEdges } from "./price-bands";

describe("price bands", () => {
  it("are each at least 10 % wide, so a band says no more than a lawful price range", () => {
    for (let i = 1; i < salePriceBandEdges.length - 1; i += 1) {
      const low = salePriceBandEdges[i] as number;
      const high = salePriceBandEdges[i + 1] as number;
      expect(high / low, `${low}–${high}`).toBeGreaterThanOrEqual(1.1);
    }
  });

  it("widen a filter's bounds to the edges of their bands", () => {
    expect(bandOf(1_234_567)).toEqual({ low: 1_200_000, high: 1_400_000 });
    expect(bandOf(50_000_000)).toEqual({ low: 10_000_000, high: null });
    expect(bandedMinimum(1_399_999)).toBe(1_200_000);
    expect(bandedMaximumExclusive(1_200_000)).toBe(1_400_000);
    expect(bandedMaximumExclusive(1_199_999)).toBe(1_200_000);
    expect(bandedMaximumExclusive(12_000_000)).toBeNull();
  });
});
