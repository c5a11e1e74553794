import { describe, expect, it } from "vitest";
import { parseSearchQuery } from "@/lib/listings/search-query";
import { describeSearch } from "./describe-search";

describe("describeSearch", () => {
  it("names the tab, the places and every filter", () => {
    const query = parseSearchQuery("buy", new URLSearchParams("location=oran-park&location=2557&beds=3&min=800000&max=1000000&type=house"));
    expect(describeSearch(query)).toBe("For sale in Oran Park or 2557, House, 3+ beds, $800,000 to $1,000,000");
  });

  it("names the land and the features asked for", () => {
    const query = parseSearchQuery("buy", new URLSearchParams("location=oran-park&land=600&feature=study&feature=pool"));
    expect(describeSearch(query)).toBe("For sale in Oran Park, 600 m²+ of land, with pool and study");
  });

  it("says anywhere for a search with no place, and a week for rent", () => {
    expect(describeSearch(parseSearchQuery("rent", new URLSearchParams("max=700&pets=1")))).toBe(
      "For rent anywhere, up to $700 a week, pets allowed",
    );
  });
});
