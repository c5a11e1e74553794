#!/usr/bin/env node
// Listing pages and searches from memory (issue 30, item 6): requests per second and p99 with 50 connections
// (autocannon) for a suburb page (a content page kept in memory, the site's own standard), a listing page, a common
// search (asked for before, so kept), and an uncached search (a new address every request, rendered by Next) at 10
// connections, both as a page (a shared address, a first visit) and as the client-side navigation a search made with the
// form is with JavaScript (the page's payload alone), in one run. Reports each as a share of the suburb page's throughput.
// Each uncached kind is measured twice, one after the other: its first BENCH_SECONDS (a server just started, its
// compiler still at work on code never run before), then the next (a server that has answered some hundreds).
// Usage: node bench/listings-pages.mjs      BENCH_SECONDS=10 per measurement, BENCH_LISTINGS=500 imported first.
// With DATABASE_URL (and BETTER_AUTH_SECRET) the site runs on that PostgreSQL database; BENCH_INSTANCES=N (N > 1) then
// also starts N - 1 more instances on it behind Debian's nginx (round-robin, as docs/deploy.md deploys it) and measures
// the uncached search through the load balancer too, in the same run.
import autocannon from "autocannon";
import { computeCacheBustingSearchParam } from "next/dist/shared/lib/router/utils/cache-busting-search-param.js";
import { importStock } from "./support/listings-feed.mjs";
import { treeCpuSeconds } from "./support/process-cpu.mjs";
import { markdownTable, startSite } from "./support/site.mjs";
import { startLoadBalancer } from "../tests/e2e/support/load-balancer.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const stockSize = Number(process.env.BENCH_LISTINGS ?? 500);
const port = Number(process.env.BENCH_PORT ?? 3210);
const token = "bench-listings-feed-token-0123456789";
const instances = Number(process.env.BENCH_INSTANCES ?? 1);
if (instances > 1 && !process.env.DATABASE_URL)
  throw new Error("BENCH_INSTANCES needs DATABASE_URL: instances share a PostgreSQL database");

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
    count: sorted.length,
  };
};

async function untilKept(url) {
  for (let tries = 0; tries < 120; tries++) {
    if ((await fetch(url)).headers.has("x-rendered-at")) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} was not kept in memory within a minute`);
}

/**
 * What the browser's router sends when the search form on `/buy` navigates (captured from Chromium): the tree it holds,
 * so the server renders the page segment alone, and the parameter Next checks against these headers.
 */
const routerTree = [
  "",
  { children: ["(site)", { children: ["buy", { children: ["__PAGE__", {}, null, "refetch", 0] }, null, null, 0] }, null, null, 0] },
  null,
  null,
  16,
];
const navigationHeaders = { RSC: "1", "Next-Router-State-Tree": encodeURIComponent(JSON.stringify(routerTree)), "Next-Url": "/buy" };
const navigationParam = await computeCacheBustingSearchParam(undefined, undefined, navigationHeaders["Next-Router-State-Tree"], "/buy");

/**
 * A search nobody asked for before at 10 connections: a new minimum price on every request, so each is rendered by Next;
 * as a page, or as the form's client-side navigation (`navigation`).
 */
let searches = 0;
async function uncachedSearch(origin, name, suburbRps, { navigation = false, pids = [] } = {}) {
  const options = {
    url: origin,
    connections: 10,
    requests: [
      {
        method: "GET",
        setupRequest: (request) =>
          navigation
            ? {
                ...request,
                path: `/buy?location=oran-park&min=${100_000 + searches++}&_rsc=${navigationParam}`,
                headers: { ...request.headers, ...navigationHeaders },
              }
            : { ...request, path: `/buy?location=oran-park&min=${100_000 + searches++}` },
      },
    ],
  };
  // The first seconds of a kind of request never asked for before are the optimising compiler's: measured apart, as
  // a server just started answers them, then the same load as a server that has answered some hundreds.
  const row = (label, result) => ({
    page: label,
    connections: 10,
    "req/s": result.rps,
    "p95 (ms)": result.p95,
    "p99 (ms)": result.p99,
    "/ suburb page": `${Math.round((100 * result.rps) / suburbRps)}%`,
    "server CPU / request (ms)": result.cpuMs === undefined ? "" : result.cpuMs.toFixed(1),
    failures: result.failures,
  });
  // The servers' CPU time (every thread: the garbage collector's helpers too) for each answer: steadier than requests
  // a second when other work shares the machine.
  const serverCpu = () => pids.reduce((sum, pid) => sum + treeCpuSeconds(pid, { includeRoot: true }), 0);
  const measured = async () => {
    const before = serverCpu();
    const result = summary(await measure(options));
    return { ...result, cpuMs: pids.length > 0 ? ((serverCpu() - before) * 1000) / result.count : undefined };
  };
  const first = await measured();
  return [row(`${name}, its first ${seconds} s`, first), row(name, await measured())];
}

const siteEnv = { LISTINGS_DEMO_FEED: "false", LISTINGS_FEED_TOKEN: token };
const site = await startSite(port, siteEnv);
const others = [];
let balancer;
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
      "server CPU / request (ms)": "",
      failures: result.failures,
    });
  }
  rows.push(
    ...(await uncachedSearch(site.origin, "uncached search `/buy?location=oran-park&min=…`", rows[0]["req/s"], { pids: [site.pid] })),
  );
  rows.push(
    ...(await uncachedSearch(site.origin, "the same from the search form with JavaScript (the payload alone)", rows[0]["req/s"], {
      navigation: true,
      pids: [site.pid],
    })),
  );
  if (instances > 1) {
    // The first instance built the site; the others start from the same build, on the same database.
    for (let i = 1; i < instances; i++) others.push(await startSite(port + 10 * i, siteEnv));
    balancer = await startLoadBalancer(
      port + 5,
      [site, ...others].map((instance) => Number(new URL(instance.origin).port)),
    );
    rows.push(
      ...(await uncachedSearch(balancer.url, `uncached search, ${instances} instances behind nginx`, rows[0]["req/s"], {
        pids: [site, ...others].map((instance) => instance.pid),
      })),
    );
  }
  const engine = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
  console.log(`autocannon, ${seconds} s per measurement, ${stockSize} listings on ${engine}, ${new Date().toISOString()}\n`);
  console.log(markdownTable(rows));
} finally {
  await balancer?.close();
  for (const other of others) await other.stop();
  await site.stop();
}
