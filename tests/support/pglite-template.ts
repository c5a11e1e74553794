import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@/server/db/connect";

/*
 * Vitest global setup of the integration project: one embedded database is created and migrated once per run, and
 * its data folder written to a tarball that every test file's `testDatabases` PGlite starts from (tests/support/
 * databases.ts). Opening an empty PGlite runs initdb, several seconds of WebAssembly each time; loading the tarball
 * skips it. The tarball is made fresh on every run from the committed migrations, so it is never stale.
 */

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of the migrated PGlite data folder's tarball, or "" when it could not be made (each file then migrates). */
    pgliteTemplate: string;
  }
}

let dir: string | undefined;

export async function setup(project: TestProject): Promise<void> {
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
  project.provide("pgliteTemplate", file);
}

export function teardown(): void {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
