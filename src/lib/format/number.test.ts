import { describe, expect, it } from "vitest";
import { formatDollars, formatWholeNumber } from "./number";

describe("number formats", () => {
  it("groups thousands and rounds to a whole number", () => {
    expect(formatWholeNumber(1234567)).toBe("1,234,567");
    expect(formatWholeNumber(1000)).toBe("1,000");
    expect(formatWholeNumber(449.6)).toBe("450");
  });

  it("writes whole dollars", () => {
    expect(formatDollars(650)).toBe("$650");
    expect(formatDollars(1_250_000)).toBe("$1,250,000");
  });
});
