import { AppRouterContext, type AppRouterInstance } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parseSearchQuery, searchPageSize } from "@/lib/listings/search-query";
import type { ResolvedLocations } from "@/server/listings/search/locations";
import { SearchPage } from "./search-page";

const locations: ResolvedLocations = {
  chips: [{ token: "oran-park", label: "Oran Park" }],
  suburbs: ["oran park"],
  postcodes: [],
  unknown: [],
};

/** The search form navigates with the router; rendering the page only needs one to be there. */
const router: AppRouterInstance = { back() {}, forward() {}, refresh() {}, push() {}, replace() {}, prefetch() {}, bfcacheId: "" };

/**
 * The results heading and the page links of the search page for `address` (on /buy) with a result of `total` matches,
 * counted to the end or not (no cards: the count and the pages are what is tested).
 */
function render(address: string, { total, capped }: { total: number; capped: boolean }): { heading: string; pageLinks: string[] } {
  const query = parseSearchQuery("buy", new URLSearchParams(address));
  const pageCount = capped
    ? Math.floor(Math.max(1000, (query.page + 2) * searchPageSize) / searchPageSize)
    : Math.ceil(total / searchPageSize);
  const html = renderToStaticMarkup(
    <AppRouterContext value={router}>
      <SearchPage
        result={{ query, locations, total, totalCapped: capped, pageCount, items: [] }}
        locations={[]}
        now={new Date("2026-11-29T00:00:00Z")}
      />
    </AppRouterContext>,
  );
  const heading = /<h2 id="results-heading"[^>]*>(.*?)<\/h2>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
  const nav = /<nav aria-label="Pages of results".*?<\/nav>/s.exec(html)?.[0] ?? "";
  const pageLinks = [...nav.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/gs)].map(
    ([, href, text]) => `${text!.replace(/<[^>]+>/g, "")} ${href!.replaceAll("&amp;", "&")}`,
  );
  return { heading, pageLinks };
}

describe("the search page's count and pages", () => {
  it("says 1,000+ when the search stopped counting, and offers the pages around this one and Next but no last page", () => {
    const first = render("location=oran-park", { total: 1000, capped: true });
    expect(first.heading).toMatch(/^1,000\+ homes for sale · showing 1–\d+, page 1$/);
    expect(first.pageLinks).toEqual([
      "Page 2 /buy?location=oran-park&page=2",
      "Page 3 /buy?location=oran-park&page=3",
      "Next /buy?location=oran-park&page=2",
    ]);

    const deep = render("location=oran-park&page=90", { total: 1000, capped: true });
    expect(deep.heading).toMatch(/^1,000\+ homes for sale · showing 1069–\d+, page 90$/);
    expect(deep.pageLinks.map((link) => link.split(" /")[0])).toEqual([
      "Previous",
      "Page 1",
      "Page 88",
      "Page 89",
      "Page 91",
      "Page 92",
      "Next",
    ]);
  });

  it("says the exact count and the last page when the search counted every match", () => {
    const counted = render("location=oran-park&page=2", { total: 996, capped: false });
    expect(counted.heading).toMatch(/^996 homes for sale · showing 13–\d+, page 2 of 83$/);
    expect(counted.pageLinks.map((link) => link.split(" /")[0])).toEqual(["Previous", "Page 1", "Page 3", "Page 4", "Page 83", "Next"]);
  });
});
