// Pages rendered from database content (every public page, the blog's articles, the team's profiles, the sitemap and
// the feed: the list is src/server/content-pages/content-pages.ts), kept in memory like the prerendered pages and
// rendered again when their content changes on any instance.
//
// Freshness comes from one key (the content's version, which a trigger raises on every write; with the embedded
// database, a count of the changes this process was told of: src/server/content-pages/register.ts) and a time (when
// the next scheduled post falls due). A background loop reads the key every second; when it changed or the time has
// come it reads the page list again, keeps the pages whose content did not change, and renders again at once only the
// first few of the others (the most visited: a blog save or a scheduled post is done there). The rest are rendered
// when next asked for, a few at a time in the background, so a site save that touches every page costs a handful of
// renders, not one per page (decision record 008). A visitor's request reads the key too, so nothing stale is ever
// served: each page is tagged with the key it was rendered under and is answered only while a key read *after the
// request arrived* still matches, and its time has not come; otherwise Next renders the page as it would without this
// cache. Concurrent requests share one read.
import type { IncomingMessage } from "node:http";
import os from "node:os";
import { canonicalSearchAddress, searchTabNamed } from "../src/lib/listings/search-query";
import type { ContentPagesSource } from "../src/server/http/production-server";
import { inlineScriptHashes } from "./content-security-policy";
import { captureResponse, type CapturedResponse } from "./prerendered-pages";

/** Request header that marks the server's own render requests (its value is a secret of this process). */
export const renderHeader = "x-ironbark-render";

export interface KeptPage {
  key: string;
  validUntil: number | null;
  version: string | null;
  response: CapturedResponse;
  /** The CSP hashes of its inline scripts. */
  scriptHashes: string[];
  renderedAt: string;
}

export interface ContentPagesOptions {
  /** Where this server answers, for its own render requests. */
  origin: string;
  /** The content's key and pages, from inside Next (undefined until the server's start-up work has run). */
  source: () => ContentPagesSource | undefined;
  /** The value of the render header that makes a request a render. */
  renderToken: string;
  /** How often the background loop reads the key. */
  intervalMs?: number;
  /** Pages rendered at once when the content changes (the first of the list); the others wait to be asked for. */
  eagerRenders?: number;
  /** Renders of pages asked for that may run at once. */
  renderConcurrency?: number;
  /**
   * The most the kept pages may weigh (their bodies, plain and compressed); past it the least recently answered are
   * forgotten, and rendered again when next asked for. Bounds memory however many listings there are.
   */
  maxBytes?: number;
  onError?: (error: unknown) => void;
}

export interface ContentPagesCache {
  start(): void;
  stop(): void;
  warm(): Promise<void>;
  refresh(): Promise<void>;
  isRenderRequest(req: Pick<IncomingMessage, "headers">): boolean;
  lookup(path: string): Promise<KeptPage | undefined>;
  holds(path: string): boolean;
  /**
   * The address a request is kept under: its path, whatever its query says (the pages read none), or for a search
   * page its canonical address; null for a search too long to be a common one, or whose address is not its canonical
   * one (the proxy sends it there: src/proxy.ts).
   */
  keyOf(pathname: string, search: string): string | null;
  /** Resolves once no render asked for by a request is queued or running (tests). */
  settled(): Promise<void>;
}

