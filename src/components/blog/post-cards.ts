import "server-only";
import type { PostCardData } from "./post-card";
import { postImage } from "@/lib/blog/cover";
import { formatDisplayDate } from "@/lib/format/date";
import { postDate, type BlogPostSummary } from "@/server/blog/posts";

/** The listing's view of a post, with its date already in the visitor's en-US format. */
export function toPostCard(post: BlogPostSummary): PostCardData {
  const date = postDate(post);
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    authorName: post.authorName,
    date: formatDisplayDate(date),
    dateTime: date.toISOString(),
    readTime: post.readTime,
    image: postImage(post),
  };
}
