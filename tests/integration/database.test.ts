import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/server/db/connect";
import { DataDirLockedError, processStartTime } from "@/server/db/data-dir-lock";
import { blogPosts, events } from "@/server/db/schema";
import { seedDatabase } from "@/server/db/seed";
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
    for (const table of ["blog_posts", "user_roles", "user", "session", "account", "verification", "enquiries", "outbox", "events", "crawl_jobs", "crawl_pages", "rate_limits"]) {
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

    const upcoming = await database.db.select({ date: events.date, suburb: events.suburb }).from(events);
    expect(upcoming.length).toBe(first.events);
    for (const event of upcoming) {
      expect(event.suburb).toBe("Gregory Hills");
      expect(event.date >= "2026-11-22").toBe(true);
    }
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

describe("test database guard", () => {
  it("refuses a non-local database URL", () => {
    expect(() => assertLocalDatabaseUrl("postgres://user@db.example.com:5432/prod")).toThrow(/local server/);
    expect(() => assertLocalDatabaseUrl("postgres://postgres@127.0.0.1:5432/test")).not.toThrow();
  });
});
