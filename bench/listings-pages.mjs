#!/usr/bin/env node
// Listing pages and searches from memory (issue 30, item 6): requests per second and p99 with 50 connections
// (autocannon) for a suburb page (a content page kept in memory, the site's own standard), a listing page, a common
// search (asked for before, so kept), and an uncached search (a new address every request, rendered by Next) at 10
// connections, in one run. Reports each as a share of the suburb page's throughput.
// Usage: node bench/listings-pages.mjs      BENCH_SECONDS=10 per measurement, BENCH_LISTINGS=500 imported first.
import autocannon from "autocannon";
import { importStock } from "./support/listings-feed.mjs";
import { markdownTable, startSite } from "./support/site.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const stockSize = Number(process.env.BENCH_LISTINGS ?? 500);
const port = Number(process.env.BENCH_PORT ?? 3210);
const token = "bench-listings-feed-token-0123456789";

/** autocannon's result, with every response's time kept for an exact p95 (autocannon reports p90 and p97.5). */
function measure(options) {
  const times = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections: 50, duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve({ ...result, times }),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

const summary = (result) => {
  const sorted = result.times.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.average),
    p95: Math.round(sorted[Math.max(0, Math.ceil(0.95 * sorted.length) - 1)] ?? NaN),
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
};

async function untilKept(url) {
  for (let tries = 0; tries < 120; tries++) {
    if ((await fetch(url)).headers.has("x-rendered-at")) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} was not kept in memory within a minute`);
}

const site = await startSite(port, { LISTINGS_DEMO_FEED: "false", LISTINGS_FEED_TOKEN: token });
try {
  await importStock(site.origin, token, stockSize);
  const search = "/buy?location=oran-park&beds=4";
  const html = await (await fetch(site.origin + search)).text();
  const listing = /href="(\/listings\/[^"]+)"/.exec(html)?.[1];
  if (!listing) throw new Error("the search found no listing");
  const pages = [
    { name: "suburb page (content page from memory)", path: "/oran-park" },
    { name: "listing page", path: listing },
    { name: "common search", path: search },
  ];
  for (const page of pages) await untilKept(site.origin + page.path);

  const rows = [];
  for (const page of pages) {
    await measure({ url: site.origin + page.path, duration: 2 }); // warm-up
    const result = summary(await measure({ url: site.origin + page.path }));
    rows.push({
      page: `${page.name} \`${page.path.replace(/-[0-9a-f-]{36}$/, "-…")}\``,
      connections: 50,
      "req/s": result.rps,
      "p95 (ms)": result.p95,
      "p99 (ms)": result.p99,
      "/ suburb page": rows[0] ? `${Math.round((100 * result.rps) / rows[0]["req/s"])}%` : "",
      failures: result.failures,
    });
  }
  // A search nobody asked for before: a new minimum price on every request, so each is rendered by Next.
  let n = 0;
  const uncached = summary(
    await measure({
      url: site.origin,
      connections: 10,
      requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: `/buy?location=oran-park&min=${100_000 + n++}` }) }],
    }),
  );
  rows.push({
    page: "uncached search `/buy?location=oran-park&min=…`",
    connections: 10,
    "req/s": uncached.rps,
    "p95 (ms)": uncached.p95,
    "p99 (ms)": uncached.p99,
    "/ suburb page": `${Math.round((100 * uncached.rps) / rows[0]["req/s"])}%`,
    failures: uncached.failures,
  });
  console.log(`autocannon, ${seconds} s per measurement, ${stockSize} listings, ${new Date().toISOString()}\n`);
  console.log(markdownTable(rows));
} finally {
  await site.stop();
}
