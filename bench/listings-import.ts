// Listings import (issue 29): figures for bench/RESULTS.md, not timed tests.
//   npm run bench:listings                 a generated 5,000-listing REAXML file (no images) parsed and applied on a
//                                          new PGlite database (time, memory growth), then a one-listing delta with six
//                                          photos from a local image server, from the file landing to the listing
//                                          being shown by the public read with its main photo
//   npm run bench:listings -- --demo       also the first start's demo feed: drawn, received, applied, its photos stored
//   add --listings <n> for another file size; --database-url postgres://… runs it on a new database on that PostgreSQL
//   server (dropped at the end) instead of PGlite; --import-only stops after the 5,000-listing file. PGlite keeps its
//   files in the bench's data folder, as the site does (DATA_DIR); --in-memory keeps them in the process's memory
//   (how this bench ran before 28 Nov 2026: the database's own pages and WAL then count as the import's memory).
// Run it alone on the machine (under the heavy lock here): it measures wall time.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { startFakeListingImagesServer } from "../tests/fakes/listing-images-server";

const args = process.argv.slice(2);
const count = args.includes("--listings") ? Number(args[args.indexOf("--listings") + 1]) : 5000;
const withDemo = args.includes("--demo");
const importOnly = args.includes("--import-only");
const inMemory = args.includes("--in-memory");
const serverUrl = args.includes("--database-url") ? args[args.indexOf("--database-url") + 1] : undefined;

const images = await startFakeListingImagesServer();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "ironbark-bench-listings-"));
// Read by src/env.ts when first imported, below.
process.env.DATA_DIR = dataDir;
process.env.LISTINGS_MEDIA_ALLOWED_HOSTS = `127.0.0.1:${images.port}`;
process.env.LOG_LEVEL = "warn";

const { addBenchFeedSource, importFeedXml, newBenchDatabase } = await import("./support/listings-database");
const { generateBenchmarkFeed } = await import("@/server/listings/demo-feed");
const { receiveFeedFile } = await import("@/server/listings/feed-files");
const { feedImportJob, feedImportJobName } = await import("@/server/listings/feed-job");
const { listingPhotosJob } = await import("@/server/listings/photo-worker");
const { startBackgroundJobs, stopBackgroundJobs, wakeBackgroundJob } = await import("@/server/jobs/runner");
const { getPublicListing, listPublicListings } = await import("@/server/listings/public-listing");

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const seconds = (ms: number) => (ms / 1000).toFixed(1);

/* 1. A 5,000-listing file. */
const handle = await newBenchDatabase({ serverUrl, dataDir, inMemory });
const db = handle.db;
const source = await addBenchFeedSource(db, "bench-token-0123456789");
const xml = generateBenchmarkFeed(count);
global.gc?.();
const rssBefore = process.memoryUsage().rss;
let rssPeak = rssBefore;
const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
const started = performance.now();
const applied = await importFeedXml(db, source, xml);
const importMs = performance.now() - started;
clearInterval(sampler);
rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
console.log(
  `import (${serverUrl ? "PostgreSQL" : inMemory ? "PGlite in memory" : "PGlite on disk"}): ${count} listings, ${mb(xml.length)} MB of XML → ${applied?.status}, ${applied?.listings} applied in ${seconds(importMs)} s; RSS ${mb(rssBefore)} → peak ${mb(rssPeak)} MB (growth ${mb(rssPeak - rssBefore)} MB)`,
);

