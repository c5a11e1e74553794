import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/connect";
import { readContentVersion } from "@/server/db/content-version";
import { DataDirLockedError, processStartTime } from "@/server/db/data-dir-lock";
import { blogPosts, events, setupSteps } from "@/server/db/schema";
import { seedDatabase, seedEmptyDatabaseOnce } from "@/server/db/seed";
import { seedPosts } from "@/server/db/seed-data/blog-posts";
import { assertLocalDatabaseUrl, rowsOf, testDatabases } from "../support/databases";

describe.each(testDatabases)("database on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;

  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(async () => {
    await database?.dispose();
  });

  it("applies every migration to an empty database", async () => {
    const tables = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const names = rowsOf<{ table_name: string }>(tables).map((row) => row.table_name);
    for (const table of [
      "blog_posts",
      "user_roles",
      "user",
      "session",
      "account",
      "verification",
      "enquiries",
      "outbox",
      "events",
      "crawl_jobs",
      "crawl_pages",
      "rate_limits",
    ]) {
      expect(names).toContain(table);
    }
  });

  it("migrating again is a no-op", async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });

  it("seeds at least 9 posts and upcoming events, and seeding twice adds nothing", async () => {
    const now = new Date("2026-11-22T01:00:00Z");
    const first = await seedDatabase(database.db, now);
    expect(first.posts).toBe(seedPosts.length);
    expect(first.posts).toBeGreaterThanOrEqual(9);
    expect(first.events).toBeGreaterThan(0);

    const second = await seedDatabase(database.db, now);
    expect(second).toEqual({ posts: 0, events: 0 });

    const [posts] = await database.db.select({ n: count() }).from(blogPosts);
    expect(posts?.n).toBe(seedPosts.length);

    // Each post's last change is its own seed date, not the moment the server first started (issue 27 item 20).
    const dates = await database.db
      .select({ slug: blogPosts.slug, published: blogPosts.publishedDate, updated: blogPosts.updatedAt })
      .from(blogPosts);
    for (const post of dates) {
      const seeded = seedPosts.find((seed) => seed.slug === post.slug)!;
      expect(post.updated.toISOString(), post.slug).toBe(post.published!.toISOString());
      expect(post.updated.getTime(), post.slug).toBe(now.getTime() - seeded.daysAgo * 24 * 60 * 60 * 1000);
    }

    const upcoming = await database.db.select({ date: events.date, suburb: events.suburb }).from(events);
    expect(upcoming.length).toBe(first.events);
    for (const event of upcoming) {
      expect(event.suburb).toBe("Gregory Hills");
      expect(event.date >= "2026-11-22").toBe(true);
    }
  });
});

