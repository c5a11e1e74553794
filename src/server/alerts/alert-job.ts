import "server-only";
import type { BackgroundJob } from "@/server/jobs/runner";
import { logger } from "@/server/log";

/**
 * Every minute, on every instance: the listing alerts (./alert-worker.ts). An instant alert is queued within about two
 * minutes of the change (the 60 s an event settles, then the next round); a daily or weekly one in the round after 07:00.
 */
export function listingAlertsJob(options: { now?: () => Date } = {}): BackgroundJob {
  const now = options.now ?? (() => new Date());
  return {
    name: "listing-alerts",
    intervalMs: 60_000,
    async runOnce() {
      // Imported here so that loading this module never opens the database.
      const { getDb } = await import("@/server/db");
      const { runAlertRound } = await import("./alert-worker");
      const { wakeOutboxWorker } = await import("@/server/email/worker");
      const report = await runAlertRound(await getDb(), now());
      if (report.alerts > 0) {
        logger.info(report, "listing alerts queued");
        wakeOutboxWorker();
      }
      return report.events > 0 ? "more" : "idle";
    },
  };
}
