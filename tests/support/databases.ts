import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { Client } from "pg";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/server/db/connect";
import { writeFirstTeamOnce } from "@/server/db/first-team";

export interface TestDatabase {
  name: "pglite" | "postgres";
  /**
   * A fresh, migrated database as the app opens it: the team written (src/server/db/first-team.ts), nothing else;
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

let migratedPglite: Promise<Blob | undefined> | undefined;

/** The migrated data folder the integration project's global setup made (tests/support/migrated-databases.ts), read once per file. */
function migratedPgliteTemplate(): Promise<Blob | undefined> {
  const file = inject("pgliteTemplate");
  migratedPglite ??= file ? fs.promises.readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return migratedPglite;
}

const pglite: TestDatabase = {
  name: "pglite",
  async create() {
    // A copy of the migrated template when there is one; migrate() then finds nothing to apply.
    const handle = await openDatabase({ kind: "pglite", loadDataDir: await migratedPgliteTemplate() });
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
      // A copy of the migrated template the global setup made (tests/support/migrated-databases.ts), when there is one.
      const template = inject("postgresTemplate");
      await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
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
