import { describe, expect, it } from "vitest";
import { sitemapIndexXml, sitemapPartCount, sitemapPartNumber, urlsetXml } from "./sitemap-xml";

describe("sitemap XML", () => {
  it("writes a urlset with the protocol's elements, escaping addresses", () => {
    const xml = urlsetXml([
      { url: "https://example.com/a?x=1&y=2", lastModified: new Date("2026-03-04T05:06:07Z"), changeFrequency: "weekly", priority: 0.5 },
      { url: "https://example.com/b" },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "<url><loc>https://example.com/a?x=1&amp;y=2</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod><changefreq>weekly</changefreq><priority>0.5</priority></url>\n" +
        "<url><loc>https://example.com/b</loc></url>\n</urlset>\n",
    );
  });

  it("writes a sitemap index", () => {
    expect(
      sitemapIndexXml([
        { url: "https://example.com/sitemaps/1.xml", lastModified: "2026-03-04" },
        { url: "https://example.com/sitemaps/2.xml" },
      ]),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        "<sitemap><loc>https://example.com/sitemaps/1.xml</loc><lastmod>2026-03-04</lastmod></sitemap>\n" +
        "<sitemap><loc>https://example.com/sitemaps/2.xml</loc></sitemap>\n</sitemapindex>\n",
    );
  });

  it("needs no parts up to the limit, then one per limit's worth", () => {
    expect(sitemapPartCount(10_000)).toBe(0);
    expect(sitemapPartCount(10_001)).toBe(2);
    expect(sitemapPartCount(50_000)).toBe(5);
    expect(sitemapPartCount(11, 5)).toBe(3);
  });

  it("reads a part's number only from a file name like 3.xml", () => {
    expect(sitemapPartNumber("3.xml")).toBe(3);
    for (const file of ["0.xml", "03.xml", "3", "3.json", "-1.xml", "1.5.xml", "9999999.xml"]) expect(sitemapPartNumber(file)).toBeNull();
  });
});
