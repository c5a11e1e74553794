import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { count, inArray } from "drizzle-orm";
import { expect, test } from "@playwright/test";
import { openDatabase } from "../../src/server/db/connect";
import { processStartTime } from "../../src/server/db/data-dir-lock";
import { enquiries, outbox } from "../../src/server/db/schema";
import { missingAuthSecretSentence, serverActionsKeyMismatchSentence } from "../../src/server/unsafe-configuration";
import { startAppServer, startFailingAppServer } from "./support/app-server";
import { startMailCatcher } from "./support/mail-catcher";
import { ports } from "./support/ports";

/*
 * Crashes and stops of the built site, each on an instance of its own (port, data folder, mail catcher).
 * No browser: these are about the server process. Each test has its own ports too, so the two workers share the file
 * (tests/e2e/README.md, "Time").
 */

function lead(index: number) {
  return {
    type: "contact",
    name: `Crash Tester ${index}`,
    email: `crash.${index}@example.com`,
    phone: "0412345678",
    enquiryType: "general",
    message: `Crash test enquiry number ${index}`,
  };
}

test("kill -9 with hundreds of submissions in flight: every acknowledged lead survives and its mail goes out exactly once", async () => {
  test.setTimeout(180_000);
  const port = ports.reliability;
  const smtpPort = ports.reliabilityMail;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-crash-"));
  // First life: no SMTP, so every message waits in the outbox.
  let server = await startAppServer({ port, dataDir, env: { RATE_LIMIT_FORMS_MAX: "100000", SEED_ON_START: "false", SMTP_URL: "" } });

  const acknowledged: string[] = [];
  let killing: Promise<void> | undefined;
  // 300 at once, so that well over 100 are still in flight when the first answers come back, however slowly
  // this test process gets to read them.
  const submissions = 300;
  const inFlight = Array.from({ length: submissions }, (_, i) =>
    fetch(`${server.url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.90" },
      body: JSON.stringify(lead(i)),
    })
      .then(async (response) => {
        if (response.status !== 201) return;
        acknowledged.push(((await response.json()) as { id: string }).id);
        // Pull the plug as soon as some have been answered and the rest are still being handled.
        if (acknowledged.length === 10) killing = server.kill();
      })
      .catch(() => undefined),
  );
  await Promise.all(inFlight);
  await killing;
  expect(acknowledged.length).toBeGreaterThanOrEqual(10);
  // The premise: many were still in flight when the plug was pulled (how many depends on the machine's speed).
  expect(submissions - acknowledged.length).toBeGreaterThanOrEqual(50);

  // Second life, with mail.
  const mail = await startMailCatcher(smtpPort);
  try {
    server = await startAppServer({
      port,
      dataDir,
      env: { SEED_ON_START: "false", SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OUTBOX_POLL_SECONDS: "1" },
    });
    // Delivery is done when every acknowledged lead's two messages are out and nothing more arrives for 3 s
    // (leads stored just before the kill, whose answers were lost, are delivered too).
    let last = -1;
    let quietPolls = 0;
    await expect
      .poll(
        () => {
          const now = mail.messages.length;
          quietPolls = now === last ? quietPolls + 1 : 0;
          last = now;
          return now >= 2 * acknowledged.length && quietPolls >= 3;
        },
        { timeout: 90_000, intervals: [1000] },
      )
      .toBe(true);
    expect(await server.stop()).toBe(0);
  } finally {
    await mail.close();
  }

  const handle = await openDatabase({ kind: "pglite", dataDir });
  try {
    const stored = await handle.db
      .select({ id: enquiries.id, email: enquiries.email })
      .from(enquiries)
      .where(inArray(enquiries.id, acknowledged));
    expect(stored.length).toBe(acknowledged.length);
    const [all] = await handle.db.select({ n: count() }).from(enquiries);
    const [pending] = await handle.db
      .select({ n: count() })
      .from(outbox)
      .where(inArray(outbox.status, ["pending", "failed"]));
    expect(pending!.n).toBe(0);
    // Exactly once: one acknowledgement per stored lead, one agency notification per stored lead.
    for (const row of stored) {
      expect(mail.messages.filter((m) => m.to.includes(row.email)).length, row.email).toBe(1);
    }
    expect(mail.messages.length).toBe(2 * all!.n);
  } finally {
    await handle.close();
  }
});

test("SIGTERM lets in-flight requests finish, then closes the database cleanly", async () => {
  test.setTimeout(120_000);
  const port = ports.reliabilityStop;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-stop-"));
  // A slow typist, so the answers are still streaming when the signal arrives.
  let server = await startAppServer({
    port,
    dataDir,
    env: { SEED_ON_START: "false", CHAT_WORD_DELAY_MS: "40", CHAT_RATE_LIMIT_MAX: "1000" },
  });

  // Streaming by the time the signal comes (their headers are in): a request that only arrives after it is a late
  // arrival, answered 503 (the shutdown-under-load test below).
  const chats = await Promise.all(
    Array.from({ length: 5 }, (_, i) =>
      fetch(`${server.url}/api/chat`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${95 + i}` },
        body: JSON.stringify({ messages: [{ role: "user", content: "What areas do you service?" }] }),
      }),
    ),
  );
  for (const chat of chats) expect(chat.status).toBe(200);
  const leads = Array.from({ length: 20 }, (_, i) =>
    fetch(`${server.url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.99" },
      body: JSON.stringify(lead(500 + i)),
    }).then((response) => response.status),
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  const stopped = server.stop();

  for (const text of await Promise.all(chats.map((chat) => chat.text()))) expect(text.trim().endsWith("data: [DONE]")).toBe(true);
  const statuses = await Promise.all(leads);
  expect(await stopped).toBe(0);
  const accepted = statuses.filter((status) => status === 201).length;

  // The folder opens again at once (no stale lock, no recovery needed) with every accepted lead.
  server = await startAppServer({ port, dataDir, env: { SEED_ON_START: "false" } });
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  expect(await server.stop()).toBe(0);
  const handle = await openDatabase({ kind: "pglite", dataDir });
  try {
    const [stored] = await handle.db.select({ n: count() }).from(enquiries);
    expect(stored!.n).toBe(accepted);
    expect(accepted).toBeGreaterThan(0);
  } finally {
    await handle.close();
  }
});

test("a second process on a held PGlite folder exits 1 within 15 s with one sentence, and never answers 500", async () => {
  test.setTimeout(120_000);
  const port = ports.reliabilityHeld;
  // A second instance on the same data folder as the first.
  const secondPort = ports.reliabilitySecond;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-held-"));
  const first = await startAppServer({ port, dataDir, env: { SEED_ON_START: "false" } });
  try {
    const second = await startFailingAppServer({ port: secondPort, dataDir, env: { SEED_ON_START: "false" }, timeoutMs: 30_000 });
    expect(second.code).toBe(1);
    expect(second.elapsedMs).toBeLessThan(15_000);
    expect(second.stderr).toContain(
      `The database folder ${dataDir} is in use by process ${first.pid} and was not released within 5 s: stop that process`,
    );
    expect(second.healthStatuses).not.toContain(500);
    // The first instance is unaffected.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  } finally {
    expect(await first.stop()).toBe(0);
  }
});

test("a start on PostgreSQL without BETTER_AUTH_SECRET, or on a build made with another server-actions key, exits 1 with its sentence", async () => {
  test.setTimeout(90_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-unsafe-"));
  // Refused before the database is opened: nothing needs to answer at this address.
  const noSecret = await startFailingAppServer({
    port: ports.reliabilityUnsafe,
    dataDir,
    env: { DATABASE_URL: "postgres://postgres@127.0.0.1:1/unused", BETTER_AUTH_SECRET: "" },
    timeoutMs: 30_000,
  });
  expect(noSecret.code).toBe(1);
  expect(noSecret.stderr).toContain(missingAuthSecretSentence);
  expect(noSecret.healthStatuses).not.toContain(500);

  const otherKey = await startFailingAppServer({
    port: ports.reliabilityUnsafe,
    dataDir,
    env: { NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: randomBytes(32).toString("base64") },
    timeoutMs: 30_000,
  });
  expect(otherKey.code).toBe(1);
  expect(otherKey.stderr).toContain(serverActionsKeyMismatchSentence);
});

test("a stale lock does not stop the next start: a server killed with SIGKILL, a zombie, an unrelated process that reuses the pid", async () => {
  test.setTimeout(180_000);
  const port = ports.reliabilityStale;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-stale-"));
  const lockFile = path.join(dataDir, "pglite.lock");
  async function startsAndAnswers() {
    const server = await startAppServer({ port, dataDir, env: { SEED_ON_START: "false" } });
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    return server;
  }

  // Killed mid-life: its lock file stays behind.
  await (await startsAndAnswers()).kill();
  expect(fs.existsSync(lockFile)).toBe(true);
  expect(await (await startsAndAnswers()).stop()).toBe(0);

  const others = [];
  try {
    // Killed but not yet reaped by its parent (as after `kill -9` under a parent that is slow to wait): a zombie.
    // A perl parent forks a child that exits at once and never waits for it (a shell may reap its background job
    // before it execs, which left no zombie to test on a fast machine).
    const zombieParent = spawn("perl", ["-e", '$| = 1; my $pid = fork(); exit 0 if $pid == 0; print "$pid\\n"; sleep 60;'], {
      stdio: ["ignore", "pipe", "ignore"],
    });
    others.push(zombieParent);
    const zombiePid = Number(
      await new Promise<string>((resolve) => zombieParent.stdout!.once("data", (data: Buffer) => resolve(data.toString()))),
    );
    await expect.poll(() => fs.readFileSync(`/proc/${zombiePid}/stat`, "utf8").includes(") Z ")).toBe(true);
    fs.writeFileSync(lockFile, String(zombiePid));
    expect(await (await startsAndAnswers()).stop()).toBe(0);

    // A live process that has nothing to do with the folder, under the pid the lock names but with another start time.
    const unrelated = spawn("sleep", ["60"], { stdio: "ignore" });
    others.push(unrelated);
    await new Promise((resolve) => unrelated.once("spawn", resolve));
    expect(processStartTime(unrelated.pid!)).not.toBeNull();
    fs.writeFileSync(lockFile, JSON.stringify({ pid: unrelated.pid, startTime: "1" }));
    expect(await (await startsAndAnswers()).stop()).toBe(0);
    expect(unrelated.exitCode).toBeNull();
  } finally {
    for (const other of others) other.kill("SIGKILL");
  }
});

test.describe("shutdown under load", () => {
  type Outcome =
    | { kind: "answered"; status: number; connection: string | undefined; retryAfter: string | undefined; afterSignal: boolean }
    | { kind: "refused" | "reset" | "other"; code: string };

  /** One request on its own connection (keep-alive off), classified as the audit did: answered, refused or reset. */
  function send(url: URL, init: { method: string; path: string; ip: string; body?: string }, sentAfterSignal: boolean): Promise<Outcome> {
    return new Promise((resolve) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: init.method,
          path: init.path,
          agent: false,
          headers: {
            "x-forwarded-for": init.ip,
            ...(init.body ? { "content-type": "application/json", "content-length": Buffer.byteLength(init.body) } : {}),
          },
        },
        (response) => {
          response.resume();
          response.once("end", () =>
            resolve({
              kind: "answered",
              status: response.statusCode ?? 0,
              connection: response.headers.connection,
              retryAfter: response.headers["retry-after"],
              afterSignal: sentAfterSignal,
            }),
          );
          response.once("error", (error: NodeJS.ErrnoException) =>
            resolve({ kind: error.code === "ECONNRESET" ? "reset" : "other", code: error.code ?? error.message }),
          );
        },
      );
      request.once("error", (error: NodeJS.ErrnoException) => {
        const code = error.code ?? error.message;
        resolve({
          kind: code === "ECONNREFUSED" ? "refused" : code === "ECONNRESET" || /socket hang up/.test(error.message) ? "reset" : "other",
          code,
        });
      });
      request.end(init.body);
    });
  }

  test("SIGTERM under 50 looping clients: no connection is reset; late arrivals get 503 with Connection: close", async () => {
    test.setTimeout(120_000);
    const port = ports.reliabilityDrain;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-drain-"));
    const server = await startAppServer({
      port,
      dataDir,
      env: {
        SEED_ON_START: "false",
        RATE_LIMIT_FORMS_MAX: "100000",
        CHAT_RATE_LIMIT_MAX: "100000",
        CHAT_WORD_DELAY_MS: "20",
        SMTP_URL: "",
      },
    });
    const url = new URL(server.url);
    let signalled = false;
    let exited = false;
    const outcomes: Outcome[] = [];

    // 50 clients, each sending its next request as soon as the last is answered (or refused), until the process is gone:
    // page loads, health checks, enquiries and streamed chat answers.
    const kinds = [
      (i: number) => ({ method: "GET", path: "/", ip: `198.51.100.${i}` }),
      (i: number) => ({ method: "GET", path: "/api/health", ip: `198.51.100.${i}` }),
      (i: number) => ({ method: "POST", path: "/api/enquiries", ip: `198.51.100.${i}`, body: JSON.stringify(lead(10_000 + i)) }),
      (i: number) => ({
        method: "POST",
        path: "/api/chat",
        ip: `198.51.100.${i}`,
        body: JSON.stringify({ messages: [{ role: "user", content: "What areas do you service?" }] }),
      }),
      (i: number) => ({ method: "GET", path: "/insights", ip: `198.51.100.${i}` }),
    ];
    const clients = Array.from({ length: 50 }, async (_, i) => {
      while (!exited) {
        outcomes.push(await send(url, kinds[i % kinds.length]!(i + 1), signalled));
      }
    });

    await expect.poll(() => outcomes.filter((o) => o.kind === "answered").length, { timeout: 30_000 }).toBeGreaterThan(100);
    signalled = true;
    const code = await server.stop();
    exited = true;
    await Promise.all(clients);

    expect(code).toBe(0);
    const resets = outcomes.filter((o) => o.kind !== "answered" && o.kind !== "refused");
    expect(resets, JSON.stringify(resets.slice(0, 5))).toEqual([]);
    const answered = outcomes.filter((o) => o.kind === "answered");
    for (const answer of answered) {
      if (answer.status === 503) expect(answer).toMatchObject({ connection: "close", retryAfter: "5" });
      else expect(answer.status, JSON.stringify(answer)).toBeLessThan(500);
    }
    // The stop was really under load: late arrivals were answered 503, and clients were refused once the listener closed.
    expect(answered.filter((o) => o.afterSignal && o.status === 503).length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.kind === "refused").length).toBeGreaterThan(0);
  });
});
