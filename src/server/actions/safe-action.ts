import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { validate } from "@/lib/validation/first-error";
import { getDb } from "@/server/db";
import { PublicError } from "@/server/errors";
import { getClientIp } from "@/server/http/client-ip";
import { logger } from "@/server/log";
import { consumeAccepted, consumeAttempt } from "@/server/rate-limit/accepted-and-attempts";
import type { RateLimitRule } from "@/server/rate-limit/limiter";

export type SafeActionResult<T> =
  | { ok: true; data: T }
  | { ok: false; message: string; /** What the visitor entered, to show again after a refusal. */ fieldValues?: Record<string, string> };

export interface SafeActionContext {
  ip: string;
}

export interface SafeActionOptions<S extends z.ZodType, T> {
  /** Re-parses the input on the server; its first failing message is returned. */
  schema: S;
  handler: (data: z.output<S>, context: SafeActionContext) => Promise<T>;
  /**
   * Counts valid calls per visitor IP under `name` (shared by every app instance); every call, valid or not,
   * counts toward a looser cap (src/server/rate-limit/accepted-and-attempts.ts).
   */
  rateLimit?: RateLimitRule & { name: string; message?: string };
  /** Admin actions: resolve to true only for a signed-in admin. A throw counts as "no". */
  authorize?: () => Promise<boolean>;
  /** Shown when the handler throws; the error itself is only logged. */
  failureMessage?: string | (() => string);
}

export const accessDeniedMessage = "You don't have admin privileges.";
const defaultRateLimitMessage = "Too many requests. Please try again in a moment.";
const defaultFailureMessage = "Something went wrong. Please try again.";

/**
 * The wrapper every server action goes through: role check, attempts cap, validation, rate limit, then the handler,
 * whose unexpected errors are logged and turned into a safe message.
 */
export function safeAction<S extends z.ZodType, T>(options: SafeActionOptions<S, T>): (input: unknown) => Promise<SafeActionResult<T>> {
  return async (input) => {
    const fieldValues = stringValues(input);
    try {
      if (options.authorize && !(await options.authorize().catch(() => false))) {
        return { ok: false, message: accessDeniedMessage };
      }

      const ip = await getClientIp();
      const limit = options.rateLimit && { key: `action:${options.rateLimit.name}:${ip}`, rule: options.rateLimit };
      const rateLimited = { ok: false, message: options.rateLimit?.message ?? defaultRateLimitMessage, fieldValues } as const;
      if (limit && !(await consumeAttempt(await getDb(), limit)).allowed) return rateLimited;

      const parsed = validate(options.schema, input);
      if (!parsed.ok) return { ok: false, message: parsed.message, fieldValues };
      if (limit && !(await consumeAccepted(await getDb(), limit)).allowed) return rateLimited;

      return { ok: true, data: await options.handler(parsed.data, { ip }) };
    } catch (error) {
      // Next signals redirect() and notFound() by throwing; those must reach the framework.
      unstable_rethrow(error);
      if (error instanceof PublicError) return { ok: false, message: error.message, fieldValues };
      logger.error({ err: error }, "server action failed");
      const failureMessage = typeof options.failureMessage === "function" ? options.failureMessage() : options.failureMessage;
      return { ok: false, message: failureMessage ?? defaultFailureMessage, fieldValues };
    }
  };
}

function stringValues(input: unknown): Record<string, string> {
  if (typeof input !== "object" || input === null) return {};
  return Object.fromEntries(Object.entries(input).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}
