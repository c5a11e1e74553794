import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, inlineScriptHashes, loadPrerenderedScriptHashes } from "./content-security-policy";

const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
const scriptSrc = (policy: string) => policy.split("; ").find((directive) => directive.startsWith("script-src "));

describe("contentSecurityPolicy", () => {
  it("allows scripts only from the site, by nonce or by hash: never inline at large, never eval", () => {
    const policy = contentSecurityPolicy({ nonce: "abc123", scriptHashes: ["sha256-AAA="] });
    expect(scriptSrc(policy)).toBe("script-src 'self' 'nonce-abc123' 'sha256-AAA='");
    expect(policy).not.toContain("unsafe-eval");
    expect(scriptSrc(policy)).not.toContain("unsafe-inline");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });
});

describe("createNonce", () => {
  it("is fresh every time and long enough not to be guessed", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64").length).toBe(18);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes the exact text of executable inline scripts, and skips external scripts and data blocks", () => {
    const inline = 'self.__next_f.push([1,"<b>&amp;</b>"])';
    const html = `<html><head><script src="/_next/a.js"></script><script type="application/ld+json">{"@type":"Thing"}</script></head>
      <body><script>${inline}</script><script type="module">import "/x.js";</script><script>${inline}</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256(inline), sha256('import "/x.js";')]);
  });
});

describe("loadPrerenderedScriptHashes", () => {
  it("reads every prerendered page of a build, and the not-found page", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "csp-build-"));
    fs.mkdirSync(path.join(dist, "server", "app", "team"), { recursive: true });
    fs.writeFileSync(
      path.join(dist, "prerender-manifest.json"),
      JSON.stringify({ routes: { "/": {}, "/team/jo": {}, "/robots.txt": {}, "/_not-found": {} } }),
    );
    fs.writeFileSync(path.join(dist, "server", "app", "index.html"), "<script>home()</script>");
    fs.writeFileSync(path.join(dist, "server", "app", "team", "jo.html"), "<script>jo()</script>");
    fs.writeFileSync(path.join(dist, "server", "app", "_not-found.html"), "<script>missing()</script>");
    const { byPath, notFound } = loadPrerenderedScriptHashes(dist);
    expect(byPath.get("/")).toEqual([sha256("home()")]);
    expect(byPath.get("/team/jo")).toEqual([sha256("jo()")]);
    expect(byPath.has("/robots.txt")).toBe(false);
    expect(notFound).toEqual([sha256("missing()")]);
  });
});
