import "server-only";
import { env } from "@/env";
import type { Db } from "@/server/db";
import { consumeRateLimit, type RateLimitResult, type RateLimitRule } from "./limiter";

/**
 * A limit that only accepted requests spend, beside a looser cap on every attempt, valid or not.
 * Counting refusals against the limit itself would let one visitor's typos block a form for everyone behind
 * the same office or mobile address; counting only accepted ones would let a flood of invalid posts through
 * unchecked. So each request first counts as an attempt (`RATE_LIMIT_ATTEMPTS_FACTOR` × the limit), and only
 * once it has passed validation as an accepted one.
 */
export interface AcceptedAndAttemptsLimit {
  /** The visitor and form (or endpoint) counted, e.g. `form:contact:203.0.113.7`. */
  key: string;
  /** What accepted requests may spend. */
  rule: RateLimitRule;
}

export function attemptsRule(rule: RateLimitRule, factor: number = env.RATE_LIMIT_ATTEMPTS_FACTOR): RateLimitRule {
  return { limit: rule.limit * factor, windowMs: rule.windowMs };
}

/** Counts a request as it arrives, before it is read or validated. */
export function consumeAttempt(db: Db, limit: AcceptedAndAttemptsLimit, now?: Date): Promise<RateLimitResult> {
  return consumeRateLimit(db, `attempts:${limit.key}`, attemptsRule(limit.rule), now);
}

/** Counts a request that passed validation and is about to be acted on. */
export function consumeAccepted(db: Db, limit: AcceptedAndAttemptsLimit, now?: Date): Promise<RateLimitResult> {
  return consumeRateLimit(db, limit.key, limit.rule, now);
}
