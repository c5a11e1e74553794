import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ContentPage } from "../src/server/http/production-server";
import { createContentPages, pageBytes, pageCacheBytes, renderHeader, type ContentPagesCache, type KeptPage } from "./content-pages";

/*
 * The content-page cache against a small origin standing in for Next: it renders each path from `content`, counts its
 * renders, and refuses requests without the render header's token.
 */
const token = "render-token";
const content = new Map<string, string>();
const renders = new Map<string, number>();
let server: Server;
let origin: string;
/** How long the stand-in takes to render, and the most renders it had under way at once. */
let renderDelayMs = 0;
let rendering = 0;
let mostRenderingAtOnce = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.headers[renderHeader] !== token) {
      res.writeHead(403).end();
      return;
    }
    const url = req.url ?? "/";
    renders.set(url, (renders.get(url) ?? 0) + 1);
    rendering += 1;
    mostRenderingAtOnce = Math.max(mostRenderingAtOnce, rendering);
    setTimeout(() => {
      rendering -= 1;
      const text = content.get(url);
      if (text === undefined) {
        res.writeHead(404, { "content-type": "text/html" }).end("<p>Not found</p>");
        return;
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "set-cookie": "session=x" });
      res.end(`<html><body><p>${text}</p><script>self.page=${JSON.stringify(text)}</script></body></html>`);
    }, renderDelayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A database stand-in: the key, the page list, and a count of key reads. */
function fakeSource() {
  const source = {
    currentKey: "v1",
    list: [
      { path: "/insights", version: null },
      { path: "/insights/spring-update", version: "post-1:100" },
    ] as ContentPage[],
    keyReads: 0,
    keyDelayMs: 0,
    async key(): Promise<string> {
      source.keyReads += 1;
      const key = source.currentKey;
      if (source.keyDelayMs) await new Promise((resolve) => setTimeout(resolve, source.keyDelayMs));
      return key;
    },
    validUntil: null as number | null,
    async pages() {
      return { pages: source.list, validUntil: source.validUntil };
    },
  };
  return source;
}

const bodyOf = (page: KeptPage | undefined) => page!.response.body.toString("utf8");

