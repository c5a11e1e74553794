import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@/server/db/connect";
import { assertLocalDatabaseUrl } from "./databases";

/*
 * Vitest global setup of the integration project: the committed migrations are applied once per run, and every
 * `testDatabases` database (tests/support/databases.ts) starts as a copy of that migrated database instead of
 * migrating on its own. For PGlite the copy is a tarball of the data folder (loading it also skips PGlite's initdb,
 * several seconds of WebAssembly per database); on PostgreSQL (TEST_DATABASE_URL) it is a template database
 * (`create database … template …`). Both are made fresh on every run, so they are never stale; `create()` still calls
 * `migrate()`, which then finds nothing to apply.
 */

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data folder's tarball. */
    pgliteTemplate: string;
    /** Name of the migrated PostgreSQL template database, or "" without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

let dir: string | undefined;
let dropPostgresTemplate: (() => Promise<void>) | undefined;

async function makePgliteTemplate(): Promise<string> {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-pglite-template-"));
  const file = path.join(dir, "migrated.tar");
  const handle = await openDatabase({ kind: "pglite" });
  try {
    await handle.migrate();
    const dump = await handle.dumpDataDir!();
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  return file;
}

async function makePostgresTemplate(adminUrl: string): Promise<string> {
  assertLocalDatabaseUrl(adminUrl);
  const name = `ironbark_template_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  dropPostgresTemplate = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  return name;
}

export async function setup(project: TestProject): Promise<void> {
  // Tests read the environment directly: they configure the app, they are not part of it.
  const adminUrl = process.env.TEST_DATABASE_URL;
  const [pgliteTemplate, postgresTemplate] = await Promise.all([makePgliteTemplate(), adminUrl ? makePostgresTemplate(adminUrl) : ""]);
  project.provide("pgliteTemplate", pgliteTemplate);
  project.provide("postgresTemplate", postgresTemplate);
}

export async function teardown(): Promise<void> {
  await dropPostgresTemplate?.();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
