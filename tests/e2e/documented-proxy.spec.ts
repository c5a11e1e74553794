import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startAppServer, type AppServer } from "./support/app-server";
import { nginxBinary } from "./support/load-balancer";
import { findServerActionId } from "./support/server-actions";
import { ports } from "./support/ports";

/*
 * The nginx block docs/deploy.md tells an agency to use, run as written by Debian's nginx in front of the built site
 * with TRUST_PROXY=1. Only what cannot be run here is changed: its `listen 443` lines listen on a local port, its
 * upstream servers are one local instance, and a self-signed certificate for the documented host name is added.
 * Forged X-Forwarded-Host, -For and -Proto headers sent through it must change nothing the app decides.
 */
test.skip(!nginxBinary, "needs nginx (apt-get install -y nginx; .ci/run does)");
test.describe.configure({ mode: "serial" });

const proxyPort = ports.documentedProxy;
const appPort = ports.documentedProxyApp;
const root = path.resolve(import.meta.dirname, "..", "..");
const admin = { email: "documented.proxy@example.com", password: "Documented-Proxy-Passw0rd" };

let app: AppServer;
let nginx: ChildProcess | null = null;
let siteHost: string;
let cookie: string;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** The ```nginx block of docs/deploy.md, pointed at this machine. Fails when the block no longer has the shape assumed. */
function documentedNginxBlock(): { block: string; serverName: string } {
  const doc = fs.readFileSync(path.join(root, "docs", "deploy.md"), "utf8");
  const blocks = [...doc.matchAll(/```nginx\n([\s\S]*?)```/g)].map((match) => match[1]!);
  expect(blocks).toHaveLength(1);
  let block = blocks[0]!;
  const serverName = /server_name\s+([^\s;]+)/.exec(block)?.[1];
  expect(serverName, "the documented block names the site's host").toBeTruthy();

  const upstreamServers = block.match(/^\s*server\s+\d+\.\d+\.\d+\.\d+:\d+[^;]*;\n/gm) ?? [];
  expect(upstreamServers.length).toBeGreaterThan(0);
  block = block.replace(/^\s*server\s+\d+\.\d+\.\d+\.\d+:\d+[^;]*;\n/gm, "");
  block = block.replace(/(upstream\s+\w+\s*\{\n)/, `$1  server 127.0.0.1:${appPort};\n`);

  const listens = block.match(/listen\s+443\b/g) ?? [];
  expect(listens.length).toBeGreaterThan(0);
  block = block.replace(/listen\s+443\b/g, `listen 127.0.0.1:${proxyPort}`);
  return { block, serverName: serverName! };
}

async function startDocumentedNginx(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-documented-nginx-"));
  fs.chmodSync(dir, 0o755);
  const { block, serverName } = documentedNginxBlock();
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      `/CN=${serverName}`,
      "-keyout",
      path.join(dir, "key.pem"),
      "-out",
      path.join(dir, "cert.pem"),
    ],
    { encoding: "utf8" },
  );
  expect(made.status, made.stderr).toBe(0);
  const config = `
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? "user root;" : ""}
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ssl_certificate ${dir}/cert.pem;
  ssl_certificate_key ${dir}/key.pem;
${block}
}
`;
  const configFile = path.join(dir, "nginx.conf");
  fs.writeFileSync(configFile, config);
  const args = ["-p", dir, "-c", configFile, "-e", path.join(dir, "error.log")];
  const check = spawnSync(nginxBinary!, ["-t", ...args], { encoding: "utf8" });
  expect(check.status, `nginx refused the documented configuration:\n${check.stderr}`).toBe(0);
  nginx = spawn(nginxBinary!, args, { stdio: ["ignore", "ignore", "pipe"] });
  const deadline = Date.now() + 10_000;
  for (;;) {
    const listening = await send({ path: "/api/health" }, serverName).then(
      () => true,
      () => false,
    );
    if (listening) break;
    if (nginx.exitCode !== null || Date.now() > deadline)
      throw new Error(`nginx did not listen on ${proxyPort}: ${fs.readFileSync(path.join(dir, "error.log"), "utf8")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return serverName;
}

/** One HTTPS request to the proxy, as a browser that resolved `serverName` to this machine would send it. */
function send(
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string; host?: string },
  serverName = siteHost,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      {
        host: "127.0.0.1",
        port: proxyPort,
        servername: serverName,
        rejectUnauthorized: false,
        method: options.method ?? "GET",
        path: options.path,
        headers: {
          host: options.host ?? serverName,
          ...(options.body ? { "content-length": String(Buffer.byteLength(options.body)) } : {}),
          ...options.headers,
        },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    request.on("error", reject);
    request.end(options.body);
  });
}

