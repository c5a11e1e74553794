import "server-only";
import type { BackgroundJob } from "@/server/jobs/runner";
import { logger } from "@/server/log";

/**
 * Every 15 minutes, on every instance: deletes the uploads nothing has used for `UPLOAD_CLEANUP_GRACE_HOURS`
 * (./cleanup.ts; each candidate is locked by the instance deciding it, so instances never race on one file).
 * `now` is the clock it reads (tests move it forward).
 */
export function uploadCleanupJob(options: { now?: () => Date } = {}): BackgroundJob {
  const now = options.now ?? (() => new Date());
  return {
    name: "upload-cleanup",
    intervalMs: 15 * 60_000,
    async runOnce(signal) {
      // Imported here so that loading this module never opens the database.
      const { getDb } = await import("@/server/db");
      const { uploadLimitsFromEnv } = await import("./allowance");
      const { removeUnusedUploads } = await import("./cleanup");
      const { uploadStorage } = await import("./storage");
      if (signal.aborted) return "idle";
      const { graceHours } = uploadLimitsFromEnv();
      const outcome = await removeUnusedUploads(await getDb(), uploadStorage(), { graceMs: graceHours * 3_600_000 }, now());
      if (outcome.removed.length > 0) logger.info({ removed: outcome.removed.length, inUse: outcome.inUse }, "unused uploads deleted");
      return outcome.more && !signal.aborted ? "more" : "idle";
    },
  };
}
