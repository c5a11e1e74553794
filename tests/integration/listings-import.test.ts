import { readFileSync } from "node:fs";
import path from "node:path";
import { and, asc, eq, sql } from "drizzle-orm";
import { zipSync } from "fflate";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/connect";
import {
  feedFileEntries,
  feedFiles,
  feedSources,
  listingAgents,
  listingEvents,
  listingInspections,
  listingMedia,
  listings,
  properties,
  teamMembers,
} from "@/server/db/schema";
import {
  applyFeedFile,
  claimNextFeedFile,
  receiveFeedFile,
  releaseFailedFeedFile,
  sha256Hex,
  type FeedSource,
} from "@/server/listings/feed-files";
import { applyNextFeedFile } from "@/server/listings/feed-job";
import { refreshPublication } from "@/server/listings/merge";
import { getPublicListing, listPublicListings } from "@/server/listings/public-listing";
import { testDatabases } from "../support/databases";

const fixtures = path.join(import.meta.dirname, "../fixtures/reaxml");
const fixture = (name: string) => readFileSync(path.join(fixtures, name));

async function importBytes(db: Db, source: FeedSource, body: Uint8Array, contentType = "application/xml") {
  const received = await receiveFeedFile(db, { source, body, contentType });
  if (!received.ok) throw new Error(received.message);
  const applied = await applyFeedFile(db, received.id);
  const [file] = await db.select().from(feedFiles).where(eq(feedFiles.id, received.id));
  if (!file) throw new Error("file row missing");
  return { received, applied, file };
}

const importFixture = (db: Db, source: FeedSource, name: string) => importBytes(db, source, fixture(name));

/**
 * What the photo worker does once a main photo is stored (tests/integration/listing-photos.test.ts fetches real ones):
 * here every pending main photo is marked stored and its listing's publication worked out again.
 */
async function storeMainPhotos(db: Db) {
  const mains = await db
    .update(listingMedia)
    .set({ imageId: sql`'stored-' || ${listingMedia.id}`, imageStatus: "stored" })
    .where(and(eq(listingMedia.kind, "photo"), eq(listingMedia.slot, "m"), eq(listingMedia.imageStatus, "pending")))
    .returning({ listingId: listingMedia.listingId });
  for (const { listingId } of mains) await refreshPublication(db, listingId);
}

async function listingOf(db: Db, agentId: string, uniqueId: string) {
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.agentId, agentId), eq(listings.uniqueId, uniqueId)));
  if (!row) throw new Error(`no listing ${agentId}/${uniqueId}`);
  return row;
}

async function eventTypes(db: Db, listingId: string) {
  const rows = await db
    .select({ type: listingEvents.type })
    .from(listingEvents)
    .where(eq(listingEvents.listingId, listingId))
    .orderBy(asc(listingEvents.at));
  return rows.map((r) => r.type);
}

/** Every row of every stock table: equal before and after means nothing changed. */
async function stock(db: Db) {
  return JSON.stringify({
    properties: await db.select().from(properties).orderBy(asc(properties.id)),
    listings: await db.select().from(listings).orderBy(asc(listings.id)),
    media: await db.select().from(listingMedia).orderBy(asc(listingMedia.id)),
    inspections: await db.select().from(listingInspections).orderBy(asc(listingInspections.id)),
    agents: await db.select().from(listingAgents).orderBy(asc(listingAgents.id)),
    events: await db.select().from(listingEvents).orderBy(asc(listingEvents.id)),
  });
}

/** A zip whose headers declare `size` unpacked bytes for its entries (what a zip bomb declares, or lies about). */
function declaringUnpackedSize(zip: Uint8Array, size: number): Uint8Array {
  const bytes = new Uint8Array(zip);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i + 4 <= bytes.length; i += 1) {
    const signature = view.getUint32(i, true);
    if (signature === 0x04034b50) view.setUint32(i + 22, size, true);
    if (signature === 0x02014b50) view.setUint32(i + 24, size, true);
  }
  return bytes;
}

