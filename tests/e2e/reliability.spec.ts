import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, inArray } from "drizzle-orm";
import { expect, test } from "@playwright/test";
import { openDatabase } from "../../src/server/db/connect";
import { enquiries, outbox } from "../../src/server/db/schema";
import { startAppServer } from "./support/app-server";
import { startMailCatcher } from "./support/mail-catcher";

/*
 * Crashes and stops of the built site, each on an instance of its own (port, data folder, mail catcher).
 * No browser: these are about the server process.
 */
test.describe.configure({ mode: "serial" });

const port = Number(process.env.E2E_RELIABILITY_PORT ?? 3112);
const smtpPort = Number(process.env.E2E_RELIABILITY_SMTP_PORT ?? 2528);

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
  expect(acknowledged.length).toBeLessThan(submissions - 100);

  // Second life, with mail.
  const mail = await startMailCatcher(smtpPort);
  try {
    server = await startAppServer({ port, dataDir, env: { SEED_ON_START: "false", SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OUTBOX_POLL_SECONDS: "1" } });
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
    const stored = await handle.db.select({ id: enquiries.id, email: enquiries.email }).from(enquiries).where(inArray(enquiries.id, acknowledged));
    expect(stored.length).toBe(acknowledged.length);
    const [all] = await handle.db.select({ n: count() }).from(enquiries);
    const [pending] = await handle.db.select({ n: count() }).from(outbox).where(inArray(outbox.status, ["pending", "failed"]));
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
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "ironbark-stop-"));
  // A slow typist, so the answers are still streaming when the signal arrives.
  let server = await startAppServer({ port, dataDir, env: { SEED_ON_START: "false", CHAT_WORD_DELAY_MS: "40", CHAT_RATE_LIMIT_MAX: "1000" } });

  const chats = Array.from({ length: 5 }, (_, i) =>
    fetch(`${server.url}/api/chat`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${95 + i}` },
      body: JSON.stringify({ messages: [{ role: "user", content: "What areas do you service?" }] }),
    }).then((response) => response.text()),
  );
  const leads = Array.from({ length: 20 }, (_, i) =>
    fetch(`${server.url}/api/enquiries`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.99" },
      body: JSON.stringify(lead(500 + i)),
    }).then((response) => response.status),
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  const stopped = server.stop();

  for (const text of await Promise.all(chats)) expect(text.trim().endsWith("data: [DONE]")).toBe(true);
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
