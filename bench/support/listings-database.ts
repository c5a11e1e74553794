// Shared by the listings benchmarks (import, search): a new database, a feed source, a REAXML file received and
// applied as the CRM's would be. Import this module only once DATA_DIR is set: it reads the environment.
import { mkdtempSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "@/server/db/connect";
import { feedSources } from "@/server/db/schema";
import { applyFeedFile, receiveFeedFile, sha256Hex, type FeedSource } from "@/server/listings/feed-files";
import { writeFirstTeamOnce } from "@/server/db/first-team";

export type BenchDatabase = Awaited<ReturnType<typeof openDatabase>>;

interface BenchDatabaseOptions {
  /** A PostgreSQL server: the database is created on it and dropped on close. Otherwise PGlite. */
  serverUrl?: string;
  /** PGlite's files go in a new folder of this one, as the site keeps them in DATA_DIR… */
  dataDir: string;
  /** …or, with this, in the process's memory. */
  inMemory?: boolean;
}

/** A new database, migrated, with the first team written (as on a first start). */
export async function newBenchDatabase({ serverUrl, dataDir, inMemory = false }: BenchDatabaseOptions): Promise<BenchDatabase> {
  let handle: BenchDatabase;
  if (serverUrl) {
    const { Client } = await import("pg");
    const name = `ironbark_bench_${Date.now().toString(36)}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const opened = await openDatabase({ kind: "postgres", url: url.toString() });
    handle = {
      ...opened,
      async close() {
        await opened.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  } else {
    handle = await openDatabase(inMemory ? { kind: "pglite" } : { kind: "pglite", dataDir: mkdtempSync(path.join(dataDir, "db-")) });
  }
  await handle.migrate();
  await writeFirstTeamOnce(handle.db);
  return handle;
}

/** The bench's CRM, its token `token`. */
export async function addBenchFeedSource(db: BenchDatabase["db"], token: string): Promise<FeedSource> {
  const [source] = await db
    .insert(feedSources)
    .values({ name: "Bench CRM", tokenHash: sha256Hex(token) })
    .returning();
  if (!source) throw new Error("no feed source");
  return source;
}

/** One REAXML file from `source`, received and applied. */
export async function importFeedXml(db: BenchDatabase["db"], source: FeedSource, xml: string) {
  const received = await receiveFeedFile(db, { source, body: new TextEncoder().encode(xml), contentType: "application/xml" });
  if (!received.ok) throw new Error(received.message);
  return applyFeedFile(db, received.id);
}