if (importOnly) {
  await handle.close();
  await images.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

/* 2. A one-listing delta with six photos (1600 × 1067 JPEGs, as CRMs send), through the job runner as on the site. */
for (let i = 0; i < 6; i += 1) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${i * 50},60%,70%)"/><stop offset="1" stop-color="hsl(${i * 50 + 80},50%,35%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><rect x="300" y="400" width="900" height="500" fill="#c9b79c"/><polygon points="250,400 750,150 1250,400" fill="#6b4f3a"/></svg>`;
  images.files.set(`/delta/${i}.jpg`, { body: await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer(), contentType: "image/jpeg" });
}
const slots = ["m", "a", "b", "c", "d", "e"];
const delta = `<?xml version="1.0" encoding="UTF-8"?><propertyList date="2026-12-01-09:00:00"><residential modTime="2026-12-01-09:00:00" status="current">
  <agentID>IRNBRK</agentID><uniqueID>DELTA-1</uniqueID><price display="yes">1150000</price>
  <address><streetNumber>7</streetNumber><street>Delta Circuit</street><suburb>Gregory Hills</suburb><state>NSW</state><postcode>2557</postcode></address>
  <headline>Just listed</headline><description>Four bedrooms.</description>
  <objects>${slots.map((slot, i) => `<img id="${slot}" modTime="2026-12-01-08:00:00" url="${images.baseUrl}/delta/${i}.jpg"/>`).join("")}</objects>
</residential></propertyList>`;
startBackgroundJobs([feedImportJob({ getDb: async () => db }), listingPhotosJob({ getDb: async () => db })]);
const landed = performance.now();
const deltaFile = await receiveFeedFile(db, { source, body: new TextEncoder().encode(delta), contentType: "application/xml" });
if (!deltaFile.ok) throw new Error(deltaFile.message);
wakeBackgroundJob(feedImportJobName);
let shownMs: number | null = null;
let allPhotosMs: number | null = null;
for (;;) {
  const [listing] = await listPublicListings(db, { channel: "sale", limit: 1 });
  const detail = listing?.headline === "Just listed" ? await getPublicListing(db, listing.id) : null;
  if (detail && shownMs === null && detail.photos.find((p) => p.slot === "m")?.imageId) shownMs = performance.now() - landed;
  if (detail && detail.photos.every((p) => p.imageId)) {
    allPhotosMs = performance.now() - landed;
    break;
  }
  if (performance.now() - landed > 300_000) break;
  await new Promise((resolve) => setTimeout(resolve, 100));
}
console.log(
  `delta: one listing with 6 photos on the site ${shownMs === null ? "never" : `${seconds(shownMs)} s`} after it landed (main photo stored); all photos ${allPhotosMs === null ? "not" : `${seconds(allPhotosMs)} s`}`,
);
await stopBackgroundJobs();
await handle.close();

/* 3. The demo feed of a new database's first start. */
if (withDemo) {
  const demo = await newBenchDatabase({ serverUrl, dataDir, inMemory });
  const { seedEmptyDatabaseOnce } = await import("@/server/db/seed");
  const { importDemoFeedWhenWanted } = await import("@/server/listings/demo-import");
  await seedEmptyDatabaseOnce(demo.db, new Date(), { demoListings: true });
  const demoStarted = performance.now();
  await importDemoFeedWhenWanted(demo.db, "bench");
  const drawnMs = performance.now() - demoStarted;
  startBackgroundJobs([feedImportJob({ getDb: async () => demo.db }), listingPhotosJob({ getDb: async () => demo.db })]);
  wakeBackgroundJob(feedImportJobName);
  let firstShownMs: number | null = null;
  for (;;) {
    const shown = [
      ...(await listPublicListings(demo.db, { channel: "sale", limit: 200 })),
      ...(await listPublicListings(demo.db, { channel: "lease", limit: 200 })),
      ...(await listPublicListings(demo.db, { channel: "sale", status: "sold", limit: 200 })),
    ].length;
    if (shown > 0 && firstShownMs === null) firstShownMs = performance.now() - demoStarted;
    if (shown >= 135) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const doneMs = performance.now() - demoStarted;
  console.log(
    `demo feed: drawn and received in ${seconds(drawnMs)} s; first listing shown after ${seconds(firstShownMs ?? 0)} s; all 135 shown with their main photo after ${seconds(doneMs)} s`,
  );
  await stopBackgroundJobs();
  await demo.close();
}

await images.close();
rmSync(dataDir, { recursive: true, force: true });
