// Shared by the benchmarks: start the production site on a fresh data folder, and list its public routes.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

const root = path.resolve(import.meta.dirname, "..", "..");

export async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** A memory cgroup of `megabytes` (Linux, as root; cgroup v2 or v1), or an error saying why not. */
function memoryCgroup(megabytes) {
  const name = `ironbark-bench-${process.pid}`;
  const v2 = fs.existsSync("/sys/fs/cgroup/cgroup.controllers");
  const dir = v2 ? path.join("/sys/fs/cgroup", name) : path.join("/sys/fs/cgroup/memory", name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, v2 ? "memory.max" : "memory.limit_in_bytes"), String(megabytes * 1024 * 1024));
  return {
    procs: path.join(dir, "cgroup.procs"),
    /** The most the group has held, in MB, and how many times the kernel killed a process of it for want of memory. */
    peak() {
      const bytes = Number(fs.readFileSync(path.join(dir, v2 ? "memory.peak" : "memory.max_usage_in_bytes"), "utf8"));
      const events = fs.readFileSync(path.join(dir, v2 ? "memory.events" : "memory.oom_control"), "utf8");
      const kills = Number(/oom_kill (\d+)/.exec(events)?.[1] ?? 0);
      return { megabytes: Math.round(bytes / 1024 / 1024), kills };
    },
    remove() {
      fs.rmdirSync(dir);
    },
  };
}

/**
 * `npm start` (which builds first when needed) on `port`, with its own embedded database. With `memoryLimitMb`, the
 * server runs inside a memory cgroup of that size, as on a machine with that much memory: Node sizes its heap for the
 * limit, and the kernel kills the server if it does not fit (`cgroup.peak()`).
 */
export async function startSite(port, env = {}, { memoryLimitMb } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-bench-"));
  const serverEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env };
  const startScript = path.join(root, "scripts", "start.ts");
  let cgroup;
  let server;
  if (memoryLimitMb) {
    // Built first, then the server alone in the group (`npm start` would put its own process there too).
    const built = spawnSync(process.execPath, ["--import", "tsx", startScript, "--build-only"], {
      cwd: root,
      env: serverEnv,
      stdio: "inherit",
    });
    if (built.status !== 0) throw new Error("the build failed");
    cgroup = memoryCgroup(memoryLimitMb);
    server = spawn(
      "sh",
      ["-c", `echo $$ > "$0" && exec "$1" "$2"`, cgroup.procs, process.execPath, path.join(root, ".next", "production-server.mjs")],
      {
        cwd: root,
        env: { ...serverEnv, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
        stdio: ["ignore", "inherit", "inherit"],
      },
    );
  } else {
    server = spawn(process.execPath, ["--import", "tsx", startScript], {
      cwd: root,
      env: serverEnv,
      stdio: ["ignore", "inherit", "inherit"],
    });
  }
  const origin = `http://localhost:${port}`;
  await waitFor(`${origin}/`, 15 * 60_000);
  // The server captures and compresses its prerendered pages, then its static files (public artwork last), just
  // after it starts; measure once that is done.
  for (
    let tries = 0;
    (await fetch(`${origin}/art/logo.svg`, { headers: { "accept-encoding": "br" } })).headers.get("content-encoding") !== "br";
    tries++
  ) {
    if (tries > 120) throw new Error("the prerendered pages and static files were not captured within a minute");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // And the blog's pages, kept in memory once rendered (scripts/content-pages.ts).
  for (let tries = 0; !(await fetch(`${origin}/insights`)).headers.has("x-rendered-at"); tries++) {
    if (tries > 120) throw new Error("the blog's pages were not rendered into memory within a minute");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    origin,
    /** The process `npm start` runs (scripts/start.ts), the server its child; with `memoryLimitMb`, the server itself. */
    pid: server.pid,
    /** With `memoryLimitMb`: the group's peak and kills. */
    cgroup,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        await exited;
      }
      cgroup?.remove();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The paths the sitemap lists (every public page, articles included), in its order, through its index if it is one. */
export async function sitemapRoutes(origin) {
  const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  if (!xml.includes("<sitemapindex")) return locs(xml);
  const paths = [];
  for (const part of locs(xml)) paths.push(...locs(await (await fetch(origin + part)).text()));
  return paths;
}

/** gzip bytes of every script the page's HTML loads (what runs before any interaction). */
export async function initialJavaScript(origin, route) {
  const html = await (await fetch(origin + route)).text();
  // noModule scripts (polyfills) are skipped by every browser that runs modules, so they are not counted.
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]).filter((tag) => !/nomodule/i.test(tag));
  const sources = [...new Set(tags.map((tag) => tag.match(/src="([^"]+)"/)?.[1]).filter(Boolean))];
  let total = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(new URL(src, origin))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return { files: sources.length, gzipKB: +(total / 1024).toFixed(1) };
}

/** A Markdown table of `rows` (objects with the same keys). */
export function markdownTable(rows) {
  const keys = Object.keys(rows[0] ?? {});
  return [
    `| ${keys.join(" | ")} |`,
    `|${keys.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${keys.map((k) => row[k]).join(" | ")} |`),
  ].join("\n");
}
