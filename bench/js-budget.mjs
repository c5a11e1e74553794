#!/usr/bin/env node
// The JavaScript budget: for every route in the sitemap, the gzip size of the scripts its HTML loads before any
// interaction. Prints a Markdown table and exits 1 when a content page is over budget.
// Usage: node bench/js-budget.mjs            (builds if needed, starts the site on BENCH_PORT, default 3200)
//        node bench/js-budget.mjs http://localhost:3000   (measures a site that is already running)
import { initialJavaScript, markdownTable, sitemapRoutes, startSite } from "./support/site.mjs";

/** KB of gzipped JavaScript a content page may load before interaction. */
const budgetKB = Number(process.env.JS_BUDGET_KB ?? 110);
/** The home page carries the scroll-driven hero; it is held to the 150 KB of issue 2 instead. */
const homeBudgetKB = 150;

const given = process.argv[2];
const site = given ? { origin: given.replace(/\/$/, ""), stop: async () => {} } : await startSite(Number(process.env.BENCH_PORT ?? 3200));
try {
  const rows = [];
  for (const route of await sitemapRoutes(site.origin)) {
    const js = await initialJavaScript(site.origin, route);
    const budget = route === "/" ? homeBudgetKB : budgetKB;
    rows.push({
      route: `\`${route}\``,
      scripts: js.files,
      "JS gzip (KB)": js.gzipKB,
      "budget (KB)": budget,
      within: js.gzipKB <= budget ? "yes" : "**no**",
    });
  }
  console.log(`Initial JavaScript per route, ${new Date().toISOString()}\n`);
  console.log(markdownTable(rows));
  const over = rows.filter((row) => row.within !== "yes");
  if (over.length) {
    console.error(`\n${over.length} of ${rows.length} routes over budget.`);
    process.exitCode = 1;
  } else {
    console.log(`\nAll ${rows.length} routes within budget.`);
  }
} finally {
  await site.stop();
}
