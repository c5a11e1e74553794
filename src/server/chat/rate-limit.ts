import "server-only";
import { site } from "@/content/site";
import { env } from "@/env";
import { getDb } from "@/server/db";
import { logger } from "@/server/log";
import { consumeRateLimit } from "@/server/rate-limit/limiter";

/** Counts one chat message against the visitor's IP; a refusal carries the message and the wait. */
export async function checkChatRateLimit(ip: string): Promise<{ allowed: true } | { allowed: false; error: string; retryAfterSeconds: number }> {
  try {
    const result = await consumeRateLimit(await getDb(), `chat:${ip}`, {
      limit: env.CHAT_RATE_LIMIT_MAX,
      windowMs: env.CHAT_RATE_LIMIT_WINDOW_MS,
    });
    if (result.allowed) return { allowed: true };
    return {
      allowed: false,
      retryAfterSeconds: result.retryAfterSeconds,
      error: `You're sending messages faster than I can answer. Please wait ${result.retryAfterSeconds} seconds and try again, or call us on ${site.phone.display}.`,
    };
  } catch (error) {
    // The chat must not fail because the counter could not be stored: let the message through and say so in the log.
    logger.error({ err: error }, "chat rate limit check failed");
    return { allowed: true };
  }
}
