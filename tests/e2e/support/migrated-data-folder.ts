import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "@/server/db/connect";
import { migrationsDigest } from "../../support/migrations-digest";

/*
 * A PGlite data folder the committed migrations were applied to, made once by Playwright's global setup and kept in the
 * system's temporary folder under the migrations' digest (a changed migration gives a new one). `startAppServer` copies
 * it into an instance's new data folder: that instance skips PGlite's initdb (seconds of WebAssembly) and the
 * migrations, and does the rest of a first start as before (`migrate()` finds nothing to apply; the team is written and
 * the demo content seeded into the empty tables). The integration tests do the same (tests/support/migrated-databases.ts).
 */

function templatePath(): string {
  return path.join(os.tmpdir(), `ironbark-e2e-pglite-migrated-${migrationsDigest()}`);
}

/** Makes the migrated folder unless a previous run left it. */
export async function makeMigratedDataFolder(): Promise<void> {
  const template = templatePath();
  if (fs.existsSync(template)) return;
  // Made under another name and renamed when done and closed: a run starting meanwhile never copies half a folder.
  const building = `${template}.${process.pid}.building`;
  fs.rmSync(building, { recursive: true, force: true });
  const handle = await openDatabase({ kind: "pglite", dataDir: building });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
  try {
    fs.renameSync(path.join(building, "pglite"), template);
  } catch (error) {
    // Another run made the same folder meanwhile: use theirs.
    if (!fs.existsSync(template)) throw error;
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
}

/**
 * Copies the migrated folder into `dataDir` when it holds no database yet (and the global setup made one). Returns
 * whether it did; without it the instance initialises and migrates a new database itself.
 */
export function copyMigratedDataFolder(dataDir: string): boolean {
  // E2E_FRESH_DATABASES=1: every instance creates its own database, as before the copies (to compare, or to rule the
  // copy out when something looks wrong).
  if (process.env.E2E_FRESH_DATABASES === "1") return false;
  const template = templatePath();
  const target = path.join(dataDir, "pglite");
  if (!fs.existsSync(template) || fs.existsSync(target)) return false;
  fs.mkdirSync(dataDir, { recursive: true });
  fs.cpSync(template, target, { recursive: true });
  return true;
}
