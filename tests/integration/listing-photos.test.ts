import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { zipSync } from "fflate";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db/connect";
import { feedSources, listingEvents, listingImages, listingMedia, listings, uploads } from "@/server/db/schema";
import { startFakeListingImagesServer, type FakeListingImagesServer } from "../fakes/listing-images-server";
import { testDatabases } from "../support/databases";

// DATA_DIR is a fresh folder (the uploads storage writes DATA_DIR/uploads); the allow list names the local image server.
const current = vi.hoisted(() => ({ env: {} as Record<string, unknown> }));
vi.mock("@/env", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/env")>();
  return { ...actual, env: Object.assign(current.env, actual.env) };
});

const { applyFeedFile, receiveFeedFile, sha256Hex } = await import("@/server/listings/feed-files");
const { claimNextImageSlot, storeNextListingImage } = await import("@/server/listings/photo-worker");
const { getPublicListing } = await import("@/server/listings/public-listing");
const { removeUnusedUploads } = await import("@/server/uploads/cleanup");
const { uploadStorage } = await import("@/server/uploads/storage");

type Handle = Awaited<ReturnType<(typeof testDatabases)[number]["create"]>>;
type Source = typeof feedSources.$inferSelect;

let dataDir: string;
let images: FakeListingImagesServer;

async function storedFiles(): Promise<string[]> {
  return (await readdir(path.join(dataDir, "uploads")).catch(() => [] as string[])).filter((name) => !name.startsWith(".")).sort();
}

