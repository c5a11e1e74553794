import "server-only";
import { getDb, type Db } from "@/server/db";
import { keepLease } from "@/server/jobs/keep-lease";
import type { BackgroundJob } from "@/server/jobs/runner";
import { workerId } from "@/server/jobs/worker-id";
import { logger } from "@/server/log";
import { applyFeedFile, claimNextFeedFile, releaseFailedFeedFile, renewFeedFileLease } from "./feed-files";

/** A file's claim outlasts the application of a large one, and is renewed while it lasts. */
const fileLeaseMs = 60_000;
const fileLeaseRenewMs = 15_000;

export const feedImportJobName = "listings-feed";

/**
 * Applies received REAXML files, oldest first, each by one worker across all instances (a lease per file,
 * `feed_files.claimed_by`). Woken at once when a file arrives; otherwise it looks every 5 s.
 */
export function feedImportJob(options: { getDb?: () => Promise<Db> } = {}): BackgroundJob {
  return {
    name: feedImportJobName,
    intervalMs: 5000,
    async runOnce(signal) {
      if (signal.aborted) return "idle";
      const db = await (options.getDb ?? getDb)();
      return (await applyNextFeedFile(db, workerId())) ? "more" : "idle";
    },
  };
}

/** Claims and applies one waiting file; false when none waits. */
export async function applyNextFeedFile(db: Db, worker: string): Promise<boolean> {
  const fileId = await claimNextFeedFile(db, worker, fileLeaseMs);
  if (!fileId) return false;
  const stop = keepLease(() => renewFeedFileLease(db, fileId, worker, fileLeaseMs), fileLeaseRenewMs);
  try {
    const result = await applyFeedFile(db, fileId, { worker });
    if (result) logger.info({ fileId, status: result.status, listings: result.listings }, "REAXML file applied");
  } catch (error) {
    // Listings already merged stay merged (a second pass changes nothing); the file is tried again, a few times.
    logger.error({ err: error, fileId }, "a REAXML file could not be applied");
    await releaseFailedFeedFile(db, fileId, worker);
  } finally {
    stop();
  }
  return true;
}
