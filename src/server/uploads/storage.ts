import "server-only";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/env";
import { assertUploadName, uploadNamePattern } from "./names";
import { s3SettingsFromEnv, s3UploadStorage } from "./s3-storage";
import type { UploadStorage } from "./upload-storage";

/** Files in one folder; a name that fails `uploadNamePattern` never reaches the file system. */
export function localUploadStorage(directory: string): UploadStorage {
  return {
    async put(name, data) {
      assertUploadName(name);
      await mkdir(directory, { recursive: true });
      // Written beside the target and renamed into place, so a reader never sees half a file.
      const temporary = path.join(directory, `.${name}.partial`);
      try {
        await writeFile(temporary, data, { flag: "wx" });
        await rename(temporary, path.join(directory, name));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(name) {
      if (!uploadNamePattern.test(name)) return null;
      try {
        return await readFile(path.join(directory, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(name) {
      assertUploadName(name);
      await rm(path.join(directory, name), { force: true });
    },
    publicUrl(name) {
      assertUploadName(name);
      return `/uploads/${name}`;
    },
  };
}

/**
 * The configured storage, read from the environment on each call (so tests can point it elsewhere): the S3 bucket when
 * `S3_BUCKET` is set, otherwise DATA_DIR/uploads. Throws when `S3_BUCKET` is set without both keys (start-up refuses
 * that configuration first, src/server/unsafe-configuration.ts).
 */
export function uploadStorage(): UploadStorage {
  const s3 = s3SettingsFromEnv();
  return s3 ? s3UploadStorage(s3) : localUploadStorage(path.resolve(env.DATA_DIR, "uploads"));
}
