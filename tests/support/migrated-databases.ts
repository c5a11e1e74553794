import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@/server/db/connect";
import { assertLocalDatabaseUrl } from "./databases";
import { migrationsDigest } from "./migrations-digest";

/*
 * Vitest global setup of the integration project: every `testDatabases` database (tests/support/databases.ts) starts
 * as a copy of a database the committed migrations were applied to, instead of migrating on its own. For PGlite the
 * copy is a tarball of the data folder (loading it also skips PGlite's initdb, several seconds of WebAssembly per
 * database); on PostgreSQL (TEST_DATABASE_URL) it is a template database (`create database … template …`).
 *
 * Both are named by a digest of the migrations (and of PGlite's version), made once and kept: the next run, or a run
 * of a single file, finds them ready; a changed or added migration gives a new name, so a copy is never stale.
 * `create()` still calls `migrate()`, which then finds nothing to apply.
 */

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data folder's tarball. */
    pgliteTemplate: string;
    /** Name of the migrated PostgreSQL template database, or "" without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

async function pgliteTemplate(digest: string): Promise<string> {
  const file = path.join(os.tmpdir(), `ironbark-pglite-migrated-${digest}.tar`);
  if (fs.existsSync(file)) return file;
  const handle = await openDatabase({ kind: "pglite" });
  try {
    await handle.migrate();
    const dump = await handle.dumpDataDir!();
    // Written under another name and renamed: a run starting meanwhile never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await handle.close();
  }
  return file;
}

async function postgresTemplate(adminUrl: string, digest: string): Promise<string> {
  assertLocalDatabaseUrl(adminUrl);
  const name = `ironbark_template_${digest}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const existing = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (existing.rowCount) return name;
    // Migrated under another name and renamed when done (and closed: PostgreSQL copies a template only while nobody is
    // connected to it), so no run ever copies a half-migrated one.
    const building = `ironbark_building_${randomBytes(6).toString("hex")}`;
    await admin.query(`create database ${building}`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${building}`;
      const handle = await openDatabase({ kind: "postgres", url: url.toString() });
      try {
        await handle.migrate();
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch (error) {
      await admin.query(`drop database if exists ${building} with (force)`);
      // Another run made the same template meanwhile: use theirs.
      if ((await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount) return name;
      throw error;
    }
    return name;
  } finally {
    await admin.end();
  }
}

export async function setup(project: TestProject): Promise<void> {
  const digest = migrationsDigest();
  // Tests read the environment directly: they configure the app, they are not part of it.
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [pglite, postgres] = await Promise.all([pgliteTemplate(digest), adminUrl ? postgresTemplate(adminUrl, digest) : ""]);
  project.provide("pgliteTemplate", pglite);
  project.provide("postgresTemplate", postgres);
}
