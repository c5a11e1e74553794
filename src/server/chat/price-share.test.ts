import { describe, expect, it } from "vitest";
import { priceIn, shareOfVisitorsPrice } from "./price-share";

const rule = "To cool off you give written notice and pay a penalty of 0.25% of the price ($2,500 on $1,000,000).";

describe("a rule's share of the price, worked out on the visitor's own price", () => {
  it("reads prices as people write them, and ignores sums too small to be a home", () => {
    expect(priceIn(["were paying 800k"])).toBe(800_000);
    expect(priceIn(["a $1.25m house"])).toBe(1_250_000);
    expect(priceIn(["we offered $950,000 on it"])).toBe(950_000);
    expect(priceIn(["it's 1.1 million"])).toBe(1_100_000);
    expect(priceIn(["the bond was $2,400 and rent $600 a week"])).toBeNull();
    expect(priceIn(["no price here"])).toBeNull();
  });

  it("gives the sum at the rule's own percentage, and nothing when either is missing", () => {
    expect(shareOfVisitorsPrice(rule, ["whats the cooling off period?", "how much to pull out? were paying 800k"])).toBe(
      "On your $800,000, that is $2,000.",
    );
    expect(shareOfVisitorsPrice(rule.replace("0.25%", "0.5%"), ["$900,000"])).toBe("On your $900,000, that is $4,500.");
    expect(shareOfVisitorsPrice(rule, ["how much to pull out?"])).toBeNull();
    expect(shareOfVisitorsPrice("Settlement takes 30 to 60 days.", ["were paying 800k"])).toBeNull();
  });
});
