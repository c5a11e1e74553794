import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import { applyScheduledDate, publishedDateOnSave } from "@/lib/blog/post-status";
import { blogNestingTooDeep, blogNestingTooDeepMessage, sanitizeBlogHtml } from "@/lib/blog/sanitize";
import { hasVisibleContent, type BlogPostFields, type PostFormValues } from "@/lib/validation/blog-post";
import type { Db } from "@/server/db";
import { PublicError } from "@/server/errors";
import { blogPosts } from "@/server/db/schema";
import { findPostAuthor, type PostAuthor } from "./post-authors";
import type { BlogPost } from "./posts";

/** A refusal whose message the admin sees as it is (spec: "Blog save or delete error: the server message"). */
export class BlogWriteError extends PublicError {}

export const duplicateSlugMessage = "A post with this slug already exists. Please choose another slug.";
export const postNotFoundMessage = "This post no longer exists.";

type PostRow = Omit<typeof blogPosts.$inferInsert, "id" | "createdAt" | "updatedAt">;

/**
 * The stored row for a validated form: content sanitised to the allow-list, the author's name, role and
 * picture from the team (`author`, found by the caller), and the spec's status rules (a date forces published on; published_date is
 * the scheduled date, else now when published, else empty).
 */
export function postRow(fields: BlogPostFields, now: Date, author: PostAuthor): PostRow {
  if (blogNestingTooDeep(fields.content)) throw new BlogWriteError(blogNestingTooDeepMessage, 400);
  const content = sanitizeBlogHtml(fields.content);
  if (!hasVisibleContent(content)) throw new BlogWriteError("Content is required", 400);
  const state = applyScheduledDate({ isPublished: fields.isPublished, scheduledDate: fields.scheduledDate }, fields.scheduledDate);
  return {
    slug: fields.slug,
    title: fields.title,
    excerpt: fields.excerpt,
    content,
    category: fields.category,
    authorName: author.name,
    authorRole: author.role,
    authorImage: author.imageUrl,
    featuredImage: fields.featuredImage,
    readTime: fields.readTime,
    metaTitle: fields.metaTitle,
    metaDescription: fields.metaDescription,
    isPublished: state.isPublished,
    scheduledDate: state.scheduledDate,
    publishedDate: publishedDateOnSave(state, now),
  };
}

/** The team member the form names, or the form's own message. */
async function authorOf(db: Db, fields: BlogPostFields): Promise<PostAuthor> {
  const author = await findPostAuthor(db, fields.authorSlug);
  if (!author) throw new BlogWriteError("Please choose an author", 400);
  return author;
}

/** `authorUserId`: the staff account writing it (./post-writers.ts), null for tools and the seed. */
export async function createPost(
  db: Db,
  fields: BlogPostFields,
  now: Date = new Date(),
  authorUserId: string | null = null,
): Promise<BlogPost> {
  const row = postRow(fields, now, await authorOf(db, fields));
  await assertSlugFree(db, row.slug);
  try {
    const [created] = await db
      .insert(blogPosts)
      .values({ ...row, authorUserId })
      .returning();
    return created!;
  } catch (error) {
    throw asDuplicateSlug(error);
  }
}

/** `onlyIf`: a further condition on the stored row, checked in the same statement (an agent's "own draft"). */
export async function updatePost(db: Db, id: string, fields: BlogPostFields, now: Date = new Date(), onlyIf?: SQL): Promise<BlogPost> {
  const row = postRow(fields, now, await authorOf(db, fields));
  await assertSlugFree(db, row.slug, id);
  try {
    const [updated] = await db
      .update(blogPosts)
      .set(row)
      .where(and(eq(blogPosts.id, id), onlyIf))
      .returning();
    if (!updated) throw new BlogWriteError(postNotFoundMessage, 404);
    return updated;
  } catch (error) {
    throw asDuplicateSlug(error);
  }
}

export async function deletePost(db: Db, id: string, onlyIf?: SQL): Promise<void> {
  const deleted = await db
    .delete(blogPosts)
    .where(and(eq(blogPosts.id, id), onlyIf))
    .returning({ id: blogPosts.id });
  if (deleted.length === 0) throw new BlogWriteError(postNotFoundMessage, 404);
}

export async function findPostById(db: Db, id: string): Promise<BlogPost | null> {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return post ?? null;
}

/** The editor's starting values for an existing post; `authorSlug` is its author matched back to the team by name. */
export function postFormValues(post: BlogPost, authorSlug: string): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    excerpt: post.excerpt,
    content: post.content,
    category: post.category,
    authorSlug,
    readTime: post.readTime,
    featuredImage: post.featuredImage ?? "",
    metaTitle: post.metaTitle ?? "",
    metaDescription: post.metaDescription ?? "",
    isPublished: post.isPublished,
    scheduledDate: post.scheduledDate?.toISOString() ?? "",
  };
}

async function assertSlugFree(db: Db, slug: string, exceptId?: string): Promise<void> {
  const [existing] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  if (existing && existing.id !== exceptId) throw new BlogWriteError(duplicateSlugMessage, 409);
}

/** Two saves racing for one slug: the unique index decides, and the loser hears why. */
function asDuplicateSlug(error: unknown): unknown {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === "23505" ? new BlogWriteError(duplicateSlugMessage, 409) : error;
}
