import "server-only";
import { env } from "@/env";
import { createInitialAdminFromEnv } from "@/server/auth/initial-admin";
import { getDatabaseHandle } from "@/server/db";
import { startOutboxWorker } from "@/server/email/worker";
import { startIcsScheduler } from "@/server/events/ics-scheduler";
import { logger } from "@/server/log";

/** Server start-up work. Background workers (outbox, imports) register here as they are added. */
export async function startServerServices(): Promise<void> {
  if (env.NEXT_PHASE === "phase-production-build") return;
  try {
    await getDatabaseHandle();
  } catch (error) {
    logger.fatal({ err: error }, "could not open the database");
    throw error;
  }
  await createInitialAdminFromEnv();
  startOutboxWorker();
  startIcsScheduler();
}
