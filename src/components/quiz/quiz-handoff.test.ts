import { describe, expect, it } from "vitest";
import { parseQuizDetails } from "./quiz-handoff";

describe("parseQuizDetails", () => {
  it("reads label/value pairs", () => {
    expect(parseQuizDetails(JSON.stringify({ "Seller quiz result": "You're on the right track!" }))).toEqual([
      ["Seller quiz result", "You're on the right track!"],
    ]);
  });

  it("ignores nothing stored, malformed JSON, arrays and non-string values", () => {
    expect(parseQuizDetails(null)).toEqual([]);
    expect(parseQuizDetails("{not json")).toEqual([]);
    expect(parseQuizDetails("[1,2]")).toEqual([]);
    expect(parseQuizDetails(JSON.stringify({ a: 1, b: "two" }))).toEqual([["b", "two"]]);
  });

  it("keeps at most 12 entries", () => {
    const many = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, "v"]));
    expect(parseQuizDetails(JSON.stringify(many))).toHaveLength(12);
  });
});
