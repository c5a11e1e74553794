import "server-only";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { can, type StaffRole } from "@/lib/auth/permissions";
import type { BlogPostFields } from "@/lib/validation/blog-post";
import type { Db } from "@/server/db";
import { blogPosts } from "@/server/db/schema";
import { BlogWriteError, createPost, deletePost, findPostById, postNotFoundMessage, updatePost } from "./admin-posts";
import type { BlogPost } from "./posts";

/*
 * Who may write which post. An editor or admin (posts.publish) writes and publishes any post. Anyone else with
 * posts.draft (an agent) writes drafts: whatever they send is saved unpublished and unscheduled, and they may change
 * or delete only their own posts while those are drafts — once an editor publishes one, it is the editor's to change.
 */

export interface PostWriter {
  userId: string;
  role: StaffRole;
}

export const ownDraftsOnlyMessage = "You can only change your own drafts. An editor publishes and edits published posts.";

export function mayPublish(writer: PostWriter): boolean {
  return can(writer.role, "posts.publish");
}

/** An agent's post is a draft whatever the form said. */
export function asWrittenBy(writer: PostWriter, fields: BlogPostFields): BlogPostFields {
  return mayPublish(writer) ? fields : { ...fields, isPublished: false, scheduledDate: null };
}

export function mayChange(writer: PostWriter, post: Pick<BlogPost, "authorUserId" | "isPublished">): boolean {
  return mayPublish(writer) || (post.authorUserId === writer.userId && !post.isPublished);
}

/** The same rule as a condition on the row, so a post published meanwhile is not overwritten by a stale check. */
function changeableBy(writer: PostWriter): SQL | undefined {
  return mayPublish(writer) ? undefined : and(eq(blogPosts.authorUserId, writer.userId), eq(blogPosts.isPublished, false));
}

/** The posts a writer sees in the admin: all for an editor, their own for an agent. */
export async function listPostsFor(db: Db, writer: PostWriter): Promise<BlogPost[]> {
  const query = db.select().from(blogPosts);
  const rows = mayPublish(writer) ? query : query.where(eq(blogPosts.authorUserId, writer.userId));
  return rows.orderBy(desc(blogPosts.createdAt));
}

/** A post the writer may open in the editor, or null (missing, or not theirs: the same answer). */
export async function findPostFor(db: Db, writer: PostWriter, id: string): Promise<BlogPost | null> {
  const post = await findPostById(db, id);
  if (!post) return null;
  return mayPublish(writer) || post.authorUserId === writer.userId ? post : null;
}

async function assertMayChange(db: Db, writer: PostWriter, id: string): Promise<void> {
  if (mayPublish(writer)) return;
  const post = await findPostById(db, id);
  if (!post || post.authorUserId !== writer.userId) throw new BlogWriteError(postNotFoundMessage, 404);
  if (!mayChange(writer, post)) throw new BlogWriteError(ownDraftsOnlyMessage, 403);
}

export function createPostAs(db: Db, writer: PostWriter, fields: BlogPostFields, now: Date = new Date()): Promise<BlogPost> {
  return createPost(db, asWrittenBy(writer, fields), now, writer.userId);
}

export async function updatePostAs(
  db: Db,
  writer: PostWriter,
  id: string,
  fields: BlogPostFields,
  now: Date = new Date(),
): Promise<BlogPost> {
  await assertMayChange(db, writer, id);
  return updatePost(db, id, asWrittenBy(writer, fields), now, changeableBy(writer));
}

export async function deletePostAs(db: Db, writer: PostWriter, id: string): Promise<void> {
  await assertMayChange(db, writer, id);
  await deletePost(db, id, changeableBy(writer));
}
