import { getDb } from "@/server/db";
import { unsubscribeAlert } from "@/server/alerts/subscriptions";
import { route } from "@/server/http/route";
import { logger } from "@/server/log";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/**
 * RFC 8058 one-click unsubscribe: the mail client POSTs `List-Unsubscribe=One-Click` to the address in the alert's
 * `List-Unsubscribe` header, with no cookies and no page in between; the subscription ends at once. (A person clicking
 * the link in the e-mail reaches /alerts/unsubscribe instead.)
 */
export const POST = route({ maxBodyBytes: 4096 }, async (request) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    const result = await unsubscribeAlert(await getDb(), token);
    if (result.status === "unknown") return new Response("Unknown or expired unsubscribe link.\n", { status: 404 });
    return new Response("Unsubscribed.\n", { status: 200, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logger.error({ err: error }, "one-click unsubscribe failed");
    return new Response("Please try again in a minute.\n", { status: 503, headers: { "Retry-After": "60" } });
  }
});
