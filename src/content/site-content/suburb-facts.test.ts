import { describe, expect, it } from "vitest";
import { initialSuburbFacts, publishedSuburbFigures, suburbFactsSchema, type SuburbFactsDocument } from "./suburb-facts";

const figures = {
  medianHousePrice: { value: "1,050,000", asOf: "2026-09-30", source: "CoreLogic" },
  medianRent: { value: "680", asOf: "2026-09-30", source: "NSW Rent and Sales Report" },
  daysOnMarket: { value: "", asOf: "", source: "" },
};
const parse = (oranPark: unknown) => suburbFactsSchema.safeParse({ ...initialSuburbFacts, "oran-park": oranPark });
const message = (oranPark: unknown) => {
  const result = parse(oranPark);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("the suburb facts document", () => {
  it("starts with no figures for any of the four guides", () => {
    expect(suburbFactsSchema.safeParse(initialSuburbFacts).success).toBe(true);
    expect(Object.keys(initialSuburbFacts)).toEqual(["gregory-hills", "oran-park", "gledswood-hills", "leppington"]);
    expect(publishedSuburbFigures(initialSuburbFacts["oran-park"])).toEqual([]);
  });

  it("reads figures typed in a form, a blank figure as not published, and shows each with its date and source", () => {
    const result = parse(figures);
    expect(result.success).toBe(true);
    const oranPark = (result.data as SuburbFactsDocument)["oran-park"];
    expect(oranPark).toEqual({
      medianHousePrice: { value: 1_050_000, asOf: "2026-09-30", source: "CoreLogic" },
      medianRent: { value: 680, asOf: "2026-09-30", source: "NSW Rent and Sales Report" },
      daysOnMarket: null,
    });
    expect(publishedSuburbFigures(oranPark).map(({ label, value, note }) => ({ label, value, note }))).toEqual([
      { label: "Median house price", value: "$1,050,000", note: "As of 30 September 2026 · Source: CoreLogic" },
      { label: "Median weekly rent", value: "$680 a week", note: "As of 30 September 2026 · Source: NSW Rent and Sales Report" },
    ]);
    // What was saved parses again as itself.
    expect(suburbFactsSchema.parse(result.data)).toEqual(result.data);
  });

  it("refuses a figure out of range, dated in the future or without a source", () => {
    const price = (change: object) => message({ ...figures, medianHousePrice: { ...figures.medianHousePrice, ...change } });
    expect(price({ value: "-5" })).toBe("Median house price must be between $100,000 and $10,000,000");
    expect(price({ value: "abc" })).toBe("Median house price must be a number");
    expect(price({ value: "850000.5" })).toBe("Median house price must be a whole number");
    expect(price({ asOf: "2999-01-01" })).toBe("Median house price: the 'as of' date cannot be in the future");
    expect(price({ asOf: "" })).toBe("Median house price: the 'as of' date is required");
    expect(price({ source: " " })).toBe("Median house price: the source is required");
    expect(price({ value: "" })).toBe("Median house price must be a number");
    expect(message({ ...figures, medianRent: { ...figures.medianRent, value: "9000" } })).toBe(
      "Median weekly rent must be between $100 and $5,000 a week",
    );
    expect(message({ ...figures, daysOnMarket: { value: "0", asOf: "2026-09-30", source: "Domain" } })).toBe(
      "Days on market must be between 1 and 365 days",
    );
  });
});
