import { describe, expect, it } from "vitest";
import { isHeld, isPublishable } from "./publication";

const offersOver = ['Price text "Offers over $900,000" suggests a price below the estimate.'];

describe("whether a listing is held or published", () => {
  it("holds for the gate's reasons unless staff approved exactly those", () => {
    expect(isHeld([], null)).toBe(false);
    expect(isHeld(offersOver, null)).toBe(true);
    expect(isHeld(offersOver, offersOver)).toBe(false);
    expect(isHeld(['Price text "Offers above $950,000" suggests a price below the estimate.'], offersOver)).toBe(true);
    expect(isHeld([...offersOver, 'Price text "Offers over $900,000" uses "+".'], offersOver)).toBe(true);
  });

  it("publishes only a listing on the market (or sold, leased) with an address, not held and not hidden", () => {
    const base = { status: "current" as const, holdReasons: [], holdApprovedReasons: null, adminHidden: false, propertyId: "p" };
    expect(isPublishable(base)).toBe(true);
    expect(isPublishable({ ...base, status: "sold" })).toBe(true);
    expect(isPublishable({ ...base, status: "withdrawn" })).toBe(false);
    expect(isPublishable({ ...base, adminHidden: true })).toBe(false);
    expect(isPublishable({ ...base, propertyId: null })).toBe(false);
    expect(isPublishable({ ...base, holdReasons: offersOver })).toBe(false);
    expect(isPublishable({ ...base, holdReasons: offersOver, holdApprovedReasons: offersOver })).toBe(true);
  });
});
