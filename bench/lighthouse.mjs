#!/usr/bin/env node
// Benchmark: Lighthouse mobile scores (Performance, Accessibility, Best Practices, SEO) with LCP, CLS and TBT
// for every route in the sitemap, or the routes given, plus the LCP of a devtools-throttled load (slow 4G and a
// 4× slower CPU applied to the browser for real, rather than simulated from an unthrottled load).
// Builds if needed and starts the site on BENCH_PORT.
// Usage: node bench/lighthouse.mjs [/path /other-path]     BENCH_RUNS=3 (median of runs per route)
// `/listings/*` stands for the first listing page in the sitemap. Given it or a search page (/buy, /rent, /sold), the
// run first waits for the demo listings (LISTINGS_DEMO_FEED, on by default) to be imported with their photos stored.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { initialJavaScript, markdownTable, sitemapRoutes, startSite } from "./support/site.mjs";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const devtoolsThrottling = { extends: "lighthouse:default", settings: { throttlingMethod: "devtools" } };
const site = await startSite(Number(process.env.BENCH_PORT ?? 3200));

/** Whether the page lists or shows listings, every photo of them stored (none drawn as "photo coming soon"). */
async function photosStored(route) {
  const html = await (await fetch(site.origin + route)).text();
  return html.includes('data-photo="stored"') && !html.includes('data-photo="fallback"');
}

/** The routes asked for, `/listings/*` as the first listing page, once the demo listings and their photos are in. */
async function listingRoutes(asked) {
  const deadline = Date.now() + 10 * 60_000;
  const waitUntil = async (what, ready) => {
    while (!(await ready())) {
      if (Date.now() > deadline) throw new Error(`${what}: not ready within 10 minutes (is LISTINGS_DEMO_FEED off?)`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  };
  let listing;
  await waitUntil("a listing in the sitemap", async () => {
    listing = (await sitemapRoutes(site.origin)).find((route) => route.startsWith("/listings/"));
    return listing !== undefined;
  });
  const routes = asked.map((route) => (route === "/listings/*" ? listing : route));
  for (const route of routes.filter((r) => /^\/(buy|rent|sold|listings\/)/.test(r)))
    await waitUntil(`the photos of ${route}`, () => photosStored(route));
  return routes;
}

try {
  const asked = process.argv.slice(2);
  const routes =
    asked.length === 0
      ? await sitemapRoutes(site.origin)
      : asked.some((r) => /^\/(buy|rent|sold|listings\/)/.test(r))
        ? await listingRoutes(asked)
        : asked;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  const rows = [];
  try {
    for (const route of routes) {
      const scores = [];
      for (let i = 0, failures = 0; i < runs; i++) {
        const { lhr } = await lighthouse(site.origin + route, { port: chrome.port, output: "json", logLevel: "error" });
        // A run Lighthouse could not finish (it reports a runtime error and leaves metrics out) is run again, up to twice.
        if (lhr.runtimeError || lhr.audits["cumulative-layout-shift"].numericValue === undefined) {
          console.error(`${route}: Lighthouse could not finish (${lhr.runtimeError?.code ?? "no metrics"})`);
          if (++failures > 2) throw new Error(`${route}: Lighthouse failed three times`);
          i--;
          continue;
        }
        const c = lhr.categories;
        // What keeps a category below 100, or moves the layout: said on stderr, so a run shows what to fix.
        for (const id of ["accessibility", "best-practices", "seo"]) {
          const failing = c[id].auditRefs.filter(
            (ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1,
          );
          for (const ref of failing) console.error(`${route}: ${id} loses on ${ref.id}: ${lhr.audits[ref.id].title}`);
        }
        for (const shift of lhr.audits["layout-shifts"]?.details?.items ?? [])
          console.error(`${route}: layout shift ${shift.score?.toFixed?.(4)} of ${shift.node?.snippet ?? shift.node?.selector ?? "?"}`);
        scores.push({
          performance: Math.round(c.performance.score * 100),
          accessibility: Math.round(c.accessibility.score * 100),
          bestPractices: Math.round(c["best-practices"].score * 100),
          seo: Math.round(c.seo.score * 100),
          lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
          cls: +lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3),
          tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
        });
      }
      // The same page loaded under real throttling: what a visitor on a slow phone network waits for.
      const throttledLcp = [];
      for (let i = 0; i < runs; i++) {
        const { lhr } = await lighthouse(
          site.origin + route,
          { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] },
          devtoolsThrottling,
        );
        const lcp = lhr.audits["largest-contentful-paint"].numericValue;
        if (lcp !== undefined) throttledLcp.push(Math.round(lcp));
      }
      const median = (key) => scores.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(scores.length / 2)];
      const js = await initialJavaScript(site.origin, route);
      rows.push({
        route: `\`${route}\``,
        Performance: median("performance"),
        Accessibility: median("accessibility"),
        "Best Practices": median("bestPractices"),
        SEO: median("seo"),
        "LCP (ms)": median("lcpMs"),
        "LCP slow 4G, devtools (ms)": throttledLcp.sort((a, b) => a - b)[Math.floor(throttledLcp.length / 2)] ?? "",
        CLS: median("cls"),
        "TBT (ms)": median("tbtMs"),
        "JS gzip (KB)": js.gzipKB,
      });
      console.error(`${route}: ${JSON.stringify(rows.at(-1))}`);
    }
  } finally {
    await chrome.kill();
  }
  console.log(`Lighthouse mobile (median of ${runs} runs), ${new Date().toISOString()}\n`);
  console.log(markdownTable(rows));
} finally {
  await site.stop();
}
