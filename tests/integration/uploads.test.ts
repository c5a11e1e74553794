import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// The role check is tested with a real database in admin-security.test.ts; here every caller is an admin
// unless a test says otherwise. DATA_DIR points at a fresh temporary folder.
const current = vi.hoisted(() => ({ admin: true, env: {} as Record<string, unknown> }));
vi.mock("@/server/auth/roles", () => ({
  requirePermission: async () =>
    current.admin
      ? { ok: true, userId: "admin-user", email: "admin@ironbark.example", role: "admin" }
      : { ok: false, status: 403, message: "You don't have admin privileges." },
  adminDeniedResponse: (check: { status: number; message: string }) => Response.json({ error: check.message }, { status: check.status }),
}));
vi.mock("@/env", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/env")>();
  return { ...actual, env: Object.assign(current.env, actual.env) };
});

// Each stored image is recorded against its author (src/server/uploads/allowance.ts): a database of this file's own.
const database = vi.hoisted(() => ({ handle: undefined as undefined | { db: unknown; dispose(): Promise<void> } }));
vi.mock("@/server/db", () => ({ getDb: async () => database.handle!.db }));
beforeAll(async () => {
  const { testDatabases } = await import("../support/databases");
  database.handle = await testDatabases[0]!.create();
});
afterAll(() => database.handle?.dispose());

const { POST } = await import("@/app/api/admin/uploads/route");
const { GET } = await import("@/app/uploads/[name]/route");

const origin = "http://localhost:3000";
const fiveMegabytes = 5 * 1024 * 1024;
const storedName = /^\/uploads\/([0-9a-f]{32}-[0-9]{13}\.(png|jpg|webp|gif|avif))$/;
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

let dataDir: string;
const uploadsDir = () => path.join(dataDir, "uploads");

async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(uploadsDir())).sort();
  } catch {
    return [];
  }
}

function uploadRequest(file: Blob | null, fileName = "image.png", headers: Record<string, string> = {}): Request {
  const form = new FormData();
  if (file) form.append("file", file, fileName);
  return new Request(`${origin}/api/admin/uploads`, { method: "POST", body: form, headers: { origin, ...headers } });
}

async function upload(bytes: Uint8Array, fileName: string, type: string): Promise<{ status: number; body: Record<string, string> }> {
  const response = await POST(uploadRequest(new Blob([new Uint8Array(bytes)], { type }), fileName), { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

function serve(name: string): Promise<Response> {
  return GET(new Request(`${origin}/uploads/${encodeURIComponent(name)}`), { params: Promise.resolve({ name }) });
}

function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 164, g: 85, b: 46 } } })
    .png()
    .toBuffer();
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "ironbark-uploads-"));
  current.env.DATA_DIR = dataDir;
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  current.admin = true;
  await rm(uploadsDir(), { recursive: true, force: true });
});

