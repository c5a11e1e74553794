import { mkdtemp, mkdir, readdir, rm, utimes, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle, type Db } from "@/server/db/connect";
import { feedFileEntries, feedFiles, feedSources, listingEvents, listingMedia, listings, outbox, setupSteps } from "@/server/db/schema";
import { startFakeSmtpServer, type FakeSmtpServer } from "../fakes/smtp-server";
import { testDatabases } from "../support/databases";

// DATA_DIR is a fresh folder: the demo feed's photos are stored in DATA_DIR/uploads.
const current = vi.hoisted(() => ({ env: {} as Record<string, unknown> }));
vi.mock("@/env", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@/env")>();
  return { ...actual, env: Object.assign(current.env, actual.env) };
});

const { seedEmptyDatabaseOnce } = await import("@/server/db/seed");
const { deliverDueMail } = await import("@/server/email/outbox");
const { createMailTransport } = await import("@/server/email/transport");
const { saveLeadSettings } = await import("@/server/leads/lead-settings");
const { importDemoFeedWhenWanted, demoFeedSourceName } = await import("@/server/listings/demo-import");
const { applyNextFeedFile } = await import("@/server/listings/feed-job");
const { receiveFeedFile, sha256Hex } = await import("@/server/listings/feed-files");
const { alertSilentSources, pruneDropFolderArchive, pruneFeedFileBodies } = await import("@/server/listings/feed-watch");
const { storeNextListingImage } = await import("@/server/listings/photo-worker");
const { listPublicListings } = await import("@/server/listings/public-listing");

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "ironbark-listings-pipeline-"));
  current.env.DATA_DIR = dataDir;
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const oneListing = (uniqueId: string, modTime = "2026-11-20-09:00:00") =>
  new TextEncoder().encode(`<?xml version="1.0"?><propertyList date="${modTime}"><residential modTime="${modTime}" status="current">
  <agentID>IRBPIP</agentID><uniqueID>${uniqueId}</uniqueID><price display="yes">880000</price>
  <address><streetNumber>3</streetNumber><street>Pipeline Way</street><suburb>Leppington</suburb><state>NSW</state><postcode>2179</postcode></address>
  <headline>Pipeline home</headline><description>Three bedrooms.</description></residential></propertyList>`);

