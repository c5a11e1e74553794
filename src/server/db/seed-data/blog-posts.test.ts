import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { postImage } from "@/lib/blog/cover";
import { bulkUpdatePlan } from "@/server/blog/bulk-update";
import { seedPosts } from "./blog-posts";

const publicFile = (src: string) => path.join(import.meta.dirname, "../../../../public", src);

describe("the seeded posts' covers", () => {
  // As the seed stores them: the post's own drawing as its featured image.
  const images = seedPosts.map((post) => postImage({ featuredImage: post.cover, category: post.category }));

  it("give each of the nine posts a drawing of its own", () => {
    expect(seedPosts).toHaveLength(9);
    expect(new Set(images).size).toBe(9);
  });

  it.each(seedPosts.map((post, i) => [post.slug, images[i]!]))("%s: %s is a 1200×630 SVG in public/, self-contained", (_slug, src) => {
    expect(src).toMatch(/^\/art\/blog\/[a-z-]+\.svg$/);
    const svg = readFileSync(publicFile(src), "utf8");
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toMatch(/<svg[^>]*\sviewBox="0 0 1200 630"/);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    // No embedded raster, no external references, no text that needs a font.
    expect(svg).not.toMatch(/<image|href=|url\((?!#)|<text|@import/);
    expect(Buffer.byteLength(svg)).toBeLessThan(20_000);
  });

  it("are the pictures the admin's bulk update gives the nine named posts", () => {
    expect(bulkUpdatePlan.map((p) => p.slug).sort()).toEqual(seedPosts.map((p) => p.slug).sort());
    for (const { slug, featuredImage } of bulkUpdatePlan) {
      expect(featuredImage).toBe(seedPosts.find((p) => p.slug === slug)?.cover);
    }
  });
});
