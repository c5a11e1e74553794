import "server-only";
import { sql } from "drizzle-orm";
import { publicRoutes } from "@/content/public-routes";
import { newestPostsFirst, nextScheduledPublication, visiblePostCondition } from "@/server/blog/posts";
import type { Db } from "@/server/db";
import { readContentVersion, readContentVersionsKey } from "@/server/db/content-version";
import { blogPosts } from "@/server/db/schema";
import type { ContentPage, ContentPages } from "@/server/http/production-server";
import { readSiteDocument } from "@/server/site-content/store";
import { listActiveTeam } from "@/server/team/team-members";

/*
 * Pages rendered from database content that the production server keeps in memory (scripts/content-pages.ts): rendered
 * once, served precompressed, rendered again as soon as their content changes. That is every public page: each shows
 * the agency's settings in its header and footer, and the blog's pages show posts. A page belongs here when it reads
 * nothing from the request (no cookies, no query string) and every table it reads is in the freshness registry
 * (./freshness.ts), whose triggers raise a content version on every write. Such a page is answered from memory whatever
 * its query string says (`/?utm_source=…` is `/`), since it reads none: a page that starts to read its query must leave
 * this list.
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

/** Every other public page: it shows the site's content (the agency's settings, the team, the guides' facts) only. */
function sitePages(siteVersion: string): ContentPage[] {
  return publicRoutes.filter((route) => route.path !== "/insights").map((route) => ({ path: route.path, version: siteVersion }));
}

/** Every active team member's profile (the team is site content too: its tables raise the 'site' version). */
async function teamProfilePages(db: Db, siteVersion: string): Promise<ContentPage[]> {
  const members = await listActiveTeam(db);
  return members.map((member) => ({ path: `/team/${encodeURIComponent(member.slug)}`, version: siteVersion }));
}

export async function contentPages(db: Db, now: Date = new Date()): Promise<ContentPages> {
  const [siteContentVersion, blogVersion, ticker] = await Promise.all([
    readContentVersion(db, "site"),
    readContentVersion(db, "blog"),
    readSiteDocument(db, "ticker"),
  ]);
  // Every page's frame shows the ticker: when it lists the newest posts, every page changes with the blog too.
  const siteVersion = `site:${siteContentVersion}${ticker.source === "latest-posts" ? `|blog:${blogVersion}` : ""}`;
  const [blog, profiles, nextDue] = await Promise.all([blogPages(db, now, siteVersion), teamProfilePages(db, siteVersion), nextScheduledPublication(db, now)]);
  // The most visited first: the home page, then the blog, then the rest.
  const [home, ...others] = sitePages(siteVersion);
  return { pages: [...(home ? [home] : []), ...blog, ...others, ...profiles], validUntil: nextDue?.getTime() ?? null };
}

/**
 * A key that changes with every write to the content the pages show, from any instance or tool (every content version
 * of the registry in ./freshness.ts, raised by triggers). Read for every request answered from memory, so it is one
 * small query; a scheduled post falling due, which no write marks, is `validUntil`.
 */
export async function contentPagesKey(db: Db): Promise<string> {
  return readContentVersionsKey(db);
}
