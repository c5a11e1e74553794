import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { S3Settings } from "@/server/uploads/s3-storage";
import { startLocalS3Server, type LocalS3Server } from "../fakes/s3-server";

// Uploads in a real S3 API (s3rver on 127.0.0.1), through the real AWS SDK. Storage under test gets its settings
// passed in; only uploadStorage() and the /uploads route read them from the (mocked) environment, set here per test.
const current = vi.hoisted(() => ({ env: {} as Record<string, unknown> }));
vi.mock("@/env", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/env")>();
  return { ...actual, env: Object.assign(current.env, actual.env) };
});

const { s3UploadStorage } = await import("@/server/uploads/s3-storage");
const { uploadStorage } = await import("@/server/uploads/storage");
const { newUploadName } = await import("@/server/uploads/names");
const { storeImage } = await import("@/server/uploads/images");
const { copyUploadsToS3 } = await import("@/server/uploads/copy-to-s3");
const { missingS3CredentialsSentence } = await import("@/server/unsafe-configuration");
const { GET } = await import("@/app/uploads/[name]/route");

let s3: LocalS3Server;
let settings: S3Settings;
let client: S3Client;
let dataDir: string;
const s3Variables = [
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_BUCKET",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
  "S3_PUBLIC_URL",
  "DATA_DIR",
];
const originalEnv: Record<string, unknown> = {};

function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 164, g: 85, b: 46 } } })
    .png()
    .toBuffer();
}

/** The object as the bucket holds it, read with a client of the test's own. */
async function objectInBucket(name: string): Promise<{ bytes: Buffer; contentType?: string; cacheControl?: string }> {
  const response = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: name }));
  return {
    bytes: Buffer.from(await response.Body!.transformToByteArray()),
    contentType: response.ContentType,
    cacheControl: response.CacheControl,
  };
}

/** Points uploadStorage() (and so the /uploads route) at the local bucket, or at DATA_DIR alone with `s3: false`. */
function configureEnv(overrides: Record<string, unknown> = {}): void {
  Object.assign(current.env, {
    DATA_DIR: dataDir,
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: "us-east-1",
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_FORCE_PATH_STYLE: true,
    S3_PUBLIC_URL: undefined,
    ...overrides,
  });
}

