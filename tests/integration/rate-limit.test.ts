import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "@/server/db/schema";
import { consumeRateLimit, pruneExpiredRateLimits } from "@/server/rate-limit/limiter";
import { testDatabases } from "../support/databases";

const rule = { limit: 10, windowMs: 10 * 60_000 };

describe.each(testDatabases)("rate limiter on $name", (target) => {
  let database: Awaited<ReturnType<typeof target.create>>;

  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(async () => {
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
});
