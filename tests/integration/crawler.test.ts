import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { countIssues, findIssues } from "@/lib/crawl/issues";
import type { CrawlPageResult } from "@/lib/crawl/types";
import type { Db } from "@/server/db/connect";
import { crawlJobs, crawlPages } from "@/server/db/schema";
import { startFakeFirecrawlServer, type FakeFirecrawlServer } from "../fakes/firecrawl-server";
import { testDatabases } from "../support/databases";

// Route handlers read the database and the admin check through these; the tests supply them.
const current = vi.hoisted(() => ({ db: undefined as Db | undefined, admin: true }));
vi.mock("@/server/db", () => ({
  getDb: async () => {
    if (!current.db) throw new Error("database unavailable");
    return current.db;
  },
}));
vi.mock("@/server/auth/roles", () => ({
  requirePermission: async () =>
    current.admin
      ? { ok: true, userId: "admin-1", email: "admin@ironbark.example", role: "admin" }
      : { ok: false, status: 403, message: "You don't have admin privileges." },
  adminDeniedResponse: (check: { status: number; message: string }) => Response.json({ error: check.message }, { status: check.status }),
}));

// The test site stands in for this server: it listens on PORT, so on loopback it is one of the site's own origins.
const site = await startTestSite();
vi.stubEnv("PORT", new URL(site.origin).port);

const { crawlSite } = await import("@/server/crawl/crawler");
const { fetchPage } = await import("@/server/crawl/fetch-page");
const { assertCrawlable, CrawlRefusedError } = await import("@/server/crawl/safety");
const jobs = await import("@/server/crawl/jobs");
const { processNextCrawlJob } = await import("@/server/crawl/worker");
const { startCrawl, crawlStatus, CrawlRequestError } = await import("@/server/crawl/service");
const crawlRoute = await import("@/app/api/admin/crawl/route");
const statusRoute = await import("@/app/api/admin/crawl/[id]/route");
const exportRoute = await import("@/app/api/admin/crawl/[id]/export/route");

/* ── A local site with planted faults ─────────────────────────────────────── */

function html(title: string | null, body: string, head = ""): string {
  return `<!doctype html><html><head>${title === null ? "" : `<title>${title}</title>`}${head}</head><body>${body}</body></html>`;
}
const described = (text: string) => `<meta name="description" content="${text}">`;

const pages: Record<string, string> = {
  "/": html(
    "Home",
    `<h1>Home</h1><p>Welcome to the test site.</p>
     <a href="/about">About</a> <a href="/contact">Contact</a> <a href="/dup-a">A</a> <a href="/dup-b">B</a>
     <a href="/gallery">Gallery</a> <a href="/hidden">Hidden</a> <a href="/private/page">Private</a>
     <a href="/missing">Broken</a> <a href="https://external.example/">Elsewhere</a> <a href="#top">Top</a>`,
    `${described("The home page.")}<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Test"}</script>`,
  ),
  "/about": html("About", `<h1>About</h1><p>About us.</p><a href="/">Home</a><a href="/contact">Contact</a>`, described("About the site.")),
  "/contact": html("Contact", `<h1>Contact</h1><p>No description on this page.</p><a href="/">Home</a>`),
  "/dup-a": html("Same Title", `<h1>A</h1>`, described("Page A.")),
  "/dup-b": html("Same Title", `<h1>B</h1>`, described("Page B.")),
  "/gallery": html(
    "Gallery",
    `<h1>Gallery</h1><img src="/a.png" alt="A house"><img src="/b.png" alt=""><img src="/c.png">`,
    described("Photos."),
  ),
  "/hidden": html("Hidden", `<h1>Hidden</h1>`, `${described("Not for search engines.")}<meta name="robots" content="noindex, nofollow">`),
  "/private/page": html("Private", `<h1>Private</h1>`, described("Robots.txt forbids this.")),
};

interface TestSite {
  origin: string;
  /** GET and HEAD requests per path. */
  requests: Map<string, number>;
  heads: Map<string, number>;
  close(): Promise<void>;
}