describe.each(testDatabases)("the listings pipeline on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let db: Db;
  let smtp: FakeSmtpServer;

  beforeAll(async () => {
    database = await target.create();
    db = database.db;
    smtp = await startFakeSmtpServer();
  });
  afterAll(async () => {
    await smtp.stop();
    await database.dispose();
  });
  beforeEach(async () => {
    await db.execute(
      sql`truncate listing_image_sources, listing_images, properties, listings, listing_media, listing_inspections, listing_agents, listing_events, feed_file_entries, feed_files, feed_sources, outbox cascade`,
    );
    await db.delete(setupSteps);
    smtp.messages.length = 0;
  });

  it("e-mails the principal once when a source that used to send has been silent longer than its setting", async () => {
    await saveLeadSettings(db, { principalEmail: "principal@ironbark.example", publicHolidays: [] });
    // Relative to now: the file received below is stamped with the real clock, and the weekly source's 168 hours must run
    // out between one and 25 hours after it (a fixed date here made the test fail once the calendar passed it).
    const sent = new Date(Date.now() - 156 * HOUR);
    const [crm] = await db
      .insert(feedSources)
      .values({ name: "Rex CRM", tokenHash: sha256Hex("rex-token-0123456789"), lastFileAt: sent })
      .returning();
    await db.insert(feedSources).values([
      // Never sent: nothing to miss yet.
      { name: "New CRM", tokenHash: sha256Hex("new-token-0123456789") },
      // Its own, longer setting.
      { name: "Weekly CRM", tokenHash: sha256Hex("weekly-token-0123456789"), lastFileAt: sent, expectFileWithinHours: 168 },
      // Switched off by the admin.
      { name: "Old CRM", tokenHash: sha256Hex("old-token-0123456789"), lastFileAt: sent, enabled: false },
    ]);

    expect(await alertSilentSources(db, new Date(sent.getTime() + 23 * HOUR))).toBe(0);
    expect(await alertSilentSources(db, new Date(sent.getTime() + 25 * HOUR))).toBe(1);
    // Every later tick of the same silence: nothing more.
    expect(await alertSilentSources(db, new Date(sent.getTime() + 26 * HOUR))).toBe(0);
    expect(await alertSilentSources(db, new Date(sent.getTime() + 5 * DAY))).toBe(0);

    const report = await deliverDueMail(db, createMailTransport(smtp.url), new Date(sent.getTime() + 5 * DAY));
    expect(report).toMatchObject({ sent: 1, failed: 0 });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]?.to).toEqual(["principal@ironbark.example"]);
    expect(smtp.messages[0]?.raw).toMatch(/Subject: Listings feed silent: Rex CRM/);
    expect(smtp.messages[0]?.raw).toMatch(/Expected at least every: 24 hours/);

    // The source sends again, then falls silent again: a new silence, a new alert.
    const received = await receiveFeedFile(db, { source: crm!, body: oneListing("SIL-1"), contentType: "application/xml" });
    expect(received.ok).toBe(true);
    const [again] = await db.select().from(feedSources).where(eq(feedSources.id, crm!.id));
    expect(await alertSilentSources(db, new Date(again!.lastFileAt!.getTime() + HOUR))).toBe(0);
    // By then the weekly source's 168 hours have run out too: one alert each.
    expect(await alertSilentSources(db, new Date(again!.lastFileAt!.getTime() + 25 * HOUR))).toBe(2);
    const subjects = (await db.select({ subject: outbox.subject }).from(outbox).where(eq(outbox.kind, "feed-silent")))
      .map((m) => m.subject)
      .sort();
    expect(subjects).toEqual(["Listings feed silent: Rex CRM", "Listings feed silent: Rex CRM", "Listings feed silent: Weekly CRM"]);
  });

  it("drops the bodies of files older than the retention, keeping their rows, replays and a pending image's file", async () => {
    const [source] = await db
      .insert(feedSources)
      .values({ name: "Retention CRM", tokenHash: sha256Hex("keep-token-0123456789") })
      .returning();
    const ids: string[] = [];
    for (const id of ["OLD-1", "OLD-2", "NEW-1"]) {
      const received = await receiveFeedFile(db, { source: source!, body: oneListing(id), contentType: "application/xml" });
      if (!received.ok) throw new Error(received.message);
      ids.push(received.id);
      await applyNextFeedFile(db, "worker-a");
    }
    const now = new Date();
    await db
      .update(feedFiles)
      .set({ receivedAt: new Date(now.getTime() - 91 * DAY) })
      .where(sql`${feedFiles.id} in (${ids[0]}, ${ids[1]})`);
    await db.insert(feedFileEntries).values({ fileId: ids[0]!, name: "m.jpg", content: Buffer.from([1, 2, 3]) });
    await db.insert(feedFileEntries).values({ fileId: ids[1]!, name: "m.jpg", content: Buffer.from([4, 5, 6]) });
    // An image of the second file is still waiting for the photo worker: its file keeps its body.
    const [listing] = await db.select().from(listings).where(eq(listings.uniqueId, "OLD-2"));
    await db
      .insert(listingMedia)
      .values({ listingId: listing!.id, kind: "photo", slot: "a", sourceFile: "m.jpg", sourceFileId: ids[1]!, imageStatus: "pending" });

    expect(await pruneFeedFileBodies(db, 90, now)).toBe(1);
    const files = await db.select().from(feedFiles);
    const byId = new Map(files.map((f) => [f.id, f]));
    expect(byId.get(ids[0]!)).toMatchObject({ xml: null, status: "applied" });
    expect(byId.get(ids[0]!)?.bodyPrunedAt).not.toBeNull();
    expect(byId.get(ids[1]!)?.xml).toMatch(/OLD-2/);
    expect(byId.get(ids[2]!)?.xml).toMatch(/NEW-1/);
    expect((await db.select().from(feedFileEntries)).map((e) => e.fileId)).toEqual([ids[1]]);
    expect(await pruneFeedFileBodies(db, 90, now)).toBe(0);
    // The pruned file's row still makes the same bytes a replay.
    expect(await receiveFeedFile(db, { source: source!, body: oneListing("OLD-1"), contentType: "application/xml" })).toMatchObject({
      ok: true,
      replay: true,
      id: ids[0],
    });

    // The drop folder's processed files go after the same number of days.
    const drop = path.join(dataDir, "sftp", "incoming");
    await mkdir(drop, { recursive: true });
    for (const sub of ["archive", "failed"]) await mkdir(path.join(dataDir, "sftp", sub), { recursive: true });
    const old = path.join(dataDir, "sftp", "archive", "old.xml");
    await writeFile(old, "x");
    await utimes(old, new Date(now.getTime() - 91 * DAY), new Date(now.getTime() - 91 * DAY));
    await writeFile(path.join(dataDir, "sftp", "failed", "recent.xml"), "x");
    expect(await pruneDropFolderArchive(drop, 90, now.getTime())).toBe(1);
    expect(await readdir(path.join(dataDir, "sftp", "archive"))).toEqual([]);
    expect(await readdir(path.join(dataDir, "sftp", "failed"))).toEqual(["recent.xml"]);
  });

  it("imports the demo feed once on a new database, through the same pipeline, its listings shown once their main photo is stored", async () => {
    // A database in use (no demo content written at its first start) never gets demo listings.
    expect(await importDemoFeedWhenWanted(db, "worker-a")).toBe("not-wanted");

    await db.execute(sql`truncate blog_posts, events cascade`);
    expect((await seedEmptyDatabaseOnce(db, new Date(), { demoListings: true })).seeded).toBe(true);
    const counts = { sale: 1, rental: 1, sold: 1 };
    const [first, second] = await Promise.all([
      importDemoFeedWhenWanted(db, "worker-a", { counts }),
      importDemoFeedWhenWanted(db, "worker-b", { counts }),
    ]);
    expect([first, second].sort()).toEqual(["busy", "imported"]);
    expect(await importDemoFeedWhenWanted(db, "worker-a", { counts })).toBe("not-wanted");

    const files = await db.select().from(feedFiles);
    expect(files).toHaveLength(1);
    const [demo] = await db.select().from(feedSources).where(eq(feedSources.name, demoFeedSourceName));
    expect(demo).toMatchObject({ enabled: false, tokenHash: null });
    expect(await applyNextFeedFile(db, "worker-a")).toBe(true);
    const [applied] = await db.select().from(feedFiles);
    expect(applied).toMatchObject({ status: "applied", listingCount: 3, contentType: "application/zip" });

    // Nothing shown before its main photo is stored; all of it once the photo worker is done.
    expect(await listPublicListings(db, { channel: "sale" })).toEqual([]);
    while (await storeNextListingImage(db, "worker-a"));
    expect(await listPublicListings(db, { channel: "sale" })).toHaveLength(1);
    expect(await listPublicListings(db, { channel: "lease" })).toHaveLength(1);
    expect(await listPublicListings(db, { channel: "sale", status: "sold" })).toHaveLength(1);
    const slots = await db.select().from(listingMedia);
    expect(slots.every((slot) => slot.imageStatus === "stored" && slot.imageId !== null)).toBe(true);
    // Agents from the team, matched by e-mail.
    const agents = rowsWithTeam(
      await db.execute(sql`select count(*) filter (where team_member_id is not null) as matched, count(*) as all from listing_agents`),
    );
    expect(agents.matched).toBe(agents.all);
    expect(agents.all).toBeGreaterThan(0);
  });
});

