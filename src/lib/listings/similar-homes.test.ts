import { describe, expect, it } from "vitest";
import { searchHref } from "./search-query";
import { comparableSalesSearch, similarHomesSearch } from "./similar-homes";

const home = { channel: "sale" as const, suburb: "Oran Park", category: "House", bedrooms: 4 };
const href = (listing: Parameters<typeof similarHomesSearch>[0]) => {
  const query = similarHomesSearch(listing);
  return query && searchHref(query);
};

describe("the search a listing page offers as homes like it", () => {
  it("is the same suburb and kind of home, with a bedroom fewer at least", () => {
    expect(href(home)).toBe("/buy?location=oran-park&beds=3&type=house");
  });

  it("is homes for rent for a rental, and homes on the market for a sold home's page (the sold tab is not where it leads)", () => {
    expect(href({ ...home, channel: "lease", category: "Townhouse", bedrooms: 3 })).toBe("/rent?location=oran-park&beds=2&type=townhouse");
    expect(href({ ...home, category: "Unit", bedrooms: 1 })).toBe("/buy?location=oran-park&type=apartment");
  });

  it("leaves out what the listing does not say, and offers nothing without a suburb", () => {
    expect(href({ ...home, category: null, bedrooms: null })).toBe("/buy?location=oran-park");
    expect(href({ ...home, category: "Retirement" })).toBe("/buy?location=oran-park&beds=3");
    expect(similarHomesSearch({ ...home, suburb: null })).toBeNull();
  });

  it("is matched by the sales of the last 12 months for a home for sale or sold, and by none for a rental", () => {
    const query = comparableSalesSearch(home);
    expect(query && searchHref(query)).toBe("/sold?location=oran-park&beds=3&type=house&within=12");
    expect(comparableSalesSearch({ ...home, channel: "lease" })).toBeNull();
    expect(comparableSalesSearch({ ...home, suburb: null })).toBeNull();
  });
});