describe.each(testDatabases)("start-up seed on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;

  beforeEach(async () => {
    database = await target.create();
  });
  afterEach(async () => {
    await database?.dispose();
  });

  it("seeds an empty database once; a deleted demo post and event stay deleted at the next start", async () => {
    const first = await seedEmptyDatabaseOnce(database.db);
    expect(first).toMatchObject({ seeded: true, posts: seedPosts.length });
    expect(first.events).toBeGreaterThan(0);

    const [post] = await database.db.select().from(blogPosts).limit(1);
    const [event] = await database.db.select().from(events).limit(1);
    await database.db.delete(blogPosts).where(eq(blogPosts.id, post!.id));
    await database.db.delete(events).where(eq(events.id, event!.id));

    // The next start (a restart or a deploy) runs the same step.
    expect(await seedEmptyDatabaseOnce(database.db)).toEqual({ seeded: false, posts: 0, events: 0 });
    expect(await database.db.select().from(blogPosts).where(eq(blogPosts.slug, post!.slug))).toEqual([]);
    expect(await database.db.select().from(events).where(eq(events.id, event!.id))).toEqual([]);
    const [posts] = await database.db.select({ n: count() }).from(blogPosts);
    expect(posts?.n).toBe(seedPosts.length - 1);
  });

  it("seeds once when two instances start together", async () => {
    // On PostgreSQL the second instance has its own connection pool, as another process would.
    const other = database.url ? await openDatabase({ kind: "postgres", url: database.url }) : null;
    try {
      const outcomes = await Promise.all([seedEmptyDatabaseOnce(database.db), seedEmptyDatabaseOnce((other ?? database).db)]);
      expect(outcomes.filter((outcome) => outcome.seeded)).toHaveLength(1);
      const [posts] = await database.db.select({ n: count() }).from(blogPosts);
      expect(posts?.n).toBe(seedPosts.length);
    } finally {
      await other?.close();
    }
  });

  it("only marks a database that already has content (from before the record existed)", async () => {
    await seedDatabase(database.db);
    const [post] = await database.db.select().from(blogPosts).limit(1);
    await database.db.delete(blogPosts).where(eq(blogPosts.id, post!.id));

    expect(await seedEmptyDatabaseOnce(database.db)).toEqual({ seeded: false, posts: 0, events: 0 });
    expect(await database.db.select().from(blogPosts).where(eq(blogPosts.slug, post!.slug))).toEqual([]);
    expect(await database.db.select({ name: setupSteps.name }).from(setupSteps).where(eq(setupSteps.name, "demo-content"))).toEqual([
      { name: "demo-content" },
    ]);
  });

  it("raises the blog content version on every write to blog_posts, from any path", async () => {
    const before = await readContentVersion(database.db, "blog");
    await seedDatabase(database.db);
    const afterInsert = await readContentVersion(database.db, "blog");
    expect(afterInsert).toBeGreaterThan(before);
    await database.db.update(blogPosts).set({ title: "Renamed" }).where(eq(blogPosts.slug, seedPosts[0]!.slug));
    const afterUpdate = await readContentVersion(database.db, "blog");
    expect(afterUpdate).toBeGreaterThan(afterInsert);
    await database.db.execute(sql`delete from blog_posts where slug = ${seedPosts[1]!.slug}`);
    expect(await readContentVersion(database.db, "blog")).toBeGreaterThan(afterUpdate);
  });
});

describe("PGlite data folder lock", () => {
  it("does not open a folder another live process holds, and leaves it untouched", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-lock-"));
    // The parent process (the test runner) stands in for the running site.
    fs.writeFileSync(path.join(dir, "pglite.lock"), JSON.stringify({ pid: process.ppid, startTime: processStartTime(process.ppid) }));
    await expect(openDatabase({ kind: "pglite", dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    expect(fs.readdirSync(dir)).toEqual(["pglite.lock"]);
  });

  it("opens a folder left locked by a process that was killed", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-lock-"));
    fs.writeFileSync(path.join(dir, "pglite.lock"), JSON.stringify({ pid: 999_999_999, startTime: "1" }));
    const handle = await openDatabase({ kind: "pglite", dataDir: dir });
    await handle.db.execute(sql`select 1`);
    await handle.close();
    expect(fs.existsSync(path.join(dir, "pglite.lock"))).toBe(false);
  });

  it("keeps data across a restart of an on-disk database", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-pglite-"));
    const first = await openDatabase({ kind: "pglite", dataDir: dir });
    await first.migrate();
    await seedDatabase(first.db);
    await first.close();
    const second = await openDatabase({ kind: "pglite", dataDir: dir });
    const [posts] = await second.db.select({ n: count() }).from(blogPosts);
    expect(posts?.n).toBe(seedPosts.length);
    await second.close();
  });
});

describe("a new PGlite data folder", () => {
  it("is created in a child process, whose failure is reported and releases the folder", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-pglite-"));
    // A file where the database's folder goes: initdb cannot create it.
    fs.writeFileSync(path.join(dir, "pglite"), "");
    await expect(openDatabase({ kind: "pglite", dataDir: dir })).rejects.toThrow(/Could not create the embedded database in .*pglite: .+/);
    expect(fs.existsSync(path.join(dir, "pglite.lock"))).toBe(false);

    fs.rmSync(path.join(dir, "pglite"));
    const handle = await openDatabase({ kind: "pglite", dataDir: dir });
    await handle.db.execute(sql`select 1`);
    await handle.close();
    expect(fs.existsSync(path.join(dir, "pglite", "PG_VERSION"))).toBe(true);
  });
});

describe("test database guard", () => {
  it("refuses a non-local database URL", () => {
    expect(() => assertLocalDatabaseUrl("postgres://user@db.example.com:5432/prod")).toThrow(/local server/);
    expect(() => assertLocalDatabaseUrl("postgres://postgres@127.0.0.1:5432/test")).not.toThrow();
  });
});
