import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { openDatabase, type DatabaseHandle } from "@/server/db/connect";
import { writeFirstTeamOnce } from "@/server/team/first-team";

export interface TestDatabase {
  name: "pglite" | "postgres";
  /**
   * A fresh, migrated database as the app opens it: the team written (src/server/team/first-team.ts), nothing else;
   * dispose it in afterAll/afterEach. On PostgreSQL, `url` lets a test open a second
   * connection pool to it, as a second app instance would.
   */
  create(): Promise<DatabaseHandle & { url?: string; dispose(): Promise<void> }>;
}

/** Refuses any database that is not on this machine, so tests can never touch a real one. */
export function assertLocalDatabaseUrl(url: string): void {
  const host = new URL(url).hostname;
  if (!["localhost", "127.0.0.1", "::1", "[::1]"].includes(host)) {
    throw new Error(`TEST_DATABASE_URL must point at a local server, not ${host}`);
  }
}

const pglite: TestDatabase = {
  name: "pglite",
  async create() {
    const handle = await openDatabase({ kind: "pglite" });
    await handle.migrate();
    await writeFirstTeamOnce(handle.db);
    return { ...handle, dispose: () => handle.close() };
  },
};

function postgresDatabase(adminUrl: string): TestDatabase {
  assertLocalDatabaseUrl(adminUrl);
  return {
    name: "postgres",
    async create() {
      const name = `ironbark_test_${randomBytes(6).toString("hex")}`;
      const admin = new Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ kind: "postgres", url: url.toString() });
      await handle.migrate();
      await writeFirstTeamOnce(handle.db);
      return {
        ...handle,
        url: url.toString(),
        async dispose() {
          await handle.close();
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.end();
        },
      };
    },
  };
}

// Tests read the environment directly: they configure the app, they are not part of it.
const testDatabaseUrl = process.env.TEST_DATABASE_URL;

/** PGlite always; the PostgreSQL server too when TEST_DATABASE_URL is set. */
export const testDatabases: readonly TestDatabase[] = testDatabaseUrl ? [pglite, postgresDatabase(testDatabaseUrl)] : [pglite];

/** Rows of a raw `db.execute()` result (`Db` leaves its type open; both drivers answer `{ rows }`). */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
