import "server-only";
import { logger } from "@/server/log";

/** What a round found: more work may be waiting (run again at once), or nothing (wait for the interval or a wake-up). */
export type RoundOutcome = "more" | "idle";

/**
 * Background work run by every instance: the outbox, crawls, iCalendar imports. Each job keeps its own state in the
 * database and takes it with a lease (one row per mail or crawl, one per feed), so however many instances run the same
 * job, each piece of work is done once.
 */
export interface BackgroundJob {
  /** Names the job in logs and for `wakeBackgroundJob`. */
  name: string;
  /** Pause after a round that found nothing to do. */
  intervalMs: number;
  /**
   * One round. `signal` is aborted when the server stops: finish or give back what is held, soon. A throw is logged
   * and the job tries again after its interval.
   */
  runOnce(signal: AbortSignal): Promise<RoundOutcome>;
}

interface RunningJob {
  job: BackgroundJob;
  timer: NodeJS.Timeout | null;
  round: Promise<void> | null;
  /** A wake-up arrived during a round: run another straight after. */
  again: boolean;
}

interface Runner {
  jobs: Map<string, RunningJob>;
  stopping: AbortController;
}

// One runner per process, even when Next loads this module into several bundles.
const runnerKey = Symbol.for("ironbark.backgroundJobs");
type GlobalWithRunner = typeof globalThis & { [runnerKey]?: Runner };
const store = globalThis as GlobalWithRunner;

/** Starts each job's loop (a first round at once). A job already running is left as it is. */
export function startBackgroundJobs(jobs: readonly BackgroundJob[]): void {
  const runner = (store[runnerKey] ??= { jobs: new Map(), stopping: new AbortController() });
  for (const job of jobs) {
    if (runner.jobs.has(job.name)) continue;
    const running: RunningJob = { job, timer: null, round: null, again: false };
    runner.jobs.set(job.name, running);
    runRound(runner, running);
  }
}

/** Runs a job's next round now instead of after its interval (a lead was just stored, a crawl just asked for). */
export function wakeBackgroundJob(name: string): void {
  const runner = store[runnerKey];
  const running = runner?.jobs.get(name);
  if (!runner || !running) return;
  if (running.round) {
    running.again = true;
    return;
  }
  runRound(runner, running);
}

/**
 * Stops every loop for shutdown: no new round starts, the rounds in progress are told to stop (a crawl gives its job
 * back, a mail being sent is finished and recorded), and this resolves once they have.
 */
export async function stopBackgroundJobs(): Promise<void> {
  const runner = store[runnerKey];
  if (!runner) return;
  delete store[runnerKey];
  runner.stopping.abort();
  for (const running of runner.jobs.values()) if (running.timer) clearTimeout(running.timer);
  await Promise.all([...runner.jobs.values()].map((running) => running.round));
}

function runRound(runner: Runner, running: RunningJob): void {
  if (running.timer) clearTimeout(running.timer);
  running.timer = null;
  running.again = false;
  const { job } = running;
  running.round = job
    .runOnce(runner.stopping.signal)
    .catch((error: unknown): RoundOutcome => {
      logger.error({ err: error, job: job.name }, "background job round failed");
      return "idle";
    })
    .then((outcome) => {
      running.round = null;
      if (runner.stopping.signal.aborted) return;
      if (outcome === "more" || running.again) {
        // A macrotask later, so a job that always has more cannot starve the event loop.
        running.timer = setTimeout(() => runRound(runner, running), 0);
      } else {
        running.timer = setTimeout(() => runRound(runner, running), job.intervalMs);
      }
      running.timer.unref();
    });
}
