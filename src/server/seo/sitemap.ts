import "server-only";
import { publicRoutes } from "@/content/public-routes";
import { listingPath } from "@/lib/listings/listing-slug";
import { sitemapIndexXml, sitemapPartCount, sitemapPartPath, sitemapUrlLimit, urlsetXml, type SitemapEntry } from "@/lib/seo/sitemap-xml";
import { absoluteUrl } from "@/lib/seo/site-url";
import { listVisiblePosts } from "@/server/blog/posts";
import type { Db } from "@/server/db";
import { listPublicListingPages, summarizePublicListingPages } from "@/server/listings/public-listing";
import { logger } from "@/server/log";
import { listActiveTeam } from "@/server/team/team-members";

/*
 * The site's sitemap: every public page, the active team's profiles, the visible articles and every listing's page.
 * Up to `sitemapUrlLimit` addresses it is one `urlset` at /sitemap.xml; past that /sitemap.xml is an index of
 * /sitemaps/1.xml, /sitemaps/2.xml, … each holding at most that many, in the same order (listings oldest first, so a new
 * one lands in the last sitemap and the others keep their contents).
 */

async function blogEntries(db: Db): Promise<SitemapEntry[]> {
  try {
    const posts = await listVisiblePosts(db);
    return posts.map((post) => ({
      url: absoluteUrl(`/insights/${post.slug}`),
      lastModified: post.updatedAt,
      changeFrequency: "monthly",
      priority: 0.6,
    }));
  } catch (error) {
    // The static pages are still worth serving.
    logger.error({ err: error }, "could not list blog posts for the sitemap");
    return [];
  }
}

async function teamEntries(db: Db): Promise<SitemapEntry[]> {
  try {
    const members = await listActiveTeam(db);
    return members.map((member) => ({
      url: absoluteUrl(`/team/${encodeURIComponent(member.slug)}`),
      changeFrequency: "monthly",
      priority: 0.5,
    }));
  } catch (error) {
    logger.error({ err: error }, "could not list the team for the sitemap");
    return [];
  }
}

/**
 * The listings on the site (current, and sold or leased result pages), or only `range` of them; withdrawn, held and
 * hidden ones are not.
 */
async function listingEntries(db: Db, range?: { offset: number; limit: number }): Promise<SitemapEntry[]> {
  try {
    const pages = await listPublicListingPages(db, range);
    return pages.map((page) => ({ url: absoluteUrl(listingPath(page.slug)), lastModified: page.updatedAt, priority: 0.7 }));
  } catch (error) {
    logger.error({ err: error }, "could not list the listings for the sitemap");
    return [];
  }
}

/** The addresses before the listings: the pages, the team's profiles, the articles. */
async function otherEntries(db: Db): Promise<SitemapEntry[]> {
  const pages: SitemapEntry[] = publicRoutes.map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
  const [team, posts] = await Promise.all([teamEntries(db), blogEntries(db)]);
  return [...pages, ...team, ...posts];
}

/** Every address of the sitemap, in its order. */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [others, homes] = await Promise.all([otherEntries(db), listingEntries(db)]);
  return [...others, ...homes];
}

/** How many listing pages there are and each part's latest change among them; null when they cannot be read. */
async function listingSummary(db: Db, skip: number, limit: number) {
  try {
    return await summarizePublicListingPages(db, skip, limit);
  } catch (error) {
    logger.error({ err: error }, "could not count the listings for the sitemap");
    return null;
  }
}

const newest = (entries: readonly SitemapEntry[]) => {
  const times = entries.flatMap((entry) => (entry.lastModified ? [new Date(entry.lastModified).getTime()] : []));
  return times.length > 0 ? new Date(Math.max(...times)) : undefined;
};

/**
 * The XML of /sitemap.xml (`part` null) or of /sitemaps/{part}.xml, or null for a part that does not exist (there are
 * none while /sitemap.xml holds every address).
 */
export async function sitemapDocument(db: Db, part: number | null, limit: number = sitemapUrlLimit): Promise<string | null> {
  // The listings are counted, not read: past the limit the index needs only how many there are and when each part last
  // changed, and a part only its own addresses.
  const others = await otherEntries(db);
  const homes = (await listingSummary(db, others.length, limit)) ?? { count: 0, latestByPart: new Map<number, Date>() };
  const parts = sitemapPartCount(others.length + homes.count, limit);
  if (part === null) {
    if (parts === 0) return urlsetXml([...others, ...(await listingEntries(db))]);
    return sitemapIndexXml(
      Array.from({ length: parts }, (_, i) => ({
        url: absoluteUrl(sitemapPartPath(i + 1)),
        lastModified: newest([...others.slice(i * limit, (i + 1) * limit), { url: "", lastModified: homes.latestByPart.get(i) }]),
      })),
    );
  }
  if (part < 1 || part > parts) return null;
  const start = (part - 1) * limit;
  const fromOthers = others.slice(start, start + limit);
  const offset = Math.max(0, start - others.length);
  return urlsetXml([...fromOthers, ...(await listingEntries(db, { offset, limit: limit - fromOthers.length }))]);
}

/** The addresses the sitemap is served at for `total` addresses: /sitemap.xml, and its parts past the limit. */
export function sitemapPaths(total: number, limit: number = sitemapUrlLimit): string[] {
  return ["/sitemap.xml", ...Array.from({ length: sitemapPartCount(total, limit) }, (_, i) => sitemapPartPath(i + 1))];
}
