import "server-only";
import { APIError, createAuthMiddleware, getIP, isAPIError } from "better-auth/api";
import type { z } from "zod";
import { newPasswordSchema, profileImageSchema } from "@/lib/validation/auth";
import { emailSchema } from "@/lib/validation/fields";
import { validate } from "@/lib/validation/first-error";
import type { Db } from "@/server/db";
import { recordSignIn } from "./sign-in-history";
import { checkSignIn, recordSignInOutcome, type SignInAttempt, type SignInCheck, type SignInPolicy } from "./sign-in-throttle";
import { withoutSessionTokens } from "./without-session-tokens";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The same rule the browser form applies, with its message: 400 before better-auth touches the database. */
function requireValid(schema: z.ZodType, value: unknown): void {
  const result = validate(schema, value);
  if (!result.ok) throw new APIError("BAD_REQUEST", { code: "INVALID_INPUT", message: result.message });
}

function signInAttempt(ctx: HookContext): SignInAttempt | null {
  const email: unknown = ctx.body?.email;
  if (typeof email !== "string") return null;
  const from = ctx.request ?? ctx.headers;
  return { email, ip: from ? getIP(from, ctx.context.options) : null };
}

function refusal(check: Exclude<SignInCheck, { allowed: true }>): APIError {
  const minutes = Math.ceil(check.retryAfterSeconds / 60);
  const wait = `Try again in ${minutes} minute${minutes === 1 ? "" : "s"}`;
  const message =
    check.reason === "account-locked"
      ? `Too many failed sign-ins for this account. ${wait}, or ask an administrator to unlock it.`
      : `Too many failed sign-ins from your network. ${wait}.`;
  const code = check.reason === "account-locked" ? "ACCOUNT_LOCKED" : "TOO_MANY_FAILED_SIGN_INS";
  return new APIError("TOO_MANY_REQUESTS", { code, message }, { "Retry-After": String(check.retryAfterSeconds) });
}

/** better-auth answers a wrong password and an unknown address alike: 401 "Invalid email or password". */
function isFailedSignIn(returned: unknown): boolean {
  return isAPIError(returned) && returned.statusCode === 401;
}

/**
 * What the server adds to better-auth's own endpoints (SECURITY.md "Sessions and accounts"):
 * the browser's password and e-mail rules on every endpoint that sets them, a safe profile image,
 * per-account and per-address sign-in throttling, and no session token in any JSON answer.
 */
export function authHooks(db: Db, policy: SignInPolicy) {
  return {
    before: createAuthMiddleware(async (ctx) => {
      switch (ctx.path) {
        case "/sign-up/email":
          requireValid(emailSchema, ctx.body?.email);
          requireValid(newPasswordSchema, ctx.body?.password);
          return;
        case "/change-password":
        case "/reset-password":
        case "/set-password":
          requireValid(newPasswordSchema, ctx.body?.newPassword);
          return;
        case "/request-password-reset":
          requireValid(emailSchema, ctx.body?.email);
          return;
        case "/update-user":
          if (ctx.body && typeof ctx.body === "object" && "image" in ctx.body) requireValid(profileImageSchema, ctx.body.image);
          return;
        case "/sign-in/email": {
          // The login form's rule; it also keeps a malformed or over-long address from becoming a counter's key.
          requireValid(emailSchema, ctx.body?.email);
          const attempt = signInAttempt(ctx);
          if (!attempt) return;
          const check = await checkSignIn(db, policy, attempt);
          if (!check.allowed) throw refusal(check);
          return;
        }
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      const returned: unknown = ctx.context.returned;
      if (ctx.path === "/sign-in/email") {
        const attempt = signInAttempt(ctx);
        if (attempt) await recordSignInOutcome(db, policy, attempt, isFailedSignIn(returned));
        const signedIn = ctx.context.newSession;
        if (signedIn && !isAPIError(returned)) await recordSignIn(db, signedIn);
      }
      // Answers to the browser only: server code calling auth.api.* still gets the whole session.
      if (ctx.request && !isAPIError(returned) && !(returned instanceof Response)) {
        const stripped = withoutSessionTokens(returned);
        // An object or array of sessions (list-sessions); ctx.json's type names only objects.
        if (stripped !== returned && typeof stripped === "object") return ctx.json(stripped as Record<string, unknown>);
      }
    }),
  };
}
