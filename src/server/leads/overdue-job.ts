import "server-only";
import type { BackgroundJob } from "@/server/jobs/runner";
import { logger } from "@/server/log";

const batchSize = 50;

/**
 * Every minute, on every instance: marks the leads whose reply is overdue and e-mails the principal (each lead once).
 * `now` is the clock it reads (tests move it forward).
 */
export function overdueLeadsJob(options: { now?: () => Date } = {}): BackgroundJob {
  const now = options.now ?? (() => new Date());
  return {
    name: "overdue-leads",
    intervalMs: 60_000,
    async runOnce() {
      // Imported here so that loading this module never opens the database.
      const { getDb } = await import("@/server/db");
      const { escalateOverdueLeads } = await import("./overdue-leads");
      const { wakeOutboxWorker } = await import("@/server/email/worker");
      const escalated = await escalateOverdueLeads(await getDb(), now(), { batchSize });
      if (escalated === 0) return "idle";
      logger.warn({ escalated }, "leads overdue: the principal was e-mailed");
      wakeOutboxWorker();
      return escalated === batchSize ? "more" : "idle";
    },
  };
}
