import "server-only";
import { sql } from "drizzle-orm";
import { publicRoutes } from "@/content/public-routes";
import { suburbGuidePath, suburbGuides } from "@/content/suburbs";
import { searchTabs } from "@/lib/listings/search-query";
import { newestPostsFirst, nextScheduledPublication, visiblePostCondition } from "@/server/blog/posts";
import type { Db } from "@/server/db";
import { readContentVersion, readContentVersionsKey } from "@/server/db/content-version";
import { blogPosts } from "@/server/db/schema";
import type { ContentPage, ContentPages } from "@/server/http/production-server";
import { sitemapPaths } from "@/server/seo/sitemap";
import { readSiteDocument } from "@/server/site-content/store";
import { listActiveTeam } from "@/server/team/team-members";
import { digestOf, readListingVersions, type ListingVersions } from "./listing-versions";

/*
 * Pages rendered from database content that the production server keeps in memory (scripts/content-pages.ts): rendered
 * once, served precompressed, rendered again as soon as their content changes. That is every public page: each shows
 * the agency's settings in its header and footer, and the blog's pages show posts. A page belongs here when it reads
 * nothing from the request (no cookies, no query string) and every table it reads is in the freshness registry
 * (src/server/db/freshness.ts), whose triggers raise a content version on every write. Such a page is answered from memory whatever
 * its query string says (`/?utm_source=…` is `/`), since it reads none: a page that starts to read its query must leave
 * this list. The listing search reads its query: its pages are kept per address, once asked for twice (`searches`).
 */

export type { ContentPage, ContentPages };

/** The blog's pages: the listing, the RSS feed, the sitemap (it lists the articles) and every visible article. */
async function blogPages(db: Db, now: Date, siteVersion: string): Promise<ContentPage[]> {
  // xmin changes with every write to the row, whoever makes it (an admin, a bulk update, a SQL console).
  const articles = await db
    .select({ slug: blogPosts.slug, version: sql<string>`${blogPosts.id}::text || ':' || xmin::text` })
    .from(blogPosts)
    .where(visiblePostCondition(now))
    .orderBy(...newestPostsFirst);
  return [
    { path: "/insights", version: null },
    { path: "/rss.xml", version: null },
    { path: "/sitemap.xml", version: null },
    ...articles.map((article) => ({ path: `/insights/${article.slug}`, version: `${siteVersion}|${article.version}` })),
  ];
}

/** A page's version: the site's, and that of the listings it shows, if any (a page showing none keeps the site's). */
const withListings = (siteVersion: string, listingsDigest: string) => (listingsDigest ? `${siteVersion}|${listingsDigest}` : siteVersion);

/**
 * Every other public page: it shows the site's content (the agency's settings, the team, the guides' facts); the home
 * page also its newest homes for sale, and a suburb's pages its homes for sale and sales.
 */
function sitePages(siteVersion: string, stock: ListingVersions): ContentPage[] {
  const suburbOf = new Map(
    suburbGuides.flatMap((guide) =>
      [suburbGuidePath(guide.slug), suburbGuidePath(guide.slug, "buying"), suburbGuidePath(guide.slug, "selling")].map(
        (path) => [path, guide.name.toLowerCase()] as const,
      ),
    ),
  );
  const forSale = digestOf(stock.listings.filter((listing) => listing.forSale));
  return publicRoutes
    .filter((route) => route.path !== "/insights")
    .map((route) => {
      const suburb = suburbOf.get(route.path);
      const shown = route.path === "/" ? forSale : suburb ? digestOf(stock.listings.filter((listing) => listing.suburb === suburb)) : "";
      return { path: route.path, version: withListings(siteVersion, shown) };
    });
}

/** Every active team member's profile (the team is site content too: its tables raise the 'site' version), and their listings. */
async function teamProfilePages(db: Db, siteVersion: string, stock: ListingVersions): Promise<ContentPage[]> {
  const members = await listActiveTeam(db);
  return members.map((member) => ({
    path: `/team/${encodeURIComponent(member.slug)}`,
    version: withListings(siteVersion, digestOf(stock.byAgent.get(member.slug) ?? [])),
  }));
}

/**
 * Every published listing's page, rendered when first asked for (not at start nor on a change: there may be tens of
 * thousands), then kept while the listing is unchanged, within the server's memory bound (PAGE_CACHE_MB).
 */
function listingPages(siteVersion: string, stock: ListingVersions): ContentPage[] {
  return stock.listings.map((listing) => ({ path: listing.path, version: `${siteVersion}|${listing.version}`, lazy: true }));
}

/**
 * The sitemaps under /sitemap.xml's index once the site has more addresses than one sitemap holds (the sitemap lists
 * the public pages, the profiles, the articles and the listings), rendered when asked for. A count that came out
 * differently from the sitemap's own only leaves a part to Next or lists one that answers 404, which is not kept.
 */
function sitemapParts(blog: readonly ContentPage[], profiles: readonly ContentPage[], stock: ListingVersions): ContentPage[] {
  const articles = blog.filter((page) => page.path.startsWith("/insights/")).length;
  const total = publicRoutes.length + profiles.length + articles + stock.listings.length;
  return sitemapPaths(total)
    .filter((path) => path !== "/sitemap.xml")
    .map((path) => ({ path, version: null, lazy: true }));
}

export async function contentPages(db: Db, now: Date = new Date()): Promise<ContentPages> {
  const [siteContentVersion, blogVersion, listingsVersion, ticker] = await Promise.all([
    readContentVersion(db, "site"),
    readContentVersion(db, "blog"),
    readContentVersion(db, "listings"),
    readSiteDocument(db, "ticker"),
  ]);
  // Every page's frame shows the ticker: when it lists the newest posts, every page changes with the blog too.
  const siteVersion = `site:${siteContentVersion}${ticker.source === "latest-posts" ? `|blog:${blogVersion}` : ""}`;
  const stock = await readListingVersions(db, now);
  const [blog, profiles, nextDue] = await Promise.all([
    blogPages(db, now, siteVersion),
    teamProfilePages(db, siteVersion, stock),
    nextScheduledPublication(db, now),
  ]);
  // The most visited first: the home page, then the blog, then the rest; the listings' pages last, rendered when asked for.
  const [home, ...others] = sitePages(siteVersion, stock);
  const moments = [nextDue?.getTime() ?? null, stock.nextChange].filter((time): time is number => time !== null);
  return {
    pages: [
      ...(home ? [home] : []),
      ...blog,
      ...sitemapParts(blog, profiles, stock),
      ...others,
      ...profiles,
      ...listingPages(siteVersion, stock),
    ],
    validUntil: moments.length > 0 ? Math.min(...moments) : null,
    // Any listing may enter or leave any search: a search is kept until any listing changes.
    searches: { paths: searchTabs.map((tab) => `/${tab}`), version: `${siteVersion}|listings:${listingsVersion}` },
  };
}

/**
 * A key that changes with every write to the content the pages show, from any instance or tool (every content version
 * of the registry in src/server/db/freshness.ts, raised by triggers). Read for every request answered from memory, so it is one
 * small query; a scheduled post falling due, which no write marks, is `validUntil`.
 */
export async function contentPagesKey(db: Db): Promise<string> {
  return readContentVersionsKey(db);
}
