import "server-only";
import { env } from "@/env";
import type { CrawlStatusResponse } from "@/lib/crawl/types";
import type { Db } from "@/server/db";
import { logger } from "@/server/log";
import { fetchFirecrawlStatus, FirecrawlError, mapFirecrawlStatus, startFirecrawlCrawl, type FirecrawlConfig } from "./firecrawl";
import { completeCrawlJob, countRunningCrawlJobs, createCrawlJob, failCrawlJob, findCrawlJob, storedCrawlStatus, updateCrawlJobProgress } from "./jobs";
import { assertCrawlable, CrawlRefusedError } from "./safety";
import { wakeCrawlWorker } from "./worker";

export interface CrawlServiceConfig {
  /** SITE_URL's origin: the default address, and always one of the site's own origins. */
  siteOrigin: string;
  maxPages: number;
  /** Set: crawls run on Firecrawl. */
  firecrawl: FirecrawlConfig | null;
  /** Built-in crawls allowed to wait or run at once. */
  maxRunningJobs: number;
}

export function crawlServiceConfig(): CrawlServiceConfig {
  return {
    siteOrigin: new URL(env.SITE_URL).origin,
    maxPages: env.CRAWL_MAX_PAGES,
    firecrawl: env.FIRECRAWL_API_KEY ? { apiKey: env.FIRECRAWL_API_KEY, baseUrl: env.FIRECRAWL_BASE_URL } : null,
    maxRunningJobs: 3,
  };
}

/** A refusal the caller can show: its message and HTTP status. */
export class CrawlRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "CrawlRequestError";
  }
}

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The origin the admin reached this server on (its Host), when it can be the site itself: the site may be
 * served on another port or name than SITE_URL says (a local run on :3100). Only loopback hosts and
 * SITE_URL's own host name are accepted, because the Host header is whatever the client sends: a forged
 * one must not turn an arbitrary private address into "our own origin".
 */
export function requestOrigin(request: Request, siteOrigin: string): string | null {
  try {
    const url = new URL(request.url);
    const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host") || url.host;
    const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || url.protocol.replace(/:$/, "");
    if (proto !== "http" && proto !== "https") return null;
    const origin = new URL(`${proto}://${host}`);
    if (origin.pathname !== "/" || origin.username || origin.password) return null;
    const siteHost = new URL(siteOrigin).hostname;
    return loopbackHosts.has(origin.hostname) || origin.hostname === siteHost ? origin.origin : null;
  } catch {
    return null;
  }
}

export function ownOriginsFor(siteOrigin: string, fromRequest: string | null): string[] {
  return [...new Set([siteOrigin, ...(fromRequest ? [fromRequest] : [])])];
}

/**
 * Starts a crawl of `url` (undefined: the site itself) and returns the job's id. The built-in crawler's job
 * is picked up by a worker; with Firecrawl configured, Firecrawl is asked to start first.
 */
export async function startCrawl(
  db: Db,
  request: { url?: string; requestOrigin: string | null },
  config: CrawlServiceConfig = crawlServiceConfig(),
): Promise<{ id: string }> {
  const url = request.url ?? `${config.siteOrigin}/`;
  const ownOrigins = ownOriginsFor(config.siteOrigin, request.requestOrigin);

  if (config.firecrawl) {
    try {
      const externalId = await startFirecrawlCrawl(config.firecrawl, url, config.maxPages);
      return { id: await createCrawlJob(db, { url, ownOrigins, maxPages: config.maxPages, provider: "firecrawl", externalId }) };
    } catch (error) {
      if (error instanceof FirecrawlError) throw new CrawlRequestError(error.message, 502);
      throw error;
    }
  }

  try {
    await assertCrawlable(new URL(url), ownOrigins);
  } catch (error) {
    if (error instanceof CrawlRefusedError) throw new CrawlRequestError(error.message, 400);
    throw error;
  }
  if ((await countRunningCrawlJobs(db)) >= config.maxRunningJobs) {
    throw new CrawlRequestError("Too many crawls are already running. Try again when one has finished.", 429);
  }
  const id = await createCrawlJob(db, { url, ownOrigins, maxPages: config.maxPages });
  wakeCrawlWorker();
  return { id };
}

/** The status of a job (null when there is none with that id). A Firecrawl job is asked of Firecrawl while it runs. */
export async function crawlStatus(db: Db, id: string, config: CrawlServiceConfig = crawlServiceConfig()): Promise<CrawlStatusResponse | null> {
  const job = await findCrawlJob(db, id);
  if (!job) return null;
  if (job.provider !== "firecrawl" || job.status !== "scraping") return storedCrawlStatus(db, job);
  if (!config.firecrawl || !job.externalId) {
    await failCrawlJob(db, job.id, null, "Firecrawl is no longer configured");
    return storedCrawlStatus(db, (await findCrawlJob(db, id)) ?? job);
  }

  const status = mapFirecrawlStatus(await fetchFirecrawlStatus(config.firecrawl, job.externalId));
  const expiresAt = status.expiresAt ? new Date(status.expiresAt) : null;
  await updateCrawlJobProgress(db, job.id, {
    completed: status.completed,
    total: status.total,
    creditsUsed: status.creditsUsed,
    expiresAt: expiresAt && !Number.isNaN(expiresAt.getTime()) ? expiresAt : job.expiresAt,
  });
  if (status.status === "completed") {
    // Kept, so the results (and their CSV) outlive Firecrawl's own expiry.
    await completeCrawlJob(db, job.id, null, status.data);
    const stored = await storedCrawlStatus(db, (await findCrawlJob(db, id)) ?? job);
    return { ...stored, completed: status.completed, total: status.total };
  }
  if (status.status === "failed") {
    await failCrawlJob(db, job.id, null, "Firecrawl reported the crawl failed");
    logger.warn({ id, externalId: job.externalId }, "Firecrawl crawl failed");
  }
  return status;
}
