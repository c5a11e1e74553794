import "server-only";
import { env } from "@/env";
import type { Db } from "@/server/db";
import { logger } from "@/server/log";
import { configuredIcsFeeds, type IcsFeed } from "./ics-feeds";
import { importIcsFeed } from "./ics-import";

interface SchedulerState {
  timer: NodeJS.Timeout;
  running: boolean;
}

// One schedule per process, even when Next loads this module into several bundles.
const globalKey = Symbol.for("ironbark.icsScheduler");
type GlobalWithScheduler = typeof globalThis & { [globalKey]?: SchedulerState };
const store = globalThis as GlobalWithScheduler;

export interface IcsSchedulerOptions {
  feeds?: readonly IcsFeed[];
  intervalMinutes?: number;
  getDb?: () => Promise<Db>;
}

/**
 * Imports every configured iCalendar feed now and then every EVENTS_ICS_INTERVAL_MINUTES. Idempotent, and
 * never throws: a failing feed or database is logged and tried again next round.
 */
export function startIcsScheduler(options: IcsSchedulerOptions = {}): void {
  if (store[globalKey]) return;
  const feeds = options.feeds ?? configuredIcsFeeds();
  if (feeds.length === 0) {
    logger.debug("no iCalendar feeds configured: events come from the database only");
    return;
  }
  const minutes = options.intervalMinutes ?? env.EVENTS_ICS_INTERVAL_MINUTES;
  const round = () => void runRound(state, feeds, options.getDb ?? defaultGetDb);
  const state: SchedulerState = { timer: setInterval(round, minutes * 60_000), running: false };
  state.timer.unref();
  store[globalKey] = state;
  logger.info({ suburbs: feeds.map((feed) => feed.suburb), everyMinutes: minutes }, "iCalendar event import scheduled");
  round();
}

export function stopIcsScheduler(): void {
  const state = store[globalKey];
  if (!state) return;
  clearInterval(state.timer);
  delete store[globalKey];
}

/** One pass over every feed; each feed is imported on its own, so one bad feed never stops the others. */
export async function runRound(state: { running: boolean }, feeds: readonly IcsFeed[], getDb: () => Promise<Db>): Promise<void> {
  if (state.running) return;
  state.running = true;
  try {
    const db = await getDb();
    for (const feed of feeds) {
      try {
        await importIcsFeed(db, feed.suburb, feed.url);
      } catch (error) {
        logger.error({ err: error, suburb: feed.suburb }, "ics import failed");
      }
    }
  } catch (error) {
    logger.error({ err: error }, "ics import round failed");
  } finally {
    state.running = false;
  }
}

// Imported on use so that loading this module never opens the database.
async function defaultGetDb(): Promise<Db> {
  const { getDb } = await import("@/server/db");
  return getDb();
}