export function createContentPages({
  origin,
  source,
  renderToken,
  intervalMs = 1000,
  eagerRenders = 8,
  renderConcurrency = 2,
  maxBytes = Number.POSITIVE_INFINITY,
  onError = () => {},
}: ContentPagesOptions): ContentPagesCache {
  const pages = keptPages(maxBytes);
  /** The page list as of the key it was read under: path → version. */
  let listing = new Map<string, string | null>();
  /** The search pages (their addresses with any query), and the version every one of them shares. */
  let searches: { paths: Set<string>; version: string } = { paths: new Set(), version: "" };
  /** How often each search not kept yet was asked for: only a search asked for again is rendered to be kept. */
  const asked = new Map<string, number>();
  const isSearch = (path: string) => searches.paths.has(path.replace(/\?.*$/, ""));
  /** A page's version, or undefined for a page this cache does not keep. */
  const versionOf = (path: string): string | null | undefined =>
    listing.has(path) ? listing.get(path) : isSearch(path) ? searches.version : undefined;
  /** The key and validity the listing was last read under. */
  let listed: { key: string | null; validUntil: number | null } = { key: null, validUntil: null };
  const expired = (validUntil: number | null) => validUntil !== null && Date.now() >= validUntil;
  const isCurrent = (page: KeptPage | undefined, key: string): boolean =>
    page !== undefined && page.key === key && !expired(page.validUntil);
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  // The key read in progress, and the one that starts next, which requests arriving now wait for.
  let reading: Promise<string> | null = null;
  let next: Promise<string> | null = null;
  function readKey(current: ContentPagesSource): Promise<string> {
    reading = current.key().finally(() => (reading = null));
    return reading;
  }
  /**
   * A key read that starts after this call (never one already under way, which may predate a save). It starts once
   * this turn of the event loop is over, so the requests parsed together share it: with the embedded database a read
   * runs on this thread, and one per request would cost as much as answering it.
   */
  function freshKey(current: ContentPagesSource): Promise<string> {
    next ??= new Promise((resolve) => setImmediate(resolve))
      .then(() => reading?.catch(() => {}))
      .then(() => {
        next = null;
        return readKey(current);
      });
    return next;
  }

  /**
   * Renders one page under `key` and keeps it, unless the key has moved on meanwhile (or cannot be read: a page
   * rendered while the database failed would hold an error message).
   */
  async function renderPage(current: ContentPagesSource, path: string, version: string | null, key: string, validUntil: number | null) {
    const response = await captureResponse(origin, path, { anyType: true, headers: { [renderHeader]: renderToken } });
    if (!response) {
      pages.delete(path);
      return;
    }
    if ((await current.key().catch(() => null)) !== key || stopped) return;
    const html = response.headers.some(([name, value]) => name.toLowerCase() === "content-type" && value.startsWith("text/html"));
    pages.set(path, {
      key,
      validUntil,
      version,
      response,
      scriptHashes: html ? inlineScriptHashes(response.body.toString("utf8")) : [],
      renderedAt: new Date().toISOString(),
    });
  }

  /**
   * Reads the page list under `key`: pages whose content is unchanged are kept under the new key, unlisted ones are
   * forgotten, and the first `renderNow` of the changed ones are rendered now (the others when asked for).
   */
  async function reconcile(current: ContentPagesSource, key: string, renderNow: number) {
    const { pages: list, validUntil, searches: searchPages } = await current.pages();
    const changed: Array<{ path: string; version: string | null }> = [];
    for (const { path, version, lazy: onlyWhenAskedFor } of list) {
      const kept = pages.peek(path);
      if (isCurrent(kept, key)) continue;
      // The same row as before: the page shows nothing else, so what was rendered is still right under the new key.
      if (kept && version !== null && kept.version === version) pages.set(path, { ...kept, key, validUntil });
      else if (!onlyWhenAskedFor) changed.push({ path, version });
      else if (kept) pages.delete(path);
    }
    listing = new Map(list.map((page) => [page.path, page.version]));
    searches = { paths: new Set(searchPages?.paths ?? []), version: searchPages?.version ?? "" };
    for (const path of pages.keys()) {
      if (listing.has(path)) continue;
      const kept = pages.peek(path);
      // A search whose listings did not change is still right under the new key; any other is forgotten.
      if (kept && isSearch(path) && kept.version === searches.version) pages.set(path, { ...kept, key, validUntil });
      else pages.delete(path);
    }
    listed = { key, validUntil };
    for (const { path, version } of changed.slice(0, renderNow)) {
      if (stopped || listed.key !== key) return;
      await renderPage(current, path, version, key, validUntil);
    }
  }

  async function update(renderNow: number) {
    const current = source();
    if (!current) return;
    const key = await current.key();
    if (key !== listed.key || expired(listed.validUntil)) await reconcile(current, key, renderNow);
  }

  // Pages asked for while stale, rendered in the background a few at a time, each once however many ask.
  const queued = new Set<string>();
  const rendering = new Set<string>();
  const idle: Array<() => void> = [];
  function renderWhenAskedFor(current: ContentPagesSource, path: string, key: string) {
    if (queued.has(path) || rendering.has(path) || stopped) return;
    queued.add(path);
    pump(current, key);
  }
  function pump(current: ContentPagesSource, key: string) {
    while (!stopped && rendering.size < renderConcurrency && queued.size > 0) {
      const path = queued.values().next().value as string;
      queued.delete(path);
      rendering.add(path);
      // Rendered only while the listing is the current key's (else the loop reads it first, within a second).
      const render =
        listed.key === key && !expired(listed.validUntil) && versionOf(path) !== undefined && !isCurrent(pages.peek(path), key)
          ? renderPage(current, path, versionOf(path) ?? null, key, listed.validUntil)
          : Promise.resolve();
      // A render cut short by the stop (the server no longer answers) is no error to report.
      void render
        .catch((error: unknown) => stopped || onError(error))
        .finally(() => {
          rendering.delete(path);
          pump(current, key);
          if (rendering.size === 0 && queued.size === 0) for (const resolve of idle.splice(0)) resolve();
        });
    }
  }

  function loop() {
    timer = setTimeout(async () => {
      try {
        await update(eagerRenders);
      } catch (error) {
        onError(error);
      }
      if (!stopped) loop();
    }, intervalMs);
    timer.unref();
  }

  return {
    /** Starts the background loop (its first pass comes one interval after the start). */
    start() {
      loop();
    },
    stop() {
      stopped = true;
      queued.clear();
      if (timer) clearTimeout(timer);
    },
    /**
     * The first pass, at start: reads the page list and renders the first few pages now (the most visited), the
     * others when first asked for, as after a change. A restart then costs a handful of renders, not one per page.
     */
    warm: () => update(eagerRenders),
    /** Renders every page whose content changed, now (tests). */
    refresh: () => update(Number.POSITIVE_INFINITY),
    /** Whether a request is this server's own render request. */
    isRenderRequest(req) {
      return req.headers[renderHeader] === renderToken;
    },
    /**
     * The page to answer from memory for a plain request of `path`, or undefined for Next to render it: not a content
     * page, not rendered yet, or its content changed since (the key is read after the request arrived); such a page
     * is then rendered in the background for the requests that follow.
     */
    async lookup(path) {
      const current = source();
      if (!current || versionOf(path) === undefined) return undefined;
      let key: string;
      try {
        key = await freshKey(current);
      } catch {
        return undefined;
      }
      const page = pages.get(path);
      if (isCurrent(page, key)) return page;
      if (isSearch(path) && !page) {
        // A search asked for once is left to Next; asked for again, it is common enough to keep.
        const times = (asked.get(path) ?? 0) + 1;
        if (asked.size >= 10_000) asked.clear();
        asked.set(path, times);
        if (times < 2) return undefined;
        asked.delete(path);
      }
      renderWhenAskedFor(current, path, key);
      return undefined;
    },
    /** Whether `path` is a content page (a cheap check before the key is read). */
    holds(path) {
      return versionOf(path) !== undefined;
    },
    keyOf(pathname, search) {
      if (!searches.paths.has(pathname)) return pathname;
      if (search.length > 300) return null;
      const params = new URLSearchParams(search);
      const tab = searchTabNamed(pathname.slice(1));
      // A search is kept under its canonical address, the one it is rendered from: the proxy redirects any other.
      if (tab && canonicalSearchAddress(tab, params) !== null) return null;
      if (!tab) params.sort();
      const query = params.toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    settled() {
      return rendering.size === 0 && queued.size === 0 ? Promise.resolve() : new Promise((resolve) => idle.push(resolve));
    },
  };
}

/** The weight of a kept page in memory: its bodies, plain and compressed. */
export function pageBytes(page: KeptPage): number {
  const { body, gzip, br } = page.response;
  return body.length + (gzip?.length ?? 0) + (br?.length ?? 0);
}

/**
 * The kept pages, least recently answered first, never weighing more than `maxBytes` together: a Map's order is its
 * insertion order, so answering a page moves it to the end and the first entries are the ones to forget.
 */
export function keptPages(maxBytes: number) {
  const pages = new Map<string, KeptPage>();
  let bytes = 0;
  const remove = (path: string) => {
    const page = pages.get(path);
    if (!page) return;
    bytes -= pageBytes(page);
    pages.delete(path);
  };
  return {
    /** The page, counted as answered. */
    get(path: string): KeptPage | undefined {
      const page = pages.get(path);
      if (page) {
        pages.delete(path);
        pages.set(path, page);
      }
      return page;
    },
    /** The page, without counting it as answered. */
    peek: (path: string) => pages.get(path),
    set(path: string, page: KeptPage) {
      remove(path);
      const weight = pageBytes(page);
      if (weight > maxBytes) return;
      pages.set(path, page);
      bytes += weight;
      for (const oldest of pages.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    keys: () => [...pages.keys()],
    get bytes() {
      return bytes;
    },
    get size() {
      return pages.size;
    },
  };
}

/** The memory this process may use: its memory cgroup's limit (a container, a systemd slice), else the machine's. */
export function serverMemoryBytes(): number {
  const limit = process.constrainedMemory?.() ?? 0;
  return limit > 0 ? Math.min(limit, os.totalmem()) : os.totalmem();
}

/**
 * The default bound of the kept pages: an eighth of the server's memory, from 32 MB to 256 MB. A 1 GB server keeps
 * 128 MB of pages, which leaves room for 50,000 listings in PGlite (bench/RESULTS.md, "the server's memory").
 */
export function defaultPageCacheMb(memoryBytes: number): number {
  return Math.min(256, Math.max(32, Math.floor(memoryBytes / 8 / 1024 / 1024)));
}

/**
 * PAGE_CACHE_MB as bytes (the kept pages' bound); refuses what is not a whole number of megabytes from 8. Unset, the
 * default for a server of `memoryBytes`.
 */
export function pageCacheBytes(setting: string | undefined, memoryBytes = serverMemoryBytes()): number {
  if (setting === undefined || setting.trim() === "") return defaultPageCacheMb(memoryBytes) * 1024 * 1024;
  const mb = Number(setting);
  if (!Number.isInteger(mb) || mb < 8) throw new Error(`PAGE_CACHE_MB must be a whole number of megabytes, at least 8 (got "${setting}")`);
  return mb * 1024 * 1024;
}
