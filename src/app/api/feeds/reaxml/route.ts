import { getDb } from "@/server/db";
import { route } from "@/server/http/route";
import { wakeBackgroundJob } from "@/server/jobs/runner";
import { maxFeedFileBytes, receiveFeedFile } from "@/server/listings/feed-files";
import { feedImportJobName } from "@/server/listings/feed-job";
import { feedSourceFor, feedUnavailableResponse } from "@/server/listings/feed-request";
import { logger } from "@/server/log";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

/** A CRM posts one REAXML file (or a zip of it and its images); it is applied in the background (docs/listings.md). */
export const POST = route(
  {
    maxBodyBytes: maxFeedFileBytes,
    tooLarge: () => Response.json({ error: "The file is larger than 50 MB." }, { status: 413 }),
    // The rate limit and the token are checked before a byte of the body is read.
    admit: async (request) => {
      const source = await feedSourceFor(request, { countAttempt: true });
      return source instanceof Response ? source : undefined;
    },
  },
  async (request) => {
    const source = await feedSourceFor(request, { countAttempt: false });
    if (source instanceof Response) return source;
    try {
      const body = new Uint8Array(await request.arrayBuffer());
      const filename = new URL(request.url).searchParams.get("filename");
      const result = await receiveFeedFile(await getDb(), {
        source,
        body,
        contentType: request.headers.get("content-type") ?? "",
        filename,
      });
      if (!result.ok) return Response.json({ error: result.message }, { status: result.status });
      if (result.status === "received") wakeBackgroundJob(feedImportJobName);
      return Response.json(
        { id: result.id, status: result.status },
        { status: 202, headers: { Location: `/api/feeds/reaxml/${result.id}` } },
      );
    } catch (error) {
      logger.error({ err: error }, "feed endpoint: could not store a file");
      return feedUnavailableResponse();
    }
  },
);
