import { z } from "zod";
import { adminRoute } from "@/server/auth/admin-route";
import { maxPostBodyBytes, postErrorResponse, readPostFields } from "@/server/blog/post-api";
import { deletePostAs, findPostFor, updatePostAs } from "@/server/blog/post-writers";
import { getDb } from "@/server/db";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const idSchema = z.uuid();
/* posts.draft: an editor or admin any post; an agent only their own, and changes only while it is a draft. */

const notFound = () => Response.json({ error: "This post no longer exists." }, { status: 404 });

export const GET = adminRoute<{ id: string }>({ permission: "posts.draft", maxBodyBytes: 0 }, async (_request, writer, { id }) => {
  if (!idSchema.safeParse(id).success) return notFound();
  try {
    const post = await findPostFor(await getDb(), writer, id);
    return post ? Response.json({ post }) : notFound();
  } catch (error) {
    return postErrorResponse(error, "Error loading blog post");
  }
});

export const PUT = adminRoute<{ id: string }>(
  { permission: "posts.draft", maxBodyBytes: maxPostBodyBytes },
  async (request, writer, { id }) => {
    if (!idSchema.safeParse(id).success) return notFound();
    const input = await readPostFields(request);
    if (!input.ok) return input.response;
    try {
      return Response.json({ post: await updatePostAs(await getDb(), writer, id, input.fields) });
    } catch (error) {
      return postErrorResponse(error, "Failed to save the post. Please try again.");
    }
  },
);

export const DELETE = adminRoute<{ id: string }>({ permission: "posts.draft", maxBodyBytes: 0 }, async (_request, writer, { id }) => {
  if (!idSchema.safeParse(id).success) return notFound();
  try {
    await deletePostAs(await getDb(), writer, id);
    return new Response(null, { status: 204 });
  } catch (error) {
    return postErrorResponse(error, "Failed to delete the post. Please try again.");
  }
});
