import "server-only";
import { env } from "@/env";
import type { Db } from "@/server/db";
import { keepLease } from "@/server/jobs/keep-lease";
import { claimNamedLease, finishNamedLease, holdsNamedLease, releaseNamedLease, renewNamedLease } from "@/server/jobs/named-lease";
import type { BackgroundJob } from "@/server/jobs/runner";
import { workerId } from "@/server/jobs/worker-id";
import { logger } from "@/server/log";
import { configuredIcsFeeds, type IcsFeed } from "./ics-feeds";
import { importIcsFeed, type IcsImportOptions, type IcsImportResult } from "./ics-import";

/** A feed's claim outlasts its download (15 s timeout) and write, and is renewed while they last. */
const feedLeaseMs = 60_000;
const feedLeaseRenewMs = 15_000;

export interface IcsScheduleOptions {
  feeds?: readonly IcsFeed[];
  intervalMinutes?: number;
  getDb?: () => Promise<Db>;
}

/**
 * Imports every configured iCalendar feed once per EVENTS_ICS_INTERVAL_MINUTES across all instances: each instance
 * looks often (a quarter of the interval, between 1 s and a minute), and a feed is imported by whichever claims it
 * first once it is due (`importFeedWhenDue`). Null when no feed is configured.
 */
export function icsImportJob(options: IcsScheduleOptions = {}): BackgroundJob | null {
  const feeds = options.feeds ?? configuredIcsFeeds();
  if (feeds.length === 0) {
    logger.debug("no iCalendar feeds configured: events come from the database only");
    return null;
  }
  const intervalMs = (options.intervalMinutes ?? env.EVENTS_ICS_INTERVAL_MINUTES) * 60_000;
  logger.info({ suburbs: feeds.map((feed) => feed.suburb), everyMinutes: intervalMs / 60_000 }, "iCalendar event import scheduled");
  return {
    name: "ics-import",
    intervalMs: Math.min(Math.max(intervalMs / 4, 1000), 60_000),
    async runOnce(signal) {
      await runRound(feeds, options.getDb ?? defaultGetDb, { intervalMs, signal });
      return "idle";
    },
  };
}

/** One look at every feed; each is imported on its own, so one bad feed never stops the others. Never throws. */
export async function runRound(
  feeds: readonly IcsFeed[],
  getDb: () => Promise<Db>,
  options: { intervalMs: number; signal?: AbortSignal; worker?: string; importOptions?: IcsImportOptions },
): Promise<void> {
  let db: Db;
  try {
    db = await getDb();
  } catch (error) {
    logger.error({ err: error }, "ics import round failed: no database");
    return;
  }
  for (const feed of feeds) {
    if (options.signal?.aborted) return;
    try {
      await importFeedWhenDue(db, feed, options.worker ?? workerId(), options.intervalMs, options.importOptions);
    } catch (error) {
      logger.error({ err: error, suburb: feed.suburb }, "ics import failed");
    }
  }
}

/**
 * Imports one feed if it is due and this worker claims it (`job_leases`, one row per suburb's feed): the claim is kept
 * alive while the feed downloads, the write checks it is still held, and the run is recorded when it started, so the
 * next one across all instances comes an interval later. Returns null when the feed was not due or another instance
 * has it.
 */
export async function importFeedWhenDue(
  db: Db,
  feed: IcsFeed,
  worker: string,
  intervalMs: number,
  importOptions: IcsImportOptions = {},
  now: Date = new Date(),
): Promise<IcsImportResult | null> {
  const name = `ics-feed:${feed.suburb}`;
  if (!(await claimNamedLease(db, name, worker, { intervalMs, leaseMs: feedLeaseMs }, now))) return null;
  const stopRenewing = keepLease(() => renewNamedLease(db, name, worker, feedLeaseMs), feedLeaseRenewMs);
  try {
    const result = await importIcsFeed(db, feed.suburb, feed.url, {
      ...importOptions,
      stillHeld: (tx) => holdsNamedLease(tx, name, worker),
    });
    await finishNamedLease(db, name, worker, now);
    return result;
  } catch (error) {
    await releaseNamedLease(db, name, worker).catch(() => undefined);
    throw error;
  } finally {
    stopRenewing();
  }
}

// Imported on use so that loading this module never opens the database.
async function defaultGetDb(): Promise<Db> {
  const { getDb } = await import("@/server/db");
  return getDb();
}
