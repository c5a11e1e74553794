import "server-only";
import { env } from "@/env";
import type { CrawlStatusResponse } from "@/lib/crawl/types";
import type { Db } from "@/server/db";
import { logger } from "@/server/log";
import { fetchFirecrawlStatus, FirecrawlError, mapFirecrawlStatus, startFirecrawlCrawl, type FirecrawlConfig } from "./firecrawl";
import {
  completeCrawlJob,
  createCrawlJob,
  createCrawlJobWithinCap,
  failCrawlJob,
  findCrawlJob,
  storedCrawlStatus,
  updateCrawlJobProgress,
} from "./jobs";
import { assertCrawlable, CrawlRefusedError } from "./safety";
import { wakeCrawlWorker } from "./worker";

export interface CrawlServiceConfig {
  /** SITE_URL's origin: the default address, and always one of the site's own origins. */
  siteOrigin: string;
  /** The origins that are this site, which the SSRF guard lets through (see `ownOriginsFor`). */
  ownOrigins: string[];
  maxPages: number;
  /** Set: crawls run on Firecrawl. */
  firecrawl: FirecrawlConfig | null;
  /** Built-in crawls allowed to wait or run at once, across all instances. */
  maxRunningJobs: number;
}

export function crawlServiceConfig(): CrawlServiceConfig {
  const siteOrigin = new URL(env.SITE_URL).origin;
  return {
    siteOrigin,
    ownOrigins: ownOriginsFor(siteOrigin, env.PORT),
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

/**
 * The site's own origins, from configuration only: SITE_URL's, and this server on loopback at the port it listens
 * on (a local run serves on :3100 while SITE_URL says :3000). Never from the request: its Host and X-Forwarded-Host
 * are whatever the client sends, and a loopback one would otherwise open every port on this machine to the crawler.
 */
export function ownOriginsFor(siteOrigin: string, listenPort: number): string[] {
  const loopback = ["localhost", "127.0.0.1", "[::1]"].map((host) => new URL(`http://${host}:${listenPort}`).origin);
  return [...new Set([siteOrigin, ...loopback])];
}

/**
 * Starts a crawl of `url` (undefined: the site itself) and returns the job's id. The built-in crawler's job
 * is picked up by a worker; with Firecrawl configured, Firecrawl is asked to start first.
 */
export async function startCrawl(
  db: Db,
  request: { url?: string },
  config: CrawlServiceConfig = crawlServiceConfig(),
): Promise<{ id: string }> {
  const url = request.url ?? `${config.siteOrigin}/`;
  const { ownOrigins } = config;

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
  const id = await createCrawlJobWithinCap(db, { url, ownOrigins, maxPages: config.maxPages }, config.maxRunningJobs);
  if (id === null) throw new CrawlRequestError("Too many crawls are already running. Try again when one has finished.", 429);
  wakeCrawlWorker();
  return { id };
}

/** The status of a job (null when there is none with that id). A Firecrawl job is asked of Firecrawl while it runs. */
export async function crawlStatus(
  db: Db,
  id: string,
  config: CrawlServiceConfig = crawlServiceConfig(),
): Promise<CrawlStatusResponse | null> {
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
