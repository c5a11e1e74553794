// The Content-Security-Policy of every response (docs/decisions/002-content-security-policy.md). No inline
// script runs unless the policy names it: pages rendered per request carry a fresh nonce that Next puts on its
// own scripts, and prerendered pages, whose HTML is fixed at build time, list the hashes of their inline scripts.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import * as cheerio from "cheerio";

/** A fresh nonce for one response. */
export function createNonce(): string {
  return randomBytes(18).toString("base64");
}

/**
 * The policy for one response. `nonce` covers the scripts Next renders for this request; `scriptHashes` the
 * inline scripts of a prerendered page.
 */
export function contentSecurityPolicy({ nonce, scriptHashes = [] }: { nonce: string; scriptHashes?: string[] }): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", `'nonce-${nonce}'`, ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    // Inline style attributes (React's style prop, Radix's positioning) need this; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' https:",
    "frame-src https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** CSP source expressions (`sha256-…`) of the executable inline scripts in a page's HTML. Data blocks such as JSON-LD are left out: they never run. */
export function inlineScriptHashes(html: string): string[] {
  const $ = cheerio.load(html);
  const hashes = new Set<string>();
  $("script:not([src])").each((_, element) => {
    const type = ($(element).attr("type") ?? "").trim().toLowerCase();
    if (type !== "" && type !== "module" && type !== "text/javascript" && type !== "application/javascript") return;
    hashes.add(`sha256-${createHash("sha256").update($(element).text(), "utf8").digest("base64")}`);
  });
  return [...hashes];
}

export interface PrerenderedScriptHashes {
  byPath: Map<string, string[]>;
  notFound: string[];
}

/**
 * The inline-script hashes of every page `next build` prerendered, by path; `notFound` for the prerendered 404
 * page that Next serves for unknown paths. Read once at start from the build output.
 */
export function loadPrerenderedScriptHashes(distDir: string): PrerenderedScriptHashes {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8")) as {
    routes?: Record<string, unknown>;
  };
  const byPath = new Map<string, string[]>();
  const htmlOf = (route: string) => path.join(distDir, "server", "app", `${route === "/" ? "/index" : route}.html`);
  for (const route of Object.keys(manifest.routes ?? {})) {
    const file = htmlOf(route);
    if (fs.existsSync(file)) byPath.set(route, inlineScriptHashes(fs.readFileSync(file, "utf8")));
  }
  const notFoundFile = htmlOf("/_not-found");
  const notFound = fs.existsSync(notFoundFile) ? inlineScriptHashes(fs.readFileSync(notFoundFile, "utf8")) : [];
  return { byPath, notFound };
}
