import { adminRoute } from "@/server/auth/admin-route";
import { maxPostBodyBytes, postErrorResponse, readPostFields } from "@/server/blog/post-api";
import { createPostAs, listPostsFor } from "@/server/blog/post-writers";
import { getDb } from "@/server/db";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/* posts.draft: an editor or admin reads and writes every post; an agent their own, as drafts (post-writers.ts). */

/** Every post the caller may edit, newest created first (drafts and scheduled posts included). */
export const GET = adminRoute({ permission: "posts.draft", maxBodyBytes: 0 }, async (_request, writer) => {
  try {
    return Response.json({ posts: await listPostsFor(await getDb(), writer) });
  } catch (error) {
    return postErrorResponse(error, "Failed to load blog posts");
  }
});

/** Creates a post from the editor's fields; the content is sanitised before it is stored. */
export const POST = adminRoute({ permission: "posts.draft", maxBodyBytes: maxPostBodyBytes }, async (request, writer) => {
  const input = await readPostFields(request);
  if (!input.ok) return input.response;
  try {
    const post = await createPostAs(await getDb(), writer, input.fields);
    return Response.json({ post }, { status: 201 });
  } catch (error) {
    return postErrorResponse(error, "Failed to save the post. Please try again.");
  }
});
