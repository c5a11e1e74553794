"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { blogPostSchema, postIdSchema } from "@/lib/validation/blog-post";
import { safeAction } from "@/server/actions/safe-action";
import { formStateAction } from "@/server/actions/form-state-action";
import { permittedCaller, requirePermission } from "@/server/auth/roles";
import { bulkUpdateNamedPosts } from "@/server/blog/bulk-update";
import { createPostAs, deletePostAs, updatePostAs } from "@/server/blog/post-writers";
import { getDb } from "@/server/db";

/* The Blog Posts tab's writes. Each checks its permission itself (safeAction's authorize), whatever page it was
   called from: posts.draft to write (an agent's post is saved as a draft, and only their own drafts may change:
   src/server/blog/post-writers.ts), posts.bulk (admins) for the bulk update. The API under /api/admin/posts offers the
   same writes to tools. */

const mayWritePosts = async () => (await requirePermission("posts.draft")).ok;
const currentWriter = () => permittedCaller("posts.draft");

function refreshBlogPages(slug?: string) {
  revalidatePath("/admin/blog");
  revalidatePath("/insights");
  if (slug) revalidatePath(`/insights/${slug}`);
}

export const createPostAction = safeAction({
  schema: blogPostSchema,
  authorize: mayWritePosts,
  failureMessage: adminFailureMessages.savePost,
  handler: async (fields) => {
    const post = await createPostAs(await getDb(), await currentWriter(), fields);
    refreshBlogPages(post.slug);
    return { id: post.id, slug: post.slug };
  },
});

export const updatePostAction = safeAction({
  schema: z.object({ ...postIdSchema.shape, post: blogPostSchema }),
  authorize: mayWritePosts,
  failureMessage: adminFailureMessages.savePost,
  handler: async ({ id, post: fields }) => {
    const post = await updatePostAs(await getDb(), await currentWriter(), id, fields);
    refreshBlogPages(post.slug);
    return { id: post.id, slug: post.slug };
  },
});

export const deletePostAction = safeAction({
  schema: postIdSchema,
  authorize: mayWritePosts,
  failureMessage: adminFailureMessages.deletePost,
  handler: async ({ id }) => {
    await deletePostAs(await getDb(), await currentWriter(), id);
    refreshBlogPages();
    return { id };
  },
});

export const bulkUpdatePostImagesAction = safeAction({
  schema: z.object({}),
  authorize: async () => (await requirePermission("posts.bulk")).ok,
  failureMessage: adminFailureMessages.bulkUpdate,
  handler: async () => {
    const result = await bulkUpdateNamedPosts(await getDb());
    refreshBlogPages();
    return result;
  },
});

/** The post's Delete, confirmed, with or without JavaScript; `name` (the post's title) only words the answer. */
export const deletePostFormAction = formStateAction({
  fields: ["id", "name"],
  run: ({ id }) => deletePostAction({ id }),
  success: (_deleted, { name }) => ({ title: "Post deleted", message: name ?? "" }),
});

/** The spec's bulk update, confirmed, with or without JavaScript: how many posts it updated, and any not found. */
export const bulkUpdatePostImagesFormAction = formStateAction({
  fields: [],
  run: () => bulkUpdatePostImagesAction({}),
  success: ({ updated, missing }) => ({
    title: "Blog images updated",
    message: `${updated.length} posts updated${missing.length ? `, ${missing.length} not found` : ""}.`,
  }),
});
