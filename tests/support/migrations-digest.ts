import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", "..");
const migrationsFolder = path.join(root, "drizzle");

/**
 * A digest of the committed migrations and of PGlite's version: the name of every migrated copy the tests keep
 * (tests/support/migrated-databases.ts, tests/e2e/support/migrated-data-folder.ts). A changed or added migration gives
 * a new name, so a copy is never stale.
 */
export function migrationsDigest(): string {
  const hash = createHash("sha256");
  const pglitePackage = path.join(root, "node_modules", "@electric-sql", "pglite", "package.json");
  const pgliteVersion = (JSON.parse(fs.readFileSync(pglitePackage, "utf8")) as { version: string }).version;
  hash.update(`pglite ${pgliteVersion}\n`);
  for (const file of [
    "meta/_journal.json",
    ...fs
      .readdirSync(migrationsFolder)
      .filter((name) => name.endsWith(".sql"))
      .sort(),
  ]) {
    hash.update(`${file}\n`).update(fs.readFileSync(path.join(migrationsFolder, file)));
  }
  return hash.digest("hex").slice(0, 16);
}
