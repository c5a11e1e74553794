// Prerendered pages answered from memory. Their HTML is fixed at build time, yet Next spends about as much CPU
// on each request for one as on a small dynamic page. The server captures each page once, as Next answers it
// (body and headers), compresses it once, and answers plain page loads itself; everything else still goes to
// Next (client navigations, prefetches, actions, query strings). The build's static files (scripts, styles, fonts)
// and the public artwork are kept the same way: Next would gzip each script again for every first-time visitor.
import fs from "node:fs";
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
const nextRequestHeaders = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch", "next-action", "next-url"];

/** A GET or HEAD for a page's HTML, with no query string and none of Next's client-navigation headers. */
export function isPlainPageRequest(req) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if ((req.url ?? "").includes("?")) return false;
  return nextRequestHeaders.every((name) => req.headers[name] === undefined);
}

/** The best encoding the client accepts among brotli and gzip, or null for the bytes as they are. */
export function chooseEncoding(acceptEncoding) {
  const accepted = new Map();
  for (const part of String(acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const weight = (name) => accepted.get(name) ?? (accepted.has("*") ? accepted.get("*") : 0);
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}

/** Text formats worth compressing; fonts (WOFF2) and images other than SVG are compressed already. */
export function isCompressible(contentType) {
  return /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/i.test(contentType ?? "");
}

/** A response as Next gave it: replayable headers, and the body plain and, for text, gzipped and brotli-compressed. */
export async function prepareResponse(headers, body) {
  const kept = [];
  for (const [name, value] of headers) if (!perResponse.has(name.toLowerCase())) kept.push([name, value]);
  const etag = kept.find(([name]) => name.toLowerCase() === "etag")?.[1];
  if (!isCompressible(kept.find(([name]) => name.toLowerCase() === "content-type")?.[1])) return { headers: kept, etag, body };
  const vary = kept.find(([name]) => name.toLowerCase() === "vary");
  if (vary) vary[1] = /accept-encoding/i.test(vary[1]) ? vary[1] : `${vary[1]}, Accept-Encoding`;
  else kept.push(["Vary", "Accept-Encoding"]);
  return {
    headers: kept,
    etag,
    body,
    gzip: await gzipAsync(body, { level: 9 }),
    br: await brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  };
}

/**
 * Fetches one path from the running server (so Next answers it, with every header it would send), with `headers`
 * added to the request, and prepares its 200 answer for replay: a page's HTML only or, with `anyType`, anything.
 * Null for any other answer.
 */
export async function captureResponse(origin, path, { anyType = false, headers = {} } = {}) {
  const response = await fetch(origin + path, { headers: { ...headers, "accept-encoding": "identity" }, redirect: "manual" });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) return null;
  if (!anyType && !(response.headers.get("content-type") ?? "").startsWith("text/html")) return null;
  return prepareResponse([...response.headers], body);
}

/** Captures each path (`captureResponse`), keeping the answers by path. A path that fails is simply left to Next. */
export async function captureResponses(origin, paths, { anyType = false } = {}) {
  const captured = new Map();
  for (const path of paths) {
    try {
      const response = await captureResponse(origin, path, { anyType });
      if (response) captured.set(path, response);
    } catch {
      // left to Next
    }
  }
  return captured;
}

/** Answers a plain GET or HEAD from a captured response (304 when the client's copy is current). */
export function sendCapturedResponse(req, res, captured) {
  for (const [name, value] of captured.headers) res.setHeader(name, value);
  if (captured.etag && req.headers["if-none-match"] === captured.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = captured.br ? chooseEncoding(req.headers["accept-encoding"]) : null;
  const body = encoding ? captured[encoding] : captured.body;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.statusCode = 200;
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * The URL paths of the files Next serves unchanged: the build's `/_next/static/…` (content-hashed, cached for a
 * year) and `public/`. Uploads are not among them (they live in the data folder and are served by a route).
 */
export function staticFilePaths(projectDir) {
  const urlPaths = (dir, prefix) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => prefix + path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).map(encodeURIComponent).join("/"))
      : [];
  return [...urlPaths(path.join(projectDir, ".next", "static"), "/_next/static/"), ...urlPaths(path.join(projectDir, "public"), "/")];
}
