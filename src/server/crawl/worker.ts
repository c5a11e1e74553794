import "server-only";
import os from "node:os";
import { randomBytes } from "node:crypto";
import { env } from "@/env";
import type { Db } from "@/server/db";
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

export function newCrawlWorkerId(): string {
  return `${os.hostname()}:${process.pid}:${randomBytes(4).toString("hex")}`;
}

/**
 * Claims one waiting (or abandoned) built-in job and crawls it to the end, renewing the lease while it
 * runs. Returns the job's id, or null when there was nothing to do.
 */
export async function processNextCrawlJob(db: Db, workerId: string, settings: CrawlRunSettings = crawlRunSettings()): Promise<string | null> {
  const failed = await failAbandonedCrawlJobs(db);
  if (failed.length > 0) logger.warn({ ids: failed }, "failed crawl jobs abandoned too often");
  const job = await claimCrawlJob(db, workerId);
  if (!job) return null;

  const stop = new AbortController();
  let lostLease = false;
  const onShutdown = () => stop.abort();
  settings.signal?.addEventListener("abort", onShutdown, { once: true });
  const heartbeat = setInterval(() => {
    renewCrawlLease(db, job.id, workerId)
      .then((held) => {
        if (!held) {
          lostLease = true;
          stop.abort();
        }
      })
      .catch((error: unknown) => logger.warn({ err: error, id: job.id }, "could not renew a crawl lease"));
  }, settings.leaseRenewMs ?? crawlLeaseMs / 4);
  heartbeat.unref();

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
        if (!(await recordCrawlPage(db, job.id, workerId, page, progress))) {
          lostLease = true;
          stop.abort();
        }
      },
    });
    const first = pages[0];
    if (first && first.statusCode === null && !first.blockedByRobots) {
      await failCrawlJob(db, job.id, workerId, first.error ?? "The start page could not be fetched");
    } else {
      await completeCrawlJob(db, job.id, workerId, pages);
    }
    logger.info({ id: job.id, pages: pages.length }, "crawl finished");
  } catch (error) {
    if (lostLease) {
      logger.warn({ id: job.id }, "crawl stopped: its lease was taken over");
    } else if (settings.signal?.aborted) {
      await releaseCrawlJob(db, job.id, workerId);
      logger.info({ id: job.id }, "crawl released for another instance (shutting down)");
    } else {
      logger.error({ err: error, id: job.id }, "crawl failed");
      await failCrawlJob(db, job.id, workerId, error instanceof Error ? error.message : String(error));
    }
  } finally {
    clearInterval(heartbeat);
    settings.signal?.removeEventListener("abort", onShutdown);
  }
  return job.id;
}

interface WorkerState {
  timer: NodeJS.Timeout;
  running: boolean;
  again: boolean;
  workerId: string;
  shutdown: AbortController;
  current: Promise<void> | null;
}

// One loop per process, even when Next loads this module into several bundles.
const globalKey = Symbol.for("ironbark.crawlWorker");
type GlobalWithWorker = typeof globalThis & { [globalKey]?: WorkerState };
const store = globalThis as GlobalWithWorker;
const pollMs = 5000;

/**
 * Starts the in-process crawl loop: every few seconds (and at once when a crawl is started here) it claims
 * a job, including one a dead instance left behind once its lease has run out. Idempotent.
 */
export function startCrawlWorker(): void {
  if (store[globalKey]) return;
  const state: WorkerState = {
    timer: setInterval(() => wake(state), pollMs),
    running: false,
    again: false,
    workerId: newCrawlWorkerId(),
    shutdown: new AbortController(),
    current: null,
  };
  state.timer.unref();
  store[globalKey] = state;
  wake(state);
}

/** Picks up a newly created job now rather than at the next poll. A no-op where the worker is not running. */
export function wakeCrawlWorker(): void {
  const state = store[globalKey];
  if (state) wake(state);
}

/** Stops the loop; a crawl in progress is released so another instance (or the next start) restarts it. */
export async function stopCrawlWorker(): Promise<void> {
  const state = store[globalKey];
  if (!state) return;
  clearInterval(state.timer);
  delete store[globalKey];
  state.shutdown.abort();
  await state.current;
}

function wake(state: WorkerState): void {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  state.current = runRound(state).finally(() => {
    state.running = false;
    state.current = null;
  });
}

async function runRound(state: WorkerState): Promise<void> {
  try {
    // Imported here so that loading this module never opens the database.
    const { getDb } = await import("@/server/db");
    const db = await getDb();
    await pruneExpiredCrawlJobs(db);
    for (;;) {
      state.again = false;
      if (state.shutdown.signal.aborted) break;
      const id = await processNextCrawlJob(db, state.workerId, { ...crawlRunSettings(), signal: state.shutdown.signal });
      if (id === null && !state.again) break;
    }
  } catch (error) {
    logger.error({ err: error }, "crawl worker round failed");
  }
}
