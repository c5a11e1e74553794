import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { Client } from "pg";
import { startAppServer, type AppServer } from "./support/app-server";
import { startMailCatcher } from "./support/mail-catcher";

/*
 * The built site on PostgreSQL. Two instances on one database, as behind a load balancer: leads and sessions
 * work across both, and each e-mail and crawl job is handled by exactly one of them. And a PostgreSQL restart
 * under load: clear 503s while it is down, recovery without restarting the app. Runs when TEST_DATABASE_URL
 * names a local PostgreSQL server (as .ci/run arranges); skipped otherwise. The tests run one after the other,
 * as the restart takes the server away from everything using it.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
test.skip(!adminUrl, "needs TEST_DATABASE_URL (a local PostgreSQL server)");
test.describe.configure({ mode: "serial" });

const ports = [Number(process.env.E2E_TWIN_PORT_A ?? 3113), Number(process.env.E2E_TWIN_PORT_B ?? 3114)];
const smtpPort = Number(process.env.E2E_TWIN_SMTP_PORT ?? 2529);
const admin = { email: "twin.admin@example.com", password: "Twin-Admin-Passw0rd" };

test("leads, sessions, e-mail and crawl jobs across two instances", async () => {
  test.setTimeout(240_000);
  const dbName = `ironbark_twins_${randomBytes(5).toString("hex")}`;
  const sql = await connect(adminUrl!);
  await sql.query(`create database ${dbName}`);
  const databaseUrl = new URL(adminUrl!);
  databaseUrl.pathname = `/${dbName}`;
  const mail = await startMailCatcher(smtpPort);
  const servers: AppServer[] = [];

  try {
    const shared = {
      DATABASE_URL: databaseUrl.toString(),
      BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_POLL_SECONDS: "1",
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      SEED_ON_START: "false",
      RATE_LIMIT_FORMS_MAX: "1000",
      CRAWL_MAX_PAGES: "5",
    };
    // Started together: both migrate (under the advisory lock) and race to create the first admin.
    servers.push(
      ...(await Promise.all(
        ports.map((port) => startAppServer({ port, dataDir: path.join(os.tmpdir(), `ironbark-twin-${port}`), env: { ...shared, BETTER_AUTH_URL: `http://localhost:${port}` } })),
      )),
    );
    const [a, b] = servers as [AppServer, AppServer];

    // Leads to both, alternating.
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${(i % 2 ? b : a).url}/api/enquiries`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.160" },
          body: JSON.stringify({ type: "appraisal", name: `Twin ${i}`, email: `twin.${i}@example.com`, phone: "0412345678", address: `${i} Twin Street, Oran Park` }),
        }).then((r) => r.status),
      ),
    );
    expect(statuses.every((s) => s === 201)).toBe(true);

    // A session made by one instance is honoured by the other.
    const signIn = await fetch(`${a.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: a.url, "x-forwarded-for": "198.51.100.161" },
      body: JSON.stringify(admin),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const posts = await fetch(`${b.url}/api/admin/posts`, { headers: { cookie } });
    expect(posts.status).toBe(200);

    // Each lead's two e-mails go out once, although both instances run an outbox worker.
    let last = -1;
    let quiet = 0;
    await expect
      .poll(
        () => {
          quiet = mail.messages.length === last ? quiet + 1 : 0;
          last = mail.messages.length;
          return last >= 80 && quiet >= 3;
        },
        { timeout: 90_000, intervals: [1000] },
      )
      .toBe(true);
    expect(mail.messages.length).toBe(80);
    for (let i = 0; i < 40; i++) expect(mail.messages.filter((m) => m.to.includes(`twin.${i}@example.com`)).length, `twin.${i}`).toBe(1);

    // A crawl started on A is run by one worker and its status is the same from B.
    const started = await fetch(`${a.url}/api/admin/crawl`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: a.url },
      body: JSON.stringify({ action: "start", url: `${a.url}/privacy` }),
    });
    expect(started.status).toBe(201);
    const { id } = (await started.json()) as { id: string };
    await expect
      .poll(async () => ((await (await fetch(`${b.url}/api/admin/crawl/${id}`, { headers: { cookie } })).json()) as { status: string }).status, {
        timeout: 90_000,
        intervals: [1000],
      })
      .toBe("completed");
    const db = await connect(databaseUrl.toString());
    try {
      const { rows: [job] } = await db.query<{ attempts: number }>("select attempts, claimed_by from crawl_jobs where id = $1", [id]);
      expect(job?.attempts).toBe(1);
      const { rows: pages } = await db.query<{ n: number }>("select url, count(*)::int as n from crawl_pages where job_id = $1 group by url", [id]);
      expect(pages.length).toBeGreaterThan(0);
      expect(pages.filter((p) => p.n !== 1)).toEqual([]);
      const { rows: admins } = await db.query<{ n: number }>("select count(*)::int as n from user_roles where role = 'admin'");
      expect(admins[0]?.n).toBe(1);
    } finally {
      await db.end();
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await mail.close();
    await sql.query(`drop database if exists ${dbName} with (force)`);
    await sql.end();
  }
});

/** The local cluster's version directory, when this machine manages PostgreSQL with pg_ctlcluster (Debian). */
async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on("error", () => {});
  await client.connect();
  return client;
}

