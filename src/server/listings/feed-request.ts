import "server-only";
import { env } from "@/env";
import { getDb } from "@/server/db";
import { databaseRetryAfterSeconds } from "@/server/db/unavailable";
import { getClientIp } from "@/server/http/client-ip";
import { logger } from "@/server/log";
import { consumeRateLimit } from "@/server/rate-limit/limiter";
import { authenticateFeedToken, type FeedSource } from "./feed-files";

/** Requests to the feed endpoints per address per minute, counted before the token or the body is read. */
const attemptsPerMinute = 120;

function bearer(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

export function feedUnavailableResponse(): Response {
  return Response.json(
    { error: "The service is briefly unavailable; try again shortly." },
    { status: 503, headers: { "Retry-After": String(databaseRetryAfterSeconds) } },
  );
}

/**
 * The source a feed request's bearer token names, or the response to answer instead: 429 past the rate limit (when
 * `countAttempt`), 401 without a valid token, 503 while the database is away.
 */
export async function feedSourceFor(request: Request, options: { countAttempt: boolean }): Promise<FeedSource | Response> {
  try {
    const db = await getDb();
    if (options.countAttempt) {
      const limit = await consumeRateLimit(db, `feeds:reaxml:${await getClientIp()}`, { limit: attemptsPerMinute, windowMs: 60_000 });
      if (!limit.allowed)
        return Response.json({ error: "Too many requests." }, { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } });
    }
    const token = bearer(request);
    const source = token ? await authenticateFeedToken(db, token, env.LISTINGS_FEED_TOKEN) : null;
    return (
      source ??
      Response.json(
        { error: "A valid feed token is required." },
        { status: 401, headers: { "WWW-Authenticate": 'Bearer realm="listings feed"' } },
      )
    );
  } catch (error) {
    logger.error({ err: error }, "feed endpoint: could not check the token");
    return feedUnavailableResponse();
  }
}
