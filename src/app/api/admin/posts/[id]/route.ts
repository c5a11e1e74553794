import { z } from "zod";
import { adminRoute } from "@/server/auth/admin-route";
import { deletePost, findPostById, updatePost } from "@/server/blog/admin-posts";
import { maxPostBodyBytes, postErrorResponse, readPostFields } from "@/server/blog/post-api";
import { getDb } from "@/server/db";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const idSchema = z.uuid();
const notFound = () => Response.json({ error: "This post no longer exists." }, { status: 404 });

export const GET = adminRoute<{ id: string }>({ maxBodyBytes: 0 }, async (_request, _admin, { id }) => {
  if (!idSchema.safeParse(id).success) return notFound();
  try {
    const post = await findPostById(await getDb(), id);
    return post ? Response.json({ post }) : notFound();
  } catch (error) {
    return postErrorResponse(error, "Error loading blog post");
  }
});

export const PUT = adminRoute<{ id: string }>({ maxBodyBytes: maxPostBodyBytes }, async (request, _admin, { id }) => {
  if (!idSchema.safeParse(id).success) return notFound();
  const input = await readPostFields(request);
  if (!input.ok) return input.response;
  try {
    return Response.json({ post: await updatePost(await getDb(), id, input.fields) });
  } catch (error) {
    return postErrorResponse(error, "Failed to save the post. Please try again.");
  }
});

export const DELETE = adminRoute<{ id: string }>({ maxBodyBytes: 0 }, async (_request, _admin, { id }) => {
  if (!idSchema.safeParse(id).success) return notFound();
  try {
    await deletePost(await getDb(), id);
    return new Response(null, { status: 204 });
  } catch (error) {
    return postErrorResponse(error, "Failed to delete the post. Please try again.");
  }
});
