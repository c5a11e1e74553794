import { describe, expect, it } from "vitest";
import { tickerItems, tickerSchema, type Ticker } from "@/lib/site-content/headlines";
import { initialTicker, newsHeadlines } from "./headlines";

const message = (document: unknown) => {
  const result = tickerSchema.safeParse(document);
  return result.success ? null : result.error.issues[0]?.message;
};
const withFirst = (change: object): Ticker => ({
  ...initialTicker,
  headlines: initialTicker.headlines.map((h, i) => (i === 0 ? { ...h, ...change } : h)),
});

describe("the ticker document", () => {
  it("starts as today's 12 headlines, written by staff", () => {
    expect(tickerSchema.safeParse(initialTicker).success).toBe(true);
    expect(initialTicker.source).toBe("headlines");
    expect(initialTicker.headlines.map((h) => h.text)).toEqual(newsHeadlines);
  });

  it("takes 1 to 12 different headlines of at most 90 characters", () => {
    expect(message({ ...initialTicker, headlines: [] })).toBe("The ticker needs at least 1 headline");
    expect(message({ ...initialTicker, headlines: [...initialTicker.headlines, { text: "One more", href: "" }] })).toBe(
      "The ticker shows at most 12 headlines",
    );
    expect(message(withFirst({ text: "x".repeat(91) }))).toBe("Headline must be less than 91 characters");
    expect(message(withFirst({ text: "  " }))).toBe("Headline is required");
    expect(message(withFirst({ text: initialTicker.headlines[1]!.text.toUpperCase() }))).toBe("Each headline must be different");
  });

  it("links a headline to a path on the site or an https address, or nowhere", () => {
    expect(message(withFirst({ href: "/insights/some-post" }))).toBeNull();
    expect(message(withFirst({ href: "https://www.camden.nsw.gov.au/news" }))).toBeNull();
    for (const href of ["http://example.com", "//evil.example", "javascript:alert(1)", "insights"]) {
      expect(message(withFirst({ href }))).toBe("Headline link must be a path on this site (starting with /) or a full https:// address");
    }
    expect(message({ ...initialTicker, source: "rss" })).toBe("Choose where the ticker's headlines come from");
  });
});

describe("what the ticker shows", () => {
  const posts = Array.from({ length: 14 }, (_, i) => ({ title: `Post ${i}`, slug: `post-${i}` }));

  it("shows the written headlines, linked where staff gave a link", () => {
    const items = tickerItems(
      {
        source: "headlines",
        headlines: [
          { text: "Plain", href: "" },
          { text: "Linked", href: "/selling" },
        ],
      },
      posts,
    );
    expect(items).toEqual([
      { text: "Plain", href: null },
      { text: "Linked", href: "/selling" },
    ]);
  });

  it("or the newest 12 posts' titles linking to them, and the written headlines while no post is published", () => {
    const latest = { ...initialTicker, source: "latest-posts" as const };
    expect(tickerItems(latest, posts)).toHaveLength(12);
    expect(tickerItems(latest, posts)[0]).toEqual({ text: "Post 0", href: "/insights/post-0" });
    expect(tickerItems(latest, []).map((item) => item.text)).toEqual(newsHeadlines);
    const twice = [
      { title: "Same", slug: "newer" },
      { title: "Other", slug: "other" },
      { title: "Same", slug: "older" },
    ];
    expect(tickerItems(latest, twice)).toEqual([
      { text: "Same", href: "/insights/newer" },
      { text: "Other", href: "/insights/other" },
    ]);
  });
});
