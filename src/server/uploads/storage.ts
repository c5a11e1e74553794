import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/env";
import { formatDetails, imageFormats } from "./sniff";

/**
 * Where uploaded images live. The default keeps them in DATA_DIR/uploads and the app serves them at
 * /uploads/<name> (src/app/uploads/[name]/route.ts). An S3-compatible backend (`S3_*` settings, see
 * DESIGN.md) would implement the same three methods, returning the bucket's public URL from `publicUrl`;
 * it is not built yet.
 */
export interface UploadStorage {
  put(name: string, data: Buffer): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(name: string): Promise<Buffer | null>;
  publicUrl(name: string): string;
}

const extensions = imageFormats.map((format) => formatDetails[format].extension).join("|");
/** `<32 hex characters>-<Date.now()>.<extension>`: nothing else is ever stored or served. */
export const uploadNamePattern = new RegExp(`^[0-9a-f]{32}-[0-9]{13,16}\\.(?:${extensions})$`);

/** A random name plus a timestamp plus the extension (spec section 7, "Image upload"). */
export function newUploadName(extension: string, now: number = Date.now()): string {
  return `${randomBytes(16).toString("hex")}-${now}.${extension}`;
}

export function contentTypeOfUpload(name: string): string | null {
  if (!uploadNamePattern.test(name)) return null;
  const extension = name.slice(name.lastIndexOf(".") + 1);
  return imageFormats.map((format) => formatDetails[format]).find((details) => details.extension === extension)?.contentType ?? null;
}

function assertUploadName(name: string): void {
  if (!uploadNamePattern.test(name)) throw new Error(`not an upload name: ${JSON.stringify(name)}`);
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
