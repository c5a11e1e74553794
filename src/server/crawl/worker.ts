import "server-only";
import { env } from "@/env";
import type { Db } from "@/server/db";
import { keepLease } from "@/server/jobs/keep-lease";
import { wakeBackgroundJob, type BackgroundJob } from "@/server/jobs/runner";
import { workerId } from "@/server/jobs/worker-id";
import { logger } from "@/server/log";
import { crawlSite } from "./crawler";
import {
  claimCrawlJob,
  completeCrawlJob,
  crawlLeaseMs,
  failAbandonedCrawlJobs,
  failCrawlJob,
  pruneExpiredCrawlJobs,
  recordCrawlPage,
  releaseCrawlJob,
  renewCrawlLease,
} from "./jobs";

export interface CrawlRunSettings {
  concurrency: number;
  timeoutMs: number;
  maxBodyBytes?: number;
  /** Stops the crawl (shutdown); the job is then released for another worker. */
  signal?: AbortSignal;
  leaseRenewMs?: number;
}

export function crawlRunSettings(): CrawlRunSettings {
  return { concurrency: env.CRAWL_CONCURRENCY, timeoutMs: env.CRAWL_TIMEOUT_MS };
}

/**
 * Claims one waiting (or abandoned) built-in job and crawls it to the end, renewing the lease while it
 * runs. Returns the job's id, or null when there was nothing to do.
 */
export async function processNextCrawlJob(db: Db, worker: string, settings: CrawlRunSettings = crawlRunSettings()): Promise<string | null> {
  const failed = await failAbandonedCrawlJobs(db);
  if (failed.length > 0) logger.warn({ ids: failed }, "failed crawl jobs abandoned too often");
  const job = await claimCrawlJob(db, worker);
  if (!job) return null;

  const stop = new AbortController();
  let lostLease = false;
  const onShutdown = () => stop.abort();
  settings.signal?.addEventListener("abort", onShutdown, { once: true });
  const stopRenewing = keepLease(
    () => renewCrawlLease(db, job.id, worker),
    settings.leaseRenewMs ?? crawlLeaseMs / 4,
    () => {
      lostLease = true;
      stop.abort();
    },
  );

  logger.info({ id: job.id, url: job.url, attempt: job.attempts }, "crawl started");
  try {
    const pages = await crawlSite({
      startUrl: job.url,
      ownOrigins: job.ownOrigins,
      maxPages: job.maxPages,
      concurrency: settings.concurrency,
      timeoutMs: settings.timeoutMs,
      maxBodyBytes: settings.maxBodyBytes,
      signal: stop.signal,
      onPage: async (page, progress) => {
        if (!(await recordCrawlPage(db, job.id, worker, page, progress))) {
          lostLease = true;
          stop.abort();
        }
      },
    });
    const first = pages[0];
    if (first && first.statusCode === null && !first.blockedByRobots) {
      await failCrawlJob(db, job.id, worker, first.error ?? "The start page could not be fetched");
    } else {
      await completeCrawlJob(db, job.id, worker, pages);
    }
    logger.info({ id: job.id, pages: pages.length }, "crawl finished");
  } catch (error) {
    if (lostLease) {
      logger.warn({ id: job.id }, "crawl stopped: its lease was taken over");
    } else if (settings.signal?.aborted) {
      await releaseCrawlJob(db, job.id, worker);
      logger.info({ id: job.id }, "crawl released for another instance (shutting down)");
    } else {
      logger.error({ err: error, id: job.id }, "crawl failed");
      await failCrawlJob(db, job.id, worker, error instanceof Error ? error.message : String(error));
    }
  } finally {
    stopRenewing();
    settings.signal?.removeEventListener("abort", onShutdown);
  }
  return job.id;
}

const name = "crawl";
const pollMs = 5000;
/** Expired results are pruned at most this often. */
const pruneEveryMs = 60 * 60_000;

/**
 * Crawls waiting jobs: every few seconds, and at once when a crawl is started here. Picks up a job a dead instance left
 * behind once its lease has run out; at shutdown a crawl in progress is released for another instance to restart.
 */
export function crawlJob(): BackgroundJob {
  let prunedAt = 0;
  return {
    name,
    intervalMs: pollMs,
    async runOnce(signal) {
      // Imported here so that loading this module never opens the database.
      const { getDb } = await import("@/server/db");
      const db = await getDb();
      if (Date.now() - prunedAt > pruneEveryMs) {
        await pruneExpiredCrawlJobs(db);
        prunedAt = Date.now();
      }
      if (signal.aborted) return "idle";
      const id = await processNextCrawlJob(db, workerId(), { ...crawlRunSettings(), signal });
      return id === null ? "idle" : "more";
    },
  };
}

/** Picks up a newly created job now rather than at the next poll. A no-op where the job is not running. */
export function wakeCrawlWorker(): void {
  wakeBackgroundJob(name);
}
