import { describe, expect, it } from "vitest";
import { countOf } from "./number-words";

describe("countOf", () => {
  it("reads a count in digits or in words, whatever its case", () => {
    expect(countOf("3")).toBe(3);
    expect(countOf("Three")).toBe(3);
    expect(countOf("twelve")).toBe(12);
  });

  it("is NaN for a word that is no count", () => {
    expect(countOf("several")).toBeNaN();
  });
});
