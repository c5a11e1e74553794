import { describe, expect, it } from "vitest";
import { canonicalSearchAddress, parseSearchQuery, resultCount, searchHref } from "./search-query";

describe("the search in the address", () => {
  it("reads suburbs, postcodes, filters, sort and page, and writes them back in one order", () => {
    const query = parseSearchQuery(
      "buy",
      new URLSearchParams(
        "location=oran-park&location=2570&location=Gregory%20Hills%2C%20NSW%202557&beds=3&sort=price-asc&page=2&type=house&type=land&min=500000&exclude-under-offer=1",
      ),
    );
    expect(query).toMatchObject({
      locations: ["oran-park", "2570", "gregory-hills"],
      beds: 3,
      sort: "price-asc",
      page: 2,
      types: ["house", "land"],
      priceMin: 500_000,
      excludeUnderOffer: true,
    });
    expect(searchHref(query)).toBe(
      "/buy?location=oran-park&location=2570&location=gregory-hills&min=500000&beds=3&type=house&type=land&exclude-under-offer=1&sort=price-asc&page=2",
    );
  });

  it("ignores unknown names and values, swaps a reversed price range and keeps each tab's own filters", () => {
    const query = parseSearchQuery("buy", {
      beds: "many",
      sort: "random",
      page: "0",
      min: "900000",
      max: "400000",
      pets: "1",
      within: "6",
      foo: "bar",
      location: ["", "<b>", "oran-park", "oran-park"],
    });
    expect(query).toMatchObject({
      beds: null,
      sort: "newest",
      page: 1,
      priceMin: 400_000,
      priceMax: 900_000,
      pets: false,
      soldWithin: null,
      locations: ["oran-park"],
    });
    expect(parseSearchQuery("rent", { pets: "1", "available-by": "2026-02-30" })).toMatchObject({ pets: true, availableBy: null });
    expect(parseSearchQuery("sold", { within: "6", sort: "sold-desc" })).toMatchObject({ soldWithin: 6, sort: "sold-desc" });
    expect(parseSearchQuery("sold", { within: "7" }).soldWithin).toBeNull();
  });

  it("reads the features it knows, in one order", () => {
    const query = parseSearchQuery("rent", new URLSearchParams("feature=study&feature=spa&feature=pool&feature=study"));
    expect(query.features).toEqual(["pool", "study"]);
    expect(searchHref(query)).toBe("/rent?feature=pool&feature=study");
  });

  it("reads a land size only as one the form offers, and not for rentals", () => {
    expect(parseSearchQuery("buy", { land: "500" }).landMin).toBe(500);
    expect(parseSearchQuery("sold", { land: "4000" }).landMin).toBe(4000);
    for (const land of ["450", "0", "-500", "500m2", "1e3"]) expect(parseSearchQuery("buy", { land }).landMin).toBeNull();
    expect(parseSearchQuery("rent", { land: "500" }).landMin).toBeNull();
    expect(searchHref(parseSearchQuery("buy", { location: "oran-park", cars: "2", land: "600", type: "house" }))).toBe(
      "/buy?location=oran-park&cars=2&land=600&type=house",
    );
    expect(canonicalSearchAddress("buy", new URLSearchParams("land=450&beds=3"))).toBe("/buy?beds=3");
    expect(canonicalSearchAddress("rent", new URLSearchParams("land=500"))).toBe("/rent");
  });
});

describe("a search's canonical address", () => {
  const canonical = (tab: "buy" | "rent" | "sold", search: string) => canonicalSearchAddress(tab, new URLSearchParams(search));

  it("leaves out the empty fields a form sent without JavaScript names, keeping what was chosen", () => {
    expect(
      canonical("buy", "location=oran-park&location=Gregory+Hills&min=&max=&beds=3&baths=&cars=&sort=price-asc&exclude-under-offer="),
    ).toBe("/buy?location=oran-park&location=gregory-hills&beds=3&sort=price-asc");
    expect(canonical("rent", "location=&min=&max=&beds=&available-by=&sort=newest")).toBe("/rent");
  });

  it("puts the search's parameters in order and keeps any other after them", () => {
    expect(canonical("sold", "utm_source=mail&within=6&location=2570&page=1")).toBe("/sold?location=2570&within=6&utm_source=mail");
    expect(canonical("buy", "max=%24900%2C000&min=1000000")).toBe("/buy?min=900000&max=1000000");
  });

  it("is null for an address that is canonical already, so a redirect to it never loops", () => {
    expect(canonical("buy", "")).toBeNull();
    expect(canonical("buy", "location=oran-park&location=2570&beds=3&sort=price-asc&page=2")).toBeNull();
    expect(canonical("sold", "location=2570&within=6&utm_source=mail")).toBeNull();
    for (const [tab, search] of [
      ["buy", "location=Oran%20Park&type=land&type=house&exclude-under-offer=on&sort=auction&page=3&gclid=x"],
      ["rent", "pets=yes&available-by=2026-12-01&min=900&max=400&location=2557,2570"],
      ["sold", "within=12&sort=sold-desc&beds=9&baths=2"],
    ] as const) {
      const once = canonical(tab, search)!;
      expect(once).not.toBeNull();
      expect(canonical(tab, once.replace(/^[^?]*\??/, ""))).toBeNull();
    }
  });

  it("knows every parameter a search writes as its own, so none is kept a second time as a visitor's", () => {
    const every =
      "location=oran-park&location=2570&min=400&max=900&beds=3&baths=2&cars=1&type=house&exclude-under-offer=1&pets=1" +
      "&available-by=2026-12-01&within=6&sort=price-asc&page=2";
    const written = { buy: 11, rent: 13, sold: 11 };
    for (const tab of ["buy", "rent", "sold"] as const) {
      const href = searchHref(parseSearchQuery(tab, new URLSearchParams(every)));
      const search = href.replace(/^[^?]*\??/, "");
      // Each of the tab's filters is written (a tab's own: pets and availability for rent, within for sold)...
      expect([...new URLSearchParams(search).keys()]).toHaveLength(written[tab]);
      // ...and read back as the search's own, not appended again after it.
      expect(canonical(tab, search)).toBeNull();
    }
  });
});

describe("a search's count", () => {
  it("reads with thousands separated, and a + when the search stopped counting", () => {
    expect(resultCount(7, false)).toBe("7");
    expect(resultCount(12_345, false)).toBe("12,345");
    expect(resultCount(1000, true)).toBe("1,000+");
  });
});
