import type { MetadataRoute } from "next";
import { publicRoutes } from "@/content/public-routes";
import { absoluteUrl } from "@/lib/seo/site-url";
import { listVisiblePosts } from "@/server/blog/posts";
import { getDb } from "@/server/db";
import { logger } from "@/server/log";
import { listActiveTeam } from "@/server/team/team-members";

// Lists the visible blog posts and the active team, so it is built per request (and never opens the database during the build).
export const dynamic = "force-dynamic";

async function blogEntries(): Promise<MetadataRoute.Sitemap> {
  try {
    const posts = await listVisiblePosts(await getDb());
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

async function teamEntries(): Promise<MetadataRoute.Sitemap> {
  try {
    const members = await listActiveTeam(await getDb());
    return members.map((member) => ({ url: absoluteUrl(`/team/${encodeURIComponent(member.slug)}`), changeFrequency: "monthly", priority: 0.5 }));
  } catch (error) {
    logger.error({ err: error }, "could not list the team for the sitemap");
    return [];
  }
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = publicRoutes.map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
  const [team, posts] = await Promise.all([teamEntries(), blogEntries()]);
  return [...pages, ...team, ...posts];
}
