import "server-only";
import { env } from "@/env";
import { getDb } from "@/server/db";
import { logger } from "@/server/log";
import { consumeAccepted, consumeAttempt, type AcceptedAndAttemptsLimit } from "@/server/rate-limit/accepted-and-attempts";
import type { RateLimitResult } from "@/server/rate-limit/limiter";
import { siteDocumentNow } from "@/server/site-content/current";

export type ChatRateLimitCheck = { allowed: true } | { allowed: false; error: string; retryAfterSeconds: number };

function chatLimit(ip: string): AcceptedAndAttemptsLimit {
  return { key: `chat:${ip}`, rule: { limit: env.CHAT_RATE_LIMIT_MAX, windowMs: env.CHAT_RATE_LIMIT_WINDOW_MS } };
}

/**
 * Counts a chat request as it arrives, before its body is read, toward the looser cap on every attempt
 * (src/server/rate-limit/accepted-and-attempts.ts), so a flood of invalid or oversized bodies is refused unread.
 */
export function checkChatAttempt(ip: string): Promise<ChatRateLimitCheck> {
  return check(async () => consumeAttempt(await getDb(), chatLimit(ip)));
}

/** Counts one valid chat message against the visitor's IP; a refusal carries the message and the wait. */
export function checkChatRateLimit(ip: string): Promise<ChatRateLimitCheck> {
  return check(async () => consumeAccepted(await getDb(), chatLimit(ip)));
}

async function check(consume: () => Promise<RateLimitResult>): Promise<ChatRateLimitCheck> {
  try {
    const result = await consume();
    if (result.allowed) return { allowed: true };
    const { phone } = await siteDocumentNow("agency");
    return {
      allowed: false,
      retryAfterSeconds: result.retryAfterSeconds,
      error: `You're sending messages faster than I can answer. Please wait ${result.retryAfterSeconds} seconds and try again, or call us on ${phone}.`,
    };
  } catch (error) {
    // The chat must not fail because the counter could not be stored: let the message through and say so in the log.
    logger.error({ err: error }, "chat rate limit check failed");
    return { allowed: true };
  }
}
