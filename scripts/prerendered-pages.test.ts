import fs from "node:fs";
import { createServer, request, type IncomingHttpHeaders, type OutgoingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  anonymousPageCacheControl,
  chooseEncoding,
  isCompressible,
  isPlainPageRequest,
  matchesEtag,
  pageCacheControl,
  personalPageCacheControl,
  prepareResponse,
  sendCapturedResponse,
  staticFilePaths,
  type CapturedResponse,
} from "./prerendered-pages";

interface Answer {
  status: number | undefined;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** GET (or `method`) of `url` with node:http rather than fetch, which would decompress the body and hide what was sent. */
function fetchRaw(url: string, headers: OutgoingHttpHeaders, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("isPlainPageRequest", () => {
  const request = (method: string, url: string, headers = {}) => ({ method, url, headers });
  it("takes GET and HEAD for a page without a query string", () => {
    expect(isPlainPageRequest(request("GET", "/selling", { accept: "text/html" }))).toBe(true);
    expect(isPlainPageRequest(request("HEAD", "/selling"))).toBe(true);
  });
  it("leaves Next's client navigations, prefetches, actions, queries and writes to Next", () => {
    expect(isPlainPageRequest(request("GET", "/selling", { rsc: "1" }))).toBe(false);
    expect(isPlainPageRequest(request("GET", "/selling", { "next-router-prefetch": "1" }))).toBe(false);
    expect(isPlainPageRequest(request("GET", "/selling?_rsc=abc"))).toBe(false);
    expect(isPlainPageRequest(request("POST", "/selling", { "next-action": "x" }))).toBe(false);
  });
});

describe("a query string", () => {
  const request = (url: string, headers = {}) => ({ method: "GET", url, headers });
  it("leaves a plain page load plain: the pages kept in memory read no query", () => {
    expect(isPlainPageRequest(request("/?x=123"))).toBe(true);
    expect(isPlainPageRequest(request("/insights?utm_source=newsletter&utm_medium=email"))).toBe(true);
    expect(isPlainPageRequest(request("/selling?"))).toBe(true);
  });
  it("but never one that carries Next's _rsc parameter", () => {
    expect(isPlainPageRequest(request("/selling?x=1&_rsc=abc"))).toBe(false);
  });
});

describe("validators and caching", () => {
  it("matches If-None-Match weakly, in a list, or as *", () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"old", "abc"', 'W/"abc"')).toBe(true);
    expect(matchesEtag("*", '"abc"')).toBe(true);
    expect(matchesEtag('"abcd"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
  });
  it("gives a response without an ETag one, from its bytes", async () => {
    const a = await prepareResponse([["content-type", "text/html"]], Buffer.from("<p>a</p>"));
    const again = await prepareResponse([["content-type", "text/html"]], Buffer.from("<p>a</p>"));
    const b = await prepareResponse([["content-type", "text/html"]], Buffer.from("<p>b</p>"));
    expect(a.etag).toMatch(/^"[\w-]{27}"$/);
    expect(a.headers).toContainEqual(["ETag", a.etag]);
    expect(again.etag).toBe(a.etag);
    expect(b.etag).not.toBe(a.etag);
  });
  it("keeps a file's compressed bodies in the cache folder by its digest, for the next start to read instead of compressing", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "compressed-static-"));
    try {
      const script = Buffer.from("console.log('hello');".repeat(50));
      const first = await prepareResponse([["content-type", "text/javascript"]], script, { compressedCache: folder });
      expect(gunzipSync(first.gzip!)).toEqual(script);
      expect(brotliDecompressSync(first.br!)).toEqual(script);
      const written = fs.readdirSync(folder).sort();
      expect(written).toHaveLength(2);
      expect(written.map((name) => path.extname(name))).toEqual([".br", ".gz"]);
      // What the next start sends is what the folder holds (written over here, to tell it from a fresh compression).
      const kept = gzipSync(script, { level: 1 });
      fs.writeFileSync(path.join(folder, written[1]!), kept);
      const next = await prepareResponse([["content-type", "text/javascript"]], script, { compressedCache: folder });
      expect(next.gzip).toEqual(kept);
      // Another body has another digest; a folder that cannot be written only means compressing each time.
      await prepareResponse([["content-type", "text/javascript"]], Buffer.from("other"), { compressedCache: folder });
      expect(fs.readdirSync(folder)).toHaveLength(4);
      const unwritable = path.join(folder, written[0]!, "below-a-file");
      const plain = await prepareResponse([["content-type", "text/javascript"]], script, { compressedCache: unwritable });
      expect(gunzipSync(plain.gzip!)).toEqual(script);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
  it("lets a CDN keep an anonymous visitor's page, never one asked for with a cookie", () => {
    expect(pageCacheControl({ headers: {} })).toBe(anonymousPageCacheControl);
    expect(anonymousPageCacheControl).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(pageCacheControl({ headers: { cookie: "better-auth.session_token=x" } })).toBe(personalPageCacheControl);
    expect(personalPageCacheControl).toMatch(/^private/);
  });
});

describe("chooseEncoding", () => {
  it("prefers brotli, then gzip, honouring q=0 and *", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip, br;q=0")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding("identity")).toBeNull();
  });
});

describe("sendCapturedResponse", () => {
  const html = Buffer.from(`<!DOCTYPE html><html><body>${"<p>Gregory Hills</p>".repeat(200)}</body></html>`);
  let page: CapturedResponse;
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    page = await prepareResponse(
      [
        ["content-type", "text/html; charset=utf-8"],
        ["etag", '"abc"'],
        ["vary", "rsc, next-router-state-tree"],
        ["content-security-policy", "script-src 'nonce-old'"],
        ["date", "yesterday"],
        ["x-content-type-options", "nosniff"],
      ],
      html,
    );
    server = createServer((req, res) => sendCapturedResponse(req, res, page));
    origin = await listen(server);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (headers: OutgoingHttpHeaders, method = "GET") => fetchRaw(`${origin}/page`, headers, method);

  it("sends the same bytes in the encoding the client prefers", async () => {
    const br = await get({ "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).equals(html)).toBe(true);
    expect(br.body.length).toBeLessThan(html.length / 10);
    const gz = await get({ "accept-encoding": "gzip" });
    expect(gunzipSync(gz.body).equals(html)).toBe(true);
    const plain = await get({});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(html)).toBe(true);
    expect(plain.headers["content-length"]).toBe(String(html.length));
  });

  it("replays the page's headers but not the per-response ones, and varies on the encoding", async () => {
    const { headers } = await get({});
    expect(headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers.vary).toBe("rsc, next-router-state-tree, Accept-Encoding");
    expect(headers["content-security-policy"]).toBeUndefined();
    expect(headers.date).not.toBe("yesterday");
  });

  it("answers a page with the Cache-Control the server chose, and its 304 with the same validator and headers", async () => {
    const cached = createServer((req, res) => sendCapturedResponse(req, res, page, { cacheControl: pageCacheControl(req) }));
    const cachedOrigin = await listen(cached);
    try {
      const anonymous = await fetchRaw(`${cachedOrigin}/page?x=1`, {});
      expect(anonymous.headers["cache-control"]).toBe(anonymousPageCacheControl);
      expect(anonymous.headers.etag).toBe('"abc"');
      const revalidated = await fetchRaw(`${cachedOrigin}/page`, { "if-none-match": 'W/"abc"' });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.etag).toBe('"abc"');
      expect(revalidated.headers["cache-control"]).toBe(anonymousPageCacheControl);
      expect(revalidated.headers.vary).toContain("Accept-Encoding");
      const signedIn = await fetchRaw(`${cachedOrigin}/page`, { cookie: "better-auth.session_token=abc" });
      expect(signedIn.headers["cache-control"]).toBe(personalPageCacheControl);
    } finally {
      await new Promise<void>((resolve) => cached.close(() => resolve()));
    }
  });

  it("answers 304 to a current copy and no body to HEAD", async () => {
    const notModified = await get({ "if-none-match": '"abc"' });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const head = await get({ "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });
});

describe("static files", () => {
  it("compresses text formats only", () => {
    expect(isCompressible("application/javascript; charset=UTF-8")).toBe(true);
    expect(isCompressible("text/css; charset=UTF-8")).toBe(true);
    expect(isCompressible("image/svg+xml")).toBe(true);
    expect(isCompressible("application/manifest+json")).toBe(true);
    expect(isCompressible("font/woff2")).toBe(false);
    expect(isCompressible("image/png")).toBe(false);
    expect(isCompressible(undefined)).toBe(false);
  });

  it("keeps a font as it is, sent unencoded to a browser that accepts brotli", async () => {
    const font = Buffer.from("wOF2 pretend font bytes");
    const prepared = await prepareResponse(
      [
        ["content-type", "font/woff2"],
        ["cache-control", "public, max-age=31536000, immutable"],
      ],
      font,
    );
    expect(prepared.br).toBeUndefined();
    expect(prepared.headers.some(([name]) => name.toLowerCase() === "vary")).toBe(false);
    const script = await prepareResponse(
      [
        ["content-type", "application/javascript"],
        ["vary", "Accept-Encoding"],
      ],
      Buffer.from("let a = 1;"),
    );
    expect(script.headers.find(([name]) => name === "vary")?.[1]).toBe("Accept-Encoding");
    const server = createServer((req, res) => sendCapturedResponse(req, res, prepared));
    const origin = await listen(server);
    try {
      const response = await fetchRaw(`${origin}/font.woff2`, { "accept-encoding": "br, gzip" });
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.body.equals(font)).toBe(true);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("lists the build's static files and the public folder as URL paths", () => {
    const project = fs.mkdtempSync(path.join(os.tmpdir(), "static-files-"));
    try {
      fs.mkdirSync(path.join(project, ".next", "static", "chunks"), { recursive: true });
      fs.mkdirSync(path.join(project, "public", "art"), { recursive: true });
      fs.writeFileSync(path.join(project, ".next", "static", "chunks", "app.js"), "");
      fs.writeFileSync(path.join(project, "public", "art", "hero exterior.svg"), "");
      expect(staticFilePaths(project).sort()).toEqual(["/_next/static/chunks/app.js", "/art/hero%20exterior.svg"]);
    } finally {
      fs.rmSync(project, { recursive: true, force: true });
    }
  });
});
