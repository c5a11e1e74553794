import "server-only";
import { logger } from "@/server/log";

import { productionServer } from "@/server/http/production-server";

// Hooks live on globalThis: Next may load this module in more than one bundle of the same process. scripts/server.ts
// (outside the bundles) calls the shutdown through its contract (src/server/http/production-server.ts).
const hooksKey = Symbol.for("ironbark.shutdownHooks");
type ShutdownGlobal = typeof globalThis & { [hooksKey]?: Array<() => Promise<void>> };
const store = globalThis as ShutdownGlobal;

/** Registers work to do when the server stops (SIGTERM/SIGINT), after in-flight requests have finished. */
export function onShutdown(hook: () => Promise<void>): void {
  (store[hooksKey] ??= []).push(hook);
  const server = productionServer();
  if (server) server.shutdown ??= runShutdownHooks;
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
