import "server-only";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { env } from "@/env";
import { missingS3CredentialsSentence } from "@/server/unsafe-configuration";
import { assertUploadName, contentTypeOfUpload, uploadCacheControl, uploadNamePattern } from "./names";
import type { UploadStorage } from "./upload-storage";

/** Where and how to reach the bucket (from `S3_*`, see src/env.ts). */
export interface S3Settings {
  /** An S3-compatible service's address; undefined for AWS S3. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** {endpoint}/{bucket}/{name} instead of {bucket}.{endpoint}/{name}. */
  forcePathStyle: boolean;
  /** A CDN or the bucket's public address; undefined: the app serves /uploads/<name> from the bucket. */
  publicUrl?: string;
}

/** Upload storage in a bucket, with one more question the copy command asks (./copy-to-s3.ts). */
export interface S3UploadStorage extends UploadStorage {
  /** Whether the bucket holds an object of that name (a HEAD request). */
  has(name: string): Promise<boolean>;
}

/**
 * The S3 settings from the environment, or null when `S3_BUCKET` is unset (uploads stay in DATA_DIR/uploads). Throws
 * with one sentence when the bucket is set without both keys.
 */
export function s3SettingsFromEnv(): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  if (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) throw new Error(missingS3CredentialsSentence);
  return {
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    publicUrl: env.S3_PUBLIC_URL,
  };
}

/** One client per connection settings, for the life of the process (each holds a pool of keep-alive connections). */
const clients = new Map<string, S3Client>();

function clientFor(settings: S3Settings): S3Client {
  const { endpoint, region, accessKeyId, secretAccessKey, forcePathStyle } = settings;
  const key = JSON.stringify([endpoint ?? null, region, accessKeyId, secretAccessKey, forcePathStyle]);
  let client = clients.get(key);
  if (!client) {
    client = new S3Client({
      ...(endpoint ? { endpoint } : {}),
      region,
      credentials: { accessKeyId, secretAccessKey },
      forcePathStyle,
      // A bucket that stops answering fails the request (and its retries) instead of holding it open forever.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
    clients.set(key, client);
  }
  return client;
}

/** A missing object: NoSuchKey from GET, NotFound (a bare 404) from HEAD, or any 404. */
function isNotFound(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || name === "NotFound" || $metadata?.httpStatusCode === 404;
}

/**
 * Uploads as objects named exactly like the files in DATA_DIR/uploads, at the bucket's top level, each with its image
 * Content-Type and a year-long immutable Cache-Control (what the app's own /uploads route sends). A name that fails
 * `uploadNamePattern` is refused before any request: `put` and `publicUrl` throw, `get` and `has` answer null / false.
 */
export function s3UploadStorage(settings: S3Settings): S3UploadStorage {
  const publicBase = settings.publicUrl?.replace(/\/+$/, "");
  const { bucket } = settings;
  return {
    async put(name, data) {
      assertUploadName(name);
      await clientFor(settings).send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: name,
          Body: data,
          ContentType: contentTypeOfUpload(name) ?? undefined,
          ContentLength: data.byteLength,
          CacheControl: uploadCacheControl,
        }),
      );
    },
    async get(name) {
      if (!uploadNamePattern.test(name)) return null;
      try {
        const response = await clientFor(settings).send(new GetObjectCommand({ Bucket: bucket, Key: name }));
        if (!response.Body) return null;
        const bytes = await response.Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async has(name) {
      if (!uploadNamePattern.test(name)) return false;
      try {
        await clientFor(settings).send(new HeadObjectCommand({ Bucket: bucket, Key: name }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async delete(name) {
      assertUploadName(name);
      // S3 answers a delete of a missing key with success too.
      await clientFor(settings).send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));
    },
    publicUrl(name) {
      assertUploadName(name);
      return publicBase ? `${publicBase}/${name}` : `/uploads/${name}`;
    },
  };
}
