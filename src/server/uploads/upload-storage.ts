/**
 * Where uploaded images live. The default keeps them in DATA_DIR/uploads; with `S3_BUCKET` set they go to an
 * S3-compatible bucket (./s3-storage.ts); ./storage.ts chooses. Either way the app serves them at /uploads/<name>
 * (src/app/uploads/[name]/route.ts), unless `S3_PUBLIC_URL` sends browsers to a CDN or the bucket itself.
 * Names are checked against `uploadNamePattern` (./names.ts) before any file or request is touched.
 */
export interface UploadStorage {
  put(name: string, data: Buffer): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  get(name: string): Promise<Buffer | null>;
  /** Removes the file; one that is not there already is fine (the clean-up, ./cleanup.ts). */
  delete(name: string): Promise<void>;
  publicUrl(name: string): string;
}
