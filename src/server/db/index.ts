import "server-only";
import path from "node:path";
import { env } from "@/env";
import { logger } from "@/server/log";
import { openDatabase, type DatabaseHandle, type Db } from "./connect";
import { seedDatabase } from "./seed";

export type { Db } from "./connect";

// One database per process, shared by every bundle Next loads into it (route handlers, pages, instrumentation).
const globalKey = Symbol.for("ironbark.database");
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<DatabaseHandle> };

/**
 * The application's database, opened, migrated and (when empty) seeded on first use — never at import,
 * and never during `next build`, so build workers cannot open the PGlite folder the server holds.
 */
export function getDb(): Promise<Db> {
  return getDatabaseHandle().then((handle) => handle.db);
}

export function getDatabaseHandle(): Promise<DatabaseHandle> {
  const store = globalThis as GlobalWithDb;
  store[globalKey] ??= start().catch((error: unknown) => {
    delete store[globalKey];
    throw error;
  });
  return store[globalKey];
}

async function start(): Promise<DatabaseHandle> {
  if (env.NEXT_PHASE === "phase-production-build") {
    throw new Error("The database must not be opened during `next build`: mark the page dynamic with `await connection()`.");
  }
  const handle = await openDatabase(
    env.DATABASE_URL ? { kind: "postgres", url: env.DATABASE_URL } : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR) },
  );
  await handle.migrate();
  if (env.SEED_ON_START) {
    const seeded = await seedDatabase(handle.db);
    if (seeded.posts || seeded.events) logger.info(seeded, "seeded an empty database");
  }
  logger.info({ kind: handle.kind }, "database ready");
  return handle;
}
