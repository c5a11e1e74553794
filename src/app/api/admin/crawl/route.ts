import { firstErrorMessage } from "@/lib/validation/first-error";
import { crawlRequestSchema } from "@/lib/validation/crawl";
import { adminRoute } from "@/server/auth/admin-route";
import { crawlServiceConfig, crawlStatus, CrawlRequestError, startCrawl } from "@/server/crawl/service";
import { getDb } from "@/server/db";
import { readJsonBody } from "@/server/http/read-json-body";
import { logger } from "@/server/log";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const noStore = { "Cache-Control": "no-store" };

/**
 * The crawl call (spec section 7): { action: 'start', url } → { id }, and { action: 'status', jobId } →
 * { status, completed, total, creditsUsed, expiresAt, data }. A blank url is refused with 'URL Required';
 * no url at all crawls the site itself.
 */
export const POST = adminRoute({ permission: "seo.manage", maxBodyBytes: 8 * 1024 }, async (request) => {
  const body = await readJsonBody(request);
  if (!body.ok) return Response.json({ error: body.message }, { status: body.status, headers: noStore });
  const parsed = crawlRequestSchema.safeParse(body.value);
  if (!parsed.success) return Response.json({ error: firstErrorMessage(parsed.error) }, { status: 400, headers: noStore });

  try {
    const db = await getDb();
    const config = crawlServiceConfig();
    if (parsed.data.action === "status") {
      const status = await crawlStatus(db, parsed.data.jobId, config);
      return status
        ? Response.json(status, { headers: noStore })
        : Response.json({ error: "Crawl not found" }, { status: 404, headers: noStore });
    }
    const started = await startCrawl(db, { url: parsed.data.url }, config);
    return Response.json(started, { status: 201, headers: noStore });
  } catch (error) {
    if (error instanceof CrawlRequestError) return Response.json({ error: error.message }, { status: error.status, headers: noStore });
    logger.error({ err: error }, "crawl call failed");
    return Response.json({ error: "An unexpected error occurred" }, { status: 500, headers: noStore });
  }
});
