import { describe, expect, it } from "vitest";
import { spokenList } from "./spoken-list";

describe("spokenList", () => {
  it("joins items as a sentence says them, with 'and' or 'or' before the last", () => {
    expect(spokenList([])).toBe("");
    expect(spokenList(["Oran Park"])).toBe("Oran Park");
    expect(spokenList(["Oran Park", "Leppington"])).toBe("Oran Park and Leppington");
    expect(spokenList(["daily", "weekly", "as listed"], "or")).toBe("daily, weekly or as listed");
  });
});
