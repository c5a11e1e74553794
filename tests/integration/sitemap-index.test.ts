import * as cheerio from "cheerio";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db/connect";
import { testDatabases } from "../support/databases";

/* Issue 30, item 6: past 10,000 addresses /sitemap.xml becomes an index of sitemaps of at most 10,000 each. */

const current = vi.hoisted(() => ({ db: undefined as Db | undefined }));
vi.mock("@/server/db", () => ({
  getDb: async () => {
    if (!current.db) throw new Error("database unavailable");
    return current.db;
  },
}));

const { sitemapDocument, sitemapEntries } = await import("@/server/seo/sitemap");
const { GET: sitemapXml } = await import("@/app/sitemap.xml/route");
const { GET: sitemapPart } = await import("@/app/sitemaps/[file]/route");
const { contentPages } = await import("@/server/content-pages/content-pages");

const locs = (xml: string, element: "url" | "sitemap") => {
  const $ = cheerio.load(xml, { xml: true });
  return $(`${element} > loc`)
    .map((_, loc) => $(loc).text())
    .get();
};
const rootOf = (xml: string) => cheerio.load(xml, { xml: true }).root().children().get(0)!.tagName;

/** `count` published homes for sale, straight into the table (the importer would take minutes for 10,000). */
async function addListings(db: Db, from: number, count: number) {
  await db.execute(sql`
    insert into listings (agent_id, unique_id, kind, channel, status, feed_mod_time, published, suburb, state, postcode, created_at)
    select 'BULK', 'BULK-' || n, 'residential', 'sale', 'current', now(), true, 'Oran Park', 'NSW', '2570',
      timestamptz '2026-01-01' + n * interval '1 second'
    from generate_series(${from}::int, ${from + count - 1}::int) as n`);
}

describe.each(testDatabases)("the sitemap index on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  let db: Db;

  beforeAll(async () => {
    database = await target.create();
    db = database.db;
    current.db = db;
    await addListings(db, 1, 7);
  });
  afterAll(async () => {
    current.db = undefined;
    await database?.dispose();
  });

  it("splits the addresses into numbered sitemaps of at most the limit, in order, under an index", async () => {
    const entries = (await sitemapEntries(db)).map((entry) => entry.url);
    const limit = 5;
    const parts = Math.ceil(entries.length / limit);
    expect(parts).toBeGreaterThan(2);

    const index = (await sitemapDocument(db, null, limit))!;
    expect(rootOf(index)).toBe("sitemapindex");
    expect(locs(index, "sitemap")).toEqual(Array.from({ length: parts }, (_, i) => `http://localhost:3000/sitemaps/${i + 1}.xml`));
    // Each part's lastmod is its newest address's (the listings have one).
    expect(cheerio.load(index, { xml: true })("sitemap").last().children("lastmod").text()).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const listed: string[] = [];
    for (let part = 1; part <= parts; part++) {
      const xml = (await sitemapDocument(db, part, limit))!;
      expect(rootOf(xml)).toBe("urlset");
      const urls = locs(xml, "url");
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(limit);
      listed.push(...urls);
    }
    expect(listed).toEqual(entries);
    expect(await sitemapDocument(db, parts + 1, limit)).toBeNull();
    expect(await sitemapDocument(db, 0, limit)).toBeNull();

    // Within the limit: one urlset, and no parts.
    const whole = (await sitemapDocument(db, null, entries.length))!;
    expect(rootOf(whole)).toBe("urlset");
    expect(locs(whole, "url")).toEqual(entries);
    expect(await sitemapDocument(db, 1, entries.length)).toBeNull();
  });

  it("at 10,000 addresses serves one sitemap; at 10,001 an index of two, which the server keeps in memory", async () => {
    const others = (await sitemapEntries(db)).length;
    await addListings(db, 8, 10_000 - others);

    const whole = await sitemapXml(new Request("http://localhost:3000/sitemap.xml"));
    expect(whole.status).toBe(200);
    const xml = await whole.text();
    expect(rootOf(xml)).toBe("urlset");
    expect(locs(xml, "url")).toHaveLength(10_000);
    expect(
      (await sitemapPart(new Request("http://localhost:3000/sitemaps/1.xml"), { params: Promise.resolve({ file: "1.xml" }) })).status,
    ).toBe(404);
    expect((await contentPages(db)).pages.map((page) => page.path).filter((path) => path.startsWith("/sitemap"))).toEqual(["/sitemap.xml"]);

    await addListings(db, 10_001, 1);
    const index = await (await sitemapXml(new Request("http://localhost:3000/sitemap.xml"))).text();
    expect(rootOf(index)).toBe("sitemapindex");
    expect(locs(index, "sitemap")).toEqual(["http://localhost:3000/sitemaps/1.xml", "http://localhost:3000/sitemaps/2.xml"]);
    const part = (file: string) =>
      sitemapPart(new Request(`http://localhost:3000/sitemaps/${file}`), { params: Promise.resolve({ file }) });
    const first = await part("1.xml");
    expect(first.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(locs(await first.text(), "url")).toHaveLength(10_000);
    const second = locs(await (await part("2.xml")).text(), "url");
    // The newest listing comes last.
    expect(second).toEqual([expect.stringMatching(/^http:\/\/localhost:3000\/listings\/oran-park-nsw-2570-[0-9a-f-]{36}$/)]);
    expect((await part("3.xml")).status).toBe(404);
    expect((await part("2.json")).status).toBe(404);
    expect((await contentPages(db)).pages.filter((page) => page.path.startsWith("/sitemap"))).toEqual([
      { path: "/sitemap.xml", version: null },
      { path: "/sitemaps/1.xml", version: null, lazy: true },
      { path: "/sitemaps/2.xml", version: null, lazy: true },
    ]);
  }, 120_000);
});
