import "server-only";
import { Feed } from "feed";
import { site } from "@/content/site";
import { postImage } from "@/lib/blog/cover";
import type { Agency } from "@/lib/site-content/agency";
import { absoluteUrl, siteUrl } from "@/lib/seo/site-url";
import { postDate, type BlogPostSummary } from "./posts";

/** RSS 2.0 of the visible posts, newest first (the `feed` package writes and escapes the XML). */
export function buildRssFeed(
  posts: readonly BlogPostSummary[],
  agency: Pick<Agency, "legalName" | "email">,
  now: Date = new Date(),
): string {
  const feed = new Feed({
    title: `${site.name} — Real Estate Insights`,
    description: "Market updates, suburb guides and advice for buying, selling and renting in South West Sydney.",
    id: absoluteUrl("/insights"),
    link: absoluteUrl("/insights"),
    language: "en-AU",
    image: absoluteUrl(site.images.logo),
    favicon: absoluteUrl("/icon.svg"),
    copyright: `© ${now.getFullYear()} ${agency.legalName}`,
    updated: posts[0] ? postDate(posts[0]) : now,
    generator: false,
    feedLinks: { rss: absoluteUrl("/rss.xml") },
    author: { name: site.name, email: agency.email, link: siteUrl },
  });
  for (const post of posts) {
    const url = absoluteUrl(`/insights/${post.slug}`);
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.excerpt,
      date: postDate(post),
      category: [{ name: post.category }],
      author: [{ name: post.authorName }],
      image: absoluteUrl(postImage(post)),
    });
  }
  return feed.rss2();
}
