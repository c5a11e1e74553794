import { recordAlertOpened } from "@/server/alerts/alert-stats";
import { getDb } from "@/server/db";
import { route } from "@/server/http/route";
import { logger } from "@/server/log";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** A transparent 1×1 GIF. */
const pixel = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * The tracking image in each listing alert (decision 026): records the alert's first open and answers the same image
 * whatever the token, with no cookie, so the answer says nothing about whether a token exists.
 */
export const GET = route({ maxBodyBytes: 0 }, async (request) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    await recordAlertOpened(await getDb(), token);
  } catch (error) {
    logger.warn({ err: error }, "alert open not recorded");
  }
  return new Response(new Uint8Array(pixel), {
    status: 200,
    headers: { "Content-Type": "image/gif", "Content-Length": String(pixel.length), "Cache-Control": "no-store, private" },
  });
});
