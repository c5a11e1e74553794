import { adminRoute } from "@/server/auth/admin-route";
import { createPost } from "@/server/blog/admin-posts";
import { maxPostBodyBytes, postErrorResponse, readPostFields } from "@/server/blog/post-api";
import { listAllPosts } from "@/server/blog/posts";
import { getDb } from "@/server/db";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** Every post, newest created first (drafts and scheduled posts included). */
export const GET = adminRoute({ maxBodyBytes: 0 }, async () => {
  try {
    return Response.json({ posts: await listAllPosts(await getDb()) });
  } catch (error) {
    return postErrorResponse(error, "Failed to load blog posts");
  }
});

/** Creates a post from the editor's fields; the content is sanitised before it is stored. */
export const POST = adminRoute({ maxBodyBytes: maxPostBodyBytes }, async (request) => {
  const input = await readPostFields(request);
  if (!input.ok) return input.response;
  try {
    const post = await createPost(await getDb(), input.fields);
    return Response.json({ post }, { status: 201 });
  } catch (error) {
    return postErrorResponse(error, "Failed to save the post. Please try again.");
  }
});
