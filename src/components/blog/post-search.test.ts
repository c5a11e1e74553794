import { describe, expect, it } from "vitest";
import type { PostCardData } from "./post-card";
import { filterPosts } from "./post-search";

function post(slug: string, title: string, excerpt: string, category: string): PostCardData {
  return { slug, title, excerpt, category, authorName: "A", date: "", dateTime: "", readTime: "5 min read", image: "/x.svg" };
}

const posts = [
  post("a", "Gregory Hills Market Update", "Homes sell in three weeks.", "Market Update"),
  post("b", "First Home Buyer Guide", "Grants and stamp duty.", "Buying"),
  post("c", "Landlord Inspections", "Every three months.", "Property Management"),
];

describe("filterPosts", () => {
  it("returns everything for an empty or blank query", () => {
    expect(filterPosts(posts, "")).toHaveLength(3);
    expect(filterPosts(posts, "   ")).toHaveLength(3);
  });

  it.each([
    ["gregory", ["a"]],
    ["STAMP DUTY", ["b"]],
    ["property management", ["c"]],
    ["three", ["a", "c"]],
    ["three months", ["c"]],
    ["buying", ["b"]],
    ["nothing-like-this", []],
  ])("matches title, excerpt or category: %s", (query, slugs) => {
    expect(filterPosts(posts, query).map((p) => p.slug)).toEqual(slugs);
  });
});
