import fs from "node:fs";
import { createServer, request } from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseEncoding, isCompressible, isPlainPageRequest, prepareResponse, sendCapturedResponse, staticFilePaths } from "./prerendered-pages.mjs";

describe("isPlainPageRequest", () => {
  const request = (method, url, headers = {}) => ({ method, url, headers });
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
  let page;
  let server;
  let origin;
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
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const get = (headers, method = "GET") =>
    new Promise((resolve, reject) => {
      // node:http rather than fetch, which would decompress the body and hide what was sent.
      const req = request(`${origin}/page`, { method, headers }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });

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
    const prepared = await prepareResponse([["content-type", "font/woff2"], ["cache-control", "public, max-age=31536000, immutable"]], font);
    expect(prepared.br).toBeUndefined();
    expect(prepared.headers.some(([name]) => name.toLowerCase() === "vary")).toBe(false);
    const script = await prepareResponse([["content-type", "application/javascript"], ["vary", "Accept-Encoding"]], Buffer.from("let a = 1;"));
    expect(script.headers.find(([name]) => name === "vary")[1]).toBe("Accept-Encoding");
    const server = createServer((req, res) => sendCapturedResponse(req, res, prepared));
    await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const response = await new Promise((resolve, reject) => {
        const req = request(`http://127.0.0.1:${server.address().port}/font.woff2`, { headers: { "accept-encoding": "br, gzip" } }, (res) => {
          const chunks = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on("error", reject);
        req.end();
      });
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.body.equals(font)).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
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