/** A file of `count` small sale listings (uniqueIDs CHUNK-1…); `price` gives a listing's search price. */
function chunkedFile(count: number, price: (n: number) => string = () => "850000"): Uint8Array {
  const listing = (n: number) => `<residential modTime="2026-11-20-09:00:00" status="current">
    <agentID>IRBGRH</agentID><uniqueID>CHUNK-${n}</uniqueID><price display="yes">${price(n)}</price>
    <address><streetNumber>${n}</streetNumber><street>Chunk Street</street><suburb>Oran Park</suburb><state>NSW</state><postcode>2570</postcode></address>
    <headline>Home ${n}</headline>
    <listingAgent id="1"><name>Agent ${n}</name><email>agent${n}@ironbark.example</email></listingAgent>
    <inspectionTimes><inspection>28-Nov-2026 10:00am to 10:30am</inspection></inspectionTimes>
    <objects><img id="m" modTime="2026-11-20-08:00:00" url="https://images.example.com/chunk-${n}/m.jpg"/></objects>
  </residential>`;
  const body = Array.from({ length: count }, (_, i) => listing(i + 1)).join("\n");
  return new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?><propertyList date="2026-11-20-09:00:00">${body}</propertyList>`);
}

describe.each(testDatabases)("REAXML import on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let db: Db;
  let source: FeedSource;

  beforeAll(async () => {
    database = await target.create();
    db = database.db;
  });
  afterAll(async () => {
    await database.dispose();
  });
  // One database per file; each test starts from no stock at all.
  beforeEach(async () => {
    await db.execute(
      sql`truncate properties, listings, listing_media, listing_inspections, listing_agents, listing_events, feed_file_entries, feed_files, feed_sources cascade`,
    );
    const [row] = await db
      .insert(feedSources)
      .values({ name: "Test CRM", tokenHash: sha256Hex("test-token-0123456789abcdef") })
      .returning();
    if (!row) throw new Error("no source");
    source = row;
  });

  it("stores every listing kind with typed columns, its agent matched to the team, media slots and inspections", async () => {
    for (const kind of ["residential", "rental", "land", "rural", "commercial", "commercial-land", "business", "holiday-rental"]) {
      const { applied } = await importFixture(db, source, `kinds/${kind}.xml`);
      expect(applied, kind).toMatchObject({ status: "applied", listings: 1 });
    }
    const residential = await listingOf(db, "IRBGRH", "RES-1001");
    expect(residential).toMatchObject({
      kind: "residential",
      channel: "sale",
      status: "current",
      searchPrice: 985000,
      priceText: "$950,000 - $1,000,000",
      bedrooms: 4,
      bathrooms: 2,
      ensuites: 1,
      garages: 2,
      landAreaM2: 450,
      buildingAreaM2: 241.55,
      energyRating: 6.5,
      otherFeatures: "Solar panels, alfresco",
      description: "Four bedrooms, two living areas & a pool.",
      videoUrl: "https://video.example.com/res-1001",
      suburb: "Gregory Hills",
      // Not on the site until its main photo is stored.
      published: false,
      holdReasons: [],
    });
    expect(residential.features).toEqual(["airConditioning", "poolInGround", "study"]);
    expect(residential.feedModTime.toISOString()).toBe("2026-11-19T22:00:00.000Z");

    const media = await db
      .select()
      .from(listingMedia)
      .where(eq(listingMedia.listingId, residential.id))
      .orderBy(asc(listingMedia.kind), asc(listingMedia.slot));
    expect(media.map((m) => `${m.kind}:${m.slot}`)).toEqual(["document:1", "floorplan:1", "photo:a", "photo:m"]);
    expect(media.find((m) => m.slot === "m")).toMatchObject({
      sourceUrl: "https://images.example.com/res-1001/main.jpg",
      imageId: null,
      imageStatus: "pending",
      removedAt: null,
    });
    expect(media.find((m) => m.kind === "document")).toMatchObject({ imageStatus: null });

    const [agent] = await db.select().from(listingAgents).where(eq(listingAgents.listingId, residential.id));
    const [daniel] = await db.select().from(teamMembers).where(eq(teamMembers.email, "daniel@ironbark.example"));
    expect(agent).toMatchObject({ position: 1, name: "Daniel Example", email: "daniel@ironbark.example", teamMemberId: daniel?.id });

    const inspections = await db.select().from(listingInspections).where(eq(listingInspections.listingId, residential.id));
    expect(inspections.map((i) => [i.kind, i.startsAt?.toISOString(), i.endsAt?.toISOString()])).toEqual([
      ["open", "2026-11-27T23:00:00.000Z", "2026-11-27T23:30:00.000Z"],
    ]);
    expect(await eventTypes(db, residential.id)).toEqual(["created", "media_changed", "inspection_added"]);
    await storeMainPhotos(db);
    expect(await listingOf(db, "IRBGRH", "RES-1001")).toMatchObject({ published: true });
    expect(await eventTypes(db, residential.id)).toEqual(["created", "media_changed", "inspection_added", "published"]);

    expect(await listingOf(db, "IRBGRH", "REN-2001")).toMatchObject({
      kind: "rental",
      channel: "lease",
      rentWeekly: 720,
      bond: 3120,
      availableFrom: "2026-12-01",
      features: ["petFriendly"],
      published: true,
    });
    expect(await listingOf(db, "IRBGRH", "LND-3001")).toMatchObject({ kind: "land", landAreaM2: 375 });
    expect(await listingOf(db, "IRBGRH", "RUR-4001")).toMatchObject({ kind: "rural", priceDisplay: false, landAreaM2: 20000 });
    expect(await listingOf(db, "IRBGRH", "COM-5001")).toMatchObject({ kind: "commercial", channel: "lease", buildingAreaM2: 120 });
    expect(await listingOf(db, "IRBGRH", "CML-6001")).toMatchObject({ kind: "commercialLand", channel: "sale", landAreaM2: 4046.86 });
    expect(await listingOf(db, "IRBGRH", "BUS-7001")).toMatchObject({ kind: "business", addressDisplay: false });
    expect(await listingOf(db, "IRBGRH", "HOL-8001")).toMatchObject({ kind: "holidayRental", isStudio: true, bedrooms: 0 });
  });

  it("follows a sale campaign: price change, under offer, a three-element sold message that keeps every other field, then a relist", async () => {
    await importFixture(db, source, "lifecycle/01-new.xml");
    await storeMainPhotos(db);
    const created = await listingOf(db, "IRBGRH", "LIFE-1");
    expect(created).toMatchObject({ authority: "auction", priceDisplay: false, priceText: "Auction", published: true });
    expect(created.auctionAt?.toISOString()).toBe("2026-11-07T00:00:00.000Z");

    await importFixture(db, source, "lifecycle/02-price-change.xml");
    await importFixture(db, source, "lifecycle/03-under-offer.xml");
    const beforeSold = await listingOf(db, "IRBGRH", "LIFE-1");
    expect(beforeSold).toMatchObject({
      underOffer: true,
      priceText: "$1,150,000 - $1,250,000",
      searchPrice: 1200000,
      authority: "exclusive",
    });

    const sold = await importFixture(db, source, "lifecycle/04-sold-range.xml");
    expect(sold.applied?.status).toBe("applied");
    const after = await listingOf(db, "IRBGRH", "LIFE-1");
    expect(after).toMatchObject({ status: "sold", soldPrice: 1215000, soldPriceDisplay: "range", soldAt: "2026-10-28", published: true });
    // Everything the sold message did not carry is as it was.
    const keep = [
      "headline",
      "description",
      "bedrooms",
      "bathrooms",
      "garages",
      "landAreaM2",
      "features",
      "priceText",
      "searchPrice",
      "videoUrl",
      "propertyId",
      "suburb",
      "underOffer",
      "authority",
      "listedAt",
    ] as const;
    for (const column of keep) expect(after[column], column).toEqual(beforeSold[column]);
    expect(await db.select().from(listingMedia).where(eq(listingMedia.listingId, after.id))).toHaveLength(2);
    expect((await db.select().from(listingAgents).where(eq(listingAgents.listingId, after.id))).filter((a) => !a.removedAt)).toHaveLength(
      2,
    );

    await importFixture(db, source, "lifecycle/05-sold-hidden.xml");
    expect(await listingOf(db, "IRBGRH", "LIFE-1")).toMatchObject({ soldPriceDisplay: "no" });
    expect((await getPublicListing(db, after.id))?.priceLabel).toBe("Sold, price withheld");

    const reopened = await importFixture(db, source, "lifecycle/06-sold-back-to-current.xml");
    expect(reopened.file.status).toBe("failed");
    expect(reopened.file.diagnostics).toEqual([expect.objectContaining({ code: "status-transition-refused", listing: "IRBGRH/LIFE-1" })]);
    expect(await listingOf(db, "IRBGRH", "LIFE-1")).toMatchObject({ status: "sold", headline: "Auction this spring" });

    const types = await eventTypes(db, after.id);
    // 02: price and authority; 03: under offer; 04: sold (status, sold price, contract date); 05: sold price hidden.
    expect(types).toEqual([
      "created",
      "media_changed",
      "published",
      "price_changed",
      "updated",
      "under_offer",
      "status_changed",
      "price_changed",
      "updated",
      "price_changed",
    ]);

    await importFixture(db, source, "lifecycle/07-relist.xml");
    const relist = await listingOf(db, "IRBGRH", "LIFE-1-LEASE");
    expect(relist.id).not.toBe(after.id);
    expect(relist.propertyId).toBe(after.propertyId);
    expect(await db.select().from(properties)).toHaveLength(1);
  });

  it("hides withdrawn, off-market and deleted listings without deleting them, and skips unknown statuses", async () => {
    for (const kind of ["residential", "rental", "land"]) await importFixture(db, source, `kinds/${kind}.xml`);
    const result = await importFixture(db, source, "lifecycle/withdrawn-offmarket-deleted.xml");
    expect(result.applied).toMatchObject({ status: "applied", listings: 3 });
    expect(await listingOf(db, "IRBGRH", "RES-1001")).toMatchObject({
      status: "withdrawn",
      published: false,
      headline: "Family home on a corner block",
    });
    expect(await listingOf(db, "IRBGRH", "REN-2001")).toMatchObject({ status: "offmarket", published: false });
    expect(await listingOf(db, "IRBGRH", "LND-3001")).toMatchObject({ status: "deleted", published: false });
    expect(await listPublicListings(db, { channel: "sale" })).toEqual([]);

    const unknown = await importFixture(db, source, "lifecycle/unknown-status.xml");
    expect(unknown.file.status).toBe("partially_applied");
    expect(unknown.file.diagnostics.filter((d) => d.code === "unknown-status").map((d) => d.listing)).toEqual([
      "IRBGRH/RES-1001",
      "IRBGRH/REN-2001",
    ]);
    expect(await listingOf(db, "IRBGRH", "RES-1001")).toMatchObject({ status: "current", headline: "New headline" });
    expect(await listingOf(db, "IRBGRH", "REN-2001")).toMatchObject({ status: "offmarket" });
  });

  it("stores a bare message for a listing never seen, without publishing it until its address arrives", async () => {
    const result = await importFixture(db, source, "lifecycle/04-sold-range.xml");
    expect(result.file.status).toBe("applied");
    expect(result.file.diagnostics).toEqual([
      expect.objectContaining({ code: "missing-address", severity: "warning", listing: "IRBGRH/LIFE-1" }),
    ]);
    expect(await listingOf(db, "IRBGRH", "LIFE-1")).toMatchObject({
      status: "sold",
      soldPrice: 1215000,
      propertyId: null,
      published: false,
    });
    expect(await listPublicListings(db, { channel: "sale", status: "sold" })).toEqual([]);
  });

  it("leases a rental with a bare leased message", async () => {
    await importFixture(db, source, "kinds/rental.xml");
    await importFixture(db, source, "lifecycle/rental-leased.xml");
    expect(await listingOf(db, "IRBGRH", "REN-2001")).toMatchObject({
      status: "leased",
      rentWeekly: 720,
      headline: "Low-maintenance townhouse near the town centre",
    });
  });

  it("changes only what a partial update carries, and deletes on explicit empties", async () => {
    await importFixture(db, source, "kinds/residential.xml");
    const listing = await listingOf(db, "IRBGRH", "RES-1001");
    await db
      .update(listingMedia)
      .set({ imageId: "img-main" })
      .where(and(eq(listingMedia.listingId, listing.id), eq(listingMedia.slot, "m")));

    await importFixture(db, source, "partial/omit-features.xml");
    const updated = await listingOf(db, "IRBGRH", "RES-1001");
    expect(updated).toMatchObject({
      headline: "Family home on a corner block, now with solar",
      bedrooms: 4,
      bathrooms: 2,
      searchPrice: 985000,
      landAreaM2: 450,
    });
    expect(updated.features).toEqual(["airConditioning", "dishwasher", "poolInGround"]);

    await importFixture(db, source, "partial/empties.xml");
    const media = await db.select().from(listingMedia).where(eq(listingMedia.listingId, listing.id));
    const slot = (kind: string, id: string) => media.find((m) => m.kind === kind && m.slot === id);
    expect(slot("photo", "a")?.removedAt).not.toBeNull();
    expect(slot("floorplan", "1")?.removedAt).not.toBeNull();
    expect(slot("photo", "c")).toMatchObject({ removedAt: null, sourceUrl: "https://images.example.com/res-1001/c.jpg" });
    expect(slot("photo", "m")).toMatchObject({ removedAt: null, imageId: "img-main" });
    expect(slot("photo", "b")).toBeUndefined();
    const [agent] = await db.select().from(listingAgents).where(eq(listingAgents.listingId, listing.id));
    expect(agent?.removedAt).not.toBeNull();
    expect(await listingOf(db, "IRBGRH", "RES-1001")).toMatchObject({ videoUrl: null, bedrooms: 4 });

    await importFixture(db, source, "partial/photo-changed.xml");
    const [main] = await db
      .select()
      .from(listingMedia)
      .where(and(eq(listingMedia.listingId, listing.id), eq(listingMedia.slot, "m")));
    // Fetched again by the photo worker; until then the slot keeps the image it had.
    expect(main).toMatchObject({ imageId: "img-main", imageStatus: "pending" });
    expect(main?.modTime?.toISOString()).toBe("2026-11-22T21:00:00.000Z");
    const mediaEvents = await db
      .select()
      .from(listingEvents)
      .where(and(eq(listingEvents.listingId, listing.id), eq(listingEvents.type, "media_changed")));
    expect(mediaEvents.map((e) => e.after)).toEqual([
      { added: ["photo:m", "photo:a", "floorplan:1", "document:1"], changed: [], removed: [] },
      { added: ["photo:c"], changed: [], removed: ["photo:a", "floorplan:1"] },
      { added: [], changed: ["photo:m"], removed: [] },
    ]);
  });

  it("never applies an older modTime, applies the last occurrence in a file, and treats a replayed file as a no-op", async () => {
    await importFixture(db, source, "kinds/residential.xml");
    await importFixture(db, source, "ordering/newer.xml");
    const older = await importFixture(db, source, "ordering/older.xml");
    expect(older.file.status).toBe("applied");
    expect(older.file.listingCount).toBe(0);
    expect(older.file.diagnostics).toEqual([
      expect.objectContaining({ code: "stale-message", severity: "warning", listing: "IRBGRH/RES-1001" }),
    ]);
    expect(await listingOf(db, "IRBGRH", "RES-1001")).toMatchObject({
      status: "current",
      headline: "The newer headline",
      searchPrice: 990000,
    });

    const duplicates = await importFixture(db, source, "ordering/duplicates.xml");
    expect(duplicates.file.diagnostics).toEqual([expect.objectContaining({ code: "duplicate-listing" })]);
    expect(await listingOf(db, "IRBGRH", "RES-1001")).toMatchObject({ headline: "Last copy in the file" });

    const before = await stock(db);
    const filesBefore = await db.select().from(feedFiles);
    const replay = await receiveFeedFile(db, { source, body: fixture("ordering/duplicates.xml"), contentType: "application/xml" });
    expect(replay).toMatchObject({ ok: true, replay: true, id: duplicates.received.id, status: "applied" });
    expect(await applyFeedFile(db, duplicates.received.id)).toBeNull();
    expect(await stock(db)).toBe(before);
    expect(await db.select().from(feedFiles)).toHaveLength(filesBefore.length);
  });

  it("reads the five date shapes and inspections as Sydney time across daylight saving", async () => {
    const shapes = await importFixture(db, source, "dates/shapes.xml");
    expect(shapes.file.status).toBe("partially_applied");
    const mod = async (id: string) => (await listingOf(db, "IRBDAT", id)).feedModTime.toISOString();
    expect(await mod("D-1")).toBe("2026-11-19T13:00:00.000Z");
    expect(await mod("D-2")).toBe("2026-11-20T03:30:00.000Z");
    expect(await mod("D-3")).toBe("2026-11-20T03:30:15.000Z");
    expect(await mod("D-4")).toBe("2026-11-20T03:30:15.000Z");
    // June: standard time, UTC+10.
    expect(await mod("D-5")).toBe("2026-06-20T04:30:00.000Z");
    expect(await listingOf(db, "IRBDAT", "D-5")).toMatchObject({ rentWeekly: 600, availableFrom: null });
    expect(shapes.file.diagnostics.filter((d) => d.code === "invalid-date").map((d) => d.listing)).toEqual(["IRBDAT/D-5", "IRBDAT/D-6"]);

    await importFixture(db, source, "dates/dst-inspections.xml");
    const listing = await listingOf(db, "IRBDAT", "DST-1");
    // 4 October 2026: daylight saving began at 02:00 that morning (UTC+11).
    expect(listing.auctionAt?.toISOString()).toBe("2026-10-03T23:30:00.000Z");
    const rows = async () =>
      (
        await db.select().from(listingInspections).where(eq(listingInspections.listingId, listing.id)).orderBy(asc(listingInspections.raw))
      ).map((i) => ({
        raw: i.raw,
        kind: i.kind,
        startsAt: i.startsAt?.toISOString() ?? null,
        endsAt: i.endsAt?.toISOString() ?? null,
        removed: i.removedAt !== null,
      }));
    expect(await rows()).toEqual([
      {
        raw: "04-Oct-2026 9:00am to 9:30am",
        kind: "open",
        startsAt: "2026-10-03T22:00:00.000Z",
        endsAt: "2026-10-03T22:30:00.000Z",
        removed: false,
      },
      // 5 April 2026: daylight saving ended at 03:00; 02:30 happened twice and is read as the first (daylight) one.
      {
        raw: "05-Apr-2026 2:00pm to 2:30pm",
        kind: "open",
        startsAt: "2026-04-05T04:00:00.000Z",
        endsAt: "2026-04-05T04:30:00.000Z",
        removed: false,
      },
      {
        raw: "05-Apr-2026 2:30am to 3:00am",
        kind: "open",
        startsAt: "2026-04-04T15:30:00.000Z",
        endsAt: "2026-04-04T17:00:00.000Z",
        removed: false,
      },
      { raw: "By appointment", kind: "by_appointment", startsAt: null, endsAt: null, removed: false },
      { raw: "Saturday 11am", kind: "by_appointment", startsAt: null, endsAt: null, removed: false },
    ]);

    const changed = await importFixture(db, source, "dates/inspections-changed.xml");
    expect(changed.file.status).toBe("applied");
    expect((await rows()).filter((r) => !r.removed).map((r) => r.raw)).toEqual([
      "04-Oct-2026 9:00am to 9:30am",
      "10-Oct-2026 11:00am to 11:45am",
    ]);
    const types = await eventTypes(db, listing.id);
    expect(types.filter((t) => t === "inspection_removed")).toHaveLength(4);
    expect(types.filter((t) => t === "inspection_added")).toHaveLength(6);
  });

  it("keeps a hidden address out of the public read, and coordinates from the address or extraFields", async () => {
    await importFixture(db, source, "address/hidden.xml");
    const hidden = await listingOf(db, "IRBADR", "HID-1");
    const [property] = await db
      .select()
      .from(properties)
      .where(eq(properties.id, hidden.propertyId ?? ""));
    expect(property).toMatchObject({ subNumber: "2", streetNumber: "80", street: "Private Parade", lat: -34.0301, lng: 150.7722 });
    const shown = await getPublicListing(db, hidden.id);
    expect(shown).toMatchObject({ address: "Gledswood Hills NSW 2557", street: null, location: null });
    expect(JSON.stringify(shown)).not.toMatch(/Private Parade|-34\.0301/);

    await importFixture(db, source, "address/extrafields-geo.xml");
    const geo = await listingOf(db, "14148", "GEO-1");
    const [geoProperty] = await db
      .select()
      .from(properties)
      .where(eq(properties.id, geo.propertyId ?? ""));
    expect(geoProperty).toMatchObject({ streetNumber: "2/80", lat: -34.0255, lng: 150.7641 });
    expect(geo.details).toMatchObject({ extraFields: { ExtraVendor: { office: "Gregory Hills" } } });
  });

  it("holds sale prices that suggest less than the estimate and rentals without a fixed weekly rent, with their reasons", async () => {
    const sales = await importFixture(db, source, "price/sale-texts.xml");
    expect(sales.file.status).toBe("applied");
    const state = async (id: string) => {
      const row = await listingOf(db, "IRBNSW", id);
      return { published: row.published, held: row.holdReasons.length > 0 };
    };
    for (const id of ["OFFERS-OVER", "OFFERS-ABOVE", "PLUS", "FROM", "WIDE-RANGE", "BELOW-SEARCH"])
      expect(await state(id), id).toEqual({ published: false, held: true });
    for (const id of ["NARROW-RANGE", "CONTACT", "SINGLE", "AUCTION"])
      expect(await state(id), id).toEqual({ published: true, held: false });
    const offersOver = await listingOf(db, "IRBNSW", "OFFERS-OVER");
    expect(offersOver.holdReasons[0]).toMatch(/Offers over \$900,000.*not allowed in NSW/);
    expect((await listingOf(db, "IRBNSW", "PLUS")).holdReasons.join(" ")).toMatch(/"\+"/);
    expect((await listingOf(db, "IRBNSW", "WIDE-RANGE")).holdReasons.join(" ")).toMatch(/wider than 10 %/);
    expect(await eventTypes(db, offersOver.id)).toEqual(["created", "held"]);

    const rentals = await importFixture(db, source, "price/rentals.xml");
    expect(rentals.file.status).toBe("applied");
    for (const id of ["RENT-HIDDEN", "RENT-FROM", "RENT-RANGE", "RENT-NONE"])
      expect(await state(id), id).toEqual({ published: false, held: true });
    expect(await state("RENT-FIXED")).toEqual({ published: true, held: false });
    expect((await listingOf(db, "IRBNSW", "RENT-HIDDEN")).holdReasons).toEqual([
      "The rent is hidden: NSW rentals must be advertised with a fixed weekly rent.",
    ]);
    expect((await listingOf(db, "IRBNSW", "RENT-NONE")).holdReasons).toEqual([
      "No weekly rent was sent: NSW rentals must be advertised with a fixed weekly rent.",
    ]);

    // Neither held listing is in any public read.
    const publicSale = (await listPublicListings(db, { channel: "sale" })).map((l) => l.headline);
    expect(publicSale.sort()).toEqual(["AUCTION", "CONTACT", "NARROW-RANGE", "SINGLE"]);
    expect(await getPublicListing(db, offersOver.id)).toBeNull();
    const publicRent = await listPublicListings(db, { channel: "lease" });
    expect(publicRent).toHaveLength(1);
    expect(publicRent[0]?.priceLabel).toBe("$650 per week");

    // Fixed by the CRM: the next message publishes it.
    await importFixture(db, source, "price/offers-over-fixed.xml");
    // (Its new price view only writes out the price: kept as none, and read as the price shown.)
    expect(await listingOf(db, "IRBNSW", "OFFERS-OVER")).toMatchObject({ published: true, holdReasons: [], priceText: null });
    expect((await getPublicListing(db, offersOver.id))?.priceLabel).toBe("$950,000");
    expect(await eventTypes(db, offersOver.id)).toEqual(["created", "held", "price_changed", "published"]);
  });

  it("never puts the search price in the public read model", async () => {
    for (const kind of ["residential", "rural"]) await importFixture(db, source, `kinds/${kind}.xml`);
    await importFixture(db, source, "price/sale-texts.xml");
    await storeMainPhotos(db);
    const all = [...(await listPublicListings(db, { channel: "sale" }))];
    for (const listing of all) {
      const detail = await getPublicListing(db, listing.id);
      const text = JSON.stringify([listing, detail]);
      expect(text).not.toMatch(/searchPrice|search_price|holdReasons/);
    }
    const rural = await getPublicListing(db, (await listingOf(db, "IRBGRH", "RUR-4001")).id);
    expect(rural?.priceLabel).toBe("Contact agent");
    expect(JSON.stringify(rural)).not.toMatch(/2400000|2,400,000/);
    const residential = await getPublicListing(db, (await listingOf(db, "IRBGRH", "RES-1001")).id);
    expect(residential?.priceLabel).toBe("$950,000 - $1,000,000");
    expect(JSON.stringify(residential)).not.toMatch(/985000|985,000/);
    const auction = await getPublicListing(db, (await listingOf(db, "IRBNSW", "AUCTION")).id);
    expect(JSON.stringify(auction)).not.toMatch(/1300000|1,300,000/);
  });

  it.each([
    ["robustness/malformed.xml", "xml-malformed"],
    ["robustness/truncated.xml", "xml-malformed"],
    ["robustness/empty.xml", "empty-file"],
    ["robustness/not-reaxml.xml", "not-reaxml"],
    ["robustness/xxe.xml", "doctype-entities"],
    ["robustness/billion-laughs.xml", "doctype-entities"],
  ])("fails %s with its reason and changes 0 rows", async (name, code) => {
    await importFixture(db, source, "kinds/residential.xml");
    const before = await stock(db);
    const result = await importFixture(db, source, name);
    expect(result.file).toMatchObject({ status: "failed", listingCount: 0 });
    expect(result.file.diagnostics).toEqual([expect.objectContaining({ code, severity: "error", listing: null })]);
    expect(await stock(db)).toBe(before);
  });

  it("removes the root's username and password before anything is stored", async () => {
    const result = await importFixture(db, source, "robustness/credentials.xml");
    expect(result.file.status).toBe("partially_applied");
    const [row] = await db
      .execute(sql`select row_to_json(f)::text as json from feed_files f`)
      .then((r) => (r as unknown as { rows: { json: string }[] }).rows);
    expect(row?.json).toContain("companyName");
    expect(row?.json).not.toMatch(/crm-user-7731|Hunter2-Pa55word|username|password/);
    const everything = await stock(db);
    expect(everything).not.toMatch(/crm-user-7731|Hunter2-Pa55word/);
    const residential = await importFixture(db, source, "kinds/residential.xml");
    expect(residential.file.xml).not.toMatch(/ironbark-ftp|S3cret-ftp-pass/);
  });

  it("reads CDATA, entities and HTML in text, and tolerates unknown and vendor elements", async () => {
    const result = await importFixture(db, source, "robustness/html-cdata-entities.xml");
    expect(result.file.status).toBe("applied");
    const listing = await listingOf(db, "IRBTXT", "TXT-1");
    expect(listing.headline).toBe("Café strip & parks – walk to all");
    expect(listing.description).toBe("Light-filled home & garden.\n\nClose to schools\nand shops — 5 min.");
    expect(listing.features).toEqual(["alarmSystem", "fullyFenced", "spa"]);
    expect(listing.bathrooms).toBeNull();
    expect(listing.details).toMatchObject({ vendorWidget: { spin: "fast" } });
    expect(result.file.diagnostics.map((d) => d.code)).toEqual(["unparseable-number", "unparseable-boolean", "unknown-element"]);
  });

  it("unpacks a zip within its caps, keeping the images it names for the photo worker", async () => {
    const xml = fixture("kinds/land.xml")
      .toString("utf8")
      .replace("</headline>", '</headline><objects><img id="m" file="photos/land-m.jpg"/></objects>');
    const zip = zipSync({
      "feed/listing.xml": new TextEncoder().encode(xml),
      "photos/land-m.jpg": new Uint8Array([0xff, 0xd8, 0xff, 0xd9]),
      "../escape.jpg": new Uint8Array([1]),
    });
    const result = await importBytes(db, source, zip, "application/zip");
    expect(result.file).toMatchObject({ status: "applied", contentType: "application/zip", listingCount: 1 });
    expect(result.file.diagnostics).toEqual([expect.objectContaining({ code: "zip-unsafe-entry" })]);
    const entries = await db.select().from(feedFileEntries);
    expect(entries.map((e) => [e.name, [...e.content]])).toEqual([["photos/land-m.jpg", [0xff, 0xd8, 0xff, 0xd9]]]);
    const [main] = await db.select().from(listingMedia);
    expect(main).toMatchObject({ slot: "m", sourceFile: "photos/land-m.jpg", sourceFileId: result.file.id });

    const many = zipSync(Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`f${i}.jpg`, new Uint8Array([i % 256])])));
    expect(await receiveFeedFile(db, { source, body: many, contentType: "application/zip" })).toMatchObject({ ok: false, status: 413 });
    const bomb = declaringUnpackedSize(zipSync({ "big.xml": new Uint8Array(1000) }), 201 * 1024 * 1024);
    expect(await receiveFeedFile(db, { source, body: bomb, contentType: "application/zip" })).toMatchObject({ ok: false, status: 413 });
    const broken = await receiveFeedFile(db, {
      source,
      body: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]),
      contentType: "application/zip",
    });
    expect(broken).toMatchObject({ ok: true, status: "failed" });
    expect(await db.select().from(listings)).toHaveLength(1);
  });

  it("keeps a listing whose main photo is still pending off the site when a later message sends no media", async () => {
    await importBytes(db, source, chunkedFile(1));
    expect(await listingOf(db, "IRBGRH", "CHUNK-1")).toMatchObject({ published: false });
    const priceOnly = `<?xml version="1.0" encoding="UTF-8"?><propertyList date="2026-11-21-09:00:00">
      <residential modTime="2026-11-21-09:00:00" status="current"><agentID>IRBGRH</agentID><uniqueID>CHUNK-1</uniqueID>
      <price display="yes">860000</price></residential></propertyList>`;
    const update = await importBytes(db, source, new TextEncoder().encode(priceOnly));
    expect(update.file).toMatchObject({ status: "applied", listingCount: 1 });
    expect(await listingOf(db, "IRBGRH", "CHUNK-1")).toMatchObject({ searchPrice: 860000, published: false });
    await storeMainPhotos(db);
    expect(await listingOf(db, "IRBGRH", "CHUNK-1")).toMatchObject({ published: true });
  });

  it("applies a file in chunks of listings: one the database refuses in the second chunk is reported, every other one applied", async () => {
    // 7 listings in chunks of 3; CHUNK-5's price does not fit the search price column, so its chunk's transaction fails.
    const received = await receiveFeedFile(db, {
      source,
      body: chunkedFile(7, (n) => (n === 5 ? "99999999999" : "850000")),
      contentType: "application/xml",
    });
    if (!received.ok) throw new Error(received.message);
    const result = await applyFeedFile(db, received.id, { chunkSize: 3 });
    expect(result).toMatchObject({ status: "partially_applied", listings: 6 });
    expect(result?.diagnostics).toEqual([expect.objectContaining({ code: "apply-failed", severity: "error", listing: "IRBGRH/CHUNK-5" })]);
    const stored = await db.select().from(listings).orderBy(asc(listings.uniqueId));
    expect(stored.map((row) => row.uniqueId)).toEqual(["CHUNK-1", "CHUNK-2", "CHUNK-3", "CHUNK-4", "CHUNK-6", "CHUNK-7"]);
    // Nothing of the refused listing, and all of each other one: its media, agent, inspection and history.
    expect(await db.select().from(properties)).toHaveLength(6);
    expect(await db.select().from(listingMedia)).toHaveLength(6);
    expect(await db.select().from(listingAgents)).toHaveLength(6);
    expect(await db.select().from(listingInspections)).toHaveLength(6);
    const created = await db.select().from(listingEvents).where(eq(listingEvents.type, "created"));
    expect(created).toHaveLength(6);
  });

  it("keeps the chunks a crash left committed, and a second run completes the file without changing them again", async () => {
    const received = await receiveFeedFile(db, { source, body: chunkedFile(7), contentType: "application/xml" });
    if (!received.ok) throw new Error(received.message);
    const crash = new Error("the process stopped");
    await expect(
      applyFeedFile(db, received.id, {
        chunkSize: 3,
        afterChunk: () => {
          throw crash;
        },
      }),
    ).rejects.toBe(crash);
    const [pending] = await db.select().from(feedFiles);
    expect(pending?.status).toBe("received");
    const first = await db.select().from(listings).orderBy(asc(listings.uniqueId));
    expect(first.map((row) => row.uniqueId)).toEqual(["CHUNK-1", "CHUNK-2", "CHUNK-3"]);
    const eventsBefore = await db.select().from(listingEvents).orderBy(asc(listingEvents.id));
    const mediaBefore = await db.select().from(listingMedia).orderBy(asc(listingMedia.id));

    expect(await applyFeedFile(db, received.id, { chunkSize: 3 })).toMatchObject({ status: "applied", listings: 7, diagnostics: [] });
    expect(await db.select().from(listings)).toHaveLength(7);
    const firstIds = new Set(first.map((row) => row.id));
    const eventsAfter = await db.select().from(listingEvents).orderBy(asc(listingEvents.id));
    expect(eventsAfter.filter((event) => firstIds.has(event.listingId))).toEqual(eventsBefore);
    const mediaAfter = await db.select().from(listingMedia).orderBy(asc(listingMedia.id));
    expect(mediaAfter.filter((row) => firstIds.has(row.listingId))).toEqual(mediaBefore);
    expect(await db.select().from(listingEvents).where(eq(listingEvents.type, "created"))).toHaveLength(7);
  });

  it("quarantines a file whose listings are for agents the source may not send for", async () => {
    const [limited] = await db
      .insert(feedSources)
      .values({ name: "Limited CRM", allowedAgentIds: ["IRBOTHER"] })
      .returning();
    if (!limited) throw new Error("no source");
    const result = await importFixture(db, limited, "kinds/residential.xml");
    expect(result.file.status).toBe("quarantined");
    expect(result.file.diagnostics).toEqual([expect.objectContaining({ code: "agent-not-permitted", listing: "IRBGRH/RES-1001" })]);
    expect(await db.select().from(listings)).toHaveLength(0);
  });

  it("gives each received file to one worker, and applies it", async () => {
    const received = await receiveFeedFile(db, { source, body: fixture("kinds/rental.xml"), contentType: "text/xml" });
    if (!received.ok) throw new Error("not received");
    const claims = await Promise.all([claimNextFeedFile(db, "worker-a", 60_000), claimNextFeedFile(db, "worker-b", 60_000)]);
    expect(claims.filter((c) => c === received.id)).toHaveLength(1);
    // The holder's lease is live: nobody else takes the file.
    expect(await claimNextFeedFile(db, "worker-c", 60_000)).toBeNull();
    // A lease that ran out (a dead worker) is taken over, and the file applied once.
    await db.update(feedFiles).set({ leaseUntil: new Date(Date.now() - 1000) });
    expect(await applyNextFeedFile(db, "worker-d")).toBe(true);
    expect(await applyNextFeedFile(db, "worker-d")).toBe(false);
    const [file] = await db.select().from(feedFiles);
    expect(file).toMatchObject({ status: "applied", listingCount: 1, claimedBy: null });
    expect(await db.select().from(listings)).toHaveLength(1);
  });

  it("gives a file that failed back for another try, and marks it failed after five", async () => {
    const received = await receiveFeedFile(db, { source, body: fixture("kinds/land.xml"), contentType: "application/xml" });
    if (!received.ok) throw new Error("not received");
    expect(await claimNextFeedFile(db, "worker-a", 60_000)).toBe(received.id);
    await releaseFailedFeedFile(db, received.id, "worker-a");
    const [again] = await db.select().from(feedFiles);
    expect(again).toMatchObject({ status: "received", claimedBy: null, attempts: 1 });

    await db.update(feedFiles).set({ attempts: 4 });
    expect(await claimNextFeedFile(db, "worker-b", 60_000)).toBe(received.id);
    await releaseFailedFeedFile(db, received.id, "worker-b");
    const [failed] = await db.select().from(feedFiles);
    expect(failed).toMatchObject({ status: "failed", claimedBy: null, attempts: 5 });
    expect(failed?.diagnostics).toEqual([expect.objectContaining({ code: "apply-crashed", severity: "error" })]);
    expect(await claimNextFeedFile(db, "worker-c", 60_000)).toBeNull();
  });
});