function post(slug: string) {
  return JSON.stringify({
    title: `Proxied ${slug}`,
    slug,
    excerpt: "x",
    content: "<p>x</p>",
    category: "Security",
    authorSlug: "daniel-whitford",
    readTime: "1 min read",
    isPublished: true,
    scheduledDate: "",
  });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-documented-proxy-"));
  const serverName = documentedNginxBlock().serverName;
  app = await startAppServer({
    port: appPort,
    dataDir,
    env: {
      TRUST_PROXY: "1",
      SEED_ON_START: "false",
      BETTER_AUTH_URL: `https://${serverName}`,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SMTP_URL: "",
    },
  });
  siteHost = await startDocumentedNginx();
  const signIn = await send({
    method: "POST",
    path: "/api/auth/sign-in/email",
    headers: { "content-type": "application/json", origin: `https://${siteHost}`, "x-forwarded-for": "198.51.100.77" },
    body: JSON.stringify(admin),
  });
  expect(signIn.status, signIn.body).toBe(200);
  cookie = ([] as string[])
    .concat(signIn.headers["set-cookie"] ?? [])
    .map((c) => c.split(";")[0])
    .join("; ");
});

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx!.once("exit", resolve));
    nginx.kill("SIGQUIT");
    await exited;
  }
  await app?.stop();
});

test("a forged X-Forwarded-Host with a matching foreign Origin is refused by the admin API and by a server action", async () => {
  const forged = { origin: "https://evil.example", "x-forwarded-host": "evil.example" };
  const api = (slug: string, headers: Record<string, string>) =>
    send({
      method: "POST",
      path: "/api/admin/posts",
      headers: { "content-type": "application/json", cookie, ...headers },
      body: post(slug),
    });
  const action = (slug: string, headers: Record<string, string>) =>
    send({
      method: "POST",
      path: "/admin/blog/new",
      headers: {
        "next-action": findServerActionId("createPostAction"),
        "content-type": "text/plain;charset=UTF-8",
        accept: "text/x-component",
        cookie,
        ...headers,
      },
      body: JSON.stringify([JSON.parse(post(slug))]),
    });

  expect((await api("forged-api", forged)).status).toBe(403);
  const forgedAction = await action("forged-action", forged);
  expect(forgedAction.body).not.toContain('"ok":true');

  // From the site's own origin the same requests succeed, so the refusals above are the origin check's.
  expect((await api("own-api", { origin: `https://${siteHost}` })).status).toBe(201);
  expect((await action("own-action", { origin: `https://${siteHost}` })).body).toContain('"ok":true');

  const listed = await send({ path: "/api/admin/posts", headers: { cookie } });
  const slugs = (JSON.parse(listed.body) as { posts: Array<{ slug: string }> }).posts.map((p) => p.slug);
  expect(slugs).toEqual(expect.arrayContaining(["own-api", "own-action"]));
  expect(slugs).not.toContain("forged-api");
  expect(slugs).not.toContain("forged-action");
});

test("a request naming another host is refused by nginx before it reaches the app", async () => {
  // Another name in the TLS handshake: refused outright.
  await expect(send({ path: "/", host: "evil.example" }, "evil.example")).rejects.toThrow();
  // Our name in the handshake, another in Host: the catch-all server answers 421.
  expect((await send({ path: "/", host: "evil.example" })).status).toBe(421);
  expect((await send({ path: "/" })).status).toBe(200);
});

test("a forged X-Forwarded-For and X-Forwarded-Proto are replaced by what nginx saw", async () => {
  const page = await send({ path: "/", headers: { "x-forwarded-proto": "http", "x-forwarded-for": "198.51.100.78" } });
  expect(page.status).toBe(200);
  // Reached over HTTPS, whatever the client claimed: the app sends HSTS.
  expect(page.headers["strict-transport-security"]).toContain("max-age=");

  // The sign-in in beforeAll forged X-Forwarded-For; it is recorded under nginx's view of the client.
  const history = await send({ path: "/admin/sign-ins", headers: { cookie } });
  expect(history.status).toBe(200);
  expect(history.body).toContain("127.0.0.1");
  expect(history.body).not.toContain("198.51.100.77");
});
