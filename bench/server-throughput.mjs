#!/usr/bin/env node
// Server throughput: requests per second and p99 latency with 50 concurrent connections (autocannon) for `/`, a
// suburb page, the blog listing, a blog article and /api/chat, beside nginx (Debian's package) serving the same pages'
// HTML saved as static files, in one run. Reports each page's throughput as a share of nginx's, and the blog pages'
// (kept in memory by scripts/content-pages.ts) as a share of the prerendered suburb page's.
// Usage: node bench/server-throughput.mjs      BENCH_SECONDS=10 per measurement; needs /usr/sbin/nginx.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { markdownTable, startSite, waitFor } from "./support/site.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const sitePort = Number(process.env.BENCH_PORT ?? 3200);
const nginxPort = sitePort + 1;
const nginx = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

function measure(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const summary = (result) => ({
  rps: Math.round(result.requests.average),
  p99: result.latency.p99,
  failures: result.errors + result.timeouts + result.non2xx,
});

const site = await startSite(sitePort, { CHAT_RATE_LIMIT_MAX: "100000000", CHAT_WORD_DELAY_MS: "0" });
const nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-nginx-"));
let nginxProcess;
try {
  const sitemap = await (await fetch(`${site.origin}/sitemap.xml`)).text();
  const article = new URL([...sitemap.matchAll(/<loc>([^<]+\/insights\/[^<]+)<\/loc>/g)][0][1]).pathname;
  const pages = [
    { name: "home", path: "/" },
    { name: "suburb page", path: "/gregory-hills" },
    { name: "blog listing", path: "/insights" },
    { name: "blog article", path: article },
  ];

  // nginx serves each page's HTML, as the site sends it, from a file: the ceiling for a static page.
  // nginx's workers run as an unprivileged user: they need to read the folder mkdtemp made private.
  fs.chmodSync(nginxDir, 0o755);
  fs.mkdirSync(path.join(nginxDir, "html"), { mode: 0o755 });
  for (const [i, page] of pages.entries())
    fs.writeFileSync(path.join(nginxDir, "html", `page-${i}.html`), await (await fetch(site.origin + page.path)).text());
  fs.writeFileSync(
    path.join(nginxDir, "nginx.conf"),
    `daemon off; worker_processes 1; pid ${nginxDir}/nginx.pid; error_log ${nginxDir}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile on; tcp_nopush on; keepalive_requests 100000; default_type text/html;
  server { listen 127.0.0.1:${nginxPort}; root ${nginxDir}/html; } }\n`,
  );
  if (spawnSync(nginx, ["-t", "-c", `${nginxDir}/nginx.conf`], { stdio: "ignore" }).status !== 0)
    throw new Error(`${nginx} refused the configuration`);
  nginxProcess = spawn(nginx, ["-c", `${nginxDir}/nginx.conf`], { stdio: "ignore" });
  await waitFor(`http://127.0.0.1:${nginxPort}/page-0.html`, 10_000);

  const rows = [];
  for (const [i, page] of pages.entries()) {
    await measure({ url: site.origin + page.path, duration: 2 }); // warm-up
    const app = summary(await measure({ url: site.origin + page.path }));
    const ceiling = summary(await measure({ url: `http://127.0.0.1:${nginxPort}/page-${i}.html` }));
    rows.push({
      page: `${page.name} \`${page.path}\``,
      "site req/s": app.rps,
      "site p99 (ms)": app.p99,
      "nginx req/s": ceiling.rps,
      "nginx p99 (ms)": ceiling.p99,
      "site / nginx": `${Math.round((100 * app.rps) / ceiling.rps)}%`,
      "site / suburb page": rows[1] ? `${Math.round((100 * app.rps) / rows[1]["site req/s"])}%` : "",
      failures: app.failures + ceiling.failures,
    });
  }
  const chat = summary(
    await measure({
      url: `${site.origin}/api/chat`,
      method: "POST",
      headers: { "content-type": "application/json", origin: site.origin },
      body: JSON.stringify({ messages: [{ role: "user", content: "How long does it take to sell a house in Gregory Hills?" }] }),
    }),
  );
  rows.push({
    page: "chat `/api/chat` (whole streamed answer)",
    "site req/s": chat.rps,
    "site p99 (ms)": chat.p99,
    "nginx req/s": "",
    "nginx p99 (ms)": "",
    "site / nginx": "",
    "site / suburb page": "",
    failures: chat.failures,
  });

  console.log(`autocannon, ${connections} connections, ${seconds} s per measurement, ${new Date().toISOString()}\n`);
  console.log(markdownTable(rows));
} finally {
  nginxProcess?.kill("SIGQUIT");
  await site.stop();
  fs.rmSync(nginxDir, { recursive: true, force: true });
}
