import "server-only";
import { sql } from "drizzle-orm";
import { newestPostsFirst, nextScheduledPublication, visiblePostCondition } from "@/server/blog/posts";
import type { Db } from "@/server/db";
import { readContentVersion } from "@/server/db/content-version";
import { blogPosts } from "@/server/db/schema";
import { listActiveTeam } from "@/server/team/team-members";

/*
 * Pages rendered from database content that the production server keeps in memory (scripts/content-pages.mjs), as it
 * keeps the prerendered ones: rendered once, served precompressed, rendered again as soon as their content changes.
 * A page belongs here when it reads nothing from the request (no cookies, no query string) and every write to what it
 * shows raises a content version (a trigger per table, migration 0003).
 */

/**
 * A page to keep in memory. `version` is set when the page shows one row and nothing else from the database: while it
 * is unchanged, the page need not be rendered again when other content changes.
 */
export interface ContentPage {
  path: string;
  version: string | null;
}

/** The blog's pages: the listing, the RSS feed, the sitemap (it lists the articles) and every visible article. */
async function blogPages(db: Db, now: Date): Promise<ContentPage[]> {
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
    ...articles.map((article) => ({ path: `/insights/${article.slug}`, version: article.version })),
  ];
}

/**
 * The team's pages: the grid and every active member's profile. Version null: every page shows the site's header and
 * footer too, which the agency settings (the same 'site' scope) change.
 */
async function teamPages(db: Db): Promise<ContentPage[]> {
  const members = await listActiveTeam(db);
  return [{ path: "/team", version: null }, ...members.map((member) => ({ path: `/team/${encodeURIComponent(member.slug)}`, version: null }))];
}

export interface ContentPages {
  /** The pages to render, most visited first. */
  pages: ContentPage[];
  /**
   * When what they show changes with no write: the next scheduled post falls due (epoch ms), or null. Pages rendered
   * now are stale from then on.
   */
  validUntil: number | null;
}

export async function contentPages(db: Db, now: Date = new Date()): Promise<ContentPages> {
  const [blog, team, nextDue] = await Promise.all([blogPages(db, now), teamPages(db), nextScheduledPublication(db, now)]);
  return { pages: [...blog, ...team], validUntil: nextDue?.getTime() ?? null };
}

/**
 * A key that changes with every write to the content the pages show, from any instance or tool (the blog's content
 * version, raised by a trigger). Read for every request answered from memory, so it is one small query; a scheduled
 * post falling due, which no write marks, is `validUntil`.
 */
export async function contentPagesKey(db: Db): Promise<string> {
  return `blog:${await readContentVersion(db, "blog")}`;
}
