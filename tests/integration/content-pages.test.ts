import { eq } from "drizzle-orm";
import { publicRoutes } from "@/content/public-routes";
import { initialAgency } from "@/content/agency";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { team as firstTeam } from "@/content/team";
import { createPost, deletePost, updatePost } from "@/server/blog/admin-posts";
import { contentPages, contentPagesKey } from "@/server/content-pages/content-pages";
import { contentVersionsAnnounced } from "@/server/db/connect";
import { readContentVersion } from "@/server/db/content-version";
import { blogPosts, teamMembers } from "@/server/db/schema";
import { readSiteDocument, saveSiteDocument } from "@/server/site-content/store";
import { blogPostFields } from "../support/blog-post-fields";
import { testDatabases } from "../support/databases";

const HOUR = 60 * 60_000;

/*
 * What the production server's page cache (scripts/content-pages.ts) reads from the database: the key that says the
 * blog's pages may have changed, and the pages to render with the version of the row each article shows.
 */
describe.each(testDatabases)("content pages on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  beforeEach(async () => {
    database = await target.create();
  });
  afterEach(async () => {
    await database?.dispose();
  });

  const isBlogPath = (path: string) => path.startsWith("/insights") || path === "/rss.xml" || path === "/sitemap.xml";
  const paths = async (now?: Date) => (await contentPages(database.db, now)).pages.map((page) => page.path).filter(isBlogPath);
  const versionOf = async (path: string) => (await contentPages(database.db)).pages.find((page) => page.path === path)?.version;

  it("lists the listing, the feed, the sitemap and every visible article, most recent first", async () => {
    expect(await paths()).toEqual(["/insights", "/rss.xml", "/sitemap.xml"]);
    await createPost(database.db, blogPostFields("older", { scheduledDate: new Date(Date.now() - 2 * HOUR) }));
    await createPost(database.db, blogPostFields("newer"));
    await createPost(database.db, blogPostFields("draft", { isPublished: false }));
    await createPost(database.db, blogPostFields("later", { scheduledDate: new Date(Date.now() + HOUR) }));
    expect(await paths()).toEqual(["/insights", "/rss.xml", "/sitemap.xml", "/insights/newer", "/insights/older"]);
  });

  it("lists the team page and every active member's profile, in the team's order", async () => {
    await database.db.update(teamMembers).set({ retiredAt: new Date() }).where(eq(teamMembers.slug, "callum-brady"));
    const team = (await contentPages(database.db)).pages.map((page) => page.path).filter((path) => path.startsWith("/team"));
    expect(team).toEqual([
      "/team",
      ...firstTeam.filter((member) => member.slug !== "callum-brady").map((member) => `/team/${member.slug}`),
    ]);
  });

  it("changes the key with every write to the team", async () => {
    const before = await readContentVersion(database.db, "site");
    await database.db.update(teamMembers).set({ role: "Principal" }).where(eq(teamMembers.slug, "daniel-whitford"));
    const written = await readContentVersion(database.db, "site");
    await database.db.update(teamMembers).set({ summary: "Edited by hand." }).where(eq(teamMembers.slug, "liam-nguyen"));
    expect(new Set([before, written, await readContentVersion(database.db, "site")]).size).toBe(3);
  });

  it("lists every public page, the home page first, each kept until the site's content changes", async () => {
    const listed = (await contentPages(database.db)).pages;
    expect(listed[0]?.path).toBe("/");
    expect(listed.map((page) => page.path)).toEqual(expect.arrayContaining(publicRoutes.map((route) => route.path)));
    const siteVersions = () =>
      contentPages(database.db).then((current) => current.pages.filter((page) => !isBlogPath(page.path)).map((page) => page.version));
    const before = await siteVersions();
    expect(new Set(before).size).toBe(1);

    // A post changes the blog's pages only; a save of the agency's settings changes every page.
    const keys = [await contentPagesKey(database.db)];
    await createPost(database.db, blogPostFields("unrelated"));
    keys.push(await contentPagesKey(database.db));
    expect(await siteVersions()).toEqual(before);
    const articleBefore = await versionOf("/insights/unrelated");
    const saved = await saveSiteDocument(database.db, "agency", { ...initialAgency, phone: "(02) 4600 1234" }, "test-user");
    expect(saved.ok).toBe(true);
    keys.push(await contentPagesKey(database.db));
    expect((await siteVersions()).every((version, index) => version !== before[index])).toBe(true);
    expect(await versionOf("/insights/unrelated")).not.toBe(articleBefore);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("while the ticker lists the newest posts, every page changes with the blog too", async () => {
    const siteVersions = () =>
      contentPages(database.db).then((current) => current.pages.filter((page) => !isBlogPath(page.path)).map((page) => page.version));
    const ticker = await readSiteDocument(database.db, "ticker");
    expect((await saveSiteDocument(database.db, "ticker", { ...ticker, source: "latest-posts" }, "test-user")).ok).toBe(true);
    const before = await siteVersions();
    await createPost(database.db, blogPostFields("in-the-ticker"));
    expect((await siteVersions()).every((version, index) => version !== before[index])).toBe(true);
  });

  it("a refused save of the site's content writes nothing and changes no key", async () => {
    const key = await contentPagesKey(database.db);
    const refused = await saveSiteDocument(database.db, "agency", { ...initialAgency, phone: "555-1234" }, "test-user");
    expect(refused).toEqual({ ok: false, message: "Invalid Australian phone number" });
    expect(await contentPagesKey(database.db)).toBe(key);
    expect(await readSiteDocument(database.db, "agency")).toEqual(initialAgency);
  });

  it("changes the key with every write to the blog, from any writer", async () => {
    const keys = [await contentPagesKey(database.db)];
    const created = await createPost(database.db, blogPostFields("first"));
    keys.push(await contentPagesKey(database.db));
    await updatePost(database.db, created.id, blogPostFields("first", { title: "Wattle Way, revised" }));
    keys.push(await contentPagesKey(database.db));
    // A write that bypasses the application (a bulk update, a SQL console) counts too.
    await database.db.update(blogPosts).set({ excerpt: "Edited by hand." }).where(eq(blogPosts.id, created.id));
    keys.push(await contentPagesKey(database.db));
    await deletePost(database.db, created.id);
    keys.push(await contentPagesKey(database.db));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("says until when the pages are current: the moment the next scheduled post falls due", async () => {
    const now = new Date();
    expect((await contentPages(database.db, now)).validUntil).toBeNull();
    const due = new Date(now.getTime() + HOUR);
    await createPost(database.db, blogPostFields("next-hour", { scheduledDate: due }), now);
    await createPost(database.db, blogPostFields("tomorrow", { scheduledDate: new Date(now.getTime() + 24 * HOUR) }), now);
    const current = await contentPages(database.db, now);
    expect(current.validUntil).toBe(due.getTime());
    expect(current.pages.map((page) => page.path)).not.toContain("/insights/next-hour");
    const after = new Date(due.getTime() + 1000);
    expect(await paths(after)).toContain("/insights/next-hour");
    expect((await contentPages(database.db, after)).validUntil).toBe(now.getTime() + 24 * HOUR);
  });

  it("embedded: hears of every content change before the write returns, so no request needs to ask the database", async () => {
    const announced = contentVersionsAnnounced(database.db);
    if (!announced) {
      // PostgreSQL: other instances write too, so the version is read from the database (tested above).
      expect(target.name).toBe("postgres");
      return;
    }
    const heard = () => announced.get("blog") ?? 0;
    const everything = () => [...announced.values()].reduce((sum, count) => sum + count, 0);
    const [start, startEverything] = [heard(), everything()];
    const created = await createPost(database.db, blogPostFields("told"));
    expect([heard(), everything()]).toEqual([start + 1, startEverything + 1]);
    await database.db.update(blogPosts).set({ excerpt: "Edited by hand." }).where(eq(blogPosts.id, created.id));
    expect(heard()).toBe(start + 2);
    await database.db.transaction(async (tx) => {
      await tx.update(blogPosts).set({ title: "Twice in one transaction" }).where(eq(blogPosts.id, created.id));
      await tx.update(blogPosts).set({ excerpt: "Still one change." }).where(eq(blogPosts.id, created.id));
    });
    expect(heard()).toBeGreaterThanOrEqual(start + 3);
    const before = heard();
    await deletePost(database.db, created.id);
    expect(heard()).toBe(before + 1);
  });

  it("gives each article the version of its row: unchanged by other posts' writes, changed by its own", async () => {
    const first = await createPost(database.db, blogPostFields("first"));
    const version = await versionOf("/insights/first");
    expect(version).toEqual(expect.any(String));
    await createPost(database.db, blogPostFields("second"));
    expect(await versionOf("/insights/first")).toBe(version);
    await database.db.update(blogPosts).set({ excerpt: "Edited by hand." }).where(eq(blogPosts.id, first.id));
    expect(await versionOf("/insights/first")).not.toBe(version);
    expect(await versionOf("/insights")).toBeNull();
  });
});