describe("content pages", () => {
  let source: ReturnType<typeof fakeSource>;
  let cache: ContentPagesCache;
  beforeEach(() => {
    content.clear();
    renders.clear();
    renderDelayMs = 0;
    content.set("/insights", "Nine articles");
    content.set("/insights/spring-update", "Spring market update");
    source = fakeSource();
    cache = createContentPages({ origin, source: () => source, renderToken: token });
  });

  it("renders every page once, with its script hashes, and answers it while the content is unchanged", async () => {
    await cache.refresh();
    const page = (await cache.lookup("/insights"))!;
    expect(bodyOf(page)).toContain("Nine articles");
    expect(page.scriptHashes).toHaveLength(1);
    expect(page.scriptHashes[0]).toMatch(/^sha256-/);
    expect(page.response.br).toBeDefined();
    expect(page.response.headers.map(([name]) => name.toLowerCase())).not.toContain("set-cookie");
    await cache.refresh();
    expect(renders.get("/insights")).toBe(1);
  });

  it("answers nothing (Next renders) from the moment the content changed, then holds the new render", async () => {
    await cache.refresh();
    content.set("/insights", "Ten articles");
    source.currentKey = "v2";
    expect(await cache.lookup("/insights")).toBeUndefined();
    await cache.refresh();
    expect(bodyOf(await cache.lookup("/insights"))).toContain("Ten articles");
  });

  it("keeps an article whose row did not change, and renders one whose row did", async () => {
    await cache.refresh();
    source.currentKey = "v2";
    await cache.refresh();
    expect(renders.get("/insights/spring-update")).toBe(1);
    expect(await cache.lookup("/insights/spring-update")).toBeDefined();

    content.set("/insights/spring-update", "Spring market update, revised");
    source.list = [
      { path: "/insights", version: null },
      { path: "/insights/spring-update", version: "post-1:101" },
    ];
    source.currentKey = "v3";
    await cache.refresh();
    expect(renders.get("/insights/spring-update")).toBe(2);
    expect(bodyOf(await cache.lookup("/insights/spring-update"))).toContain("revised");
  });

  it("answers nothing once a scheduled post's time has come, and renders again then with no write", async () => {
    // (The clock is moved to the post's time rather than waited for: a refresh on a loaded machine can outlast any short
    // wait, and the page would be stale before it was first looked up.)
    const due = Date.now() + 60_000;
    source.validUntil = due;
    await cache.refresh();
    expect(await cache.lookup("/insights")).toBeDefined();
    const clock = vi.spyOn(Date, "now").mockReturnValue(due);
    try {
      expect(await cache.lookup("/insights")).toBeUndefined();
      content.set("/insights", "Ten articles");
      source.validUntil = null;
      await cache.refresh();
      expect(bodyOf(await cache.lookup("/insights"))).toContain("Ten articles");
      expect(renders.get("/insights")).toBe(2);
      // An unchanged article is kept, with the new validity.
      expect(renders.get("/insights/spring-update")).toBe(1);
      expect(await cache.lookup("/insights/spring-update")).toBeDefined();
    } finally {
      clock.mockRestore();
    }
  });

  it("forgets a page that is no longer listed (a deleted or unpublished post)", async () => {
    await cache.refresh();
    source.list = [{ path: "/insights", version: null }];
    source.currentKey = "v2";
    await cache.refresh();
    expect(cache.holds("/insights/spring-update")).toBe(false);
    expect(await cache.lookup("/insights/spring-update")).toBeUndefined();
  });

  it("never trusts a key read that began before the request arrived", async () => {
    await cache.refresh();
    source.keyDelayMs = 50;
    // A read under way when the content changes still says v1 …
    const early = cache.lookup("/insights");
    await new Promise((resolve) => setTimeout(resolve, 10));
    source.currentKey = "v2";
    // … and a request arriving after the change waits for a read that starts after it.
    const late = cache.lookup("/insights");
    expect(await early).toBeDefined();
    expect(await late).toBeUndefined();
  });

  it("shares one key read among the requests that arrive together", async () => {
    await cache.refresh();
    source.keyDelayMs = 20;
    const before = source.keyReads;
    await Promise.all(Array.from({ length: 50 }, () => cache.lookup("/insights")));
    expect(source.keyReads - before).toBeLessThanOrEqual(2);
  });

  it("answers nothing when the key cannot be read (the database is down), and leaves the page to Next", async () => {
    await cache.refresh();
    source.key = async () => {
      throw new Error("connection refused");
    };
    expect(await cache.lookup("/insights")).toBeUndefined();
  });

  it("renders again, unprompted, when the key changes", async () => {
    cache = createContentPages({ origin, source: () => source, renderToken: token, intervalMs: 20 });
    cache.start();
    try {
      await expect.poll(async () => (await cache.lookup("/insights")) !== undefined).toBe(true);
      content.set("/insights", "Ten articles");
      source.currentKey = "v2";
      await expect.poll(async () => (await cache.lookup("/insights")) && bodyOf(await cache.lookup("/insights"))).toContain("Ten articles");
    } finally {
      cache.stop();
    }
  });

  it("recognises only its own render requests", () => {
    expect(cache.isRenderRequest({ headers: { [renderHeader]: token } })).toBe(true);
    expect(cache.isRenderRequest({ headers: { [renderHeader]: "guess" } })).toBe(false);
    expect(cache.isRenderRequest({ headers: {} })).toBe(false);
  });

  /** The insights listing, the team and the contact page, all of the site's first version. */
  function listThreeSitePages() {
    content.set("/team", "The team");
    content.set("/contact", "Call us");
    source.list = [
      { path: "/insights", version: "site:1" },
      { path: "/team", version: "site:1" },
      { path: "/contact", version: "site:1" },
    ];
  }

  it("after a change renders at once only the first pages of the list; the others when next asked for", async () => {
    listThreeSitePages();
    cache = createContentPages({ origin, source: () => source, renderToken: token, intervalMs: 20, eagerRenders: 1 });
    await cache.refresh();
    expect([...renders.values()]).toEqual([1, 1, 1]);

    // A site save: every page's version changes.
    for (const path of ["/insights", "/team", "/contact"]) content.set(path, `${content.get(path)}, revised`);
    source.list = source.list.map((page) => ({ ...page, version: "site:2" }));
    source.currentKey = "v2";
    cache.start();
    try {
      await expect.poll(async () => bodyOf(await cache.lookup("/insights")).includes("revised")).toBe(true);
      // Nobody asked for the others: the save rendered one page, not three.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(renders.get("/team")).toBe(1);
      expect(renders.get("/contact")).toBe(1);
      // The first request for one is left to Next, and the page is in memory for the next.
      expect(await cache.lookup("/team")).toBeUndefined();
      await cache.settled();
      expect(bodyOf(await cache.lookup("/team"))).toContain("The team, revised");
      expect(renders.get("/team")).toBe(2);
      expect(renders.get("/contact")).toBe(1);
    } finally {
      cache.stop();
    }
  });

  it("at start renders only the first pages of the list; the others when first asked for", async () => {
    listThreeSitePages();
    cache = createContentPages({ origin, source: () => source, renderToken: token, eagerRenders: 2 });
    await cache.warm();
    expect(Object.fromEntries(renders)).toEqual({ "/insights": 1, "/team": 1 });
    expect(bodyOf(await cache.lookup("/insights"))).toContain("Nine articles");
    // The first request for another is left to Next, and the page kept for the next.
    expect(await cache.lookup("/contact")).toBeUndefined();
    await cache.settled();
    expect(bodyOf(await cache.lookup("/contact"))).toContain("Call us");
    expect(Object.fromEntries(renders)).toEqual({ "/insights": 1, "/team": 1, "/contact": 1 });
  });

  it("renders pages asked for a few at a time, each once however many ask", async () => {
    const paths = Array.from({ length: 6 }, (_, i) => `/page-${i}`);
    for (const path of paths) content.set(path, path);
    source.list = paths.map((path) => ({ path, version: null }));
    cache = createContentPages({ origin, source: () => source, renderToken: token, intervalMs: 10, eagerRenders: 0, renderConcurrency: 2 });
    cache.start();
    try {
      // The loop reads the list and renders nothing; a burst of requests then asks for every page, ten times each.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(renders.size).toBe(0);
      renderDelayMs = 30;
      mostRenderingAtOnce = 0;
      const answers = await Promise.all(paths.flatMap((path) => Array.from({ length: 10 }, () => cache.lookup(path))));
      expect(answers.every((answer) => answer === undefined)).toBe(true);
      await cache.settled();
      expect(mostRenderingAtOnce).toBe(2);
      for (const path of paths) {
        expect(renders.get(path), path).toBe(1);
        expect(await cache.lookup(path)).toBeDefined();
      }
    } finally {
      cache.stop();
    }
  });

  it("once stopped, renders none of the pages still waiting (the server would no longer answer them)", async () => {
    const paths = Array.from({ length: 6 }, (_, i) => `/page-${i}`);
    for (const path of paths) content.set(path, path);
    source.list = paths.map((path) => ({ path, version: null }));
    cache = createContentPages({ origin, source: () => source, renderToken: token, intervalMs: 10, eagerRenders: 0, renderConcurrency: 1 });
    cache.start();
    // The loop reads the list and renders nothing; then every page is asked for: one render under way, five waiting.
    await new Promise((resolve) => setTimeout(resolve, 100));
    renderDelayMs = 30;
    for (const path of paths) await cache.lookup(path);
    cache.stop();
    await cache.settled();
    expect([...renders.keys()]).toEqual(["/page-0"]);
  });

  it("renders a lazy page (a listing's) only when asked for, and keeps it while its version is unchanged", async () => {
    content.set("/listings/a", "Listing A");
    source.list = [...source.list, { path: "/listings/a", version: "site:1|a:1", lazy: true }];
    await cache.refresh();
    expect(renders.get("/listings/a")).toBeUndefined();
    expect(await cache.lookup("/listings/a")).toBeUndefined();
    await cache.settled();
    expect(bodyOf(await cache.lookup("/listings/a"))).toContain("Listing A");
    // Another listing changed: this one is kept under the new key, unrendered.
    source.currentKey = "v2";
    await cache.refresh();
    expect(await cache.lookup("/listings/a")).toBeDefined();
    expect(renders.get("/listings/a")).toBe(1);
    // This one changed: forgotten at once (not rendered until asked for), then rendered with its new content.
    content.set("/listings/a", "Listing A, new price");
    source.list = source.list.map((page) => (page.path === "/listings/a" ? { ...page, version: "site:1|a:2" } : page));
    source.currentKey = "v3";
    await cache.refresh();
    expect(renders.get("/listings/a")).toBe(1);
    expect(await cache.lookup("/listings/a")).toBeUndefined();
    await cache.settled();
    expect(bodyOf(await cache.lookup("/listings/a"))).toContain("new price");
  });

  it("keeps the pages within its memory bound, forgetting the least recently answered first", async () => {
    const paths = ["/listings/a", "/listings/b", "/listings/c"];
    for (const path of paths) content.set(path, `${path} ${"x".repeat(2000)}`);
    source.list = paths.map((path) => ({ path, version: path, lazy: true }));
    const one = await (async () => {
      const probe = createContentPages({ origin, source: () => source, renderToken: token });
      await probe.refresh();
      await probe.lookup("/listings/a");
      await probe.settled();
      return pageBytes((await probe.lookup("/listings/a"))!);
    })();
    cache = createContentPages({ origin, source: () => source, renderToken: token, maxBytes: Math.floor(one * 2.5) });
    await cache.refresh();
    for (const path of ["/listings/a", "/listings/b"]) {
      await cache.lookup(path);
      await cache.settled();
    }
    // /listings/a answered last, so /listings/b is the least recently answered when /listings/c arrives.
    expect(await cache.lookup("/listings/a")).toBeDefined();
    await cache.lookup("/listings/c");
    await cache.settled();
    expect(await cache.lookup("/listings/c")).toBeDefined();
    expect(await cache.lookup("/listings/a")).toBeDefined();
    expect(await cache.lookup("/listings/b")).toBeUndefined();
    await cache.settled();
    expect(await cache.lookup("/listings/b")).toBeDefined();
    expect(renders.get("/listings/b")).toBe(2);
  });
});

