import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startAppServer, type AppServer } from "./support/app-server";
import { findServerActionId } from "./support/server-actions";
import { ports } from "./support/ports";

/*
 * The built site with TRUST_PROXY unset, as `npm start` runs with no proxy in front: forwarding headers a client
 * writes itself must change nothing. A forged X-Forwarded-Host does not pass the admin API's or the server actions'
 * origin checks, and a loopback Host does not make another loopback port the crawler's "own origin".
 */
test.describe.configure({ mode: "serial" });

const port = ports.forwardedHeaders;
const admin = { email: "proxy.admin@example.com", password: "Proxy-Admin-Passw0rd" };
const evil = { origin: "https://evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };

let server: AppServer;
let cookie: string;

test.beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-proxy-headers-"));
  server = await startAppServer({
    port,
    dataDir,
    env: { TRUST_PROXY: "false", SEED_ON_START: "false", ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, SMTP_URL: "" },
  });
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify(admin),
  });
  expect(signIn.status).toBe(200);
  cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});

test.afterAll(async () => {
  await server?.stop();
});

function post(slug: string) {
  return {
    title: `Forwarded ${slug}`,
    slug,
    excerpt: "x",
    content: "<p>x</p>",
    category: "Security",
    authorSlug: "daniel-whitford",
    readTime: "1 min read",
    isPublished: true,
    scheduledDate: "",
  };
}

async function storedSlugs(): Promise<string[]> {
  const response = await fetch(`${server.url}/api/admin/posts`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { posts: Array<{ slug: string }> }).posts.map((p) => p.slug);
}

test("SEED_ON_START=false starts with no demo content", async () => {
  expect(await storedSlugs()).toEqual([]);
});

test("a forged X-Forwarded-Host with a matching foreign Origin is refused by the admin API and by a server action", async () => {
  const api = (slug: string, headers: Record<string, string>) =>
    fetch(`${server.url}/api/admin/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, ...headers },
      body: JSON.stringify(post(slug)),
    });
  const forgedApi = await api("forged-api", evil);
  expect(forgedApi.status).toBe(403);

  const action = (slug: string, headers: Record<string, string>) =>
    fetch(`${server.url}/admin/blog/new`, {
      method: "POST",
      headers: {
        "next-action": findServerActionId("createPostAction"),
        "content-type": "text/plain;charset=UTF-8",
        accept: "text/x-component",
        cookie,
        ...headers,
      },
      body: JSON.stringify([post(slug)]),
    });
  const forgedAction = await action("forged-action", evil);
  expect(forgedAction.status).toBeGreaterThanOrEqual(400);
  expect(await forgedAction.text()).not.toContain('"ok":true');

  const slugs = await storedSlugs();
  expect(slugs).not.toContain("forged-api");
  expect(slugs).not.toContain("forged-action");

  // The same requests from the site's own origin do what they should, so the refusals above are the origin check's.
  expect((await api("same-origin-api", { origin: server.url })).status).toBe(201);
  expect(await (await action("same-origin-action", { origin: server.url })).text()).toContain('"ok":true');
  expect(await storedSlugs()).toEqual(expect.arrayContaining(["same-origin-api", "same-origin-action"]));
});

test("a crawl started with a loopback Host or X-Forwarded-Host still refuses other loopback ports", async () => {
  let reached = 0;
  const internal = http.createServer((_request, response) => {
    reached += 1;
    response.end("<title>INTERNAL SERVICE</title>");
  });
  await new Promise<void>((resolve) => internal.listen(0, "127.0.0.1", resolve));
  const internalHost = `127.0.0.1:${(internal.address() as AddressInfo).port}`;
  try {
    // Host: the admin origin check passes (it matches Origin), and the crawler's guard refuses the target (400).
    // X-Forwarded-Host: dropped by the server, so the Origin is foreign to the Host and the call is refused (403).
    const cases: Array<[Record<string, string>, number]> = [
      [{ host: internalHost }, 400],
      [{ "x-forwarded-host": internalHost }, 403],
    ];
    for (const [headers, expected] of cases) {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const body = JSON.stringify({ action: "start", url: `http://${internalHost}/` });
        const request = http.request(
          {
            host: "127.0.0.1",
            port,
            method: "POST",
            path: "/api/admin/crawl",
            headers: {
              "content-type": "application/json",
              "content-length": Buffer.byteLength(body),
              origin: `http://${internalHost}`,
              cookie,
              ...headers,
            },
          },
          (response) => {
            let text = "";
            response.setEncoding("utf8");
            response.on("data", (chunk: string) => (text += chunk));
            response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
          },
        );
        request.on("error", reject);
        request.end(body);
      });
      expect(answer.status, answer.body).toBe(expected);
    }
    expect(reached).toBe(0);
  } finally {
    await new Promise((resolve) => internal.close(resolve));
  }
});

test("a forged x-client-ip is ignored: the sign-in is recorded under the address the request came from", async () => {
  const forged = { "x-client-ip": "198.51.100.77", "x-forwarded-for": "198.51.100.78" };
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, ...forged },
    body: JSON.stringify(admin),
  });
  expect(signIn.status).toBe(200);
  const history = await (await fetch(`${server.url}/admin/sign-ins`, { headers: { cookie } })).text();
  expect(history).toMatch(/127\.0\.0\.1|::1/);
  expect(history).not.toContain("198.51.100.77");
  expect(history).not.toContain("198.51.100.78");
});

test("the other way of starting, a plain `next start`, refuses to start and says to use npm start", async () => {
  test.setTimeout(90_000);
  const root = path.resolve(import.meta.dirname, "..", "..");
  const nextStartPort = ports.forwardedHeadersNextStart;
  const child = spawn(
    process.execPath,
    [path.join(root, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(nextStartPort)],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-next-start-")),
        LOG_LEVEL: "silent",
      },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // Whether Next runs the start-up work at once or at the first request, a request meanwhile never gets a page.
  const statuses: number[] = [];
  const probing = (async () => {
    while (child.exitCode === null && child.signalCode === null) {
      await fetch(`http://localhost:${nextStartPort}/`, { signal: AbortSignal.timeout(2000) })
        .then((response) => statuses.push(response.status))
        .catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  const code = await Promise.race([exited, new Promise<"running">((resolve) => setTimeout(() => resolve("running"), 60_000))]);
  if (code === "running") child.kill("SIGKILL");
  await probing;
  expect(code).toBe(1);
  expect(stderr).toContain("npm start");
  expect(statuses.filter((status) => status === 200)).toEqual([]);
});
