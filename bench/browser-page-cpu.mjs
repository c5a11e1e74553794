// The browser's CPU for one page load as the end-to-end tests load pages (a new context each), beside variants that tell
// where it goes: the same pages in one shared context, a context with a blank page only, and JavaScript off. Chromium's
// CPU is read from /proc: every live process under this one (the browser, its zygotes, renderers and utilities), each
// with the CPU of the children it has reaped, so renderers that came and went are counted. Linux only.
//
//   node --import tsx bench/browser-page-cpu.mjs            (BENCH_PORT, default 3350; BENCH_LOADS per variant and round, default 15)
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../playwright.config.ts";
import { treeCpuSeconds } from "./support/process-cpu.mjs";
import { startSite } from "./support/site.mjs";

const port = Number(process.env.BENCH_PORT ?? 3350);
const loads = Number(process.env.BENCH_LOADS ?? 15);
const pages = ["/", "/gregory-hills", "/selling", "/contact", "/team"];

/** CPU seconds of every live descendant of this process but the site's, with what each has reaped. */
const browserCpuSeconds = () => treeCpuSeconds(process.pid, { exclude: sitePids });

const site = await startSite(port, { LISTINGS_DEMO_FEED: "false" });
// The site is a child of this process too: its branch is left out.
const sitePids = new Set([site.pid]);
const browser = await chromium.launch(chromiumLaunchOptions);
const options = { viewport: { width: 1440, height: 900 }, reducedMotion: "reduce", locale: "en-AU" };
const url = (i) => `${site.origin}${pages[i % pages.length]}`;

async function loadIn(context, i) {
  const page = await context.newPage();
  await page.goto(url(i), { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  await page.close();
}

const variants = {
  "a new context per page (as the tests)": async (i) => {
    const context = await browser.newContext(options);
    await loadIn(context, i);
    await context.close();
  },
  "JavaScript off, a new context per page": async (i) => {
    const context = await browser.newContext({ ...options, javaScriptEnabled: false });
    await loadIn(context, i);
    await context.close();
  },
  "a new context with a blank page": async () => {
    const context = await browser.newContext(options);
    await (await context.newPage()).goto("about:blank");
    await context.close();
  },
};
let shared = await browser.newContext(options);
variants["one shared context"] = async (i) => loadIn(shared, i);

const totals = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
for (let i = 0; i < 3; i++) await variants["a new context per page (as the tests)"](i);
for (let round = 0; round < 2; round++) {
  for (const [name, run] of Object.entries(variants)) {
    const before = browserCpuSeconds();
    for (let i = 0; i < loads; i++) await run(i);
    totals[name].push((browserCpuSeconds() - before) / loads);
  }
  await shared.close();
  shared = await browser.newContext(options);
}
await browser.close();
await site.stop();

console.log(`| Chromium CPU per page (${pages.join(", ")}; ${loads} loads a round) | round 1 | round 2 |`);
console.log("|---|---|---|");
for (const [name, values] of Object.entries(totals)) console.log(`| ${name} | ${values.map((v) => `${v.toFixed(2)} s`).join(" | ")} |`);
