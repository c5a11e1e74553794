import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isVisible } from "@/lib/blog/post-status";
import { buildRssFeed } from "@/server/blog/feed";
import { findVisiblePost, listAllPosts, listVisiblePosts } from "@/server/blog/posts";
import type { DatabaseHandle } from "@/server/db/connect";
import { blogPosts } from "@/server/db/schema";
import { testDatabases } from "../support/databases";
import { initialAgency } from "@/content/agency";

const now = new Date("2026-11-22T09:00:00.000Z");
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
const DAY = 24 * 60 * 60 * 1000;

type NewPost = typeof blogPosts.$inferInsert;

function post(slug: string, fields: Partial<NewPost>): NewPost {
  return {
    slug,
    title: `Title ${slug}`,
    excerpt: `Excerpt of ${slug}`,
    content: `<p>${slug}</p>`,
    category: "Market Update",
    authorName: "Daniel Whitford",
    authorRole: "Principal & Managing Director",
    readTime: "3 min read",
    isPublished: true,
    ...fields,
  };
}

/** Each row: whether the public may see it at `now`. */
const rows: Array<[NewPost, boolean]> = [
  [post("published-yesterday", { publishedDate: at(-DAY), createdAt: at(-DAY) }), true],
  [post("published-last-week", { publishedDate: at(-7 * DAY), createdAt: at(-30 * DAY) }), true],
  [post("published-last-month", { publishedDate: at(-30 * DAY), createdAt: at(-2 * DAY) }), true],
  [post("scheduled-exactly-now", { scheduledDate: now, publishedDate: now, createdAt: at(-3 * DAY) }), true],
  [post("scheduled-past", { scheduledDate: at(-2 * DAY), publishedDate: at(-2 * DAY) }), true],
  [post("scheduled-one-second-later", { scheduledDate: at(1000), publishedDate: at(1000) }), false],
  [post("scheduled-next-week", { scheduledDate: at(7 * DAY), publishedDate: at(7 * DAY) }), false],
  [post("draft", { isPublished: false, publishedDate: null }), false],
  [post("draft-with-past-date", { isPublished: false, scheduledDate: at(-DAY), publishedDate: at(-DAY) }), false],
];

describe.each(testDatabases)("public blog queries on $name", (testDb) => {
  let handle: DatabaseHandle & { dispose(): Promise<void> };

  beforeAll(async () => {
    handle = await testDb.create();
    await handle.db.insert(blogPosts).values(rows.map(([row]) => row));
  });
  afterAll(() => handle.dispose());

  it("lists exactly the visible posts, newest published_date first", async () => {
    const listed = await listVisiblePosts(handle.db, now);
    expect(listed.map((p) => p.slug)).toEqual([
      "scheduled-exactly-now",
      "published-yesterday",
      "scheduled-past",
      "published-last-week",
      "published-last-month",
    ]);
  });

  it("agrees with the isVisible rule for every post", async () => {
    const visible = new Set((await listVisiblePosts(handle.db, now)).map((p) => p.slug));
    for (const [row, expected] of rows) {
      const state = { isPublished: row.isPublished ?? false, scheduledDate: row.scheduledDate ?? null };
      expect(isVisible(state, now), row.slug).toBe(expected);
      expect(visible.has(row.slug), row.slug).toBe(expected);
    }
  });

  it("a post scheduled one second from now appears when that second has passed", async () => {
    expect(await findVisiblePost(handle.db, "scheduled-one-second-later", now)).toBeNull();
    expect(await findVisiblePost(handle.db, "scheduled-one-second-later", at(999))).toBeNull();
    expect((await findVisiblePost(handle.db, "scheduled-one-second-later", at(1000)))?.slug).toBe("scheduled-one-second-later");
    expect((await listVisiblePosts(handle.db, at(1000))).map((p) => p.slug)).toContain("scheduled-one-second-later");
  });

  it.each(rows.map(([row, visible]) => [row.slug, visible] as const))("finds %s by slug only when visible (%s)", async (slug, visible) => {
    const found = await findVisiblePost(handle.db, slug, now);
    if (visible) {
      expect(found?.slug).toBe(slug);
      expect(found?.content).toBe(`<p>${slug}</p>`);
    } else {
      expect(found).toBeNull();
    }
  });

  it("returns null for an unknown slug", async () => {
    expect(await findVisiblePost(handle.db, "no-such-post", now)).toBeNull();
  });

  it("returns null for a slug with a NUL, which never reaches the database", async () => {
    expect(await findVisiblePost(handle.db, "published-yesterday\u0000", now)).toBeNull();
    expect(await findVisiblePost(handle.db, "\u0000", now)).toBeNull();
  });

  it("lists every post for the admin, newest created first", async () => {
    const all = await listAllPosts(handle.db);
    expect(all).toHaveLength(rows.length);
    const created = all.map((p) => p.createdAt.getTime());
    expect([...created].sort((a, b) => b - a)).toEqual(created);
  });

  it("builds an RSS 2.0 feed of the visible posts", async () => {
    const xml = buildRssFeed(await listVisiblePosts(handle.db, now), initialAgency, now);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>/);
    expect(xml).toContain('<rss version="2.0"');
    expect(xml.match(/<item>/g)).toHaveLength(5);
    expect(xml).toContain("/insights/published-yesterday</link>");
    expect(xml).not.toContain("scheduled-next-week");
    expect(xml).not.toContain("draft");
  });
});
