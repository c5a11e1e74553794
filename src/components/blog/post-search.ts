import type { PostCardData } from "./post-card";

/** Live search of the listing: every word must appear in the title, excerpt or category (any case). */
export function filterPosts(posts: readonly PostCardData[], query: string): PostCardData[] {
  const words = query.toLocaleLowerCase("en").split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...posts];
  return posts.filter((post) => {
    const haystack = `${post.title}\n${post.excerpt}\n${post.category}`.toLocaleLowerCase("en");
    return words.every((word) => haystack.includes(word));
  });
}
