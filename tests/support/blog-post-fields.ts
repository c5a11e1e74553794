import { team } from "@/content/team";
import type { BlogPostFields } from "@/lib/validation/blog-post";

/** A valid, published post as the admin would save it, by slug; `overrides` for what a test is about. */
export function blogPostFields(slug: string, overrides: Partial<BlogPostFields> = {}): BlogPostFields {
  return {
    slug,
    title: `Quokka Crescent ${slug}`,
    excerpt: "What sold on Quokka Crescent this spring.",
    content: "<p>Three homes sold above reserve.</p>",
    category: "Market Update",
    authorSlug: team[0]!.slug,
    featuredImage: null,
    readTime: "3 min read",
    metaTitle: null,
    metaDescription: null,
    isPublished: true,
    scheduledDate: null,
    ...overrides,
  };
}
