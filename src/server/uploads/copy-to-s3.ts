import "server-only";
import type { Dirent } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { uploadNamePattern } from "./names";
import type { S3UploadStorage } from "./s3-storage";

export interface CopyToS3Outcome {
  /** Names written to the bucket by this run. */
  copied: string[];
  /** Names the bucket already held, left as they were. */
  skipped: string[];
  /** Other entries in the folder (temporary `.partial` files, anything not named like an upload): never copied. */
  ignored: number;
}

/** Objects in flight at once: enough to hide the bucket's latency, few enough to stay polite. */
const concurrency = 8;

/**
 * Copies every upload in `directory` (DATA_DIR/uploads) into the bucket behind `storage`, once: a name the bucket
 * already holds is skipped (names are never reused, so an object of that name is that file). Only files named like an
 * upload are read. A folder that does not exist holds nothing to copy. Stops at the first failure; what was copied
 * stays, and a second run copies the rest.
 */
export async function copyUploadsToS3(directory: string, storage: S3UploadStorage): Promise<CopyToS3Outcome> {
  let entries: Dirent[];
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { copied: [], skipped: [], ignored: 0 };
    throw error;
  }
  const names = entries
    .filter((entry) => entry.isFile() && uploadNamePattern.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  const outcome: CopyToS3Outcome = { copied: [], skipped: [], ignored: entries.length - names.length };

  let next = 0;
  let failed = false;
  async function worker(): Promise<void> {
    while (!failed && next < names.length) {
      const name = names[next++]!;
      try {
        if (await storage.has(name)) {
          outcome.skipped.push(name);
        } else {
          await storage.put(name, await readFile(path.join(directory, name)));
          outcome.copied.push(name);
        }
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, names.length) }, worker));
  outcome.copied.sort();
  outcome.skipped.sort();
  return outcome;
}