async function startTestSite(): Promise<TestSite> {
  const requests = new Map<string, number>();
  const heads = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://site").pathname;
    const counter = request.method === "HEAD" ? heads : requests;
    counter.set(path, (counter.get(path) ?? 0) + 1);
    if (path === "/robots.txt") {
      response.writeHead(200, { "Content-Type": "text/plain" });
      return response.end("User-agent: *\nDisallow: /private\n");
    }
    const hop = /^\/hop\/(\d+)$/.exec(path);
    if (hop) {
      response.writeHead(302, { Location: `/hop/${Number(hop[1]) + 1}` });
      return response.end();
    }
    if (path === "/huge") {
      response.writeHead(200, { "Content-Type": "text/html" });
      return response.end(`<html><body>${"word ".repeat(200_000)}</body></html>`);
    }
    const page = pages[path];
    response.writeHead(page ? 200 : 404, { "Content-Type": "text/html; charset=utf-8" });
    response.end(request.method === "HEAD" ? undefined : (page ?? html("Not found", "<h1>404</h1>")));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, requests, heads, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

afterAll(() => site.close());
beforeEach(() => {
  site.requests.clear();
  site.heads.clear();
  current.admin = true;
});

const crawlOf = (maxPages = 50) =>
  crawlSite({ startUrl: `${site.origin}/`, ownOrigins: [site.origin], maxPages, concurrency: 4, timeoutMs: 5000 });
const byPath = (results: CrawlPageResult[], path: string) => results.find((page) => new URL(page.url).pathname === path);

/* ── The crawler ──────────────────────────────────────────────────────────── */

describe("the crawler on a site with planted faults", () => {
  it("reports each fault exactly once and never fetches the page robots.txt disallows", async () => {
    const results = await crawlOf();
    const issues = findIssues(results);

    expect(countIssues(issues)).toEqual({
      "missing-description": 1,
      "duplicate-title": 1,
      "broken-link": 1,
      "missing-alt": 1,
      noindex: 1,
      "blocked-by-robots": 1,
    });
    const one = (kind: string) => issues.find((issue) => issue.kind === kind)!;
    expect(one("missing-description").url).toBe(`${site.origin}/contact`);
    expect(one("duplicate-title").urls).toEqual([`${site.origin}/dup-a`, `${site.origin}/dup-b`]);
    expect(one("broken-link")).toMatchObject({ url: `${site.origin}/`, detail: `${site.origin}/missing` });
    expect(one("missing-alt")).toMatchObject({ url: `${site.origin}/gallery`, detail: "1 image without alt" });
    expect(one("noindex").url).toBe(`${site.origin}/hidden`);
    expect(one("blocked-by-robots").url).toBe(`${site.origin}/private/page`);

    expect(site.requests.get("/private/page")).toBeUndefined();
    expect(site.heads.get("/private/page")).toBeUndefined();
    expect(site.requests.get("/robots.txt")).toBe(1);
    // Every other page fetched exactly once; nothing outside the site.
    for (const path of ["/", "/about", "/contact", "/dup-a", "/dup-b", "/gallery", "/hidden", "/missing"]) {
      expect(site.requests.get(path), path).toBe(1);
    }
    expect(results.some((page) => page.url.startsWith("https://external.example"))).toBe(false);
  });

  it("audits each page: status, time, title, description, canonical, h1s, JSON-LD, words", async () => {
    const results = await crawlOf();
    // Breadth first: the start page, then its links in document order.
    expect(results.map((page) => new URL(page.url).pathname)).toEqual([
      "/",
      "/about",
      "/contact",
      "/dup-a",
      "/dup-b",
      "/gallery",
      "/hidden",
      "/private/page",
      "/missing",
    ]);
    const home = byPath(results, "/")!;
    expect(home).toMatchObject({
      statusCode: 200,
      audited: true,
      title: "Home",
      titleLength: 4,
      description: "The home page.",
      descriptionLength: 14,
      h1Count: 1,
      jsonLdTypes: ["Organization"],
      brokenLinks: [`${site.origin}/missing`],
    });
    expect(home.responseTimeMs).toBeGreaterThanOrEqual(0);
    expect(home.wordCount).toBeGreaterThan(5);
    expect(byPath(results, "/missing")).toMatchObject({ statusCode: 404, audited: false });
  });

  it("respects the page limit, and still finds broken links beyond it with HEAD", async () => {
    const results = await crawlOf(3);
    expect(results).toHaveLength(3);
    const fetched = [...site.requests.keys()].filter((path) => !["/robots.txt", "/sitemap.xml"].includes(path));
    expect(fetched).toEqual(["/", "/about", "/contact"]);
    expect(site.heads.get("/missing")).toBe(1);
    expect(byPath(results, "/")!.brokenLinks).toEqual([`${site.origin}/missing`]);
  });

  it("follows at most 5 redirects and reads at most the body limit", async () => {
    const options = {
      ownOrigins: [site.origin],
      followOrigins: [site.origin],
      timeoutMs: 5000,
      maxBytes: 1000,
      maxRedirects: 5,
      userAgent: "test",
    };
    const redirected = await fetchPage(`${site.origin}/hop/1`, options);
    expect(redirected).toMatchObject({ status: null, error: "More than 5 redirects" });
    expect(site.requests.get("/hop/6")).toBe(1);
    expect(site.requests.get("/hop/7")).toBeUndefined();

    const huge = await fetchPage(`${site.origin}/huge`, options);
    expect(huge.status).toBe(200);
    expect(huge.truncated).toBe(true);
    expect(Buffer.byteLength(huge.body)).toBe(1000);
  });
});

describe("refusing private addresses (SSRF)", () => {
  it.each([
    "http://127.0.0.1:9/",
    "http://169.254.169.254/latest/meta-data/",
    "http://10.0.0.1/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://localhost:9/",
    "http://192.168.1.1/",
  ])("refuses %s when it is not the site's own origin", async (url) => {
    await expect(assertCrawlable(new URL(url), ["http://localhost:3000"])).rejects.toBeInstanceOf(CrawlRefusedError);
  });

  it("refuses other schemes, and allows the site's own origin on loopback", async () => {
    await expect(assertCrawlable(new URL("file:///etc/passwd"), [])).rejects.toThrow("Only http and https");
    await expect(assertCrawlable(new URL(`${site.origin}/`), [site.origin])).resolves.toBeUndefined();
  });

  it("a crawl of a private address that is not our own fails on its first page without any request", async () => {
    const results = await crawlSite({
      startUrl: `${site.origin}/`,
      ownOrigins: ["http://localhost:3000"],
      maxPages: 5,
      concurrency: 2,
      timeoutMs: 2000,
    });
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ statusCode: null, error: expect.stringContaining("Refusing to crawl 127.0.0.1") });
    expect(site.requests.size).toBe(0);
  });
});

