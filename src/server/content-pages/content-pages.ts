import "server-only";
import { and, desc, eq, lte, sql } from "drizzle-orm";
import { visiblePostCondition } from "@/server/blog/posts";
import type { Db } from "@/server/db";
import { blogPosts, contentVersions } from "@/server/db/schema";

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
    .orderBy(sql`${blogPosts.publishedDate} desc nulls last`, desc(blogPosts.createdAt));
  return [
    { path: "/insights", version: null },
    { path: "/rss.xml", version: null },
    { path: "/sitemap.xml", version: null },
    ...articles.map((article) => ({ path: `/insights/${article.slug}`, version: article.version })),
  ];
}

/** The pages to render, most visited first. */
export async function contentPages(db: Db, now: Date = new Date()): Promise<ContentPage[]> {
  return blogPages(db, now);
}

/**
 * A key that changes whenever any content page may show something new: a write to the blog (its content version,
 * from any instance or tool), or a scheduled post falling due (the latest due date, which no write marks). Pages
 * rendered under one key are current for as long as the key stays the same. One small query.
 */
export async function contentPagesKey(db: Db, now: Date = new Date()): Promise<string> {
  const [row] = await db
    .select({
      version: contentVersions.version,
      lastDue: sql<string | null>`(select max(${blogPosts.scheduledDate})::text from ${blogPosts} where ${and(
        visiblePostCondition(now),
        lte(blogPosts.scheduledDate, now),
      )})`,
    })
    .from(contentVersions)
    .where(eq(contentVersions.scope, "blog"))
    .limit(1);
  return `blog:${row?.version ?? 0}:${row?.lastDue ?? "none"}`;
}
