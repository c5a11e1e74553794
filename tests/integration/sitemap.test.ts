import * as cheerio from "cheerio";
import { resolveRobots } from "next/dist/build/webpack/loaders/metadata/resolve-route-data";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { publicRoutes } from "@/content/public-routes";
import { team } from "@/content/team";
import type { Db } from "@/server/db/connect";
import { blogPosts } from "@/server/db/schema";
import { testDatabases } from "../support/databases";

const current = vi.hoisted(() => ({ db: undefined as Db | undefined }));
vi.mock("@/server/db", () => ({
  getDb: async () => {
    if (!current.db) throw new Error("database unavailable");
    return current.db;
  },
}));

const { sitemapEntries } = await import("@/server/seo/sitemap");
const { GET: sitemapXml } = await import("@/app/sitemap.xml/route");
const { default: robots } = await import("@/app/robots");

const DAY = 24 * 60 * 60 * 1000;
type NewPost = typeof blogPosts.$inferInsert;
const post = (slug: string, fields: Partial<NewPost>): NewPost => ({
  slug,
  title: `Title ${slug}`,
  excerpt: "Excerpt",
  content: "<p>Body</p>",
  category: "Market Update",
  authorName: "Daniel Whitford",
  authorRole: "Principal",
  readTime: "3 min read",
  isPublished: true,
  ...fields,
});

describe.each(testDatabases)("sitemap.xml and robots.txt on $name", (testDb) => {
  let handle: Awaited<ReturnType<typeof testDb.create>>;
  const updatedAt = new Date("2026-03-04T05:06:07.000Z");

  beforeAll(async () => {
    handle = await testDb.create();
    current.db = handle.db;
    const now = Date.now();
    await handle.db
      .insert(blogPosts)
      .values([
        post("visible-post", { publishedDate: new Date(now - DAY), updatedAt }),
        post("scheduled-in-the-past", { publishedDate: new Date(now - 2 * DAY), scheduledDate: new Date(now - 2 * DAY), updatedAt }),
        post("a-draft", { isPublished: false, publishedDate: null }),
        post("scheduled-next-week", { publishedDate: new Date(now + 7 * DAY), scheduledDate: new Date(now + 7 * DAY) }),
      ]);
  });
  afterAll(async () => {
    current.db = undefined;
    await handle.dispose();
  });

  it("lists every public route and exactly the visible posts, with lastmod from updated_at", async () => {
    const entries = await sitemapEntries(handle.db);
    const urls = entries.map((entry) => entry.url);
    for (const route of publicRoutes) expect(urls).toContain(`http://localhost:3000${route.path}`);
    const posts = entries.filter((entry) => entry.url.includes("/insights/"));
    expect(posts.map((entry) => entry.url).sort()).toEqual([
      "http://localhost:3000/insights/scheduled-in-the-past",
      "http://localhost:3000/insights/visible-post",
    ]);
    for (const entry of posts) expect(new Date(entry.lastModified!).toISOString()).toBe(updatedAt.toISOString());
    // The team's profiles, from the database.
    for (const member of team) expect(urls).toContain(`http://localhost:3000/team/${member.slug}`);
    expect(urls.some((url) => /\/(admin|login|signup|404)(\/|$)/.test(new URL(url).pathname))).toBe(false);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("renders the sitemap protocol's shape: urlset > url > loc (+ lastmod)", async () => {
    const response = await sitemapXml(new Request("http://localhost:3000/sitemap.xml"));
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    const $ = cheerio.load(xml, { xml: true });
    const root = $.root().children();
    expect(root).toHaveLength(1);
    expect(root.get(0)!.tagName).toBe("urlset");
    expect(root.attr("xmlns")).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const urls = $("urlset > url");
    expect(urls.length).toBe(publicRoutes.length + team.length + 2);
    urls.each((_, element) => {
      const url = $(element);
      expect(url.children("loc")).toHaveLength(1);
      expect(url.children("loc").text()).toMatch(/^http:\/\/localhost:3000\//);
      // Only elements of the protocol.
      for (const child of url.children().toArray()) expect(["loc", "lastmod", "changefreq", "priority"]).toContain(child.tagName);
      const lastmod = url.children("lastmod");
      if (lastmod.length) expect(lastmod.text()).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/);
    });
    const post = urls.filter((_, element) => $(element).children("loc").text().endsWith("/insights/visible-post"));
    expect(post.children("lastmod").text()).toBe(updatedAt.toISOString());
    expect(xml).not.toContain("a-draft");
    expect(xml).not.toContain("scheduled-next-week");
  });

  it("robots.txt disallows /admin and /api and points at the sitemap", () => {
    const text = resolveRobots(robots());
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Disallow: \/api$/m);
    expect(text).toMatch(/^Sitemap: http:\/\/localhost:3000\/sitemap\.xml$/m);
  });
});