function localCluster(): string | null {
  if (!fs.existsSync("/etc/postgresql") || spawnSync("pg_ctlcluster", ["--help"]).error) return null;
  return fs.readdirSync("/etc/postgresql")[0] ?? null;
}

test("a PostgreSQL restart under load: 503s while it is down, no hang, and recovery without restarting the app", async ({ page }) => {
  test.setTimeout(180_000);
  const cluster = localCluster();
  test.skip(!cluster, "needs a local cluster managed by pg_ctlcluster");
  const dbName = `ironbark_restart_${randomBytes(5).toString("hex")}`;
  const sql = await connect(adminUrl!);
  await sql.query(`create database ${dbName}`);
  await sql.end();
  const databaseUrl = new URL(adminUrl!);
  databaseUrl.pathname = `/${dbName}`;
  const port = Number(process.env.E2E_RESTART_PORT ?? 3115);
  const server = await startAppServer({
    port,
    dataDir: path.join(os.tmpdir(), `ironbark-restart-${port}`),
    env: { DATABASE_URL: databaseUrl.toString(), BETTER_AUTH_SECRET: randomBytes(32).toString("hex"), SEED_ON_START: "false", RATE_LIMIT_FORMS_MAX: "100000", SMTP_URL: "" },
  });

  const results: Array<{ status: number; ms: number; started: number }> = [];
  let sending = true;
  let counter = 0;
  // Four clients posting leads back to back for the whole test.
  const load = Promise.all(
    Array.from({ length: 4 }, async () => {
      while (sending) {
        const started = Date.now();
        const response = await fetch(`${server.url}/api/enquiries`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.170" },
          body: JSON.stringify({ type: "contact", name: `Restart ${counter}`, email: `restart.${counter++}@example.com`, phone: "0412345678", enquiryType: "general", message: "Checking the restart behaviour." }),
        });
        const body = (await response.json()) as { error?: string };
        results.push({ status: response.status, ms: Date.now() - started, started });
        if (response.status === 503) expect(body.error).toMatch(/try again/i);
        if (response.status === 503) expect(response.headers.get("retry-after")).toBe("15");
      }
    }),
  );

  try {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const before = results.length;
    // Stop, wait a moment with the server down, start again.
    expect(spawnSync("pg_ctlcluster", ["--skip-systemctl-redirect", cluster!, "main", "stop", "-m", "fast"]).status).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await fetch(`${server.url}/api/health`)).status).toBe(503);
    // An article, which cannot be shown at all without the database, is answered 503 with Retry-After and the
    // page's own message, not 500. The listing streams its posts below a page that needs no database: that page
    // still answers, with the listing's error state where the posts would be.
    const article = await page.goto(`${server.url}/insights/any-article`);
    expect(article?.status()).toBe(503);
    expect(await article?.headerValue("retry-after")).toBe("15");
    await expect(page.getByRole("heading", { name: "Error loading blog post", exact: true })).toBeVisible();
    const listing = await fetch(`${server.url}/insights`);
    expect(listing.status).toBe(200);
    expect(await listing.text()).toContain("Error loading blog posts");
    expect(spawnSync("pg_ctlcluster", ["--skip-systemctl-redirect", cluster!, "main", "start"]).status).toBe(0);
    await expect.poll(async () => (await fetch(`${server.url}/api/health`)).status, { timeout: 30_000 }).toBe(200);
    const recoveredAt = Date.now();
    expect((await fetch(`${server.url}/insights`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    sending = false;
    await load;

    expect(results.length).toBeGreaterThan(before);
    expect(results.filter((r) => r.status !== 201 && r.status !== 503)).toEqual([]);
    expect(results.some((r) => r.status === 503)).toBe(true);
    // Nothing hung: every answer, during the outage too, came within the 5 s connect timeout and then some.
    expect(Math.max(...results.map((r) => r.ms))).toBeLessThan(6_000);
    // Recovered by itself: every lead sent once the database answered the health check again was stored.
    const afterRecovery = results.filter((r) => r.started >= recoveredAt);
    expect(afterRecovery.length).toBeGreaterThan(4);
    expect(afterRecovery.filter((r) => r.status !== 201)).toEqual([]);
  } finally {
    sending = false;
    await load.catch(() => undefined);
    await server.stop();
    // Make sure the cluster is up for whatever runs next, then drop the database.
    spawnSync("pg_ctlcluster", ["--skip-systemctl-redirect", cluster!, "main", "start"]);
    await expect.poll(async () => connect(adminUrl!).then((client) => client.end().then(() => true), () => false), { timeout: 30_000 }).toBe(true);
    const cleanup = await connect(adminUrl!);
    await cleanup.query(`drop database if exists ${dbName} with (force)`);
    await cleanup.end();
  }
});
