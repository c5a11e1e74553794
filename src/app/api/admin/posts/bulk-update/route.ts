import { adminRoute } from "@/server/auth/admin-route";
import { postErrorResponse } from "@/server/blog/post-api";
import { bulkUpdateFailedMessage, bulkUpdateNamedPosts } from "@/server/blog/bulk-update";
import { getDb } from "@/server/db";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** The nine named posts' featured images and published dates, one week apart (admins only: posts.bulk). */
export const POST = adminRoute({ permission: "posts.bulk", maxBodyBytes: 0 }, async () => {
  try {
    return Response.json(await bulkUpdateNamedPosts(await getDb()));
  } catch (error) {
    return postErrorResponse(error, bulkUpdateFailedMessage);
  }
});
