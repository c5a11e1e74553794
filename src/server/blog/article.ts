import "server-only";
import { cache } from "react";
import { sanitizeBlogHtml } from "@/lib/blog/sanitize";
import { getDb } from "@/server/db";
import { findVisiblePost, type BlogPost } from "./posts";

export type Article = BlogPost & { safeHtml: string };

/**
 * The visible post for a slug with its HTML sanitised again for rendering, or null. Cached per request,
 * so the page and its metadata read the database once.
 */
export const loadArticle = cache(async (slug: string): Promise<Article | null> => {
  const post = await findVisiblePost(await getDb(), slug);
  return post ? { ...post, safeHtml: sanitizeBlogHtml(post.content) } : null;
});
