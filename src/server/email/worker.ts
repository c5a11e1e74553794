import "server-only";
import { env } from "@/env";
import { logger } from "@/server/log";
import { deliverDueMail } from "./outbox";
import { getMailTransport } from "./transport";

interface WorkerState {
  timer: NodeJS.Timeout;
  running: boolean;
  /** A wake-up arrived while a round was running: run another round straight after. */
  again: boolean;
  warnedNoSmtp: boolean;
}

// One loop per process, even when Next loads this module into several bundles.
const globalKey = Symbol.for("ironbark.outboxWorker");
type GlobalWithWorker = typeof globalThis & { [globalKey]?: WorkerState };
const store = globalThis as GlobalWithWorker;

/** Starts the in-process outbox loop (every OUTBOX_POLL_SECONDS, and at once on each wake-up). Idempotent. */
export function startOutboxWorker(): void {
  if (store[globalKey]) return;
  const state: WorkerState = {
    timer: setInterval(() => void runRound(state), env.OUTBOX_POLL_SECONDS * 1000),
    running: false,
    again: false,
    warnedNoSmtp: false,
  };
  state.timer.unref();
  store[globalKey] = state;
  void runRound(state);
}

/** Delivers newly queued mail now instead of at the next poll. A no-op when the worker is not running (tests, build). */
export function wakeOutboxWorker(): void {
  const state = store[globalKey];
  if (state) void runRound(state);
}

export function stopOutboxWorker(): void {
  const state = store[globalKey];
  if (!state) return;
  clearInterval(state.timer);
  delete store[globalKey];
}

async function runRound(state: WorkerState): Promise<void> {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = true;
  try {
    const transport = getMailTransport();
    if (!transport) {
      if (!state.warnedNoSmtp) {
        state.warnedNoSmtp = true;
        logger.info("SMTP_URL is not set: e-mail stays in the outbox table (see the admin) until it is configured");
      }
      return;
    }
    // Imported here so that loading this module never opens the database.
    const { getDb } = await import("@/server/db");
    const db = await getDb();
    for (;;) {
      state.again = false;
      const report = await deliverDueMail(db, transport, new Date());
      if (report.claimed > 0) logger.info(report, "outbox delivery round");
      if (report.claimed === 0 && !state.again) break;
    }
  } catch (error) {
    logger.error({ err: error }, "outbox delivery round failed");
  } finally {
    state.running = false;
  }
}
