import { describe, expect, it } from "vitest";
import { withoutNullCharacters } from "./null-characters";

describe("withoutNullCharacters", () => {
  it("removes NUL from strings, keys, arrays and nested objects", () => {
    expect(withoutNullCharacters({ "a\u0000": ["x\u0000y", { deep: "\u0000z" }], n: 1, b: null })).toEqual({
      a: ["xy", { deep: "z" }],
      n: 1,
      b: null,
    });
  });

  it("leaves other control characters and non-plain objects alone", () => {
    const date = new Date(0);
    expect(withoutNullCharacters("line\nnext\ttab")).toBe("line\nnext\ttab");
    expect(withoutNullCharacters(date)).toBe(date);
  });
});
