#!/usr/bin/env node
// Benchmark: builds and starts the site, then reports for each route the Lighthouse mobile scores
// (Performance, Accessibility, Best Practices, SEO) and the gzip size of the JavaScript the page loads
// before any interaction. Usage: npm run bench [-- /path /other-path]   (default: /)
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://localhost:${port}`;
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ["/"];
const runs = Number(process.env.BENCH_RUNS ?? 3);

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** gzip bytes of every script the HTML references (what loads before interaction). */
async function initialJavaScript(route) {
  const html = await (await fetch(origin + route)).text();
  // noModule scripts (polyfills) are skipped by every browser that runs modules, so they are not counted.
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((tag) => !/nomodule/i.test(tag));
  const sources = [...new Set(tags.map((tag) => tag.match(/src="([^"]+)"/)?.[1]).filter(Boolean))];
  let total = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return { files: sources.length, gzipKB: +(total / 1024).toFixed(1) };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-bench-"));
const server = spawn(process.execPath, [path.join(root, "scripts", "start.mjs")], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
});

try {
  await waitFor(`${origin}/`, 15 * 60_000);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const rows = [];
  try {
    for (const route of routes) {
      const scores = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(origin + route, { port: chrome.port, output: "json", logLevel: "error" });
        const c = result.lhr.categories;
        scores.push({
          performance: Math.round(c.performance.score * 100),
          accessibility: Math.round(c.accessibility.score * 100),
          bestPractices: Math.round(c["best-practices"].score * 100),
          seo: Math.round(c.seo.score * 100),
          lcpMs: Math.round(result.lhr.audits["largest-contentful-paint"].numericValue),
          cls: +result.lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3),
        });
      }
      const median = (key) => scores.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(scores.length / 2)];
      const js = await initialJavaScript(route);
      rows.push({
        route,
        performance: median("performance"),
        accessibility: median("accessibility"),
        bestPractices: median("bestPractices"),
        seo: median("seo"),
        lcpMs: median("lcpMs"),
        cls: median("cls"),
        jsFiles: js.files,
        jsGzipKB: js.gzipKB,
      });
    }
  } finally {
    await chrome.kill();
  }
  console.log(`Lighthouse mobile (median of ${runs} runs) and initial JavaScript, ${new Date().toISOString()}`);
  console.table(rows);
} finally {
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
