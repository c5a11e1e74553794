// Listing search queries (issue 30, item 6): figures for bench/RESULTS.md, not timed tests.
//   npm run bench:listing-search                       5,000 then 50,000 listings on PGlite (on its data folder, as the site)
//   npm run bench:listing-search -- --database-url postgres://postgres@127.0.0.1:5432/postgres
//                                                      the same on a new database of that PostgreSQL server (dropped after)
//   --listings 5000,50000   the stock sizes; --runs 40   timed runs of each search (after two untimed ones)
//   --before <file>         also time the searchListings of that file (an older search-listings.ts, e.g. exported from
//                           an earlier commit) on the same database, each run alternating with this one: side by side
// The stock is the import benchmark's synthetic feed (40 % for sale, 20 % rentals, 40 % sold, four suburbs, no images)
// drawn around today, applied through the importer in files of 5,000 listings. Each search of a spread (suburbs,
// postcodes, price ranges, filters, every sort, a deep page) is run through `searchListings`, the whole read behind a
// search page: its locations, its count, its page of ids and its cards. Prints each search's p50 and p95 and the p95 of
// all of them. Run it alone on the machine (under the heavy lock here): it measures wall time.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const sizes = (option("--listings") ?? "5000,50000").split(",").map(Number);
const runs = Number(option("--runs") ?? 40);
const serverUrl = option("--database-url");
const beforeFile = option("--before");
const fileSize = 5000;

const dataDir = mkdtempSync(path.join(os.tmpdir(), "ironbark-bench-search-"));
// Read by src/env.ts when first imported, below.
process.env.DATA_DIR = dataDir;
process.env.LOG_LEVEL = "warn";

const { addBenchFeedSource, importFeedXml, newBenchDatabase } = await import("./support/listings-database");
const { generateBenchmarkFeed } = await import("@/server/listings/demo-feed");
const { searchListings } = await import("@/server/listings/search/search-listings");
const { parseSearchQuery } = await import("@/lib/listings/search-query");
type Search = typeof searchListings;
const before: Search | undefined = beforeFile
  ? ((await import(path.resolve(beforeFile))) as { searchListings: Search }).searchListings
  : undefined;

/** The benchmark feed of `count` listings, cut into REAXML files of `fileSize` listings each. */
function feedFiles(count: number, now: Date): string[] {
  const xml = generateBenchmarkFeed(count, { now });
  const open = xml.indexOf("<propertyList");
  const head = xml.slice(0, xml.indexOf(">", open) + 1);
  const body = xml.slice(head.length, xml.lastIndexOf("</propertyList>"));
  const items = body.match(/<(residential|rental)\b[\s\S]*?<\/\1>/g) ?? [];
  if (items.length !== count) throw new Error(`the feed has ${items.length} listings, not ${count}`);
  const files: string[] = [];
  for (let i = 0; i < items.length; i += fileSize) files.push(`${head}\n${items.slice(i, i + fileSize).join("\n")}\n</propertyList>\n`);
  return files;
}

const searches = [
  "/buy?feature=pool",
  "/buy?location=oran-park&feature=pool&feature=study",
  "/buy?feature=study&sort=price-asc",
  "/buy?land=600&location=2570",
  "/buy",
  "/buy?location=oran-park",
  "/buy?location=oran-park&location=gregory-hills&location=2557&beds=3&sort=price-asc",
  "/buy?location=leppington&min=800000&max=1200000",
  "/buy?location=2570&type=house&type=townhouse&baths=2&cars=2&exclude-under-offer=1",
  "/buy?min=1500000&sort=price-desc",
  "/buy?sort=inspection",
  "/buy?sort=auction",
  "/buy?location=gregory-hills&page=20",
  "/rent?location=gregory-hills&pets=1&sort=price-desc",
  "/rent?max=700&beds=2",
  "/sold?within=6",
  "/sold?location=oran-park&min=900000&sort=price-desc",
  "/sold?location=gledswood-hills&location=leppington&within=12&page=3",
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
const ms = (value: number) => value.toFixed(1);

const database = serverUrl ? "PostgreSQL" : "PGlite";
for (const size of sizes) {
  const handle = await newBenchDatabase({ serverUrl, dataDir });
  const db = handle.db;
  const source = await addBenchFeedSource(db, `bench-token-${size}-0123456789`);
  const now = new Date();
  const started = performance.now();
  let applied = 0;
  for (const xml of feedFiles(size, now)) {
    applied += (await importFeedXml(db, source, xml))?.listings ?? 0;
  }
  console.log(`\n${database}, ${size} listings (${applied} applied in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
  if (!serverUrl) await handle.db.execute("vacuum analyze");
  else await handle.db.execute("analyze");

  const variants: Array<[string, Search]> = before
    ? [
        ["before", before],
        ["after", searchListings],
      ]
    : [["", searchListings]];
  const all = new Map(variants.map(([name]) => [name, [] as number[]]));
  const columns = variants.map(([name]) => (name ? `${name} p50 (ms) | ${name} p95 (ms)` : "p50 (ms) | p95 (ms)")).join(" | ");
  console.log(`| search | results | ${columns} |`);
  console.log(`|---|---|${variants.map(() => "---|---|").join("")}`);
  for (const address of searches) {
    const url = new URL(address, "http://bench");
    const query = parseSearchQuery(url.pathname.slice(1) as "buy" | "rent" | "sold", url.searchParams);
    const times = new Map(variants.map(([name]) => [name, [] as number[]]));
    const totals = new Set<string>();
    for (let run = -2; run < runs; run++) {
      // With --before, the two alternate run by run, so both meet the same moments of the machine.
      for (const [name, search] of variants) {
        const t0 = performance.now();
        const result = await search(db, query, now);
        const elapsed = performance.now() - t0;
        totals.add(`${result.total}${(result as { totalCapped?: boolean }).totalCapped ? "+" : ""}`);
        if (run >= 0) times.get(name)?.push(elapsed);
      }
    }
    const cells = variants.map(([name]) => {
      const sorted = (times.get(name) ?? []).sort((a, b) => a - b);
      all.get(name)?.push(...sorted);
      return `${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))}`;
    });
    console.log(`| \`${address}\` | ${[...totals].join(" / ")} | ${cells.join(" | ")} |`);
  }
  const overall = variants.map(([name]) => {
    const sorted = (all.get(name) ?? []).sort((a, b) => a - b);
    return `**${ms(percentile(sorted, 50))}** | **${ms(percentile(sorted, 95))}**`;
  });
  console.log(`| **all ${searches.length} searches** | | ${overall.join(" | ")} |`);
  await handle.close();
}
rmSync(dataDir, { recursive: true, force: true });
