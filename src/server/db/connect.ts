import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { Client, Pool } from "pg";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies the committed SQL migrations; safe to call from several instances at once. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: "postgres"; url: string }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { kind: "pglite"; dataDir?: string };

const migrationsFolder = path.join(process.cwd(), "drizzle");

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === "postgres" ? openPostgres(target.url) : openPglite(target.dataDir);
}

function openPostgres(url: string): DatabaseHandle {
  // connectionTimeoutMillis: an unreachable server fails a request in seconds (answered 503) instead of hanging it.
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // A connection the server drops (a restart) errors on its own: idle ones reach the pool's listener, checked-out
  // ones their client's. Without listeners node-postgres rethrows and the process dies; the query that was using
  // the connection is rejected either way and answered 503 (see unavailable.ts).
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePostgres({ client: pool, schema }) as unknown as Db;
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

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  let releaseLock = () => {};
  let client: PGlite;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(dataDir);
    client = new PGlite(path.join(dataDir, "pglite"));
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    async close() {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * PGlite has no lock between processes, and two processes on one folder silently lose writes.
 * A pid file makes a second process refuse to open the folder instead.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, "pglite.lock");
  const holder = dataDirLockHolder(dataDir);
  if (holder !== null && holder !== process.pid) {
    throw new Error(
      `The database folder ${path.resolve(dataDir)} is in use by process ${holder}. ` +
        "Stop that process first, or point DATA_DIR at another folder.",
    );
  }
  fs.writeFileSync(lockFile, String(process.pid));
  const release = () => {
    try {
      if (fs.readFileSync(lockFile, "utf8") === String(process.pid)) fs.unlinkSync(lockFile);
    } catch {
      // already gone
    }
  };
  process.once("exit", release);
  return release;
}

/** The pid of the live process holding the folder, or null when nobody does. */
export function dataDirLockHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(dataDir, "pglite.lock"), "utf8"));
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : null;
  }
}
