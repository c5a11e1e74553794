import "server-only";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/env";
import { assertUploadName, uploadNamePattern } from "./names";

/**
 * Where uploaded images live. The default keeps them in DATA_DIR/uploads and the app serves them at
 * /uploads/<name> (src/app/uploads/[name]/route.ts). An S3-compatible backend (`S3_*` settings, see
 * DESIGN.md) would implement the same three methods, returning the bucket's public URL from `publicUrl`;
 * it is not built yet. Names are checked against `uploadNamePattern` (./names.ts).
 */
export interface UploadStorage {
  put(name: string, data: Buffer): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(name: string): Promise<Buffer | null>;
  publicUrl(name: string): string;
}

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
    publicUrl(name) {
      assertUploadName(name);
      return `/uploads/${name}`;
    },
  };
}

/** The configured storage: DATA_DIR/uploads (read from the environment on each call, so tests can point it elsewhere). */
export function uploadStorage(): UploadStorage {
  return localUploadStorage(path.resolve(env.DATA_DIR, "uploads"));
}