function photo(hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"><rect width="100%" height="100%" fill="hsl(${hue},60%,55%)"/><circle cx="450" cy="300" r="120" fill="#fff"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

interface ListingXml {
  uniqueId: string;
  modTime: string;
  headline?: string;
  objects: string;
}

/** A current residential listing with a lawful price, an address and the given `<objects>`. */
function listingXml({ uniqueId, modTime, headline = "A drawn home", objects }: ListingXml): string {
  return `<residential modTime="${modTime}" status="current">
    <agentID>IRBPHO</agentID><uniqueID>${uniqueId}</uniqueID>
    <price display="yes">900000</price>
    <address display="yes"><streetNumber>${uniqueId.replace(/\D/g, "") || "1"}</streetNumber><street>Photo Street</street><suburb>Oran Park</suburb><state>NSW</state><postcode>2570</postcode></address>
    <category name="House"/><headline>${headline}</headline><description>Drawn.</description>
    <objects>${objects}</objects>
  </residential>`;
}

const feed = (...items: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><propertyList date="2026-11-20-09:00:00">${items.join("")}</propertyList>`;

async function importXml(db: Db, source: Source, xml: string | Uint8Array, contentType = "application/xml") {
  const received = await receiveFeedFile(db, { source, body: typeof xml === "string" ? new TextEncoder().encode(xml) : xml, contentType });
  if (!received.ok) throw new Error(received.message);
  return applyFeedFile(db, received.id);
}

/** Runs the photo worker until nothing is due. */
async function drainPhotos(db: Db, worker = "worker-a"): Promise<number> {
  let rounds = 0;
  while (await storeNextListingImage(db, worker)) rounds += 1;
  return rounds;
}

async function listingRow(db: Db, uniqueId: string) {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.agentId, "IRBPHO"), eq(listings.uniqueId, uniqueId)));
  if (!row) throw new Error(`no listing ${uniqueId}`);
  return row;
}

async function slot(db: Db, listingId: string, kind: "photo" | "floorplan", id: string) {
  const [row] = await db
    .select()
    .from(listingMedia)
    .where(and(eq(listingMedia.listingId, listingId), eq(listingMedia.kind, kind), eq(listingMedia.slot, id)));
  if (!row) throw new Error(`no slot ${kind}:${id}`);
  return row;
}

const fetchesOf = (pathname: string) => images.requests.filter((request) => request === pathname).length;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "ironbark-listing-photos-"));
  images = await startFakeListingImagesServer();
  current.env.DATA_DIR = dataDir;
  current.env.LISTINGS_MEDIA_ALLOWED_HOSTS = [`127.0.0.1:${images.port}`];
  images.files.set("/p/main.jpg", { body: await photo(20), contentType: "image/jpeg" });
  images.files.set("/p/kitchen.jpg", { body: await photo(200), contentType: "image/jpeg" });
  images.files.set("/p/plan.jpg", { body: await photo(120), contentType: "image/jpeg" });
});
afterAll(async () => {
  await images.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe.each(testDatabases)("the photo worker on $name", (target) => {
  let handle: Handle;
  let db: Db;
  let source: Source;

  beforeAll(async () => {
    handle = await target.create();
    db = handle.db;
  });
  afterAll(() => handle.dispose());
  beforeEach(async () => {
    await db.execute(
      sql`truncate listing_image_sources, listing_images, uploads, properties, listings, listing_media, listing_inspections, listing_agents, listing_events, feed_file_entries, feed_files, feed_sources cascade`,
    );
    const [row] = await db
      .insert(feedSources)
      .values({ name: "Photo CRM", tokenHash: sha256Hex("photo-token-0123456789") })
      .returning();
    source = row!;
    images.requests.length = 0;
    await rm(path.join(dataDir, "uploads"), { recursive: true, force: true });
  });

  it("publishes a listing only once its main photo is stored, the other images following", async () => {
    const objects = `<img id="m" modTime="2026-11-20-08:00:00" url="${images.baseUrl}/p/main.jpg"/><img id="a" modTime="2026-11-20-08:00:00" url="${images.baseUrl}/p/kitchen.jpg"/><floorplan id="1" url="${images.baseUrl}/p/plan.jpg"/>`;
    await importXml(db, source, feed(listingXml({ uniqueId: "P-1", modTime: "2026-11-20-09:00:00", objects })));
    const before = await listingRow(db, "P-1");
    expect(before).toMatchObject({ published: false, holdReasons: [] });
    expect(await getPublicListing(db, before.id)).toBeNull();
    expect((await slot(db, before.id, "photo", "m")).imageStatus).toBe("pending");

    // The main photo is claimed first, whatever order the slots were written in.
    expect(await storeNextListingImage(db, "worker-a")).toBe(true);
    expect(images.requests).toEqual(["/p/main.jpg"]);
    const shown = await getPublicListing(db, before.id);
    expect(shown?.photos.find((p) => p.slot === "m")?.imageId).toEqual(expect.any(String));
    expect(shown?.photos.find((p) => p.slot === "a")?.imageId).toBeNull();
    const events = await db
      .select({ type: listingEvents.type })
      .from(listingEvents)
      .where(eq(listingEvents.listingId, before.id))
      .orderBy(asc(listingEvents.at));
    expect(events.map((e) => e.type)).toEqual(["created", "media_changed", "published"]);

    expect(await drainPhotos(db)).toBe(2);
    const after = await getPublicListing(db, before.id);
    expect(after?.photos.every((p) => p.imageId !== null)).toBe(true);
    expect((await slot(db, before.id, "floorplan", "1")).imageStatus).toBe("stored");
    const [stored] = await db
      .select()
      .from(listingImages)
      .where(eq(listingImages.id, (await slot(db, before.id, "photo", "m")).imageId!));
    expect(stored?.variants.length).toBeGreaterThan(0);
  });

  it("fetches and stores the same photo once though it comes in ten files, and again when its modTime changes", async () => {
    const main = (modTime: string) => `<img id="m" modTime="${modTime}" url="${images.baseUrl}/p/main.jpg"/>`;
    for (let i = 0; i < 10; i += 1) {
      const minute = String(i).padStart(2, "0");
      // Ten updates of one listing (a new headline each time) and, in each file, another listing naming the same photo.
      await importXml(
        db,
        source,
        feed(
          listingXml({
            uniqueId: "P-10",
            modTime: `2026-11-20-09:${minute}:00`,
            headline: `Update ${i}`,
            objects: main("2026-11-20-08:00:00"),
          }),
          listingXml({ uniqueId: `P-2${i}`, modTime: `2026-11-20-09:${minute}:00`, objects: main("2026-11-20-08:00:00") }),
        ),
      );
      await drainPhotos(db);
    }
    expect(fetchesOf("/p/main.jpg")).toBe(1);
    expect(await db.select().from(listingImages)).toHaveLength(1);
    const files = await storedFiles();
    const rows = await db.select({ imageId: listingMedia.imageId }).from(listingMedia);
    expect(rows).toHaveLength(11);
    expect(new Set(rows.map((r) => r.imageId)).size).toBe(1);
    expect((await listingRow(db, "P-10")).headline).toBe("Update 9");

    // The CRM says the photo changed: fetched again, while the listing keeps showing the one it had.
    await importXml(
      db,
      source,
      feed(listingXml({ uniqueId: "P-10", modTime: "2026-11-21-09:00:00", objects: main("2026-11-21-08:00:00") })),
    );
    const listing = await listingRow(db, "P-10");
    expect(await slot(db, listing.id, "photo", "m")).toMatchObject({ imageStatus: "pending", imageId: rows[0]!.imageId });
    expect(listing.published).toBe(true);
    await drainPhotos(db);
    expect(fetchesOf("/p/main.jpg")).toBe(2);
    // The same bytes: still one image, no new files.
    expect(await db.select().from(listingImages)).toHaveLength(1);
    expect(await storedFiles()).toEqual(files);
    expect(await slot(db, listing.id, "photo", "m")).toMatchObject({ imageStatus: "stored", imageId: rows[0]!.imageId });
  });

  it("stores photos from a zip and inline base64", async () => {
    const zipped = await photo(300);
    const inline = (await photo(60)).toString("base64");
    const xml = feed(
      listingXml({ uniqueId: "P-30", modTime: "2026-11-20-09:00:00", objects: `<img id="m" file="photos/p30.jpg"/>` }),
      listingXml({ uniqueId: "P-31", modTime: "2026-11-20-09:00:00", objects: `<img id="m">${inline}</img>` }),
    );
    const zip = zipSync({ "feed.xml": new TextEncoder().encode(xml), "photos/p30.jpg": new Uint8Array(zipped) });
    expect(await importXml(db, source, zip, "application/zip")).toMatchObject({ status: "applied", listings: 2 });
    await drainPhotos(db);
    expect(images.requests).toEqual([]);
    for (const id of ["P-30", "P-31"]) {
      const row = await listingRow(db, id);
      expect(row.published, id).toBe(true);
      expect(await slot(db, row.id, "photo", "m"), id).toMatchObject({ imageStatus: "stored", imageError: null });
    }
  });

  it("tries a failing photo again with backoff, gives up on one that can never pass, and keeps the listing off the site meanwhile", async () => {
    images.files.set("/p/flaky.jpg", { body: Buffer.from("busy"), contentType: "text/plain", status: 503 });
    await importXml(
      db,
      source,
      feed(
        listingXml({ uniqueId: "P-40", modTime: "2026-11-20-09:00:00", objects: `<img id="m" url="${images.baseUrl}/p/flaky.jpg"/>` }),
        listingXml({ uniqueId: "P-41", modTime: "2026-11-20-09:00:00", objects: `<img id="m" url="${images.baseUrl}/p/missing.jpg"/>` }),
      ),
    );
    const started = Date.now();
    await drainPhotos(db);
    const flaky = await listingRow(db, "P-40");
    const flakySlot = await slot(db, flaky.id, "photo", "m");
    expect(flakySlot).toMatchObject({ imageStatus: "pending", imageAttempts: 1, imageId: null, imageClaimedBy: null });
    expect(flakySlot.imageError).toMatch(/503/);
    // 30 s after the first failure (with up to 20 % jitter), not at once: the drain above did not try it twice.
    expect(flakySlot.imageNextAttemptAt!.getTime() - started).toBeGreaterThanOrEqual(29_000);
    expect(fetchesOf("/p/flaky.jpg")).toBe(1);
    expect(flaky.published).toBe(false);
    const missing = await listingRow(db, "P-41");
    expect(await slot(db, missing.id, "photo", "m")).toMatchObject({ imageStatus: "failed", imageId: null });
    expect(missing.published).toBe(false);

    // The server recovers; once the wait is over the next round stores it and the listing goes on the site.
    images.files.set("/p/flaky.jpg", { body: await photo(90), contentType: "image/jpeg" });
    await db
      .update(listingMedia)
      .set({ imageNextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(listingMedia.id, flakySlot.id));
    await drainPhotos(db);
    expect(await slot(db, flaky.id, "photo", "m")).toMatchObject({ imageStatus: "stored", imageAttempts: 2, imageError: null });
    expect((await listingRow(db, "P-40")).published).toBe(true);
  });

  it("gives each pending image to one worker at a time", async () => {
    await importXml(
      db,
      source,
      feed(listingXml({ uniqueId: "P-50", modTime: "2026-11-20-09:00:00", objects: `<img id="m" url="${images.baseUrl}/p/main.jpg"/>` })),
    );
    const [first, second] = await Promise.all([claimNextImageSlot(db, "worker-a"), claimNextImageSlot(db, "worker-b")]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
  });

  it("never lets the unused-uploads clean-up delete a listing photo's files", async () => {
    await importXml(
      db,
      source,
      feed(listingXml({ uniqueId: "P-60", modTime: "2026-11-20-09:00:00", objects: `<img id="m" url="${images.baseUrl}/p/main.jpg"/>` })),
    );
    await drainPhotos(db);
    const files = await storedFiles();
    expect(files.length).toBeGreaterThan(0);
    const storage = uploadStorage();
    // Listing photos have no uploads row: nothing to consider, nothing deleted.
    expect(await removeUnusedUploads(db, storage, { graceMs: 0 }, new Date(Date.now() + 60_000))).toMatchObject({ removed: [] });
    // Even a row of the same name (as an upload would have) cannot take a listing photo's file.
    await db.insert(uploads).values(files.map((name) => ({ name, userId: null, bytes: 1, createdAt: new Date(Date.now() - 86_400_000) })));
    expect(await removeUnusedUploads(db, storage, { graceMs: 0 }, new Date(Date.now() + 60_000))).toMatchObject({
      removed: [],
      inUse: files.length,
    });
    expect(await storedFiles()).toEqual(files);
  });
});
