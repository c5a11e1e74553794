import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeListingImagesServer, type FakeListingImagesServer } from "../fakes/listing-images-server";
import { rowsOf, testDatabases } from "../support/databases";

// DATA_DIR points at a fresh folder (the default disk storage writes DATA_DIR/uploads); the allow list names the
// local image server once it listens.
const current = vi.hoisted(() => ({ env: {} as Record<string, unknown> }));
vi.mock("@/env", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/env")>();
  return { ...actual, env: Object.assign(current.env, actual.env) };
});

const { storeListingImage, ListingMediaError } = await import("@/server/listings/media");

type Handle = Awaited<ReturnType<(typeof testDatabases)[number]["create"]>>;

let dataDir: string;
let images: FakeListingImagesServer;
const uploadsDir = () => path.join(dataDir, "uploads");

async function storedFiles(): Promise<string[]> {
  try {
    return (await readdir(uploadsDir())).filter((name) => !name.startsWith(".")).sort();
  } catch {
    return [];
  }
}

/** A photo-like picture: a gradient with shapes, so encoders have something to do. */
function photo(width = 1200, height = 800, hue = 30): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,70%)"/><stop offset="1" stop-color="hsl(${hue + 40},60%,40%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#s)"/><rect x="${width / 4}" y="${height / 3}" width="${width / 2}" height="${height / 2}" fill="#c0392b"/>
    <circle cx="${width * 0.8}" cy="${height * 0.2}" r="${height / 10}" fill="#f1c40f"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

/** Whether an EXIF block (`Exif\0\0` + TIFF) holds the GPS IFD pointer, tag 0x8825, in its byte order. */
function hasGpsPointer(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const littleEndian = exif.toString("latin1", 6, 8) === "II";
  return exif.includes(Buffer.from(littleEndian ? [0x25, 0x88] : [0x88, 0x25]));
}

async function expectMediaError(promise: Promise<unknown>, code: string, retryable: boolean, message: RegExp): Promise<void> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ListingMediaError);
  expect(error).toMatchObject({ code, retryable });
  expect((error as Error).message).toMatch(message);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "ironbark-listing-media-"));
  images = await startFakeListingImagesServer();
  current.env.DATA_DIR = dataDir;
  current.env.LISTINGS_MEDIA_ALLOWED_HOSTS = [`127.0.0.1:${images.port}`];
});
afterAll(async () => {
  await images.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe.each(testDatabases)("listing photos on $name", (target) => {
  let handle: Handle;
  const count = async (table: "listing_images" | "listing_image_sources") =>
    Number(rowsOf<{ n: number | string }>(await handle.db.execute(sql.raw(`select count(*) as n from ${table}`)))[0]!.n);

  beforeAll(async () => {
    handle = await target.create();
  });
  afterAll(async () => {
    await handle.dispose();
  });
  beforeEach(async () => {
    await handle.db.execute(sql`delete from listing_image_sources`);
    await handle.db.execute(sql`delete from listing_images`);
    await rm(uploadsDir(), { recursive: true, force: true });
    images.files.clear();
    images.requests.length = 0;
    current.env.LISTINGS_MEDIA_ALLOWED_HOSTS = [`127.0.0.1:${images.port}`];
  });

  it("makes AVIF and WebP at each width up to the photo's own, never larger, with a blurred placeholder", async () => {
    const stored = await storeListingImage(handle.db, { bytes: await photo(1200, 800) });

    expect(stored).toMatchObject({ width: 1200, height: 800, fetched: true });
    expect(stored.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.variants.map((v) => `${v.format}@${v.width}x${v.height}`).sort()).toEqual(
      ["avif@1200x800", "avif@480x320", "avif@960x640", "webp@1200x800", "webp@480x320", "webp@960x640"].sort(),
    );
    for (const variant of stored.variants) {
      expect(variant.url).toBe(`/uploads/${variant.name}`);
      const file = await readFile(path.join(uploadsDir(), variant.name));
      const metadata = await sharp(file).metadata();
      expect(metadata.format).toBe(variant.format === "avif" ? "heif" : "webp");
      expect(metadata.width).toBe(variant.width);
    }
    expect(await storedFiles()).toHaveLength(6);
    expect(stored.placeholder).toMatch(/^data:image\/webp;base64,/);
    const tiny = await sharp(Buffer.from(stored.placeholder.split(",")[1]!, "base64")).metadata();
    expect(Math.max(tiny.width ?? 0, tiny.height ?? 0)).toBeLessThanOrEqual(16);

    const wide = await storeListingImage(handle.db, { bytes: await photo(2400, 1600, 200) });
    expect(Math.max(...wide.variants.map((v) => v.width))).toBe(1600);
    const small = await storeListingImage(handle.db, { bytes: await photo(320, 240, 100) });
    expect(small.variants.map((v) => v.width)).toEqual([320, 320]);
  });

  it("stores the same photo sent ten times once, as bytes or from ten addresses", async () => {
    const bytes = await photo();
    const results = [];
    for (let i = 0; i < 10; i++) results.push(await storeListingImage(handle.db, { bytes: Buffer.from(bytes) }));
    for (let i = 0; i < 10; i++) {
      images.files.set(`/feed-${i}/main.jpg`, { body: bytes, contentType: "image/jpeg" });
      results.push(await storeListingImage(handle.db, { url: `${images.baseUrl}/feed-${i}/main.jpg` }));
    }
    // Ten at once too: one process makes the sizes, the others wait for it.
    results.push(...(await Promise.all(Array.from({ length: 10 }, () => storeListingImage(handle.db, { bytes })))));

    expect(new Set(results.map((r) => r.imageId)).size).toBe(1);
    expect(await count("listing_images")).toBe(1);
    expect(await storedFiles()).toHaveLength(results[0]!.variants.length);
  });

  it("does not fetch an image again for a known source and modTime; a changed modTime fetches it again", async () => {
    const url = `${images.baseUrl}/listings/L100/m.jpg`;
    images.files.set("/listings/L100/m.jpg", { body: await photo(1000, 700, 10), contentType: "image/jpeg" });
    const modTime = new Date("2026-11-20T01:00:00Z");
    const first = await storeListingImage(handle.db, { url }, { sourceKey: url, modTime });
    for (let i = 0; i < 9; i++) {
      const again = await storeListingImage(handle.db, { url }, { sourceKey: url, modTime: new Date(modTime) });
      expect(again).toMatchObject({ imageId: first.imageId, fetched: false, variants: first.variants });
    }
    expect(images.requests).toEqual(["/listings/L100/m.jpg"]);

    // The CRM replaced the photo and says so with a new modTime.
    images.files.set("/listings/L100/m.jpg", { body: await photo(1000, 700, 220), contentType: "image/jpeg" });
    const changed = await storeListingImage(handle.db, { url }, { sourceKey: url, modTime: new Date("2026-11-21T01:00:00Z") });
    expect(changed.fetched).toBe(true);
    expect(changed.imageId).not.toBe(first.imageId);
    expect(images.requests).toHaveLength(2);
    expect(await count("listing_images")).toBe(2);
    expect(await count("listing_image_sources")).toBe(1);

    // A new modTime for the same bytes fetches, but stores nothing new.
    const touched = await storeListingImage(handle.db, { url }, { sourceKey: url, modTime: new Date("2026-11-22T01:00:00Z") });
    expect(touched.imageId).toBe(changed.imageId);
    expect(images.requests).toHaveLength(3);
    expect(await count("listing_images")).toBe(2);
  });

  it("converts a CMYK JPEG to sRGB", async () => {
    const cmyk = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 30, b: 30 } } })
      .toColourspace("cmyk")
      .jpeg()
      .toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe("cmyk");

    const stored = await storeListingImage(handle.db, { bytes: cmyk });

    for (const variant of stored.variants) {
      const file = await readFile(path.join(uploadsDir(), variant.name));
      expect((await sharp(file).metadata()).space).toBe("srgb");
      const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
      expect(info.channels).toBe(3);
      // Still red: the conversion kept the colour rather than inverting or greying it.
      expect(data[0]!).toBeGreaterThan(150);
      expect(data[1]!).toBeLessThan(90);
    }
  });

  it("removes EXIF, GPS included, and turns the photo upright first", async () => {
    const withGps = await sharp(await photo(900, 600))
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: "SnoopCam", Model: "X1" },
        IFD3: { GPSLatitudeRef: "S", GPSLatitude: "34/1 1/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "150/1 46/1 0/1" },
      })
      .jpeg()
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif?.toString("latin1")).toContain("SnoopCam");
    expect(hasGpsPointer(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);

    const stored = await storeListingImage(handle.db, { bytes: withGps });

    expect(stored).toMatchObject({ width: 600, height: 900 });
    for (const variant of stored.variants) {
      const file = await readFile(path.join(uploadsDir(), variant.name));
      const metadata = await sharp(file).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(hasGpsPointer(metadata.exif)).toBe(false);
      expect(metadata.orientation ?? 1).toBe(1);
      expect(metadata.height!).toBeGreaterThan(metadata.width!);
      expect(file.toString("latin1")).not.toContain("SnoopCam");
    }
  });

  it("sniffs a PNG served as .jpg with an image/jpeg type, and stores it", async () => {
    const png = await sharp(await photo(640, 480))
      .png()
      .toBuffer();
    images.files.set("/photos/house.jpg", { body: png, contentType: "image/jpeg" });

    const stored = await storeListingImage(handle.db, { url: `${images.baseUrl}/photos/house.jpg` });

    expect(stored).toMatchObject({ width: 640, height: 480 });
    const rows = rowsOf<{ source_format: string }>(await handle.db.execute(sql`select source_format from listing_images`));
    expect(rows).toEqual([{ source_format: "png" }]);
  });

  it("refuses a non-image, a truncated image and an AVIF with a clear error, storing nothing", async () => {
    images.files.set("/photos/brochure.jpg", { body: Buffer.from("%PDF-1.7\n…not a photo"), contentType: "image/jpeg" });
    await expectMediaError(
      storeListingImage(handle.db, { url: `${images.baseUrl}/photos/brochure.jpg` }),
      "unsupported_type",
      false,
      /must be JPEG, PNG, WebP or GIF/,
    );
    await expectMediaError(
      storeListingImage(handle.db, { bytes: Buffer.from("<html>hello</html>") }),
      "unsupported_type",
      false,
      /Not an image/,
    );
    await expectMediaError(storeListingImage(handle.db, { bytes: Buffer.alloc(0) }), "unsupported_type", false, /empty/);
    const jpeg = await photo(600, 400);
    await expectMediaError(storeListingImage(handle.db, { bytes: jpeg.subarray(0, 200) }), "undecodable", false, /JPEG/);
    const avif = await sharp(jpeg).avif({ effort: 0 }).toBuffer();
    await expectMediaError(storeListingImage(handle.db, { bytes: avif }), "unsupported_type", false, /not AVIF/);

    expect(await count("listing_images")).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a private or loopback address that is not on the allow list, before connecting", async () => {
    images.files.set("/photos/a.jpg", { body: await photo(), contentType: "image/jpeg" });
    current.env.LISTINGS_MEDIA_ALLOWED_HOSTS = [];
    await expectMediaError(
      storeListingImage(handle.db, { url: `${images.baseUrl}/photos/a.jpg` }),
      "refused_address",
      false,
      /Refusing to fetch 127\.0\.0\.1/,
    );
    await expectMediaError(
      storeListingImage(handle.db, { url: "http://169.254.169.254/latest/meta-data/" }),
      "refused_address",
      false,
      /private, loopback or link-local/,
    );
    await expectMediaError(storeListingImage(handle.db, { url: "http://[::ffff:10.0.0.1]/x.jpg" }), "refused_address", false, /Refusing/);
    await expectMediaError(storeListingImage(handle.db, { url: "file:///etc/passwd" }), "refused_address", false, /http and https/);
    // Allowing one port of a host does not allow the others.
    current.env.LISTINGS_MEDIA_ALLOWED_HOSTS = [`127.0.0.1:${images.port + 1}`];
    await expectMediaError(storeListingImage(handle.db, { url: `${images.baseUrl}/photos/a.jpg` }), "refused_address", false, /Refusing/);

    expect(images.requests).toEqual([]);
    expect(await count("listing_images")).toBe(0);
  });

  it("refuses an image past the size cap, sent or downloaded", async () => {
    const big = await photo(1600, 1200);
    images.files.set("/photos/big.jpg", { body: big, contentType: "image/jpeg" });
    const maxBytes = big.byteLength - 1;

    await expectMediaError(
      storeListingImage(handle.db, { bytes: big }, { maxBytes }),
      "too_large",
      false,
      new RegExp(`larger than ${maxBytes} bytes`),
    );
    await expectMediaError(
      storeListingImage(handle.db, { url: `${images.baseUrl}/photos/big.jpg` }, { maxBytes }),
      "too_large",
      false,
      /larger than/,
    );
    expect(await count("listing_images")).toBe(0);

    // At the cap exactly it is accepted.
    await expect(storeListingImage(handle.db, { bytes: big }, { maxBytes: big.byteLength })).resolves.toMatchObject({ width: 1600 });
  });

  it("checks every redirect: an allowed host cannot send the download on to a private address", async () => {
    const jpeg = await photo(600, 400);
    images.files.set("/photos/moved.jpg", { body: Buffer.alloc(0), contentType: "text/plain", status: 302, location: "/photos/here.jpg" });
    images.files.set("/photos/here.jpg", { body: jpeg, contentType: "image/jpeg" });
    await expect(storeListingImage(handle.db, { url: `${images.baseUrl}/photos/moved.jpg` })).resolves.toMatchObject({ width: 600 });

    images.files.set("/photos/sneaky.jpg", {
      body: Buffer.alloc(0),
      contentType: "text/plain",
      status: 302,
      location: "http://10.1.2.3/internal.jpg",
    });
    await expectMediaError(
      storeListingImage(handle.db, { url: `${images.baseUrl}/photos/sneaky.jpg` }),
      "refused_address",
      false,
      /10\.1\.2\.3/,
    );
    expect(await count("listing_images")).toBe(1);
  });

  it("takes over an image another process left half-made, and stores it once", async () => {
    const bytes = await photo(700, 500, 300);
    const contentHash = createHash("sha256").update(bytes).digest("hex");
    await handle.db.execute(
      sql`insert into listing_images (content_hash, status, claimed_at) values (${contentHash}, 'processing', now() - interval '10 minutes')`,
    );

    const stored = await storeListingImage(handle.db, { bytes });

    expect(stored).toMatchObject({ contentHash, width: 700, height: 500 });
    const rows = rowsOf<{ status: string }>(await handle.db.execute(sql`select status from listing_images`));
    expect(rows).toEqual([{ status: "stored" }]);
  });

  it("reports a missing image as final, and a server error or an unreachable server as worth retrying", async () => {
    await expectMediaError(
      storeListingImage(handle.db, { url: `${images.baseUrl}/photos/gone.jpg` }),
      "http_status",
      false,
      /answered 404/,
    );
    images.files.set("/photos/busy.jpg", { body: Buffer.from("try later"), contentType: "text/plain", status: 503 });
    await expectMediaError(storeListingImage(handle.db, { url: `${images.baseUrl}/photos/busy.jpg` }), "http_status", true, /answered 503/);
    current.env.LISTINGS_MEDIA_ALLOWED_HOSTS = [`127.0.0.1:${images.port}`, "127.0.0.1:9"];
    await expectMediaError(
      storeListingImage(handle.db, { url: "http://127.0.0.1:9/m.jpg" }, { timeoutMs: 2000 }),
      "network",
      true,
      /Could not fetch/,
    );
  });
});