/* ── Jobs, the worker and the API, on each database ───────────────────────── */

const runSettings = { concurrency: 4, timeoutMs: 5000 };

function post(body: unknown, origin = site.origin): Request {
  return new Request(`${origin}/api/admin/crawl`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}
const noParams = { params: Promise.resolve({}) };
const idParams = (id: string) => ({ params: Promise.resolve({ id }) });

describe.each(testDatabases)("crawl jobs on $name", (testDb) => {
  let handle: Awaited<ReturnType<typeof testDb.create>>;
  let firecrawl: FakeFirecrawlServer;

  beforeAll(async () => {
    handle = await testDb.create();
    current.db = handle.db;
    firecrawl = await startFakeFirecrawlServer();
  });
  afterAll(async () => {
    current.db = undefined;
    await firecrawl.close();
    await handle.dispose();
  });
  beforeEach(async () => {
    await handle.db.delete(crawlJobs);
  });

  it("start → worker → status and CSV through the API, in the spec's shape", async () => {
    const started = await crawlRoute.POST(post({ action: "start", url: `${site.origin}/` }), noParams);
    expect(started.status).toBe(201);
    const { id } = (await started.json()) as { id: string };

    const waiting = await (await statusRoute.GET(new Request(`${site.origin}/api/admin/crawl/${id}`), idParams(id))).json();
    expect(waiting).toMatchObject({ status: "scraping", completed: 0, data: [] });

    expect(await processNextCrawlJob(handle.db, "worker-a", runSettings)).toBe(id);

    const response = await crawlRoute.POST(post({ action: "status", jobId: id }), noParams);
    expect(response.status).toBe(200);
    const status = (await response.json()) as Record<string, unknown> & { data: CrawlPageResult[] };
    expect(Object.keys(status).sort()).toEqual(["completed", "creditsUsed", "data", "expiresAt", "status", "total"]);
    expect(status).toMatchObject({ status: "completed", completed: 9, total: 9, creditsUsed: 0 });
    expect(new Date(status.expiresAt as string).getTime()).toBeGreaterThan(Date.now());
    expect(status.data[0]).toMatchObject({
      url: `${site.origin}/`,
      statusCode: 200,
      title: "Home",
      brokenLinks: [`${site.origin}/missing`],
    });
    expect(countIssues(findIssues(status.data))["broken-link"]).toBe(1);

    const viaGet = await (await statusRoute.GET(new Request(`${site.origin}/api/admin/crawl/${id}`), idParams(id))).json();
    expect(viaGet).toEqual(status);

    const csv = await exportRoute.GET(new Request(`${site.origin}/api/admin/crawl/${id}/export`), idParams(id));
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = (await csv.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^URL,Status,Response time \(ms\),Title,/);
    expect(lines).toHaveLength(1 + 9);
    expect(lines.find((line) => line.startsWith(`${site.origin}/contact,`))).toContain("Missing description");
  });

  it("validation and error texts", async () => {
    const body = async (response: Response) => ({ status: response.status, ...((await response.json()) as object) });
    expect(await body(await crawlRoute.POST(post({ action: "start", url: "" }), noParams))).toEqual({ status: 400, error: "URL Required" });
    expect(await body(await crawlRoute.POST(post({ action: "start", url: "   " }), noParams))).toEqual({
      status: 400,
      error: "URL Required",
    });
    expect(await body(await crawlRoute.POST(post({ action: "start", url: "ftp://example.com/" }), noParams))).toEqual({
      status: 400,
      error: "Only http and https addresses can be crawled",
    });
    const refused = await body(await crawlRoute.POST(post({ action: "start", url: "http://169.254.169.254/" }), noParams));
    expect(refused).toMatchObject({ status: 400, error: expect.stringContaining("Refusing to crawl 169.254.169.254") });
    const unknownId = "00000000-0000-4000-8000-000000000000";
    expect(await body(await crawlRoute.POST(post({ action: "status", jobId: unknownId }), noParams))).toEqual({
      status: 404,
      error: "Crawl not found",
    });
    expect((await statusRoute.GET(new Request(`${site.origin}/x`), idParams("not-a-uuid"))).status).toBe(404);
    expect(await handle.db.$count(crawlJobs)).toBe(0);

    const crossSite = new Request(`${site.origin}/api/admin/crawl`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ action: "start", url: `${site.origin}/` }),
    });
    expect((await crawlRoute.POST(crossSite, noParams)).status).toBe(403);

    current.admin = false;
    expect((await crawlRoute.POST(post({ action: "start", url: `${site.origin}/` }), noParams)).status).toBe(403);
    expect((await statusRoute.GET(new Request(`${site.origin}/x`), idParams(unknownId))).status).toBe(403);
    expect((await exportRoute.GET(new Request(`${site.origin}/x`), idParams(unknownId))).status).toBe(403);
  });

  it("the site's own origin comes from configuration: a loopback Host or X-Forwarded-Host does not open another port", async () => {
    // Another service on this machine's loopback interface, which the crawler must never reach.
    const internal = await startTestSite();
    try {
      const internalHost = new URL(internal.origin).host;
      const byName = `localhost:${new URL(internal.origin).port}`;
      // Each as the audit sent it: the Origin matches the forged host, so the admin origin check lets it pass.
      const forgeries: Array<Record<string, string>> = [
        { host: internalHost, origin: internal.origin },
        { "x-forwarded-host": byName, origin: `http://${byName}` },
        { host: byName, origin: `http://${byName}` },
      ];
      for (const headers of forgeries) {
        const request = new Request(`${internal.origin}/api/admin/crawl`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify({ action: "start", url: `${internal.origin}/` }),
        });
        const response = await crawlRoute.POST(request, noParams);
        expect(response.status).toBe(400);
        expect(((await response.json()) as { error: string }).error).toContain("Refusing to crawl 127.0.0.1");
      }
      expect(await handle.db.$count(crawlJobs)).toBe(0);
      expect(internal.requests.size + internal.heads.size).toBe(0);

      // This server itself, on the port it listens on, is still the site.
      expect((await crawlRoute.POST(post({ action: "start", url: `${site.origin}/` }), noParams)).status).toBe(201);
    } finally {
      await internal.close();
    }
  });

  it("two workers racing for one job: exactly one claims it", async () => {
    const id = await jobs.createCrawlJob(handle.db, { url: `${site.origin}/`, ownOrigins: [site.origin], maxPages: 5 });
    const claims = await Promise.all([
      jobs.claimCrawlJob(handle.db, "worker-a"),
      jobs.claimCrawlJob(handle.db, "worker-b"),
      jobs.claimCrawlJob(handle.db, "worker-c"),
    ]);
    expect(claims.filter((claim) => claim !== null).map((claim) => claim!.id)).toEqual([id]);
    // While its lease runs, nobody else gets it.
    expect(await jobs.claimCrawlJob(handle.db, "worker-d")).toBeNull();
    expect(await processNextCrawlJob(handle.db, "worker-d", runSettings)).toBeNull();
  });

  it("a job left running by a dead worker is resumed once its lease has expired", async () => {
    const id = await jobs.createCrawlJob(handle.db, { url: `${site.origin}/`, ownOrigins: [site.origin], maxPages: 50 });
    const past = new Date(Date.now() - 10 * 60_000);
    await jobs.claimCrawlJob(handle.db, "dead-worker", past);
    await handle.db.insert(crawlPages).values({ jobId: id, url: `${site.origin}/stale`, audit: {} });

    expect(await processNextCrawlJob(handle.db, "live-worker", runSettings)).toBe(id);
    const [job] = await handle.db.select().from(crawlJobs).where(eq(crawlJobs.id, id));
    expect(job).toMatchObject({ status: "completed", claimedBy: null, attempts: 2, completed: 9 });
    const status = await crawlStatus(handle.db, id);
    expect(status!.data.map((page) => page.url)).not.toContain(`${site.origin}/stale`);
  });

  it("a job that keeps killing its worker is failed, never left running", async () => {
    const id = await jobs.createCrawlJob(handle.db, { url: `${site.origin}/`, ownOrigins: [site.origin], maxPages: 5 });
    await handle.db
      .update(crawlJobs)
      .set({ claimedBy: "dead-worker", leaseUntil: new Date(Date.now() - 1000), attempts: jobs.maxCrawlAttempts })
      .where(eq(crawlJobs.id, id));
    expect(await processNextCrawlJob(handle.db, "live-worker", runSettings)).toBeNull();
    const status = await crawlStatus(handle.db, id);
    expect(status!.status).toBe("failed");
    const [job] = await handle.db.select().from(crawlJobs).where(eq(crawlJobs.id, id));
    expect(job!.error).toBe(jobs.abandonedCrawlError);
  });

  it("a job whose start page cannot be fetched fails", async () => {
    const id = await jobs.createCrawlJob(handle.db, { url: "http://127.0.0.1:9/", ownOrigins: ["http://localhost:3000"], maxPages: 5 });
    await processNextCrawlJob(handle.db, "worker-a", runSettings);
    expect((await crawlStatus(handle.db, id))!.status).toBe("failed");
  });

  it("with Firecrawl configured, starts and polls a Firecrawl crawl and maps its answers", async () => {
    const config = {
      siteOrigin: "http://localhost:3000",
      ownOrigins: ["http://localhost:3000"],
      maxPages: 25,
      firecrawl: { apiKey: firecrawl.apiKey, baseUrl: firecrawl.baseUrl },
      maxRunningJobs: 3,
    };
    const doc = (path: string, statusCode: number, rawHtml?: string, title?: string) => ({
      ...(rawHtml ? { rawHtml } : {}),
      markdown: "# page",
      metadata: { title: title ?? path, description: `About ${path}`, sourceURL: `https://agency.example${path}`, statusCode },
    });
    firecrawl.nextScript = [
      { status: "scraping", total: 3, completed: 1, creditsUsed: 1, data: [doc("/", 200)] },
      {
        status: "completed",
        total: 3,
        completed: 3,
        creditsUsed: 3,
        data: [
          doc("/", 200, html("Agency", `<h1>Agency</h1><a href="/gone">Gone</a><a href="/team">Team</a>`, described("The agency."))),
          doc("/team", 200, undefined, "Team"),
          doc("/gone", 404),
        ],
      },
    ];

    const { id } = await startCrawl(handle.db, { url: "https://agency.example/" }, config);
    expect(firecrawl.crawls.at(-1)!.request).toMatchObject({ url: "https://agency.example/", limit: 25 });
    expect(firecrawl.unauthorised).toBe(0);

    const running = await crawlStatus(handle.db, id, config);
    expect(running).toMatchObject({ status: "scraping", completed: 1, total: 3, creditsUsed: 1, expiresAt: "2030-01-01T00:00:00.000Z" });
    expect(running!.data.map((page) => page.url)).toEqual(["https://agency.example/"]);

    const done = await crawlStatus(handle.db, id, config);
    expect(done).toMatchObject({ status: "completed", completed: 3, total: 3, creditsUsed: 3, expiresAt: "2030-01-01T00:00:00.000Z" });
    expect(done!.data[0]).toMatchObject({
      url: "https://agency.example/",
      statusCode: 200,
      title: "Agency",
      h1Count: 1,
      brokenLinks: ["https://agency.example/gone"],
    });
    expect(done!.data[1]).toMatchObject({ url: "https://agency.example/team", title: "Team", description: "About /team", audited: true });
    expect(done!.data[2]).toMatchObject({ statusCode: 404, audited: false });

    // Completed results are kept: later reads no longer ask Firecrawl.
    const polls = firecrawl.crawls.at(-1)!.polls;
    expect(await crawlStatus(handle.db, id, config)).toEqual(done);
    expect(firecrawl.crawls.at(-1)!.polls).toBe(polls);
  });

  it("maps a failed Firecrawl crawl to 'failed', and a refused start to an error", async () => {
    const config = {
      siteOrigin: "http://localhost:3000",
      ownOrigins: ["http://localhost:3000"],
      maxPages: 5,
      firecrawl: { apiKey: firecrawl.apiKey, baseUrl: firecrawl.baseUrl },
      maxRunningJobs: 3,
    };
    firecrawl.nextScript = [{ status: "failed", total: 0, completed: 0, creditsUsed: 0, data: [] }];
    const { id } = await startCrawl(handle.db, { url: "https://agency.example/" }, config);
    expect((await crawlStatus(handle.db, id, config))!.status).toBe("failed");
    expect((await crawlStatus(handle.db, id, config))!.status).toBe("failed");

    const wrongKey = { ...config, firecrawl: { ...config.firecrawl, apiKey: "wrong" } };
    await expect(startCrawl(handle.db, { url: "https://agency.example/" }, wrongKey)).rejects.toBeInstanceOf(CrawlRequestError);
  });
});
