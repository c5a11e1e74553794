import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "@/server/db/connect";
import { rateLimits } from "@/server/db/schema";
import { consumeAccepted, consumeAttempt } from "@/server/rate-limit/accepted-and-attempts";
import { consumeRateLimit, pruneExpiredRateLimits } from "@/server/rate-limit/limiter";
import { testDatabases } from "../support/databases";

// The chat route reads the database and the client IP through these; the tests supply both.
const current = vi.hoisted(() => {
  process.env.CHAT_RATE_LIMIT_MAX = "3";
  process.env.CHAT_WORD_DELAY_MS = "0";
  return { db: undefined as Db | undefined, ip: "203.0.113.1" };
});
vi.mock("next/headers", () => ({ headers: async () => new Headers({ "x-client-ip": current.ip }) }));
vi.mock("@/server/db", () => ({
  getDb: async () => {
    if (!current.db) throw new Error("no test database");
    return current.db;
  },
}));
const chatRoute = await import("@/app/api/chat/route");

function chatRequest(body: BodyInit): Request {
  return new Request("http://localhost/api/chat", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
    duplex: "half",
  } as RequestInit);
}
const validChat = JSON.stringify({ messages: [{ role: "user", content: "What areas do you service?" }] });

const rule = { limit: 10, windowMs: 10 * 60_000 };

describe.each(testDatabases)("rate limiter on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;

  beforeAll(async () => {
    database = await target.create();
    current.db = database.db;
  });
  afterAll(async () => {
    current.db = undefined;
    await database?.dispose();
  });

  it("allows the limit within a window, refuses the next call, and allows again in a new window", async () => {
    const start = new Date("2026-05-01T10:00:00Z");
    const results = [];
    for (let i = 0; i < 11; i++) {
      results.push(await consumeRateLimit(database.db, "form:contact:10.0.0.1", rule, new Date(start.getTime() + i * 1000)));
    }
    expect(results.slice(0, 10).every((r) => r.allowed)).toBe(true);
    expect(results[0]).toEqual({ allowed: true, remaining: 9, retryAfterSeconds: 0 });
    expect(results[9]?.remaining).toBe(0);
    expect(results[10]?.allowed).toBe(false);
    // The window started at `start`, the 11th call came 10 s in.
    expect(results[10]?.retryAfterSeconds).toBe(590);

    // Another key is counted on its own.
    expect((await consumeRateLimit(database.db, "form:contact:10.0.0.2", rule, start)).allowed).toBe(true);

    const nextWindow = new Date(start.getTime() + rule.windowMs);
    const fresh = await consumeRateLimit(database.db, "form:contact:10.0.0.1", rule, nextWindow);
    expect(fresh).toEqual({ allowed: true, remaining: 9, retryAfterSeconds: 0 });
    const [row] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, "form:contact:10.0.0.1"));
    expect(row?.count).toBe(1);
    expect(row?.resetAt.getTime()).toBe(nextWindow.getTime() + rule.windowMs);
  });

  it("counts concurrent calls exactly", async () => {
    const now = new Date("2026-05-01T11:00:00Z");
    const results = await Promise.all(
      Array.from({ length: 30 }, () => consumeRateLimit(database.db, "form:appraisal:10.0.0.3", rule, now)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.filter((r) => !r.allowed)).toHaveLength(20);
    const [row] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, "form:appraisal:10.0.0.3"));
    expect(row?.count).toBe(30);
  });

  it("prunes only expired counters", async () => {
    const now = new Date("2026-05-01T12:00:00Z");
    await consumeRateLimit(database.db, "prune:old", { limit: 1, windowMs: 1000 }, new Date(now.getTime() - 5000));
    await consumeRateLimit(database.db, "prune:live", { limit: 1, windowMs: 60_000 }, now);
    await pruneExpiredRateLimits(database.db, now);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain("prune:live");
    expect(keys).not.toContain("prune:old");
  });

  it("two levels: only accepted requests spend the limit, every attempt counts toward five times it", async () => {
    const limit = { key: "form:contact:10.0.0.9", rule: { limit: 2, windowMs: 60_000 } };
    const now = new Date("2026-05-01T13:00:00Z");
    for (let i = 0; i < 9; i++) expect((await consumeAttempt(database.db, limit, now)).allowed).toBe(true);
    expect((await consumeAccepted(database.db, limit, now)).allowed).toBe(true);
    expect((await consumeAccepted(database.db, limit, now)).allowed).toBe(true);
    expect((await consumeAccepted(database.db, limit, now)).allowed).toBe(false);
    expect((await consumeAttempt(database.db, limit, now)).allowed).toBe(true);
    expect(await consumeAttempt(database.db, limit, now)).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
  });

  it("chat: invalid requests do not spend the limit, but a flood of them meets the looser cap, refused unread", async () => {
    current.ip = "203.0.113.50";
    // CHAT_RATE_LIMIT_MAX is 3 here, so the cap on attempts is 15.
    for (let i = 0; i < 5; i++) expect((await chatRoute.POST(chatRequest("{not json"))).status).toBe(400);
    for (let i = 0; i < 3; i++) {
      const answer = await chatRoute.POST(chatRequest(validChat));
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain("data: [DONE]");
    }
    const overLimit = await chatRoute.POST(chatRequest(validChat));
    expect(overLimit.status).toBe(429);
    expect(Number(overLimit.headers.get("retry-after"))).toBeGreaterThan(0);

    for (let i = 0; i < 6; i++) expect((await chatRoute.POST(chatRequest(JSON.stringify({ messages: [] })))).status).toBe(400);
    // The 16th attempt: refused before a byte of its (endless) body is read.
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024).fill(32));
      },
    });
    const flooded = await chatRoute.POST(chatRequest(endless));
    expect(flooded.status).toBe(429);
    expect(((await flooded.json()) as { error: string }).error).toContain("faster than I can answer");
    expect(pulled).toBeLessThanOrEqual(1);

    // Another visitor is unaffected.
    current.ip = "203.0.113.51";
    expect((await chatRoute.POST(chatRequest(validChat))).status).toBe(200);
  });
});
