import "server-only";
import { APIError, createAuthMiddleware, getIP, getSessionFromCtx, isAPIError } from "better-auth/api";
import type { z } from "zod";
import { newPasswordSchema, profileImageSchema } from "@/lib/validation/auth";
import { emailSchema } from "@/lib/validation/fields";
import { validate } from "@/lib/validation/first-error";
import type { Db } from "@/server/db";
import { recordSignIn } from "./sign-in-history";
import { issueDeviceToken, readDeviceToken } from "./sign-in-devices";
import {
  checkSignIn,
  recordSignInOutcome,
  rememberDevice,
  type SignInAttempt,
  type SignInCheck,
  type SignInPolicy,
} from "./sign-in-throttle";
import { withoutSessionTokens } from "./without-session-tokens";

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The same rule the browser form applies, with its message: 400 before better-auth touches the database. */
function requireValid(schema: z.ZodType, value: unknown): void {
  const result = validate(schema, value);
  if (!result.ok) throw new APIError("BAD_REQUEST", { code: "INVALID_INPUT", message: result.message });
}

function clientIp(ctx: HookContext): string | null {
  const from = ctx.request ?? ctx.headers;
  return from ? getIP(from, ctx.context.options) : null;
}

function signInAttempt(ctx: HookContext): SignInAttempt | null {
  const email: unknown = ctx.body?.email;
  if (typeof email !== "string") return null;
  return { email, ip: clientIp(ctx) };
}

/**
 * What the before hook allowed a password check by, for the after hook of the same request: the request (or, for a
 * server-side call, its headers) is the one object both hooks see.
 */
const checked = new WeakMap<object, { attempt: SignInAttempt; via: "device" | "throttle" }>();
const requestOf = (ctx: HookContext): object | undefined => ctx.request ?? ctx.headers;

/** Throws the 429 when the throttle refuses; otherwise notes how the attempt was let through. */
async function throttle(ctx: HookContext, db: Db, policy: SignInPolicy, attempt: SignInAttempt): Promise<void> {
  const withDevice = { ...attempt, device: await readDeviceToken(ctx) };
  const check = await checkSignIn(db, policy, withDevice);
  if (!check.allowed) throw refusal(check);
  const request = requestOf(ctx);
  if (request) checked.set(request, { attempt: withDevice, via: check.via });
}

function checkedAttempt(ctx: HookContext): { attempt: SignInAttempt; via: "device" | "throttle" } | null {
  const request = requestOf(ctx);
  const noted = request ? checked.get(request) : undefined;
  if (request) checked.delete(request);
  return noted ?? null;
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

/** verify-password answers a wrong password 400 INVALID_PASSWORD. */
function isFailedVerification(returned: unknown): boolean {
  return isAPIError(returned) && returned.statusCode === 400 && returned.body?.code === "INVALID_PASSWORD";
}

/**
 * What the server adds to better-auth's own endpoints (SECURITY.md "Sessions and accounts"):
 * the browser's password and e-mail rules on every endpoint that sets them, a safe profile image,
 * per-account, per-address and per-browser throttling of every password check (sign-in and verify-password), the
 * device cookie of a successful sign-in, and no session token in any JSON answer.
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
          if (attempt) await throttle(ctx, db, policy, attempt);
          return;
        }
        case "/verify-password": {
          // A stolen session must not become a way to guess the password: the same counters as sign-in.
          const session = await getSessionFromCtx(ctx, { disableRefresh: true });
          if (session) await throttle(ctx, db, policy, { email: session.user.email, ip: clientIp(ctx) });
          return;
        }
      }
    }),
    after: createAuthMiddleware(async (ctx) => {
      const returned: unknown = ctx.context.returned;
      if (ctx.path === "/sign-in/email") {
        const noted = checkedAttempt(ctx);
        const attempt = noted?.attempt ?? signInAttempt(ctx);
        if (attempt) await recordSignInOutcome(db, policy, attempt, isFailedSignIn(returned), undefined, noted?.via);
        const signedIn = ctx.context.newSession;
        if (signedIn && !isAPIError(returned)) {
          await recordSignIn(db, signedIn);
          const token = await issueDeviceToken(ctx, attempt?.device ?? null);
          await rememberDevice(db, signedIn.user.email, token);
        }
      }
      if (ctx.path === "/verify-password") {
        const noted = checkedAttempt(ctx);
        if (noted) await recordSignInOutcome(db, policy, noted.attempt, isFailedVerification(returned), undefined, noted.via);
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
