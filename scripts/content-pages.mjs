// Pages rendered from database content (the blog's listing, its articles, the sitemap and the feed: the list is
// src/server/content-pages/content-pages.ts), kept in memory like the prerendered pages and rendered again, before
// anyone asks, whenever their content changes on any instance.
//
// Freshness comes from one key (the content's version, which a trigger raises on every write; with the embedded
// database, a count of the changes this process was told of: src/server/content-pages/register.ts) and a
// time (when the next scheduled post falls due). A background loop reads the key every second and renders the pages
// again when it changed or the time has come. A visitor's request reads the key too, so nothing stale is ever
// served: each page is tagged with the key it was rendered under and is answered only while a key read *after the
// request arrived* still matches, and its time has not come; otherwise Next renders the page as it would without
// this cache. Concurrent requests share one read. Decision record 008.
import { inlineScriptHashes } from "./content-security-policy.mjs";
import { captureResponse } from "./prerendered-pages.mjs";

/** Request header that marks the server's own render requests (its value is a secret of this process). */
export const renderHeader = "x-ironbark-render";

/**
 * @param {object} options
 * @param {string} options.origin Where this server answers, for its own render requests.
 * @param {() => ({ key(): Promise<string>, pages(): Promise<{ pages: Array<{ path: string, version: string | null }>, validUntil: number | null }> } | undefined)} options.source
 *   The content's key and pages, from inside Next (undefined until the server's start-up work has run).
 * @param {string} options.renderToken The value of the render header that makes a request a render.
 * @param {number} [options.intervalMs] How often the background loop reads the key.
 * @param {(error: unknown) => void} [options.onError]
 */
export function createContentPages({ origin, source, renderToken, intervalMs = 1000, onError = () => {} }) {
  /** @type {Map<string, { key: string, validUntil: number | null, version: string | null, response: NonNullable<Awaited<ReturnType<typeof captureResponse>>>, scriptHashes: string[], renderedAt: string }>} */
  const pages = new Map();
  /** The key and validity of the last complete render. */
  let rendered = { key: null, validUntil: null };
  const expired = (validUntil) => validUntil !== null && Date.now() >= validUntil;
  let timer = null;
  let stopped = false;

  // The key read in progress, and the one that starts next, which requests arriving now wait for.
  let reading = null;
  let next = null;
  function readKey(current) {
    reading = current.key().finally(() => (reading = null));
    return reading;
  }
  /**
   * A key read that starts after this call (never one already under way, which may predate a save). It starts once
   * this turn of the event loop is over, so the requests parsed together share it: with the embedded database a read
   * runs on this thread, and one per request would cost as much as answering it.
   */
  function freshKey(current) {
    next ??= new Promise((resolve) => setImmediate(resolve))
      .then(() => reading?.catch(() => {}))
      .then(() => {
        next = null;
        return readKey(current);
      });
    return next;
  }

  async function render(current, key) {
    const { pages: listed, validUntil } = await current.pages();
    for (const { path, version } of listed) {
      if (stopped) return;
      const kept = pages.get(path);
      // The same row as before: the page shows nothing else, so what was rendered is still right under the new key.
      if (kept && version !== null && kept.version === version) {
        pages.set(path, { ...kept, key, validUntil });
        continue;
      }
      const response = await captureResponse(origin, path, { anyType: true, headers: { [renderHeader]: renderToken } });
      if (!response) {
        pages.delete(path);
        continue;
      }
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
    // A page rendered while the database failed would hold an error message: render again next time.
    if ((await current.key()) !== key) return;
    const paths = new Set(listed.map((page) => page.path));
    for (const path of pages.keys()) if (!paths.has(path)) pages.delete(path);
    rendered = { key, validUntil };
  }

  async function refresh() {
    const current = source();
    if (!current) return;
    const key = await current.key();
    if (key !== rendered.key || expired(rendered.validUntil)) await render(current, key);
  }

  function loop() {
    timer = setTimeout(async () => {
      try {
        await refresh();
      } catch (error) {
        onError(error);
      }
      if (!stopped) loop();
    }, intervalMs);
    timer.unref();
  }

  return {
    /** Starts the background loop (its first render comes one interval after the start). */
    start() {
      loop();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    /** Renders now when the content changed (tests, and the first render at start). */
    refresh,
    /** Whether a request is this server's own render request. */
    isRenderRequest(req) {
      return req.headers[renderHeader] === renderToken;
    },
    /**
     * The page to answer from memory for a plain request of `path`, or undefined for Next to render it: not a content
     * page, not rendered yet, or its content changed since (the key is read after the request arrived).
     */
    async lookup(path) {
      const page = pages.get(path);
      const current = source();
      if (!page || !current) return undefined;
      try {
        const key = await freshKey(current);
        return key === page.key && !expired(page.validUntil) ? page : undefined;
      } catch {
        return undefined;
      }
    },
    /** Whether `path` may be a content page held in memory (a cheap check before the key is read). */
    holds(path) {
      return pages.has(path);
    },
  };
}
