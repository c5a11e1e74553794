import "server-only";
import http from "node:http";
import https from "node:https";
import { assertCrawlable, CrawlRefusedError, isOwnOrigin, safeLookup } from "./safety";

export interface FetchOptions {
  method?: "GET" | "HEAD";
  /** Origins exempt from the private-address refusal (the site itself). */
  ownOrigins: readonly string[];
  /** Redirects are followed only to these origins; a redirect elsewhere is returned as it is. */
  followOrigins: readonly string[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
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
        Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.5",
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
        finish(null, { status: response.statusCode ?? 0, headers: flattenHeaders(response.headers), body: Buffer.concat(chunks), truncated });
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

/**
 * Fetches a URL for the crawler: every hop checked by the SSRF guard, at most maxRedirects redirects and
 * only within followOrigins, the body bounded by maxBytes, each hop bounded by timeoutMs. Never throws:
 * failures come back as `status: null` with an `error`.
 */
export async function fetchPage(address: string, options: FetchOptions): Promise<FetchResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let current = new URL(address);
  let last: RawResponse | null = null;
  try {
    for (let hop = 0; ; hop++) {
      await assertCrawlable(current, options.ownOrigins);
      last = await requestOnce(current, { ...options, trusted: isOwnOrigin(current, options.ownOrigins) });
      const location = last.headers.location;
      if (last.status < 300 || last.status >= 400 || !location) break;
      const next = new URL(location, current);
      next.hash = "";
      if (!options.followOrigins.includes(next.origin)) break;
      if (hop >= options.maxRedirects) {
        return { url: address, finalUrl: current.toString(), status: null, headers: last.headers, body: "", truncated: false, timeMs: elapsed(), error: `More than ${options.maxRedirects} redirects` };
      }
      current = next;
    }
    return {
      url: address,
      finalUrl: current.toString(),
      status: last.status,
      headers: last.headers,
      body: last.body.toString("utf8"),
      truncated: last.truncated,
      timeMs: elapsed(),
      error: null,
    };
  } catch (error) {
    return { url: address, finalUrl: current.toString(), status: null, headers: {}, body: "", truncated: false, timeMs: elapsed(), error: describe(error) };
  }
}
