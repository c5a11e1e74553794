import { describe, expect, it } from "vitest";
import { countUpEndValues } from "@/lib/stats/count-up";
import { sellingStats } from "./selling";

describe("the selling page's stats", () => {
  it("count up to the spec's figures: 21 days, 500K+, 10+ years", () => {
    expect(countUpEndValues(sellingStats)).toEqual(["21", "500K+", "10+"]);
  });
});
