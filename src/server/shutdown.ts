import "server-only";
import { logger } from "@/server/log";

// Hooks live on globalThis: Next may load this module in more than one bundle of the same process, and
// scripts/server.mjs (outside the bundles) calls the shutdown through the same symbol.
const hooksKey = Symbol.for("ironbark.shutdownHooks");
const shutdownKey = Symbol.for("ironbark.shutdown");
type ShutdownGlobal = typeof globalThis & { [hooksKey]?: Array<() => Promise<void>>; [shutdownKey]?: () => Promise<void> };
const store = globalThis as ShutdownGlobal;

/** Registers work to do when the server stops (SIGTERM/SIGINT), after in-flight requests have finished. */
export function onShutdown(hook: () => Promise<void>): void {
  (store[hooksKey] ??= []).push(hook);
  store[shutdownKey] ??= runShutdownHooks;
}

/** Runs the hooks newest first (workers stop before the database they use closes); each failure is logged. */
export async function runShutdownHooks(): Promise<void> {
  const hooks = store[hooksKey]?.splice(0) ?? [];
  for (const hook of hooks.reverse()) {
    try {
      await hook();
    } catch (error) {
      logger.error({ err: error }, "shutdown step failed");
    }
  }
}
