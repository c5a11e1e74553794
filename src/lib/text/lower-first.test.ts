import { describe, expect, it } from "vitest";
import { lowerFirst } from "./lower-first";

describe("lowerFirst", () => {
  it("lowers the first letter only, and leaves an empty text empty", () => {
    expect(lowerFirst("Thorough checks of NSW references.")).toBe("thorough checks of NSW references.");
    expect(lowerFirst("")).toBe("");
  });
});
