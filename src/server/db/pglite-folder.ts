import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

/**
 * V8 compiles WebAssembly with a baseline compiler (Liftoff) and recompiles hot functions with its optimising one
 * (TurboFan). One of PostgreSQL's functions in PGlite, hot from the first statement, takes about 600 MB of TurboFan's
 * memory for the second or so it compiles (bench/RESULTS.md, "What makes the peak"); PGlite's initdb holds another
 * 600 MB at the same moment, and together they do not fit a 1 GB server. These flags keep a process on Liftoff: the
 * initdb below runs in its own process with them and is no slower for it (3.1 s against 3.5 s, measured).
 */
export const baselineWebAssemblyFlags = ["--no-wasm-dynamic-tiering", "--no-wasm-tier-up"];

const initdb = `
import { PGlite } from "@electric-sql/pglite";
const db = await PGlite.create(process.argv[1]);
await db.close();
`;

/** True when `folder` holds a PostgreSQL database (initdb writes PG_VERSION first). */
export function pgliteFolderExists(folder: string): boolean {
  return fs.existsSync(path.join(folder, "PG_VERSION"));
}

/**
 * Creates PGlite's database in `folder` (initdb) in a child process on V8's baseline compiler, so that its memory
 * is returned before this process opens the folder (and, once, compiles PostgreSQL's hot function itself).
 * Resolves PGlite from the working directory, as the migrations folder is.
 */
export async function createPgliteFolder(folder: string): Promise<void> {
  try {
    await promisify(execFile)(process.execPath, [...baselineWebAssemblyFlags, "--input-type=module", "-e", initdb, folder], {
      cwd: process.cwd(),
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`Could not create the embedded database in ${folder}${stderr ? `: ${stderr}` : ""}`, { cause: error });
  }
}
