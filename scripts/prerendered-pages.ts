// Prerendered pages answered from memory. Their HTML is fixed at build time, yet Next spends about as much CPU
// on each request for one as on a small dynamic page. The server captures each page once, as Next answers it
// (body and headers), compresses it once, and answers plain page loads itself; everything else still goes to
// Next (client navigations, prefetches, actions). A query string changes nothing: these pages read none (`/?utm=…` is
// `/`). The build's static files (scripts, styles, fonts) and the public artwork are kept the same way: Next would
// gzip each script again for every first-time visitor.
import { createHash } from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

// Compressed off the main thread (zlib's thread pool). Brotli 9, not 11: within 10% of the size at a seventh of the time.
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Headers that belong to one response (or are set per request by the server), never replayed. */
const perResponse = new Set([
  "content-security-policy",
  "strict-transport-security",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "set-cookie",
]);

/** Request headers with which Next answers something other than the page's HTML (RSC payloads, actions). */
const nextRequestHeaders = [
  "rsc",
  "next-router-prefetch",
  "next-router-state-tree",
  "next-router-segment-prefetch",
  "next-action",
  "next-url",
];

/** A response as captured: replayable headers, its validator, and the body plain and, for text, compressed. */
export interface CapturedResponse {
  headers: Array<[string, string]>;
  etag: string;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

type PageRequest = Pick<IncomingMessage, "method" | "url" | "headers">;

/**
 * A GET or HEAD for a page's HTML, with none of Next's client-navigation headers (nor the `_rsc` parameter that goes
 * with them). Any other query string is allowed: the pages answered from memory read none.
 */
export function isPlainPageRequest(req: PageRequest): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const query = (req.url ?? "").split("?").slice(1).join("?");
  if (query && new URLSearchParams(query).has("_rsc")) return false;
  return nextRequestHeaders.every((name) => req.headers[name] === undefined);
}

/**
 * The Cache-Control of a public page answered from memory. A CDN may keep an anonymous visitor's copy for a minute
 * and serve it a while longer as it revalidates (ETag, 304); a browser revalidates every time (Back shows its copy).
 * A request carrying any cookie (a signed-in member of staff, perhaps) gets a copy for itself only: nothing sent in
 * answer to a session is ever stored for others.
 */
export const anonymousPageCacheControl = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const personalPageCacheControl = "private, no-cache";
export function pageCacheControl(req: Pick<IncomingMessage, "headers">): string {
  return req.headers.cookie ? personalPageCacheControl : anonymousPageCacheControl;
}

/**
 * Whether a client's `If-None-Match` names the current `etag` (a weak comparison, as RFC 9110 asks for GET and
 * HEAD: `W/"x"` matches `"x"`; `*` matches any).
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/** The best encoding the client accepts among brotli and gzip, or null for the bytes as they are. */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | null {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}

/** Text formats worth compressing; fonts (WOFF2) and images other than SVG are compressed already. */
export function isCompressible(contentType: string | undefined): boolean {
  return /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/i.test(contentType ?? "");
}

/**
 * A response as Next gave it: replayable headers, and the body plain and, for text, gzipped and brotli-compressed.
 * Its ETag is Next's, or else a digest of the body, so that a browser or a CDN can revalidate it (304).
 */
export async function prepareResponse(
  headers: Array<[string, string]>,
  body: Buffer,
  { compressedCache }: { compressedCache?: string } = {},
): Promise<CapturedResponse> {
  const kept: Array<[string, string]> = [];
  for (const [name, value] of headers) if (!perResponse.has(name.toLowerCase())) kept.push([name, value]);
  let etag = kept.find(([name]) => name.toLowerCase() === "etag")?.[1];
  if (!etag) {
    etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    kept.push(["ETag", etag]);
  }
  if (!isCompressible(kept.find(([name]) => name.toLowerCase() === "content-type")?.[1])) return { headers: kept, etag, body };
  const vary = kept.find(([name]) => name.toLowerCase() === "vary");
  if (vary) vary[1] = /accept-encoding/i.test(vary[1]) ? vary[1] : `${vary[1]}, Accept-Encoding`;
  else kept.push(["Vary", "Accept-Encoding"]);
  return { headers: kept, etag, body, ...(await compressed(body, compressedCache)) };
}

