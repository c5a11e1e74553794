import "server-only";
import { cache } from "react";
import { sanitizeBlogHtml } from "@/lib/blog/sanitize";
import { fillAgencyTokensInHtml } from "@/lib/site-content/agency-tokens";
import { getDb } from "@/server/db";
import { currentAgency } from "@/server/site-content/current";
import { findVisiblePost, type BlogPost } from "./posts";

export type Article = BlogPost & { safeHtml: string };

/**
 * The visible post for a slug with its HTML sanitised again for rendering, or null: its {{phone}}, {{email}},
 * {{hours}} and {{address}} filled in from the agency settings first (the phone a tel: link). Cached per request,
 * so the page and its metadata read the database once.
 */
export const loadArticle = cache(async (slug: string): Promise<Article | null> => {
  const [post, agency] = await Promise.all([getDb().then((db) => findVisiblePost(db, slug)), currentAgency()]);
  return post ? { ...post, safeHtml: sanitizeBlogHtml(fillAgencyTokensInHtml(post.content, agency)) } : null;
});
