import { z } from "zod";
import { adminRoute } from "@/server/auth/admin-route";
import { crawlServiceConfig, crawlStatus } from "@/server/crawl/service";
import { getDb } from "@/server/db";
import { logger } from "@/server/log";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const noStore = { "Cache-Control": "no-store" };
const idSchema = z.string().uuid();

/** A crawl's status: { status, completed, total, creditsUsed, expiresAt, data }, what the browser polls. */
export const GET = adminRoute<{ id: string }>({ permission: "seo.manage", maxBodyBytes: 0 }, async (_request, _admin, params) => {
  if (!idSchema.safeParse(params.id).success) return Response.json({ error: "Crawl not found" }, { status: 404, headers: noStore });
  try {
    const status = await crawlStatus(await getDb(), params.id, crawlServiceConfig());
    return status
      ? Response.json(status, { headers: noStore })
      : Response.json({ error: "Crawl not found" }, { status: 404, headers: noStore });
  } catch (error) {
    logger.error({ err: error, id: params.id }, "could not read a crawl's status");
    return Response.json({ error: "An unexpected error occurred" }, { status: 500, headers: noStore });
  }
});