describe("POST /api/admin/uploads", () => {
  it("accepts a PNG renamed .txt and sent as text/plain, and stores it as a PNG under a random name plus timestamp", async () => {
    const before = Date.now();
    const { status, body } = await upload(await png(), "photo.txt", "text/plain");

    expect(status).toBe(201);
    const match = storedName.exec(body.url ?? "");
    expect(match?.[2]).toBe("png");
    const name = match![1]!;
    const timestamp = Number(name.split("-")[1]!.split(".")[0]);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Date.now());

    expect(await storedFiles()).toEqual([name]);
    const stored = await readFile(path.join(uploadsDir(), name));
    expect(stored.subarray(0, 8).equals(pngSignature)).toBe(true);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 64, 48]);
  });

  it("crops a portrait (?kind=portrait) to the card's 4:5, and refuses an unknown kind without storing anything", async () => {
    const send = async (kind: string) => {
      const data = new FormData();
      data.append("file", new Blob([new Uint8Array(await png(300, 200))], { type: "image/png" }), "wide.png");
      return POST(new Request(`${origin}/api/admin/uploads?kind=${kind}`, { method: "POST", body: data, headers: { origin } }), {
        params: Promise.resolve({}),
      });
    };

    const unknown = await send("avatar");
    expect(unknown.status).toBe(400);
    expect(await storedFiles()).toEqual([]);

    const portrait = await send("portrait");
    expect(portrait.status).toBe(201);
    const { url } = (await portrait.json()) as { url: string };
    const [name] = await storedFiles();
    expect(url).toBe(`/uploads/${name}`);
    const meta = await sharp(await readFile(path.join(uploadsDir(), name!))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 800, 1000]);
  });

  it("gives every upload of the same file its own name", async () => {
    const image = await png();
    const first = await upload(image, "same.png", "image/png");
    const second = await upload(image, "same.png", "image/png");
    expect(first.body.url).not.toBe(second.body.url);
    expect(await storedFiles()).toHaveLength(2);
  });

  it("strips EXIF from a JPEG after turning it upright by its orientation", async () => {
    const jpeg = await sharp({ create: { width: 80, height: 40, channels: 3, background: "#12332b" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "SECRET-OWNER", Artist: "Jane Camera" } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const original = await sharp(jpeg).metadata();
    expect(original.exif).toBeDefined();
    expect(original.orientation).toBe(6);
    expect(jpeg.includes("SECRET-OWNER")).toBe(true);

    const { status, body } = await upload(jpeg, "holiday.jpeg", "image/jpeg");
    expect(status).toBe(201);
    expect(body.url).toMatch(/\.jpg$/);
    const stored = await readFile(path.join(uploadsDir(), storedName.exec(body.url!)![1]!));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe("jpeg");
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes("SECRET-OWNER")).toBe(false);
    // Orientation 6 means "rotate 90°": the stored pixels are upright, so width and height swap.
    expect([meta.width, meta.height]).toEqual([40, 80]);
  });

  it("keeps WebP and AVIF, stores GIF as WebP, and scales huge images down to 2400px", async () => {
    const base = sharp({ create: { width: 30, height: 20, channels: 3, background: "#a4552e" } });
    const webp = await upload(await base.clone().webp().toBuffer(), "a.webp", "image/webp");
    const avif = await upload(await base.clone().avif().toBuffer(), "a.avif", "image/avif");
    const gif = await upload(await base.clone().gif().toBuffer(), "a.gif", "image/gif");
    expect([webp.status, avif.status, gif.status]).toEqual([201, 201, 201]);
    expect(webp.body.url).toMatch(/\.webp$/);
    expect(avif.body.url).toMatch(/\.avif$/);
    expect(gif.body.url).toMatch(/\.webp$/);

    const wide = await upload(await png(3000, 500), "panorama.png", "image/png");
    const meta = await sharp(await readFile(path.join(uploadsDir(), storedName.exec(wide.body.url!)![1]!))).metadata();
    expect([meta.width, meta.height]).toEqual([2400, 400]);
  });

  it("rejects an HTML file renamed .png and sent as image/png", async () => {
    const html = Buffer.from("<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>");
    const { status, body } = await upload(html, "evil.png", "image/png");
    expect(status).toBe(400);
    expect(body).toEqual({ error: "Invalid file type", message: "Please upload an image file" });
    expect(await storedFiles()).toEqual([]);
  });

  it("rejects a file that starts like a PNG but is not one", async () => {
    const fake = Buffer.concat([pngSignature, Buffer.from("<html><script>alert(1)</script></html>")]);
    const { status, body } = await upload(fake, "polyglot.png", "image/png");
    expect(status).toBe(400);
    expect(body.error).toBe("Invalid file type");
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses 5 MB + 1 byte with 'File too large' and writes nothing", async () => {
    const image = await png();
    const oversized = Buffer.concat([image, Buffer.alloc(fiveMegabytes + 1 - image.byteLength)]);
    expect(oversized.byteLength).toBe(fiveMegabytes + 1);
    const { status, body } = await upload(oversized, "big.png", "image/png");
    expect(status).toBe(413);
    expect(body).toEqual({ error: "File too large", message: "Please upload an image smaller than 5MB" });
    expect(await storedFiles()).toEqual([]);
  });

  it("accepts an image of exactly 5 MB, re-encoded without the bytes appended after it", async () => {
    const image = await png();
    const atLimit = Buffer.concat([image, Buffer.alloc(fiveMegabytes - image.byteLength, 0x41)]);
    expect(atLimit.byteLength).toBe(fiveMegabytes);
    const { status, body } = await upload(atLimit, "limit.png", "image/png");
    expect(status).toBe(201);
    const stored = await readFile(path.join(uploadsDir(), storedName.exec(body.url!)![1]!));
    expect(stored.byteLength).toBeLessThan(10_000);
  });

  it("refuses a declared Content-Length past the limit before reading the body", async () => {
    let pulled = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled = true;
          controller.error(new Error("the body should not be read"));
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request(`${origin}/api/admin/uploads`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { origin, "content-type": "multipart/form-data; boundary=x", "content-length": String(fiveMegabytes * 4) },
    } as RequestInit);
    const response = await POST(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toBe("File too large");
    expect(pulled).toBe(false);
  });

  it("refuses a streamed body that grows past the limit without a Content-Length", async () => {
    const boundary = "----ironbark";
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0)
          controller.enqueue(
            new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`),
          );
        sent += 1;
        controller.enqueue(chunk);
        if (sent > 20) controller.close();
      },
    });
    const request = new Request(`${origin}/api/admin/uploads`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { origin, "content-type": `multipart/form-data; boundary=${boundary}` },
    } as RequestInit);
    const response = await POST(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(10);
    expect(await storedFiles()).toEqual([]);
  });

  it("answers 400 without a file or with another content type", async () => {
    const none = await POST(uploadRequest(null), { params: Promise.resolve({}) });
    expect(none.status).toBe(400);
    const json = await POST(
      new Request(`${origin}/api/admin/uploads`, { method: "POST", body: "{}", headers: { origin, "content-type": "application/json" } }),
      {
        params: Promise.resolve({}),
      },
    );
    expect(json.status).toBe(400);
    expect(((await json.json()) as { error: string }).error).toBe("Invalid file type");
  });

  it("stores nothing for a signed-in user who is not an admin", async () => {
    current.admin = false;
    const { status } = await upload(await png(), "photo.png", "image/png");
    expect(status).toBe(403);
    expect(await storedFiles()).toEqual([]);
  });
});

describe("GET /uploads/[name]", () => {
  it("serves a stored upload with its type, nosniff and a long immutable cache", async () => {
    const { body } = await upload(await png(), "photo.txt", "text/plain");
    const name = storedName.exec(body.url!)![1]!;
    const response = await serve(name);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const served = Buffer.from(await response.arrayBuffer());
    expect(served.equals(await readFile(path.join(uploadsDir(), name)))).toBe(true);
  });

  it("answers 404 for traversal, other files in the folder and unknown names", async () => {
    await upload(await png(), "photo.png", "image/png");
    await writeFile(path.join(uploadsDir(), "notes.html"), "<script>alert(1)</script>");
    await writeFile(path.join(dataDir, "secret.png"), await png());
    for (const name of [
      "../secret.png",
      "..%2Fsecret.png",
      "notes.html",
      `${"a".repeat(32)}-1767225600000.png`, // the right shape, but never stored
      `${"a".repeat(32)}-1767225600000.svg`,
      `${"A".repeat(32)}-1767225600000.png`,
      "",
    ]) {
      const response = await serve(name);
      expect(response.status, name).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    }
  });
});
