import "server-only";
import { and, desc, eq, gt, isNull, lte, min, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";
import { blogPosts } from "@/server/db/schema";

export type BlogPost = typeof blogPosts.$inferSelect;

/** What the listing, the search box and the feed need: everything but the article body. */
export type BlogPostSummary = Pick<
  BlogPost,
  | "id"
  | "slug"
  | "title"
  | "excerpt"
  | "category"
  | "authorName"
  | "featuredImage"
  | "publishedDate"
  | "readTime"
  | "createdAt"
  | "updatedAt"
>;

/**
 * Visible to the public (spec section 6): published, and not scheduled for later. A post scheduled for
 * exactly `now` is visible. Evaluated per request, so a scheduled post appears on its date by itself.
 */
export function visiblePostCondition(now: Date): SQL {
  return and(eq(blogPosts.isPublished, true), or(isNull(blogPosts.scheduledDate), lte(blogPosts.scheduledDate, now))) as SQL;
}

/** The listing's order: newest published_date first (undated posts last), then newest created. */
export const newestPostsFirst = [sql`${blogPosts.publishedDate} desc nulls last`, desc(blogPosts.createdAt)] as const;

/** Visible posts, in the listing's order. */
export async function listVisiblePosts(db: Db, now: Date = new Date()): Promise<BlogPostSummary[]> {
  return db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      category: blogPosts.category,
      authorName: blogPosts.authorName,
      featuredImage: blogPosts.featuredImage,
      publishedDate: blogPosts.publishedDate,
      readTime: blogPosts.readTime,
      createdAt: blogPosts.createdAt,
      updatedAt: blogPosts.updatedAt,
    })
    .from(blogPosts)
    .where(visiblePostCondition(now))
    .orderBy(...newestPostsFirst);
}

/** One visible post by its slug, or null when it is missing, a draft or scheduled for later. */
export async function findVisiblePost(db: Db, slug: string, now: Date = new Date()): Promise<BlogPost | null> {
  // No slug holds a NUL, and PostgreSQL would refuse one in the query ('invalid byte sequence'): no post, no query.
  if (slug.includes("\u0000")) return null;
  const [post] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), visiblePostCondition(now)))
    .limit(1);
  return post ?? null;
}

/** When the next published post that is scheduled for later falls due, or null when none is. */
export async function nextScheduledPublication(db: Db, now: Date = new Date()): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(blogPosts.scheduledDate) })
    .from(blogPosts)
    .where(and(eq(blogPosts.isPublished, true), gt(blogPosts.scheduledDate, now)));
  return row?.at ?? null;
}

/** The date a post shows: published_date, which the status rules always set for a visible post. */
export function postDate(post: Pick<BlogPost, "publishedDate" | "createdAt">): Date {
  return post.publishedDate ?? post.createdAt;
}

/** Every post for the admin, newest created first. */
export async function listAllPosts(db: Db): Promise<BlogPost[]> {
  return db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt));
}
