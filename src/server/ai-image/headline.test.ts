import { describe, expect, it } from "vitest";
import { coverHeadline, maxHeadlineLength } from "./headline";

describe("coverHeadline", () => {
  it("keeps a short description as it is, in the largest size", () => {
    expect(coverHeadline("  Autumn in   Oran Park ")).toEqual({ text: "Autumn in Oran Park", fontSize: 80 });
  });

  it("drops control characters and collapses whitespace", () => {
    expect(coverHeadline("Line one\n\tline\u0000two").text).toBe("Line one line two");
  });

  it("cuts a long description at a word boundary with an ellipsis and a smaller size", () => {
    const long =
      "A sunny family home with a wide verandah and a jacaranda in flower, on a quiet street in Gregory Hills at golden hour, with children playing";
    const { text, fontSize } = coverHeadline(long);
    expect(text.length).toBeLessThanOrEqual(maxHeadlineLength + 1);
    expect(text.endsWith("…")).toBe(true);
    expect(long.startsWith(text.slice(0, -1))).toBe(true);
    expect(long.charAt(text.length - 1)).toBe(" ");
    expect(fontSize).toBe(54);
  });

  it("cuts one endless word rather than returning nothing", () => {
    const { text } = coverHeadline("x".repeat(300));
    expect(text).toBe(`${"x".repeat(maxHeadlineLength)}…`);
  });
});
