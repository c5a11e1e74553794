// What one visitor's page view asks of the server: the requests Chromium sends it (the page, its scripts and styles,
// Next's prefetches and the like) and the server's CPU, read from /proc (the server's processes with what they have
// reaped). Each page is loaded in a new context (a first visit: nothing cached), waits for the network to be quiet,
// then scrolls to the footer, so every link of the page has been in view, and waits again.
//
//   node --import tsx bench/page-view-server-cost.mjs     (BENCH_PORT, default 3360; BENCH_LOADS per page and round, default 10)
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "../playwright.config.ts";
import { treeCpuSeconds } from "./support/process-cpu.mjs";
import { startSite } from "./support/site.mjs";

const port = Number(process.env.BENCH_PORT ?? 3360);
const loads = Number(process.env.BENCH_LOADS ?? 10);
const pages = ["/", "/selling", "/oran-park", "/team", "/buy"];

/** What a request is, as the server sees it. */
function kindOf(request) {
  const headers = request.headers();
  if (headers["next-router-prefetch"] !== undefined) return "prefetch";
  if (headers["rsc"] === "1") return "navigation";
  if (request.resourceType() === "document") return "page";
  return "file";
}

const site = await startSite(port, { LISTINGS_DEMO_FEED: "false" });
const browser = await chromium.launch(chromiumLaunchOptions);
const options = { viewport: { width: 1440, height: 900 }, reducedMotion: "reduce", locale: "en-AU" };

async function view(path, counts) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  page.on("request", (request) => {
    if (request.url().startsWith(site.origin)) counts[kindOf(request)] = (counts[kindOf(request)] ?? 0) + 1;
  });
  await page.goto(site.origin + path, { waitUntil: "networkidle" });
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  await context.close();
}

for (const path of pages) await view(path, {});
const rows = [];
for (const path of pages) {
  const rounds = [];
  for (let round = 0; round < 2; round++) {
    const counts = {};
    const before = treeCpuSeconds(site.pid, { includeRoot: true });
    for (let i = 0; i < loads; i++) await view(path, counts);
    rounds.push({ ms: ((treeCpuSeconds(site.pid, { includeRoot: true }) - before) / loads) * 1000, counts });
  }
  const per = (kind) => ((rounds[0].counts[kind] ?? 0) / loads).toFixed(1);
  rows.push(`| ${path} | ${per("page")} | ${per("file")} | ${per("prefetch")} | ${rounds.map((r) => r.ms.toFixed(0)).join(" / ")} |`);
}
await browser.close();
await site.stop();

console.log(`| page (${loads} views a round, new context each) | pages | files | prefetches | server CPU per view, ms (round 1 / 2) |`);
console.log("|---|---|---|---|---|");
for (const row of rows) console.log(row);
