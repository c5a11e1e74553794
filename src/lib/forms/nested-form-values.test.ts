import { describe, expect, it } from "vitest";
import { nestedFormValues } from "./nested-form-values";

const form = (entries: Array<[string, string]>) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("nestedFormValues", () => {
  it("reads dotted names as objects and numbered ones as lists, in position order", () => {
    const values = nestedFormValues(
      form([
        ["source", "headlines"],
        ["headlines.1.text", "Second"],
        ["headlines.0.text", "First"],
        ["headlines.0.href", "/selling"],
        ["oran-park.medianRent.value", "680"],
        ["$ACTION_ID_abc", ""],
      ]),
    );
    expect(values).toEqual({
      source: "headlines",
      headlines: [{ text: "First", href: "/selling" }, { text: "Second" }],
      "oran-park": { medianRent: { value: "680" } },
    });
  });

  it("drops holes and ignores names that do not fit the shape", () => {
    expect(
      nestedFormValues(
        form([
          ["list.0", "a"],
          ["list.5", "b"],
          ["list.x", "c"],
          ["__proto__.polluted", "x"],
          ["a..b", "y"],
        ]),
      ),
    ).toEqual({
      list: ["a", "b"],
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