const compress = async (body: Buffer) => ({
  gzip: await gzipAsync(body, { level: 9 }),
  br: await brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
});

/**
 * The body gzipped and brotli-compressed; with `cacheDir`, read from there under the digest of the body when an earlier
 * start wrote them, else compressed and written there. The build's files are the same from one start to the next (and
 * in every instance started from one build): compressing them all again cost each start about a second of CPU.
 * A folder that cannot be read or written (a read-only file system) only means compressing as without it.
 */
async function compressed(body: Buffer, cacheDir: string | undefined): Promise<{ gzip: Buffer; br: Buffer }> {
  if (!cacheDir) return compress(body);
  const base = path.join(cacheDir, createHash("sha256").update(body).digest("hex"));
  try {
    const [gzip, br] = await Promise.all([fs.promises.readFile(`${base}.gz`), fs.promises.readFile(`${base}.br`)]);
    return { gzip, br };
  } catch {
    // not written yet
  }
  const fresh = await compress(body);
  try {
    await fs.promises.mkdir(cacheDir, { recursive: true });
    // Written under a name of this process and renamed: another instance starting meanwhile never reads half a file.
    for (const encoding of ["gzip", "br"] as const) {
      const file = `${base}.${encoding === "gzip" ? "gz" : "br"}`;
      await fs.promises.writeFile(`${file}.${process.pid}`, fresh[encoding]);
      await fs.promises.rename(`${file}.${process.pid}`, file);
    }
  } catch {
    // compressed each start, then
  }
  return fresh;
}

/**
 * Fetches one path from the running server (so Next answers it, with every header it would send), with `headers`
 * added to the request, and prepares its 200 answer for replay: a page's HTML only or, with `anyType`, anything.
 * Null for any other answer.
 */
export async function captureResponse(
  origin: string,
  path: string,
  {
    anyType = false,
    headers = {},
    compressedCache,
  }: { anyType?: boolean; headers?: Record<string, string>; compressedCache?: string } = {},
): Promise<CapturedResponse | null> {
  const response = await fetch(origin + path, { headers: { ...headers, "accept-encoding": "identity" }, redirect: "manual" });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) return null;
  if (!anyType && !(response.headers.get("content-type") ?? "").startsWith("text/html")) return null;
  return prepareResponse([...response.headers], body, { compressedCache });
}

/** Captures each path (`captureResponse`), keeping the answers by path. A path that fails is simply left to Next. */
export async function captureResponses(
  origin: string,
  paths: string[],
  { anyType = false, compressedCache }: { anyType?: boolean; compressedCache?: string } = {},
): Promise<Map<string, CapturedResponse>> {
  const captured = new Map<string, CapturedResponse>();
  for (const path of paths) {
    try {
      const response = await captureResponse(origin, path, { anyType, compressedCache });
      if (response) captured.set(path, response);
    } catch {
      // left to Next
    }
  }
  return captured;
}

/**
 * Answers a plain GET or HEAD from a captured response (304 when the client's copy is current). `cacheControl`, when
 * given, replaces the captured Cache-Control (a page's, which the server decides per request).
 */
export function sendCapturedResponse(
  req: PageRequest,
  res: ServerResponse,
  captured: CapturedResponse,
  { cacheControl }: { cacheControl?: string } = {},
): void {
  for (const [name, value] of captured.headers) res.setHeader(name, value);
  if (cacheControl) res.setHeader("Cache-Control", cacheControl);
  if (matchesEtag(req.headers["if-none-match"], captured.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = captured.br ? chooseEncoding(req.headers["accept-encoding"]) : null;
  const body = (encoding ? captured[encoding] : undefined) ?? captured.body;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.statusCode = 200;
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * The URL paths of the files Next serves unchanged: the build's `/_next/static/…` (content-hashed, cached for a
 * year) and `public/`. Uploads are not among them (they live in the data folder and are served by a route).
 */
export function staticFilePaths(projectDir: string): string[] {
  const urlPaths = (dir: string, prefix: string) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map(
            (entry) =>
              prefix + path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).map(encodeURIComponent).join("/"),
          )
      : [];
  return [...urlPaths(path.join(projectDir, ".next", "static"), "/_next/static/"), ...urlPaths(path.join(projectDir, "public"), "/")];
}