beforeAll(async () => {
  s3 = await startLocalS3Server();
  settings = {
    endpoint: s3.endpoint,
    region: "us-east-1",
    bucket: s3.bucket,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true,
  };
  client = new S3Client({
    endpoint: s3.endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  dataDir = await mkdtemp(path.join(os.tmpdir(), "ironbark-s3-uploads-"));
  for (const name of s3Variables) originalEnv[name] = current.env[name];
});
afterEach(() => {
  Object.assign(current.env, originalEnv);
});
afterAll(async () => {
  client.destroy();
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("s3UploadStorage", () => {
  it("puts an image and gets the same bytes back, stored with its image type and a year-long immutable cache", async () => {
    const storage = s3UploadStorage(settings);
    const name = newUploadName("png");
    const image = await png();
    await storage.put(name, image);

    const read = await storage.get(name);
    expect(read?.equals(image)).toBe(true);
    const stored = await objectInBucket(name);
    expect(stored.bytes.equals(image)).toBe(true);
    expect(stored.contentType).toBe("image/png");
    expect(stored.cacheControl).toBe("public, max-age=31536000, immutable");
    expect(await storage.has(name)).toBe(true);
  });

  it("deletes an object (the clean-up of unused uploads), and a missing one without an error", async () => {
    const storage = s3UploadStorage(settings);
    const name = newUploadName("png");
    await storage.put(name, await png());
    await storage.delete(name);
    expect(await storage.get(name)).toBeNull();
    expect(await storage.has(name)).toBe(false);
    await expect(storage.delete(name)).resolves.toBeUndefined();
  });

  it("answers null (and has: false) for a name the bucket does not hold", async () => {
    const storage = s3UploadStorage(settings);
    const name = `${"a".repeat(32)}-1767225600000.webp`;
    expect(await storage.get(name)).toBeNull();
    expect(await storage.has(name)).toBe(false);
  });

  it("refuses names that are not upload names without sending a request", async () => {
    const storage = s3UploadStorage(settings);
    const before = s3.requests.length;
    for (const name of [
      "../secret.png",
      "notes.html",
      `${"A".repeat(32)}-1767225600000.png`,
      `${"a".repeat(32)}-1767225600000.svg`,
      "",
      "a/b.png",
    ]) {
      await expect(storage.put(name, await png()), name).rejects.toThrow(/not an upload name/);
      expect(await storage.get(name), name).toBeNull();
      expect(await storage.has(name), name).toBe(false);
      expect(() => storage.publicUrl(name), name).toThrow(/not an upload name/);
    }
    expect(s3.requests.slice(before)).toEqual([]);
  });

  it("gives /uploads/<name> as the public URL, or S3_PUBLIC_URL/<name> when a public address is set", () => {
    const name = newUploadName("jpg", 1767225600000);
    expect(s3UploadStorage(settings).publicUrl(name)).toBe(`/uploads/${name}`);
    expect(s3UploadStorage({ ...settings, publicUrl: "https://cdn.ironbark.example/uploads" }).publicUrl(name)).toBe(
      `https://cdn.ironbark.example/uploads/${name}`,
    );
    expect(s3UploadStorage({ ...settings, publicUrl: "https://cdn.ironbark.example/" }).publicUrl(name)).toBe(
      `https://cdn.ironbark.example/${name}`,
    );
  });
});

describe("storeImage() with S3 storage", () => {
  it("re-encodes the image and stores it in the bucket under a fresh name", async () => {
    const jpeg = await sharp({ create: { width: 80, height: 40, channels: 3, background: "#12332b" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "SECRET-OWNER" } })
      .toBuffer();
    const stored = await storeImage(jpeg, s3UploadStorage({ ...settings, publicUrl: "https://cdn.ironbark.example" }));

    expect(stored.format).toBe("jpeg");
    expect(stored.url).toBe(`https://cdn.ironbark.example/${stored.name}`);
    const object = await objectInBucket(stored.name);
    expect(object.contentType).toBe("image/jpeg");
    expect(object.bytes.byteLength).toBe(stored.bytes);
    expect(object.bytes.includes("SECRET-OWNER")).toBe(false);
    const meta = await sharp(object.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(["jpeg", 80, 40, undefined]);
  });
});

describe("uploadStorage()", () => {
  it("uses the bucket when S3_BUCKET is set, and DATA_DIR/uploads when it is not", async () => {
    const image = await png();

    configureEnv();
    const name = newUploadName("png");
    await uploadStorage().put(name, image);
    expect((await objectInBucket(name)).bytes.equals(image)).toBe(true);
    expect(uploadStorage().publicUrl(name)).toBe(`/uploads/${name}`);
    configureEnv({ S3_PUBLIC_URL: "https://cdn.ironbark.example" });
    expect(uploadStorage().publicUrl(name)).toBe(`https://cdn.ironbark.example/${name}`);

    configureEnv({ S3_BUCKET: undefined });
    const local = newUploadName("png");
    await uploadStorage().put(local, image);
    expect(await readdir(path.join(dataDir, "uploads"))).toContain(local);
    expect(await s3UploadStorage(settings).has(local)).toBe(false);
  });

  it("throws the start-up sentence when S3_BUCKET is set without both keys", () => {
    configureEnv({ S3_SECRET_ACCESS_KEY: undefined });
    expect(() => uploadStorage()).toThrow(missingS3CredentialsSentence);
  });
});

describe("GET /uploads/[name] with S3 storage", () => {
  function serve(name: string): Promise<Response> {
    return GET(new Request(`http://localhost:3000/uploads/${encodeURIComponent(name)}`), { params: Promise.resolve({ name }) });
  }

  it("serves an object from the bucket (with or without S3_PUBLIC_URL) with its type, nosniff and a long immutable cache, and 404 for a missing one", async () => {
    const name = newUploadName("png");
    const image = await png(30, 20);
    // Written straight into the bucket, as another instance would: this instance's DATA_DIR never sees it.
    await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: name, Body: image, ContentType: "image/png" }));
    configureEnv();

    const response = await serve(name);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await response.arrayBuffer()).equals(image)).toBe(true);
    // Addresses saved before a CDN was configured keep working.
    configureEnv({ S3_PUBLIC_URL: "https://cdn.ironbark.example" });
    expect((await serve(name)).status).toBe(200);

    const missing = await serve(`${"b".repeat(32)}-1767225600000.png`);
    expect(missing.status).toBe(404);
    const before = s3.requests.length;
    expect((await serve("../secret.png")).status).toBe(404);
    expect(s3.requests.length).toBe(before);
  });
});

