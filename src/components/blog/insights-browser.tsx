"use client";

import { Search } from "lucide-react";
import { useDeferredValue, useId, useState } from "react";
import { PostCard, type PostCardData } from "./post-card";
import { filterPosts } from "./post-search";

export const noPostsMessage = "No blog posts found.";

/** The listing with its live search box: filters the server's list as the visitor types. */
export function InsightsBrowser({ posts }: { posts: readonly PostCardData[] }) {
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);
  const shown = filterPosts(posts, deferredQuery);
  const inputId = useId();
  const countId = useId();

  return (
    <div>
      <div role="search" className="max-w-xl">
        <label htmlFor={inputId} className="mb-2 block text-sm font-semibold text-ink">
          Search articles
        </label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute left-4 top-1/2 size-5 -translate-y-1/2 text-muted" />
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search by title, topic or category"
            autoComplete="off"
            aria-describedby={countId}
            className="h-12 w-full rounded-full border border-line bg-white pl-12 pr-5 text-base text-ink placeholder:text-muted/80"
          />
        </div>
        <p id={countId} aria-live="polite" className="sr-only">
          {shown.length === 1 ? "1 article" : `${shown.length} articles`}
        </p>
      </div>

      {shown.length === 0 ? (
        <p className="mt-12 rounded-lg border border-dashed border-line bg-white/60 p-10 text-center text-lead text-muted">
          {noPostsMessage}
        </p>
      ) : (
        <ul className="mt-10 grid gap-8 md:grid-cols-2" aria-label="Articles">
          {shown.map((post, index) => (
            <li key={post.slug} className="flex">
              <PostCard post={post} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
