/*
 * The sitemap protocol's two documents (https://www.sitemaps.org/protocol.html): a `urlset` of pages, and a
 * `sitemapindex` of sitemaps, which /sitemap.xml becomes once the site has more addresses than one sitemap should hold.
 */

/** The most addresses one sitemap holds here (the protocol allows 50,000; smaller files are quicker to fetch and re-read). */
export const sitemapUrlLimit = 10_000;

export interface SitemapEntry {
  url: string;
  lastModified?: Date | string;
  changeFrequency?: "always" | "hourly" | "daily" | "weekly" | "monthly" | "yearly" | "never";
  priority?: number;
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] as string);

const lastmod = (value: Date | string | undefined) =>
  value === undefined ? "" : `<lastmod>${escapeXml(value instanceof Date ? value.toISOString() : value)}</lastmod>`;

export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(entry.url)}</loc>${lastmod(entry.lastModified)}${entry.changeFrequency ? `<changefreq>${entry.changeFrequency}</changefreq>` : ""}${entry.priority !== undefined ? `<priority>${entry.priority}</priority>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: readonly { url: string; lastModified?: Date | string }[]): string {
  const items = sitemaps.map((sitemap) => `<sitemap><loc>${escapeXml(sitemap.url)}</loc>${lastmod(sitemap.lastModified)}</sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** The address of the `part`-th sitemap (from 1) under the index. */
export const sitemapPartPath = (part: number) => `/sitemaps/${part}.xml`;

/** How many sitemaps `total` addresses need under an index: none while one sitemap holds them all. */
export const sitemapPartCount = (total: number, limit: number = sitemapUrlLimit) => (total <= limit ? 0 : Math.ceil(total / limit));

/** The sitemap number in a part's file name ("3.xml" → 3), or null for anything else. */
export function sitemapPartNumber(file: string): number | null {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(file);
  return match ? Number(match[1]) : null;
}