function rowsWithTeam(result: unknown): { matched: number; all: number } {
  const row = (result as { rows: { matched: number | string; all: number | string }[] }).rows[0]!;
  return { matched: Number(row.matched), all: Number(row.all) };
}

describe.each(testDatabases.filter((t) => t.name === "postgres"))("three instances on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let others: DatabaseHandle[] = [];

  beforeAll(async () => {
    database = await target.create();
    others = await Promise.all([1, 2].map(() => openDatabase({ kind: "postgres", url: database.url! })));
  });
  afterAll(async () => {
    await Promise.all(others.map((other) => other.close()));
    await database.dispose();
  });

  it("apply one file once", async () => {
    const instances = [database.db, ...others.map((other) => other.db)];
    const [source] = await database.db
      .insert(feedSources)
      .values({ name: "Shared CRM", tokenHash: sha256Hex("shared-token-0123456789") })
      .returning();
    const body = oneListing("RACE-1");
    // The same file posted to each instance at once: stored once.
    const received = await Promise.all(
      instances.map((db) => receiveFeedFile(db, { source: source!, body, contentType: "application/xml" })),
    );
    expect(new Set(received.map((r) => (r.ok ? r.id : null))).size).toBe(1);
    // Each instance's feed job races for it, a few rounds each.
    const rounds = await Promise.all(
      instances.map(async (db, n) => {
        let applied = 0;
        for (let i = 0; i < 3; i += 1) if (await applyNextFeedFile(db, `instance-${n}`)) applied += 1;
        return applied;
      }),
    );
    expect(rounds.reduce((a, b) => a + b, 0)).toBe(1);
    const [file] = await database.db.select().from(feedFiles);
    expect(file).toMatchObject({ status: "applied", listingCount: 1, attempts: 1 });
    const [listing] = await database.db.select().from(listings);
    const events = await database.db
      .select({ type: listingEvents.type })
      .from(listingEvents)
      .where(eq(listingEvents.listingId, listing!.id));
    expect(events.map((e) => e.type).sort()).toEqual(["created", "published"]);
  });
});
