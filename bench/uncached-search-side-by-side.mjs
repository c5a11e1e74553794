#!/usr/bin/env node
// Two builds of the site answering the same uncached searches at the same time (a new minimum price on every request,
// so Next renders each), to compare them on a machine whose speed drifts: both share whatever else the machine does,
// so the ratio of their CPU time per answer holds where requests a second measured one after the other swing by a
// quarter. Prints, per window, each build's requests a second, p95 and server CPU per answer, and the ratio.
// Usage: node bench/uncached-search-side-by-side.mjs <before checkout> [after checkout, default this one]
//        each checkout built first (`node --import tsx scripts/start.ts --build-only` in it).
//        BENCH_WINDOWS=8 windows of BENCH_SECONDS=10, BENCH_CONNECTIONS=5 per build, BENCH_LISTINGS=500.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { importStock } from "./support/listings-feed.mjs";
import { treeCpuSeconds } from "./support/process-cpu.mjs";
import { markdownTable, waitFor } from "./support/site.mjs";

const [before, after = path.resolve(import.meta.dirname, "..")] = process.argv.slice(2);
if (!before) throw new Error("usage: node bench/uncached-search-side-by-side.mjs <before checkout> [after checkout]");
const windows = Number(process.env.BENCH_WINDOWS ?? 8);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 5);
const stockSize = Number(process.env.BENCH_LISTINGS ?? 500);
const token = "bench-listings-feed-token-0123456789";

/** A checkout's production server (as `npm start` runs it once built) on `port`, with its own embedded database. */
async function startBuild(checkout, port) {
  const server = path.join(path.resolve(checkout), ".next", "production-server.mjs");
  if (!fs.existsSync(server)) throw new Error(`${checkout} is not built: run node --import tsx scripts/start.ts --build-only in it`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-bench-"));
  const child = spawn(process.execPath, [server], {
    cwd: path.resolve(checkout),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      LISTINGS_DEMO_FEED: "false",
      LISTINGS_FEED_TOKEN: token,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://localhost:${port}`;
  await waitFor(`${origin}/`, 5 * 60_000);
  await importStock(origin, token, stockSize);
  return {
    name: path.basename(path.resolve(checkout)),
    origin,
    pid: child.pid,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let minimum = 100_000;
/** One window of uncached searches at `build`: requests a second, exact p95 and server CPU ms per answer. */
async function measure(build) {
  const times = [];
  const cpuBefore = treeCpuSeconds(build.pid, { includeRoot: true });
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: build.origin,
        connections,
        duration: seconds,
        requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: `/buy?location=oran-park&min=${minimum++}` }) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  const cpuMs = ((treeCpuSeconds(build.pid, { includeRoot: true }) - cpuBefore) * 1000) / Math.max(1, times.length);
  times.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.average),
    p95: Math.round(times[Math.max(0, Math.ceil(0.95 * times.length) - 1)] ?? NaN),
    cpuMs,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const builds = [await startBuild(before, 3410), await startBuild(after, 3420)];
try {
  const rows = [];
  for (let window = 1; window <= windows; window++) {
    const [a, b] = await Promise.all(builds.map(measure));
    rows.push({
      window,
      [`${builds[0].name}: req/s, p95 (ms)`]: `${a.rps}, ${a.p95}`,
      [`${builds[1].name}: req/s, p95 (ms)`]: `${b.rps}, ${b.p95}`,
      "CPU / answer (ms)": `${a.cpuMs.toFixed(1)} → ${b.cpuMs.toFixed(1)}`,
      ratio: (b.cpuMs / a.cpuMs).toFixed(2),
      failures: a.failures + b.failures,
    });
  }
  // The first window is the optimising compiler's (code never run before); the median of the others is the figure.
  const ratios = rows
    .slice(1)
    .map((row) => Number(row.ratio))
    .sort((x, y) => x - y);
  const median = ratios[Math.floor(ratios.length / 2)];
  console.log(
    `${stockSize} listings on PGlite, ${connections} connections at each build at once, ${seconds} s windows, ${new Date().toISOString()}\n`,
  );
  console.log(markdownTable(rows));
  console.log(`\nMedian ratio of CPU per answer after the first window: ${median?.toFixed(2)}`);
} finally {
  for (const build of builds) await build.stop();
}
