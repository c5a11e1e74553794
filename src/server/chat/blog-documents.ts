import "server-only";
import { and, desc, eq, gt, isNull, lte, min, or } from "drizzle-orm";
import type { Db } from "@/server/db/connect";
import { blogPosts } from "@/server/db/schema";
import type { KnowledgeDocument } from "./knowledge-base";

export interface BlogPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  metaDescription: string | null;
}

/** Published posts (published and not scheduled for later), newest first. */
export async function loadPublishedPosts(db: Db, now: Date = new Date(), limit = 100): Promise<BlogPostSummary[]> {
  return db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      category: blogPosts.category,
      metaDescription: blogPosts.metaDescription,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.isPublished, true), or(isNull(blogPosts.scheduledDate), lte(blogPosts.scheduledDate, now))))
    .orderBy(desc(blogPosts.publishedDate))
    .limit(limit);
}

/** One document per post: its title and excerpt, citing the article. */
export function blogDocuments(posts: readonly BlogPostSummary[]): KnowledgeDocument[] {
  return posts.map((post) => ({
    id: `blog:${post.slug}`,
    kind: "blog",
    title: post.title,
    text: post.excerpt,
    keywords: [post.category, post.metaDescription ?? ""].join(" "),
    url: `/insights/${post.slug}`,
  }));
}

/** When the next published post that is scheduled for later falls due, or null when none is. */
export async function nextScheduledPublication(db: Db, now: Date = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(blogPosts.scheduledDate) })
    .from(blogPosts)
    .where(and(eq(blogPosts.isPublished, true), gt(blogPosts.scheduledDate, now)));
  return row?.at ?? null;
}
