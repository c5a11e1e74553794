import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { Client, Pool } from "pg";
import { acquireDataDirLock } from "./data-dir-lock";
import { createPgliteFolder, pgliteFolderExists } from "./pglite-folder";
import { keptPlanConnectionOptions, withKeptPlans, withKeptPlansOnServer } from "./kept-plans";
import * as schema from "./schema";
import { tableReadsLogger } from "./table-reads";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either: work that can run inside a caller's transaction or on its own. */
export type DbOrTx = Db | Tx;

export interface DatabaseHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed SQL migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /** Embedded database only: the whole data folder as a tarball, for `loadDataDir` (tests copy a migrated database). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  /**
   * `dataDir` undefined keeps the database in memory (tests). `lockWaitMs`: how long to wait for another
   * process to release the folder before failing with DataDirLockedError (default: fail at once). `loadDataDir`
   * (in memory only): start from a `dumpDataDir()` tarball instead of an empty database, skipping PGlite's initdb.
   */
  | { kind: "pglite"; dataDir?: string; lockWaitMs?: number; loadDataDir?: Blob };

const migrationsFolder = path.join(process.cwd(), "drizzle");

// On the embedded database's `db` itself, so that every bundle Next loads finds it (they share the object, not modules).
const announcedKey = Symbol.for("ironbark.contentVersionsAnnounced");

/**
 * Embedded database only: how many times each content version (by scope) has been raised since it was opened. Every
 * write is this process's own and is announced before the writing statement returns, so a count that has not moved
 * means nothing changed. Undefined for PostgreSQL, where other instances write too: read the versions there.
 */
export function contentVersionsAnnounced(db: Db): ReadonlyMap<string, number> | undefined {
  return (db as Db & { [announcedKey]?: Map<string, number> })[announcedKey];
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === "postgres" ? openPostgres(target.url) : openPglite(target.dataDir, target.lockWaitMs, target.loadDataDir);
}

function openPostgres(url: string): DatabaseHandle {
  // connectionTimeoutMillis: an unreachable server fails a request in seconds (answered 503) instead of hanging it.
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, options: keptPlanConnectionOptions });
  // A connection the server drops (a restart) errors on its own: idle ones reach the pool's listener, checked-out
  // ones their client's. Without listeners node-postgres rethrows and the process dies; the query that was using
  // the connection is rejected either way and answered 503 (see unavailable.ts).
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePostgres({ client: withKeptPlansOnServer(pool), schema, logger: tableReadsLogger }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    async migrate() {
      // A dedicated connection holds an advisory lock so that instances starting together migrate one at a time.
      const lockClient = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      await lockClient.connect();
      try {
        await lockClient.query("select pg_advisory_lock(727274)");
        await migratePostgres(drizzlePostgres({ client: lockClient }), { migrationsFolder });
        await lockClient.query("select pg_advisory_unlock(727274)");
      } finally {
        await lockClient.end();
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined, lockWaitMs = 0, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = await acquireDataDirLock(dataDir, { waitMs: lockWaitMs });
  }
  let client: PGlite;
  try {
    const folder = dataDir && path.join(dataDir, "pglite");
    if (folder && !pgliteFolderExists(folder)) await createPgliteFolder(folder);
    client = folder ? new PGlite(folder) : new PGlite({ loadDataDir });
    await client.waitReady;
    // Synchronised scans let concurrent scans of a large table share its reads by starting where another one is; the
    // embedded database never runs two at once, and a scan that stops early (a count capped at 1,001 matches) then
    // costs whatever the last one left it: 8 ms or 27 ms by turns for one search at 50,000 listings (decision 036).
    await client.exec("set synchronize_seqscans = off");
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = drizzlePglite(withKeptPlans(client), { schema, logger: tableReadsLogger }) as unknown as Db;
  // Every raise of a content version (migration 0005), counted by scope. PGlite hands a notification to its listeners
  // (as a microtask) while it reads the result of the statement that committed it, before that statement's promise
  // settles; and only this process can write to an embedded database, so the counts see every change.
  const announced = new Map<string, number>();
  await client.listen("content_versions", (scope) => announced.set(scope, (announced.get(scope) ?? 0) + 1));
  Object.defineProperty(db, announcedKey, { value: announced });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    dumpDataDir: () => client.dumpDataDir("none"),
    async close() {
      await client.close();
      releaseLock();
    },
  };
}
