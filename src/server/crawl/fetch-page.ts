import "server-only";
import http from "node:http";
import https from "node:https";
import { assertCrawlable, CrawlRefusedError, isOwnOrigin, safeLookup } from "./safety";

export interface FetchOptions {
  method?: "GET" | "HEAD";
  /** Origins exempt from the private-address refusal (the site itself). */
  ownOrigins: readonly string[];
  /** Redirects are followed only to these origins (or to any, each hop still checked); a redirect elsewhere is returned as it is. */
  followOrigins: readonly string[] | "any";
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
  /** The Accept header; a page's by default. */
  accept?: string;
  signal?: AbortSignal;
}

export interface FetchResult {
  url: string;
  finalUrl: string;
  /** Null when nothing usable answered (see `error`). */
  status: number | null;
  headers: Record<string, string>;
  body: string;
  /** The body was longer than maxBytes and was cut there. */
  truncated: boolean;
  /** From the first byte sent to the last byte read, over every redirect. */
  timeMs: number;
  error: string | null;
}

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  truncated: boolean;
}

function flattenHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return flat;
}

/** One HTTP exchange, no redirects followed, the body read up to maxBytes, all within timeoutMs. */
function requestOnce(url: URL, options: FetchOptions & { trusted: boolean }): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    let settled = false;
    const finish = (error: Error | null, value?: RawResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      if (error) reject(error);
      else resolve(value!);
    };
    const request = client.request(url, {
      method: options.method ?? "GET",
      agent: false,
      // Own origins may be on loopback; every other host is resolved through the address check.
      ...(options.trusted ? {} : { lookup: safeLookup }),
      headers: {
        "User-Agent": options.userAgent,
        Accept: options.accept ?? "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.5",
        "Accept-Encoding": "identity",
      },
    });
    const timer = setTimeout(() => {
      request.destroy(new Error(`No complete answer within ${options.timeoutMs} ms`));
    }, options.timeoutMs);
    const onAbort = () => request.destroy(new Error("Crawl stopped"));
    options.signal?.addEventListener("abort", onAbort, { once: true });
    if (options.signal?.aborted) onAbort();

    request.on("error", (error) => finish(error));
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let truncated = false;
      const done = () =>
        finish(null, {
          status: response.statusCode ?? 0,
          headers: flattenHeaders(response.headers),
          body: Buffer.concat(chunks),
          truncated,
        });
      response.on("data", (chunk: Buffer) => {
        if (truncated) return;
        const room = options.maxBytes - size;
        if (chunk.length > room) {
          chunks.push(chunk.subarray(0, room));
          size = options.maxBytes;
          truncated = true;
          // Enough read: stop the download rather than drain an endless body.
          response.destroy();
          done();
          return;
        }
        chunks.push(chunk);
        size += chunk.length;
      });
      response.on("end", done);
      response.on("error", (error) => (truncated ? done() : finish(error)));
      response.on("close", () => (response.complete || truncated ? done() : finish(new Error("The connection closed early"))));
    });
    request.end();
  });
}

function describe(error: unknown): string {
  if (error instanceof CrawlRefusedError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ECRAWLREFUSED") return (error as Error).message;
  if (code === "ENOTFOUND") return "Host not found";
  if (code === "ECONNREFUSED") return "Connection refused";
  if (code === "ECONNRESET") return "Connection reset";
  return error instanceof Error ? error.message : String(error);
}

export interface RawFetchResult {
  finalUrl: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** The body was longer than maxBytes and was cut there. */
  truncated: boolean;
}

export class TooManyRedirectsError extends Error {
  constructor(maxRedirects: number) {
    super(`More than ${maxRedirects} redirects`);
    this.name = "TooManyRedirectsError";
  }
}

/**
 * Fetches a URL's bytes: every hop checked by the SSRF guard, at most maxRedirects redirects and only within
 * followOrigins, the body bounded by maxBytes, each hop bounded by timeoutMs. Throws what failed
 * (CrawlRefusedError, TooManyRedirectsError, a network error or an `ECRAWLREFUSED` from the connection-time check).
 */
export async function fetchRaw(address: string, options: FetchOptions, onHop?: (url: string) => void): Promise<RawFetchResult> {
  let current = new URL(address);
  for (let hop = 0; ; hop++) {
    onHop?.(current.toString());
    await assertCrawlable(current, options.ownOrigins);
    const response = await requestOnce(current, { ...options, trusted: isOwnOrigin(current, options.ownOrigins) });
    const location = response.headers.location;
    if (response.status < 300 || response.status >= 400 || !location) return { finalUrl: current.toString(), ...response };
    const next = new URL(location, current);
    next.hash = "";
    if (options.followOrigins !== "any" && !options.followOrigins.includes(next.origin))
      return { finalUrl: current.toString(), ...response };
    if (hop >= options.maxRedirects) throw new TooManyRedirectsError(options.maxRedirects);
    current = next;
  }
}

/**
 * Fetches a URL for the crawler (see fetchRaw). Never throws: failures come back as `status: null` with an `error`.
 */
export async function fetchPage(address: string, options: FetchOptions): Promise<FetchResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let finalUrl = address;
  try {
    const last = await fetchRaw(address, options, (url) => (finalUrl = url));
    return {
      url: address,
      finalUrl: last.finalUrl,
      status: last.status,
      headers: last.headers,
      body: last.body.toString("utf8"),
      truncated: last.truncated,
      timeMs: elapsed(),
      error: null,
    };
  } catch (error) {
    return { url: address, finalUrl, status: null, headers: {}, body: "", truncated: false, timeMs: elapsed(), error: describe(error) };
  }
}
