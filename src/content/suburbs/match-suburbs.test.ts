import { describe, expect, it } from "vitest";
import { suburbGuides } from "@/content/suburbs";
import { matchSuburbs, normaliseLocation } from "@/lib/suburbs/match-suburbs";

const slugs = (query: string) => matchSuburbs(query, suburbGuides).map((s) => s.slug);

describe("matchSuburbs", () => {
  it("finds a suburb by its name, in any case and spacing", () => {
    expect(slugs("Oran Park")).toEqual(["oran-park"]);
    expect(slugs("  gregory   HILLS ")).toEqual(["gregory-hills"]);
    expect(slugs("Leppington, NSW")).toEqual(["leppington"]);
  });

  it("finds every suburb that shares a postcode", () => {
    expect(slugs("2557")).toEqual(["gregory-hills", "gledswood-hills"]);
    expect(slugs("2570")).toEqual(["oran-park"]);
    expect(slugs("2179")).toEqual(["leppington"]);
  });

  it("finds a name or postcode inside longer text", () => {
    expect(slugs("4 bedroom house in Gledswood Hills")).toEqual(["gledswood-hills"]);
    expect(slugs("Oran Park NSW 2570")).toEqual(["oran-park"]);
  });

  it("completes the start of a name from three letters on", () => {
    expect(slugs("oran")).toEqual(["oran-park"]);
    expect(slugs("gle")).toEqual(["gledswood-hills"]);
    expect(slugs("or")).toEqual([]);
  });

  it("finds nothing for other places, partial postcodes or blank text", () => {
    expect(slugs("Parramatta")).toEqual([]);
    expect(slugs("2000")).toEqual([]);
    expect(slugs("255")).toEqual([]);
    expect(slugs("   ")).toEqual([]);
  });

  it("normalises text", () => {
    expect(normaliseLocation(" Gregory-Hills, NSW 2557 ")).toBe("gregory hills 2557");
  });
});