describe("searches kept in memory", () => {
  it("keeps a search per address once asked for twice, and forgets every one when the listings change", async () => {
    content.clear();
    renders.clear();
    for (const url of ["/buy?location=oran-park", "/buy?beds=3&location=oran-park"]) content.set(url, `Results for ${url}`);
    const source = fakeSource();
    source.list = [];
    let version = "listings:1";
    const cache = createContentPages({
      origin,
      source: () => ({ ...source, pages: async () => ({ pages: [], validUntil: null, searches: { paths: ["/buy"], version } }) }),
      renderToken: token,
    });
    await cache.refresh();
    // Kept under its canonical address, the one it is rendered from (the proxy redirects any other).
    expect(cache.keyOf("/buy", "?location=oran-park&beds=3")).toBe("/buy?location=oran-park&beds=3");
    expect(cache.keyOf("/contact", "?utm_source=x")).toBe("/contact");
    expect(cache.keyOf("/buy", `?location=${"x".repeat(400)}`)).toBeNull();
    // Not the search's canonical address: Next's proxy sends it there, and only that one is kept.
    expect(cache.keyOf("/buy", "?beds=3&location=oran-park")).toBeNull();
    expect(cache.keyOf("/buy", "?location=oran-park&min=&max=&beds=3")).toBeNull();
    const key = cache.keyOf("/buy", "?location=oran-park")!;
    expect(cache.holds(key)).toBe(true);
    // Asked for once: left to Next, not rendered.
    expect(await cache.lookup(key)).toBeUndefined();
    await cache.settled();
    expect(renders.get(key)).toBeUndefined();
    // Asked for again: common enough, rendered and kept under its own address.
    expect(await cache.lookup(key)).toBeUndefined();
    await cache.settled();
    expect(bodyOf(await cache.lookup(key))).toContain("Results for /buy?location=oran-park");
    expect(await cache.lookup("/buy?beds=3&location=oran-park")).toBeUndefined();
    // Another write that leaves the listings as they were keeps it; a listing change forgets it.
    source.currentKey = "v2";
    await cache.refresh();
    expect(await cache.lookup(key)).toBeDefined();
    version = "listings:2";
    source.currentKey = "v3";
    await cache.refresh();
    expect(await cache.lookup(key)).toBeUndefined();
    cache.stop();
  });
});

describe("PAGE_CACHE_MB", () => {
  it("defaults to an eighth of the server's memory, from 32 to 256 MB, and refuses what is not a whole number of megabytes from 8", () => {
    const gb = 1024 * 1024 * 1024;
    expect(pageCacheBytes(undefined, gb)).toBe(128 * 1024 * 1024);
    expect(pageCacheBytes(undefined, 24 * gb)).toBe(256 * 1024 * 1024);
    expect(pageCacheBytes("", gb / 4)).toBe(32 * 1024 * 1024);
    expect(pageCacheBytes("64", 24 * gb)).toBe(64 * 1024 * 1024);
    expect(pageCacheBytes("64")).toBe(64 * 1024 * 1024);
    for (const bad of ["1.5", "4", "lots", "-1"]) expect(() => pageCacheBytes(bad)).toThrow(/PAGE_CACHE_MB/);
  });
});
