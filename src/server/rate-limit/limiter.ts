import "server-only";
import { lt, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { rateLimits } from "@/server/db/schema";
import { logger } from "@/server/log";

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** 0 when allowed; otherwise seconds until the window resets. */
  retryAfterSeconds: number;
}

const pruneEveryMs = 10 * 60_000;
let lastPruneAt = 0;

/**
 * Counts one request against `key` in a fixed window kept in the `rate_limits` table.
 * The read-modify-write is one upsert, so concurrent requests on any number of app instances count exactly.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date = new Date()): Promise<RateLimitResult> {
  const nowIso = now.toISOString();
  const resetIso = new Date(now.getTime() + rule.windowMs).toISOString();
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: new Date(resetIso) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when "rate_limits"."reset_at" <= ${nowIso}::timestamptz then 1 else "rate_limits"."count" + 1 end`,
        resetAt: sql`case when "rate_limits"."reset_at" <= ${nowIso}::timestamptz then excluded."reset_at" else "rate_limits"."reset_at" end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) throw new Error("rate limit upsert returned no row");

  maybePrune(db, now);

  const allowed = row.count <= rule.limit;
  return {
    allowed,
    remaining: Math.max(0, rule.limit - row.count),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000)),
  };
}

/** Deletes counters whose window has ended; they would restart at 1 on their next use anyway. */
export async function pruneExpiredRateLimits(db: Db, now: Date = new Date()): Promise<number> {
  const deleted = await db.delete(rateLimits).where(lt(rateLimits.resetAt, now)).returning({ key: rateLimits.key });
  return deleted.length;
}

function maybePrune(db: Db, now: Date): void {
  if (now.getTime() - lastPruneAt < pruneEveryMs) return;
  lastPruneAt = now.getTime();
  pruneExpiredRateLimits(db, now).catch((error: unknown) => logger.warn({ err: error }, "could not prune rate limits"));
}
