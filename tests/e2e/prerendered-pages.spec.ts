import { request as httpRequest } from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { expect, test } from "@playwright/test";

/*
 * Prerendered pages are answered from memory by scripts/server.ts (captured once from Next, compressed once):
 * the same bytes and headers Next would send, brotli when the browser accepts it, while client navigations and
 * pages rendered per request still go to Next.
 */

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** node:http, not fetch: fetch would decompress the body and hide what was sent. */
function get(url: string, headers: Record<string, string> = {}, method = "GET"): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("a prerendered page comes precompressed with brotli, byte for byte the page Next renders", async ({ baseURL }) => {
  // The server captures the pages just after it starts listening.
  await expect
    .poll(async () => (await get(`${baseURL}/gregory-hills`, { "accept-encoding": "gzip, br" })).headers["content-encoding"], {
      timeout: 30_000,
    })
    .toBe("br");
  const compressed = await get(`${baseURL}/gregory-hills`, { "accept-encoding": "gzip, br" });
  const plain = await get(`${baseURL}/gregory-hills`);
  expect(plain.status).toBe(200);
  expect(brotliDecompressSync(compressed.body).equals(plain.body)).toBe(true);
  expect(Number(compressed.headers["content-length"])).toBe(compressed.body.length);
  expect(compressed.body.length).toBeLessThan(plain.body.length / 4);
  for (const response of [compressed, plain]) {
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'sha256-/);
    expect(response.headers.vary).toContain("Accept-Encoding");
  }
  // A fresh nonce each time, as for every response.
  expect(compressed.headers["content-security-policy"]).not.toBe(plain.headers["content-security-policy"]);

  const head = await get(`${baseURL}/gregory-hills`, { "accept-encoding": "br" }, "HEAD");
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  const etag = plain.headers.etag as string | undefined;
  if (etag) expect((await get(`${baseURL}/gregory-hills`, { "if-none-match": etag })).status).toBe(304);
});

test("client navigations and pages rendered per request still go to Next", async ({ baseURL }) => {
  // Next sends an RSC request without its cache-busting `_rsc` parameter to the address with one.
  let navigation = await get(`${baseURL}/gregory-hills`, { rsc: "1" });
  if (navigation.status === 307) navigation = await get(new URL(navigation.headers.location as string, baseURL).toString(), { rsc: "1" });
  expect(navigation.status).toBe(200);
  expect(navigation.headers["content-type"]).toMatch(/^text\/x-component/);
  // Next compresses with gzip only. (The sign-in page reads its query: Next renders it for each request.)
  const login = await get(`${baseURL}/login?from=newsletter`, { "accept-encoding": "gzip, br" });
  expect(login.headers["content-encoding"]).toBe("gzip");
});

test("the build's scripts and fonts come from memory: scripts precompressed with brotli, fonts as they are", async ({ baseURL }) => {
  const home = await get(`${baseURL}/`);
  const html = home.body.toString("utf8");
  const script = html.match(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1];
  // A page rendered per request announces its fonts in a Link header (before its HTML), a prerendered one in its head.
  const font = `${String(home.headers.link ?? "")} ${html}`.match(/(\/_next\/static\/media\/[^">]+\.woff2)/)?.[1];
  expect(script && font).toBeTruthy();
  // Captured after the pages, just after the server starts; Next itself would answer with gzip.
  await expect
    .poll(async () => (await get(`${baseURL}${script}`, { "accept-encoding": "gzip, br" })).headers["content-encoding"], {
      timeout: 30_000,
    })
    .toBe("br");
  const compressed = await get(`${baseURL}${script}`, { "accept-encoding": "gzip, br" });
  const plain = await get(`${baseURL}${script}`);
  expect(brotliDecompressSync(compressed.body).equals(plain.body)).toBe(true);
  for (const response of [compressed, plain]) {
    expect(response.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  }
  const fontResponse = await get(`${baseURL}${font}`, { "accept-encoding": "gzip, br" });
  expect(fontResponse.status).toBe(200);
  expect(fontResponse.headers["content-type"]).toBe("font/woff2");
  expect(fontResponse.headers["content-encoding"]).toBeUndefined();
  expect(fontResponse.body.subarray(0, 4).toString("latin1")).toBe("wOF2");
  // Uploads are not static files: a missing one is still Next's 404.
  expect((await get(`${baseURL}/uploads/missing.png`)).status).toBe(404);
});
