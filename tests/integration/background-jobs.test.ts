import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createCrawlJobWithinCap } from "@/server/crawl/jobs";
import { openDatabase, type DatabaseHandle } from "@/server/db/connect";
import { crawlJobs, events, jobLeases, outbox } from "@/server/db/schema";
import { deliverDueMail, enqueueMail, messageIdFor, type MailTransport } from "@/server/email/outbox";
import { importTakenOverError } from "@/server/events/ics-import";
import { importFeedWhenDue } from "@/server/events/ics-scheduler";
import { claimNamedLease, finishNamedLease, holdsNamedLease } from "@/server/jobs/named-lease";
import { startBackgroundJobs, stopBackgroundJobs, wakeBackgroundJob, type BackgroundJob } from "@/server/jobs/runner";
import { logger } from "@/server/log";
import { testDatabases } from "../support/databases";

const MINUTE = 60_000;

/** An iCalendar feed that counts its downloads and can be held open, as a slow server would. */
async function startFeed() {
  const state = { downloads: 0, hold: null as Promise<void> | null };
  const body = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Jobs test//EN",
    "BEGIN:VEVENT",
    "UID:jobs-market@example.com",
    "DTSTAMP:20261101T000000Z",
    "DTSTART;VALUE=DATE:20261205",
    "SUMMARY:Jobs test market",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
  const server = http.createServer((_request, response) => {
    state.downloads += 1;
    void (state.hold ?? Promise.resolve()).then(() => {
      response.writeHead(200, { "content-type": "text/calendar" });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.ics`;
  return { state, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe("background job runner", () => {
  afterEach(async () => {
    await stopBackgroundJobs();
  });

  it("runs a round at start, another when woken, and again at once while a round says there is more", async () => {
    const rounds: string[] = [];
    let more = 2;
    const job: BackgroundJob = {
      name: "test-job",
      intervalMs: 60 * MINUTE,
      async runOnce() {
        rounds.push("round");
        return more-- > 0 ? "more" : "idle";
      },
    };
    startBackgroundJobs([job]);
    await vi.waitFor(() => expect(rounds).toHaveLength(3));
    wakeBackgroundJob("test-job");
    await vi.waitFor(() => expect(rounds).toHaveLength(4));
  });

  it("stops on shutdown: the round in progress is told to stop and awaited, and no round follows", async () => {
    let started = 0;
    let sawAbort = false;
    const job: BackgroundJob = {
      name: "slow-job",
      intervalMs: 10,
      async runOnce(signal) {
        started += 1;
        await new Promise<void>((resolve) => signal.addEventListener("abort", () => resolve(), { once: true }));
        sawAbort = true;
        return "more";
      },
    };
    startBackgroundJobs([job]);
    await vi.waitFor(() => expect(started).toBe(1));
    await stopBackgroundJobs();
    expect(sawAbort).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toBe(1);
  });

  it("logs a failing round and tries again after the interval", async () => {
    const logError = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    let calls = 0;
    startBackgroundJobs([
      {
        name: "failing-job",
        intervalMs: 20,
        async runOnce() {
          calls += 1;
          if (calls === 1) throw new Error("database down");
          return "idle";
        },
      },
    ]);
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(2));
    expect(logError).toHaveBeenCalledWith(expect.objectContaining({ job: "failing-job" }), "background job round failed");
    logError.mockRestore();
  });
});

describe.each(testDatabases)("background jobs shared by instances on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;
  /** A second and third instance: their own connection pools on PostgreSQL, the same database on PGlite. */
  let others: DatabaseHandle[] = [];
  const instances = () => [database, ...others, ...(others.length === 0 ? [database, database] : [])];

  beforeAll(async () => {
    database = await target.create();
    if (database.url) others = await Promise.all([1, 2].map(() => openDatabase({ kind: "postgres", url: database.url! })));
  });
  afterAll(async () => {
    await Promise.all(others.map((other) => other.close()));
    await database?.dispose();
  });
  beforeEach(async () => {
    await database.db.delete(jobLeases);
    await database.db.delete(outbox);
    await database.db.delete(crawlJobs);
    await database.db.delete(events);
  });

  it("a named lease goes to one of the instances racing for it, and comes due again only after its interval", async () => {
    const now = new Date("2026-12-01T09:00:00Z");
    const terms = { intervalMs: 10 * MINUTE, leaseMs: MINUTE };
    const claims = await Promise.all(instances().map((instance, n) => claimNamedLease(instance.db, "feed", `worker-${n}`, terms, now)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const holder = `worker-${claims.indexOf(true)}`;
    expect(await holdsNamedLease(database.db, "feed", holder, now)).toBe(true);

    expect(await finishNamedLease(database.db, "feed", holder, now)).toBe(true);
    expect(await claimNamedLease(database.db, "feed", "worker-x", terms, new Date(now.getTime() + 9 * MINUTE))).toBe(false);
    expect(await claimNamedLease(database.db, "feed", "worker-x", terms, new Date(now.getTime() + 10 * MINUTE))).toBe(true);
    // A holder that died: its lease runs out and another takes the work over.
    expect(await claimNamedLease(database.db, "feed", "worker-y", terms, new Date(now.getTime() + 10 * MINUTE + 30_000))).toBe(false);
    expect(await claimNamedLease(database.db, "feed", "worker-y", terms, new Date(now.getTime() + 12 * MINUTE))).toBe(true);
    expect(await finishNamedLease(database.db, "feed", "worker-x", now)).toBe(false);
  });

  it("three instances importing one iCalendar feed download it once per interval", async () => {
    const feed = await startFeed();
    try {
      const now = new Date();
      const round = (at: Date) =>
        Promise.all(
          instances().map((instance, n) =>
            importFeedWhenDue(instance.db, { suburb: "Gregory Hills", url: feed.url }, `worker-${n}`, 10 * MINUTE, {}, at),
          ),
        );
      const first = await round(now);
      expect(first.filter((result) => result !== null)).toEqual([expect.objectContaining({ ok: true, created: 1 })]);
      expect(feed.state.downloads).toBe(1);

      expect((await round(new Date(now.getTime() + 5 * MINUTE))).filter((result) => result !== null)).toEqual([]);
      expect(feed.state.downloads).toBe(1);

      const third = await round(new Date(now.getTime() + 10 * MINUTE));
      expect(third.filter((result) => result !== null)).toEqual([expect.objectContaining({ ok: true, unchanged: 1 })]);
      expect(feed.state.downloads).toBe(2);
      expect(await database.db.select().from(events).where(eq(events.externalUid, "jobs-market@example.com"))).toHaveLength(1);
    } finally {
      await feed.close();
    }
  });

  it("an import whose feed was taken over while it downloaded writes nothing", async () => {
    const feed = await startFeed();
    let release!: () => void;
    feed.state.hold = new Promise<void>((resolve) => (release = resolve));
    const logWarn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    try {
      const startedAt = new Date(Date.now() - 2 * MINUTE);
      const slow = importFeedWhenDue(database.db, { suburb: "Gregory Hills", url: feed.url }, "slow-worker", 10 * MINUTE, {}, startedAt);
      await vi.waitFor(() => expect(feed.state.downloads).toBe(1));
      // Its lease (claimed two minutes "ago", one minute long) has run out: another instance takes the feed.
      await database.db.update(jobLeases).set({ claimedBy: "fast-worker", leaseUntil: new Date(Date.now() + MINUTE) });
      release();
      expect(await slow).toEqual({ ok: false, error: importTakenOverError });
      expect(await database.db.select().from(events).where(eq(events.externalUid, "jobs-market@example.com"))).toEqual([]);
    } finally {
      logWarn.mockRestore();
      await feed.close();
    }
  });

  it("caps crawls at three across instances asking at the same moment", async () => {
    const job = { url: "https://example.com/", ownOrigins: [], maxPages: 5 };
    const created = await Promise.all(Array.from({ length: 6 }, (_, n) => createCrawlJobWithinCap(instances()[n % 3]!.db, job, 3)));
    expect(created.filter((id) => id !== null)).toHaveLength(3);
    expect(await database.db.select().from(crawlJobs)).toHaveLength(3);
  });

  it("sends each message once with a stable Message-ID, however many instances deliver at once", async () => {
    const now = new Date();
    const ids = await enqueueMail(
      database.db,
      Array.from({ length: 12 }, (_, n) => ({
        kind: "acknowledgement" as const,
        to: `reader.${n}@example.com`,
        subject: `Hello ${n}`,
        text: "Thanks",
      })),
      now,
    );
    const sent: Array<{ to: string; messageId: string }> = [];
    const transport: MailTransport = {
      async sendMail(message) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push({ to: message.to, messageId: message.messageId });
      },
    };
    const reports = await Promise.all(
      instances().map((instance, n) =>
        deliverDueMail(instance.db, transport, now, { worker: `worker-${n}`, from: "Ironbark <hello@ironbark.example>" }),
      ),
    );
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(12);
    expect(sent).toHaveLength(12);
    expect(new Set(sent.map((message) => message.to)).size).toBe(12);
    expect(sent.map((message) => message.messageId).sort()).toEqual(
      ids.map((id) => messageIdFor(id, "Ironbark <hello@ironbark.example>")).sort(),
    );
    expect(messageIdFor(ids[0]!, "Ironbark <hello@ironbark.example>")).toBe(`<${ids[0]}@ironbark.example>`);
    const rows = await database.db.select().from(outbox);
    expect(rows.every((row) => row.status === "sent" && row.claimedBy === null && row.leaseUntil === null)).toBe(true);
  });

  it("keeps a slow send's lease alive, so another instance does not send the message again", async () => {
    const now = new Date();
    await enqueueMail(database.db, [{ kind: "acknowledgement", to: "slow@example.com", subject: "Slow", text: "Slow" }], now);
    let sends = 0;
    const slowTransport: MailTransport = {
      async sendMail() {
        sends += 1;
        // Four lease lengths: without renewal, the other instance would take the message over.
        await new Promise((resolve) => setTimeout(resolve, 800));
      },
    };
    const lease = { leaseMs: 200, leaseRenewMs: 50 };
    const slow = deliverDueMail(database.db, slowTransport, now, { worker: "slow-worker", ...lease });
    await vi.waitFor(() => expect(sends).toBe(1));
    const others = instances().slice(1);
    for (let i = 0; i < 6; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      for (const [n, other] of others.entries()) {
        expect((await deliverDueMail(other.db, slowTransport, new Date(), { worker: `other-${n}`, ...lease })).claimed).toBe(0);
      }
    }
    expect(await slow).toMatchObject({ claimed: 1, sent: 1 });
    expect(sends).toBe(1);
  });

  it("a message whose worker died mid-send is sent again once its lease has run out", async () => {
    const now = new Date();
    await enqueueMail(database.db, [{ kind: "acknowledgement", to: "orphan@example.com", subject: "Orphan", text: "Orphan" }], now);
    await database.db.update(outbox).set({ claimedBy: "dead-worker", leaseUntil: new Date(now.getTime() + 30_000), attempts: 1 });
    const sent: string[] = [];
    const transport: MailTransport = { sendMail: async (message) => void sent.push(message.to) };
    expect((await deliverDueMail(database.db, transport, new Date(now.getTime() + 10_000), { worker: "live" })).claimed).toBe(0);
    expect(await deliverDueMail(database.db, transport, new Date(now.getTime() + 31_000), { worker: "live" })).toMatchObject({
      claimed: 1,
      sent: 1,
    });
    expect(sent).toEqual(["orphan@example.com"]);
  });

  it("records an accepted message as sent once the database answers again, and never sends it twice", async () => {
    const now = new Date();
    await enqueueMail(database.db, [{ kind: "acknowledgement", to: "outage@example.com", subject: "Outage", text: "Outage" }], now);
    let sends = 0;
    let failingUpdates = 0;
    const transport: MailTransport = {
      async sendMail() {
        sends += 1;
        // The database goes away right after the SMTP server accepted: the next three writes fail.
        failingUpdates = 3;
      },
    };
    // The instance's view of the database during the outage: writes fail while reads still answer.
    const flaky = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property === "update" && failingUpdates > 0) {
          failingUpdates -= 1;
          return () => {
            throw new Error("Connection terminated unexpectedly");
          };
        }
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const logWarn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    try {
      expect(await deliverDueMail(flaky, transport, now, { worker: "w" })).toMatchObject({ claimed: 1, sent: 1 });
      expect(failingUpdates).toBe(0);
      expect(logWarn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining("recording it as sent failed"));
    } finally {
      logWarn.mockRestore();
    }
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: "sent", claimedBy: null });
    expect(await deliverDueMail(database.db, transport, new Date(now.getTime() + 10 * MINUTE), { worker: "other" })).toMatchObject({
      claimed: 0,
    });
    expect(sends).toBe(1);
  });
});
