import "./zod-jitless";
import { z } from "zod";
import { hasNoAgencyToken, refuseUnknownAgencyTokens } from "@/lib/site-content/agency-tokens";

/* The admin's blog post form (spec section 5: title, slug, excerpt, content, category and read time
   required), shared by the editor in the browser and the server actions and API that save a post. */

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be less than ${max} characters` });

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be less than ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));

/** True when the HTML has something a reader would see: text, or an image. */
export function hasVisibleContent(html: string): boolean {
  return /<img\b/i.test(html) || html.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "").length > 0;
}

/** A site path ("/uploads/x.png") or an http(s) address; never javascript:, data: or "//host". */
export function isImageAddress(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !value.includes("\\");
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

export const blogPostSchema = z.object({
  title: requiredText("Title", 200).refine(hasNoAgencyToken, { error: "Title: placeholders such as {{phone}} work in the content only" }),
  slug: requiredText("Slug", 200).pipe(
    z.string().regex(SLUG_PATTERN, { error: "Slug may only contain lower-case letters, numbers and single hyphens" }),
  ),
  excerpt: requiredText("Excerpt", 500).refine(hasNoAgencyToken, {
    error: "Excerpt: placeholders such as {{phone}} work in the content only",
  }),
  content: requiredText("Content", 200_000)
    .refine(hasVisibleContent, { error: "Content is required" })
    .superRefine(refuseUnknownAgencyTokens),
  category: requiredText("Category", 60),
  /** A team member's slug; the server checks that they are on the team (src/server/blog/post-authors.ts). */
  authorSlug: z
    .string({ error: "Please choose an author" })
    .trim()
    .min(1, { error: "Please choose an author" })
    .max(200, { error: "Please choose an author" }),
  readTime: requiredText("Read time", 30),
  featuredImage: optionalText("Featured image", 2000).refine((value) => value === null || isImageAddress(value), {
    error: "Featured image must be a site path or a web address",
  }),
  metaTitle: optionalText("Meta title", 120),
  metaDescription: optionalText("Meta description", 320),
  isPublished: z.boolean({ error: "Publish must be true or false" }),
  /** An ISO date-time with its offset, or empty for none. */
  scheduledDate: z
    .union([z.literal(""), z.null(), z.undefined(), z.iso.datetime({ offset: true, error: "Scheduled date must be a valid date" })])
    .transform((value) => (value ? new Date(value) : null)),
});

export type BlogPostInput = z.input<typeof blogPostSchema>;
export type BlogPostFields = z.output<typeof blogPostSchema>;

/** The editor's state: every field present, blanks as "". */
export type PostFormValues = Required<{ [K in keyof BlogPostInput]: Exclude<BlogPostInput[K], null | undefined> }>;

export const emptyPostValues: PostFormValues = {
  title: "",
  slug: "",
  excerpt: "",
  content: "",
  category: "",
  authorSlug: "",
  readTime: "",
  featuredImage: "",
  metaTitle: "",
  metaDescription: "",
  isPublished: false,
  scheduledDate: "",
};

export const postIdSchema = z.object({ id: z.uuid({ error: "Unknown post" }) });
