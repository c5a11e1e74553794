// Where the end-to-end suite's time goes, from Playwright's JSON report:
//   PLAYWRIGHT_JSON_OUTPUT_NAME=/tmp/e2e.json npx playwright test --reporter=list,json
//   node bench/e2e-timings.mjs /tmp/e2e.json [--tests]
// Lists each spec file's total test time (retries included), when its first test started and its last ended (seconds
// from the run's first test), the workers it ran on and its failures; then each worker's busy time and end, and with
// --tests the 40 longest tests. A test's time includes its hooks and fixtures (an instance started in beforeAll counts
// in the first test that needs it).
import fs from "node:fs";

const [file, flag] = process.argv.slice(2);
if (!file) {
  console.error("usage: node bench/e2e-timings.mjs <playwright-report.json> [--tests]");
  process.exit(2);
}
const report = JSON.parse(fs.readFileSync(file, "utf8"));
const results = [];
(function walk(suites, specFile) {
  for (const suite of suites ?? []) {
    const fileName = suite.file ?? specFile;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) {
          results.push({
            file: fileName,
            title: `${test.projectName} › ${spec.title}`,
            worker: result.parallelIndex,
            start: Date.parse(result.startTime),
            duration: result.duration,
            status: result.status,
          });
        }
      }
    }
    walk(suite.suites, fileName);
  }
})(report.suites);
if (results.length === 0) {
  console.error("no test results in the report");
  process.exit(1);
}

const t0 = Math.min(...results.map((r) => r.start));
const end = (r) => r.start + r.duration;
const seconds = (ms) => (ms / 1000).toFixed(0).padStart(5);
console.log(
  `${results.length} results, ${((Math.max(...results.map(end)) - t0) / 60000).toFixed(1)} min from the first test's start to the last one's end`,
);

const files = new Map();
for (const r of results) {
  const entry = files.get(r.file) ?? { total: 0, count: 0, first: Infinity, last: 0, workers: new Set(), failed: 0 };
  entry.total += r.duration;
  entry.count++;
  entry.first = Math.min(entry.first, r.start);
  entry.last = Math.max(entry.last, end(r));
  entry.workers.add(r.worker);
  if (r.status !== "passed" && r.status !== "skipped") entry.failed++;
  files.set(r.file, entry);
}
console.log("\n total s  tests  from s    to s  workers  file");
for (const [name, e] of [...files].sort((a, b) => b[1].total - a[1].total)) {
  console.log(
    `${seconds(e.total)}    ${String(e.count).padStart(5)}  ${seconds(e.first - t0)}   ${seconds(e.last - t0)}  ${[...e.workers].sort().join(",").padEnd(7)}  ${name}${e.failed ? `  (${e.failed} failed)` : ""}`,
  );
}

console.log("");
for (const worker of [...new Set(results.map((r) => r.worker))].sort()) {
  const own = results.filter((r) => r.worker === worker);
  const busy = own.reduce((sum, r) => sum + r.duration, 0);
  console.log(
    `worker ${worker}: busy ${(busy / 60000).toFixed(1)} min, last test ended at ${((Math.max(...own.map(end)) - t0) / 60000).toFixed(1)} min`,
  );
}

if (flag === "--tests") {
  console.log("");
  for (const r of [...results].sort((a, b) => b.duration - a.duration).slice(0, 40)) {
    console.log(
      `${(r.duration / 1000).toFixed(1).padStart(6)} s  worker ${r.worker}  at ${seconds(r.start - t0)} s  ${r.file} › ${r.title}  ${r.status}`,
    );
  }
}
