import { getDb } from "@/server/db";
import { route } from "@/server/http/route";
import { feedFileReport } from "@/server/listings/feed-files";
import { feedSourceFor, feedUnavailableResponse } from "@/server/listings/feed-request";
import { logger } from "@/server/log";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** What became of a file the same source sent: status, listings applied and diagnostics. */
export const GET = route<{ id: string }>({ maxBodyBytes: 0 }, async (request, params) => {
  const source = await feedSourceFor(request, { countAttempt: true });
  if (source instanceof Response) return source;
  try {
    const report = await feedFileReport(await getDb(), source.id, params.id);
    if (!report) return Response.json({ error: "No such file from this source." }, { status: 404 });
    return Response.json(report);
  } catch (error) {
    logger.error({ err: error }, "feed endpoint: could not read a file's report");
    return feedUnavailableResponse();
  }
});
