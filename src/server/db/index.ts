import "server-only";
import path from "node:path";
import { env } from "@/env";
import { logger } from "@/server/log";
import { openDatabase, type DatabaseHandle, type Db } from "./connect";
import { writeFirstTeamOnce } from "./first-team";
import { seedEmptyDatabaseOnce } from "./seed";

export type { Db, DbOrTx, Tx } from "./connect";

// One database per process, shared by every bundle Next loads into it (route handlers, pages, instrumentation).
const globalKey = Symbol.for("ironbark.database");
const openKey = Symbol.for("ironbark.databaseOpen");
type GlobalWithDb = typeof globalThis & { [globalKey]?: Promise<DatabaseHandle>; [openKey]?: boolean };

/**
 * A restart right after a stop or a crash: the old process may still be letting go of the PGlite folder
 * (or, killed, not yet be reaped by its parent). Long enough for that, short enough to fail a start clearly.
 */
const dataDirLockWaitMs = 5000;

/**
 * The application's database, opened, migrated and (when empty) seeded on first use — never at import,
 * and never during `next build`, so build workers cannot open the PGlite folder the server holds.
 */
export function getDb(): Promise<Db> {
  return getDatabaseHandle().then((handle) => handle.db);
}

export function getDatabaseHandle(): Promise<DatabaseHandle> {
  const store = globalThis as GlobalWithDb;
  store[globalKey] ??= start().then(
    (handle) => {
      store[openKey] = true;
      return handle;
    },
    (error: unknown) => {
      delete store[globalKey];
      throw error;
    },
  );
  return store[globalKey];
}

/** True once the database has been opened, migrated and seeded; false while it is still opening or failed to. */
export function isDatabaseOpen(): boolean {
  return (globalThis as GlobalWithDb)[openKey] === true;
}

async function start(): Promise<DatabaseHandle> {
  if (env.NEXT_PHASE === "phase-production-build") {
    throw new Error("The database must not be opened during `next build`: mark the page dynamic with `await connection()`.");
  }
  const handle = await openDatabase(
    env.DATABASE_URL
      ? { kind: "postgres", url: env.DATABASE_URL }
      : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR), lockWaitMs: dataDirLockWaitMs },
  );
  await handle.migrate();
  // The agency's own content, not demo content: written into a new database whatever SEED_ON_START says.
  const team = await writeFirstTeamOnce(handle.db);
  if (team.written > 0) logger.info({ members: team.written }, "wrote the team into a new database");
  if (env.SEED_ON_START) {
    const seed = await seedEmptyDatabaseOnce(handle.db, new Date(), { demoListings: env.LISTINGS_DEMO_FEED });
    if (seed.seeded) logger.info({ posts: seed.posts, events: seed.events }, "seeded an empty database with the demo content");
  }
  logger.info({ kind: handle.kind }, "database ready");
  return handle;
}
