import { describe, expect, it } from "vitest";
import { validate } from "./first-error";
import { blogPostSchema, hasVisibleContent, isImageAddress, type BlogPostInput } from "./blog-post";

const valid: BlogPostInput = {
  title: "Oran Park Market Update",
  slug: "oran-park-market-update",
  excerpt: "What sold and why.",
  content: "<p>Prices held.</p>",
  category: "Market Update",
  authorSlug: "daniel-whitford",
  readTime: "4 min read",
  featuredImage: "",
  metaTitle: "",
  metaDescription: null,
  isPublished: false,
  scheduledDate: "",
};

function firstMessage(change: Partial<Record<keyof BlogPostInput, unknown>>): string | null {
  const result = validate(blogPostSchema, { ...valid, ...change });
  return result.ok ? null : result.message;
}

describe("blog post form", () => {
  it("accepts a complete post and turns blanks into nulls", () => {
    const result = validate(blogPostSchema, valid);
    expect(result.ok && result.data).toMatchObject({ featuredImage: null, metaTitle: null, metaDescription: null, scheduledDate: null });
  });

  it.each([
    ["title", "Title is required"],
    ["slug", "Slug is required"],
    ["excerpt", "Excerpt is required"],
    ["content", "Content is required"],
    ["category", "Category is required"],
    ["readTime", "Read time is required"],
  ] as const)("requires %s", (field, message) => {
    expect(firstMessage({ [field]: "   " })).toBe(message);
    expect(firstMessage({ [field]: undefined })).toBe(message);
  });

  it("reports the first failing field in form order", () => {
    expect(firstMessage({ title: "", category: "" })).toBe("Title is required");
  });

  it("refuses slugs the slug rule could not produce", () => {
    for (const slug of ["Has Caps", "double--hyphen", "-leading", "trailing-", "under_score", "café"]) {
      expect(firstMessage({ slug })).toBe("Slug may only contain lower-case letters, numbers and single hyphens");
    }
  });

  it("treats an editor's empty paragraph as no content, but an image alone as content", () => {
    expect(firstMessage({ content: "<p></p>" })).toBe("Content is required");
    expect(firstMessage({ content: "<p>&nbsp;</p>" })).toBe("Content is required");
    expect(hasVisibleContent('<p><img src="/uploads/a.png" alt=""></p>')).toBe(true);
  });

  it("needs an author (the server checks they are on the team)", () => {
    expect(firstMessage({ authorSlug: "" })).toBe("Please choose an author");
  });

  it("accepts only site paths and web addresses as images", () => {
    expect(isImageAddress("/uploads/abc-1.png")).toBe(true);
    expect(isImageAddress("https://images.example.com/a.jpg")).toBe(true);
    for (const bad of ["javascript:alert(1)", "data:image/png;base64,AAAA", "//evil.example/a.png", "uploads/a.png", "/\\evil.example"]) {
      expect(isImageAddress(bad)).toBe(false);
    }
    expect(firstMessage({ featuredImage: "javascript:alert(1)" })).toBe("Featured image must be a site path or a web address");
  });

  it("reads a scheduled date with its offset and refuses other text", () => {
    const result = validate(blogPostSchema, { ...valid, scheduledDate: "2026-12-01T09:00:00+11:00" });
    expect(result.ok && result.data.scheduledDate?.toISOString()).toBe("2026-11-30T22:00:00.000Z");
    expect(firstMessage({ scheduledDate: "next tuesday" })).toBe("Scheduled date must be a valid date");
  });

  it("limits lengths on the server too", () => {
    expect(firstMessage({ title: "x".repeat(201) })).toBe("Title must be less than 200 characters");
    expect(firstMessage({ metaDescription: "x".repeat(321) })).toBe("Meta description must be less than 320 characters");
  });
});