describe("copyUploadsToS3", () => {
  it("copies each local upload once, skips what the bucket holds, and ignores other files", async () => {
    const directory = path.join(dataDir, "old-uploads");
    await mkdir(directory, { recursive: true });
    const first = newUploadName("png");
    const second = newUploadName("webp");
    const already = newUploadName("jpg");
    const firstBytes = await png(10, 10);
    const secondBytes = await sharp(await png(12, 12))
      .webp()
      .toBuffer();
    await writeFile(path.join(directory, first), firstBytes);
    await writeFile(path.join(directory, second), secondBytes);
    await writeFile(path.join(directory, already), Buffer.from("the local copy"));
    await writeFile(path.join(directory, `.${first}.partial`), firstBytes.subarray(0, 4));
    await writeFile(path.join(directory, "notes.html"), "<script>alert(1)</script>");
    await mkdir(path.join(directory, newUploadName("gif")));
    const storage = s3UploadStorage(settings);
    await storage.put(already, Buffer.from("the bucket's copy"));

    const run = await copyUploadsToS3(directory, storage);
    expect(run).toEqual({ copied: [first, second].sort(), skipped: [already], ignored: 3 });
    expect((await objectInBucket(first)).bytes.equals(firstBytes)).toBe(true);
    const webp = await objectInBucket(second);
    expect([webp.bytes.equals(secondBytes), webp.contentType]).toEqual([true, "image/webp"]);
    expect((await objectInBucket(already)).bytes.toString()).toBe("the bucket's copy");

    const again = await copyUploadsToS3(directory, storage);
    expect(again).toEqual({ copied: [], skipped: [already, first, second].sort(), ignored: 3 });
  });

  it("copies nothing from a folder that does not exist", async () => {
    expect(await copyUploadsToS3(path.join(dataDir, "never-created"), s3UploadStorage(settings))).toEqual({
      copied: [],
      skipped: [],
      ignored: 0,
    });
  });
});

describe("npm run admin -- uploads-to-s3", () => {
  const repository = path.resolve(import.meta.dirname, "../..");

  function admin(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith("S3_") && name !== "DATA_DIR" && name !== "DATABASE_URL"),
    );
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        [path.join(repository, "node_modules/tsx/dist/cli.mjs"), "--conditions=react-server", "scripts/admin.ts", "uploads-to-s3"],
        { cwd: repository, env: { ...inherited, NODE_ENV: "test", LOG_LEVEL: "silent", ...env }, timeout: 60_000 },
        (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
  }

  it("exits 1 with one sentence when S3 is not configured, and copies without opening the database when it is", async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), "ironbark-admin-s3-"));
    try {
      await mkdir(path.join(folder, "uploads"));
      const name = newUploadName("png");
      await writeFile(path.join(folder, "uploads", name), await png(8, 8));

      const unconfigured = await admin({ DATA_DIR: folder });
      expect(unconfigured.code).toBe(1);
      expect(unconfigured.stderr.trim()).toBe(
        "S3 is not configured: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for a service other than AWS S3), then run this again.",
      );

      const withoutKeys = await admin({ DATA_DIR: folder, S3_BUCKET: s3.bucket });
      expect([withoutKeys.code, withoutKeys.stderr.trim()]).toEqual([1, missingS3CredentialsSentence]);

      const configured = {
        DATA_DIR: folder,
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: s3.bucket,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        S3_FORCE_PATH_STYLE: "true",
      };
      const first = await admin(configured);
      // (stderr may hold the AWS SDK's one-time warning that its releases after January 2027 need Node 22.)
      expect(first.code).toBe(0);
      expect(first.stdout).toMatch(/^Copied 1 upload from .+ to bucket ironbark-uploads; skipped 0 already there\.$/m);
      expect(await s3UploadStorage(settings).has(name)).toBe(true);
      const second = await admin(configured);
      expect(second.code).toBe(0);
      expect(second.stdout).toMatch(/^Copied 0 uploads from .+ to bucket ironbark-uploads; skipped 1 already there\.$/m);
      // No database was opened (PGlite would have created DATA_DIR/pglite).
      expect(await readdir(folder)).toEqual(["uploads"]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
