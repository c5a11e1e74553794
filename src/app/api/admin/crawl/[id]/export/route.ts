import { z } from "zod";
import { adminRoute } from "@/server/auth/admin-route";
import { crawlCsvFileName, crawlPagesToCsv } from "@/server/crawl/csv";
import { findCrawlJob, listCrawlPages } from "@/server/crawl/jobs";
import { getDb } from "@/server/db";
import { logger } from "@/server/log";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const idSchema = z.string().uuid();

/** A crawl's results as a CSV download, one row per page with its audit and issues. */
export const GET = adminRoute<{ id: string }>({ permission: "seo.manage", maxBodyBytes: 0 }, async (_request, _admin, params) => {
  if (!idSchema.safeParse(params.id).success) return Response.json({ error: "Crawl not found" }, { status: 404 });
  try {
    const db = await getDb();
    const job = await findCrawlJob(db, params.id);
    if (!job) return Response.json({ error: "Crawl not found" }, { status: 404 });
    return new Response(crawlPagesToCsv(await listCrawlPages(db, job.id)), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${crawlCsvFileName(job.id)}"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    logger.error({ err: error, id: params.id }, "could not export a crawl");
    return Response.json({ error: "Failed to export the crawl" }, { status: 500 });
  }
});
