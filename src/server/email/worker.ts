import "server-only";
import { env } from "@/env";
import { wakeBackgroundJob, type BackgroundJob } from "@/server/jobs/runner";
import { workerId } from "@/server/jobs/worker-id";
import { logger } from "@/server/log";
import { deliverDueMail } from "./outbox";
import { openRoundMailTransport } from "./transport";

const name = "outbox";

/** Delivers the outbox every OUTBOX_POLL_SECONDS, and at once when woken (a lead was just stored). */
export function outboxDeliveryJob(): BackgroundJob {
  let warnedNoSmtp = false;
  return {
    name,
    intervalMs: env.OUTBOX_POLL_SECONDS * 1000,
    async runOnce(signal) {
      const transport = openRoundMailTransport();
      if (!transport) {
        if (!warnedNoSmtp) logger.info("SMTP_URL is not set: e-mail stays in the outbox table (see the admin) until it is configured");
        warnedNoSmtp = true;
        return "idle";
      }
      // Imported here so that loading this module never opens the database.
      try {
        const { getDb } = await import("@/server/db");
        const report = await deliverDueMail(await getDb(), transport, new Date(), { worker: workerId(), signal });
        if (report.claimed > 0) logger.info(report, "outbox delivery round");
        return report.claimed > 0 ? "more" : "idle";
      } finally {
        transport.close();
      }
    },
  };
}

/** Delivers newly queued mail now instead of at the next poll. A no-op where the job is not running (tests, build). */
export function wakeOutboxWorker(): void {
  wakeBackgroundJob(name);
}
