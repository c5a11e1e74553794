#!/usr/bin/env node
// The server's memory with a large stock (issue 30, item 6): starts the built site (PGlite, no demo feed, PAGE_CACHE_MB
// unset: its default), imports BENCH_LISTINGS (50,000) homes for sale through the feed endpoint in files of 5,000, then
// asks for BENCH_PAGES listing pages (read from the sitemap, itself an index past 10,000 addresses) and BENCH_SEARCHES
// searches twice each (a search is kept once asked for twice), four at a time. Prints the server process's RSS after
// start, after the import and after serving, and how long the sitemap took.
// Usage: node bench/listings-memory.mjs (npm run bench:listing-memory); BENCH_PORT, BENCH_LISTINGS, BENCH_PAGES, BENCH_SEARCHES.
// BENCH_MEMORY_LIMIT_MB=1024 runs the server inside a memory cgroup of that size (Linux, as root), as on a 1 GB server.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { importStock } from "./support/listings-feed.mjs";
import { startSite } from "./support/site.mjs";

const stockSize = Number(process.env.BENCH_LISTINGS ?? 50_000);
const pagesToServe = Number(process.env.BENCH_PAGES ?? 3000);
const searchesToServe = Number(process.env.BENCH_SEARCHES ?? 300);
const port = Number(process.env.BENCH_PORT ?? 3211);
const token = "bench-listings-feed-token-0123456789";

/** RSS in MB of the server (the child of `npm start`'s process). */
function serverRssMb(parent) {
  const rows = execFileSync("ps", ["-o", "rss=", "--ppid", String(parent)], { encoding: "utf8" })
    .trim()
    .split(/\s+/)
    .map(Number);
  return Math.round(rows.reduce((sum, kb) => sum + kb, 0) / 1024);
}

async function inTurns(items, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < items.length; i = next++) await work(items[i]);
    }),
  );
}

const memoryLimitMb = process.env.BENCH_MEMORY_LIMIT_MB ? Number(process.env.BENCH_MEMORY_LIMIT_MB) : undefined;
const site = await startSite(port, { LISTINGS_DEMO_FEED: "false", LISTINGS_FEED_TOKEN: token }, { memoryLimitMb });
const rows = [];
/** The server's RSS; in a memory cgroup, the group's peak so far and the kernel's kills too. */
function memoryNow() {
  if (!site.cgroup) return `${serverRssMb(site.pid)}`;
  const { megabytes, kills } = site.cgroup.peak();
  let rss = "gone";
  try {
    rss = String(Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${site.pid}/status`, "utf8"))?.[1]) / 1024));
  } catch {
    // killed
  }
  return `${rss} | ${megabytes} | ${kills}`;
}
/** Whether the server answered `path` with a success (a server the kernel killed answers nothing). */
const answered = (path) =>
  fetch(site.origin + path).then(
    (response) => response.ok,
    () => false,
  );
const note = (moment) => rows.push(`| ${moment} | ${memoryNow()} |`);
try {
  note("started (no listings)");
  const started = performance.now();
  await importStock(site.origin, token, stockSize);
  const importSeconds = ((performance.now() - started) / 1000).toFixed(0);
  global.gc?.();
  note(`${stockSize} listings imported (${importSeconds} s)`);

  const sitemapStarted = performance.now();
  const index = await (await fetch(`${site.origin}/sitemap.xml`)).text();
  const parts = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const listingPaths = [];
  for (const part of parts.length > 0 ? parts : ["/sitemap.xml"]) {
    const xml = parts.length > 0 ? await (await fetch(site.origin + part)).text() : index;
    for (const m of xml.matchAll(/<loc>([^<]+\/listings\/[^<]+)<\/loc>/g)) listingPaths.push(new URL(m[1]).pathname);
  }
  const sitemapMs = Math.round(performance.now() - sitemapStarted);

  const step = Math.max(1, Math.floor(listingPaths.length / pagesToServe));
  const chosen = listingPaths.filter((_, i) => i % step === 0).slice(0, pagesToServe);
  const servedStarted = performance.now();
  let failures = 0;
  await inTurns(chosen, 4, async (path) => {
    if (!(await answered(path))) failures++;
  });
  const places = ["oran-park", "gregory-hills", "gledswood-hills", "leppington", "cobbitty", "2570", "2557", "2179"];
  const searches = Array.from({ length: searchesToServe }, (_, i) => {
    const beds = 1 + (i % 5);
    const min = 500_000 + (i % 12) * 50_000;
    return `/buy?location=${places[i % places.length]}&beds=${beds}&min=${min}${i % 3 === 0 ? "&sort=price-asc" : ""}${i % 7 === 0 ? "&page=2" : ""}`;
  });
  await inTurns([...searches, ...searches], 4, async (path) => {
    if (!(await answered(path))) failures++;
  });
  const servedSeconds = ((performance.now() - servedStarted) / 1000).toFixed(0);
  note(`after ${chosen.length} listing pages and ${searches.length} searches twice (${servedSeconds} s, ${failures} failures)`);

  console.log(
    `${new Date().toISOString()}: PGlite, PAGE_CACHE_MB default; sitemap ${parts.length > 0 ? `index of ${parts.length}` : "single"}, ${listingPaths.length} listing addresses read in ${sitemapMs} ms\n`,
  );
  console.log(
    site.cgroup
      ? `| moment (in a ${memoryLimitMb} MB memory cgroup) | server RSS (MB) | the group's peak (MB) | out-of-memory kills |\n|---|---|---|---|`
      : "| moment | server RSS (MB) |\n|---|---|",
  );
  console.log(rows.join("\n"));
} finally {
  await site.stop();
}
