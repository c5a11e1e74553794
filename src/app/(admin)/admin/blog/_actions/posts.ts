"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { blogPostSchema, postIdSchema } from "@/lib/validation/blog-post";
import { safeAction } from "@/server/actions/safe-action";
import { isCurrentUserAdmin } from "@/server/auth/roles";
import { createPost, deletePost, updatePost } from "@/server/blog/admin-posts";
import { bulkUpdateNamedPosts } from "@/server/blog/bulk-update";
import { getDb } from "@/server/db";

/* The Blog Posts tab's writes. Each checks the admin role itself (safeAction's authorize), whatever page
   it was called from; the API under /api/admin/posts offers the same writes to tools. */

function refreshBlogPages(slug?: string) {
  revalidatePath("/admin/blog");
  revalidatePath("/insights");
  if (slug) revalidatePath(`/insights/${slug}`);
}

export const createPostAction = safeAction({
  schema: blogPostSchema,
  authorize: isCurrentUserAdmin,
  failureMessage: adminFailureMessages.savePost,
  handler: async (fields) => {
    const post = await createPost(await getDb(), fields);
    refreshBlogPages(post.slug);
    return { id: post.id, slug: post.slug };
  },
});

export const updatePostAction = safeAction({
  schema: z.object({ ...postIdSchema.shape, post: blogPostSchema }),
  authorize: isCurrentUserAdmin,
  failureMessage: adminFailureMessages.savePost,
  handler: async ({ id, post: fields }) => {
    const post = await updatePost(await getDb(), id, fields);
    refreshBlogPages(post.slug);
    return { id: post.id, slug: post.slug };
  },
});

export const deletePostAction = safeAction({
  schema: postIdSchema,
  authorize: isCurrentUserAdmin,
  failureMessage: adminFailureMessages.deletePost,
  handler: async ({ id }) => {
    await deletePost(await getDb(), id);
    refreshBlogPages();
    return { id };
  },
});

export const bulkUpdatePostImagesAction = safeAction({
  schema: z.object({}),
  authorize: isCurrentUserAdmin,
  failureMessage: adminFailureMessages.bulkUpdate,
  handler: async () => {
    const result = await bulkUpdateNamedPosts(await getDb());
    refreshBlogPages();
    return result;
  },
});
