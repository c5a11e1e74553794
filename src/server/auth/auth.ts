import "server-only";
import { betterAuth } from "better-auth";
import { isAPIError } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { env } from "@/env";
import type { Db } from "@/server/db";
import { account, session, user, verification } from "@/server/db/schema";
import { enqueueMail } from "@/server/email/outbox";
import { wakeOutboxWorker } from "@/server/email/worker";
import { clientIpHeader } from "@/server/http/production-server";
import { logger } from "@/server/log";
import { consumeRateLimit } from "@/server/rate-limit/limiter";
import { authHooks } from "./hooks";
import { passwordResetLinkSeconds, passwordResetMail } from "./password-reset-mail";
import { resolveAuthSecret } from "./secret";
import { deviceCookieMaxAgeSeconds } from "./sign-in-devices";
import { unlockAccount, type SignInPolicy } from "./sign-in-throttle";
import { verificationMail } from "./verification-mail";

export interface AuthSettings {
  secret: string;
  /** Origin of the auth API as browsers reach it. */
  baseURL: string;
  /** Sign-up attempts per IP and window. */
  attempts: { max: number; windowSeconds: number };
  /** Failed sign-ins per account and per address (./sign-in-throttle.ts). */
  signIn: SignInPolicy;
  /**
   * How passwords are hashed and checked: better-auth's scrypt (about 130 ms of CPU each) unless given. Only tests give
   * another, to count hundreds of failed sign-ins (tests/support/cheap-password-hashing.ts).
   */
  passwordHashing?: PasswordHashing;
}

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/** Reset e-mails sent for one account, whoever asks. */
const resetMailsPerAccount = { limit: 5, windowMs: 60 * 60_000 };

export function signInPolicyFromEnv(): SignInPolicy {
  return {
    accountMaxFailures: env.AUTH_ACCOUNT_MAX_FAILURES,
    addressAccountMaxFailures: env.AUTH_ADDRESS_ACCOUNT_MAX_FAILURES,
    addressMaxFailures: env.AUTH_ADDRESS_MAX_FAILURES,
    failureWindowMs: env.AUTH_SIGN_IN_FAILURE_WINDOW_MINUTES * 60_000,
    firstLockMs: env.AUTH_ACCOUNT_LOCK_MINUTES * 60_000,
    maxLockMs: 24 * 60 * 60_000,
    lockMemoryMs: 24 * 60 * 60_000,
    deviceMaxFailures: env.AUTH_ADDRESS_ACCOUNT_MAX_FAILURES,
    deviceLifetimeMs: deviceCookieMaxAgeSeconds * 1000,
  };
}

export function defaultAuthSettings(): AuthSettings {
  return {
    secret: resolveAuthSecret(),
    baseURL: (env.BETTER_AUTH_URL ?? env.SITE_URL).replace(/\/+$/, ""),
    attempts: { max: env.AUTH_RATE_LIMIT_MAX, windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    signIn: signInPolicyFromEnv(),
  };
}

/**
 * better-auth over our own Drizzle tables. Decisions (docs/decisions/ and README "Admin access"):
 * - E-mail and password only. Sign-up sends a confirmation link (through the outbox) that verifies the
 *   address and lands on the site root; an unverified account cannot sign in (the server answers
 *   "Email not verified" and sends the link again). So nobody can claim a colleague's address and be
 *   promoted in their place.
 * - Sessions live in the database behind an httpOnly, SameSite=Lax cookie, Secure whenever the site is
 *   served over https; they survive restarts because the secret is persisted (./secret.ts).
 * - Sign-up is rate limited per client IP, and failed sign-ins per account and per address (./hooks.ts,
 *   ./sign-in-throttle.ts), in the shared database, so the limits hold across app instances. The IP comes from
 *   `x-client-ip`, which scripts/server.ts sets.
 * - The server applies the browser's password and e-mail rules itself, and keeps session tokens out of JSON (./hooks.ts).
 */
export function createAuth(db: Db, settings: AuthSettings) {
  const attemptsRule = { max: settings.attempts.max, window: settings.attempts.windowSeconds };
  return betterAuth({
    appName: "Ironbark Realty",
    baseURL: settings.baseURL,
    basePath: "/api/auth",
    secret: settings.secret,
    trustedOrigins: [...new Set([settings.baseURL, new URL(env.SITE_URL).origin])],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, { provider: "pg", schema: { user, session, account, verification } }),
    // A reset link's token is kept only as its SHA-256 (as staff invitations are): a copy of the database opens no
    // account. better-auth hashes the identifier `reset-password:<token>` on write and on look-up.
    verification: { storeIdentifier: { default: "plain", overrides: { "reset-password:": "hashed" } } },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      ...(settings.passwordHashing && { password: settings.passwordHashing }),
      // Forgot password (docs/decisions/004): the link goes through the outbox, works once, for an hour, and the
      // reset ends every session of the account. An unknown address gets the same answer and no mail.
      resetPasswordTokenExpiresIn: passwordResetLinkSeconds,
      revokeSessionsOnPasswordReset: true,
      // Whoever completed a reset proved the inbox and chose the password now in force: a sign-in lock has nothing
      // left to protect, so it goes, with the failures counted towards the next one (SECURITY.md).
      async onPasswordReset({ user: owner }) {
        await unlockAccount(db, owner.email);
      },
      async sendResetPassword({ user: recipient, url }) {
        // Beside the per-IP limit, a cap per account, so that many addresses cannot flood one inbox.
        const perAccount = await consumeRateLimit(db, `reset-mail:${recipient.email}`, resetMailsPerAccount);
        if (!perAccount.allowed) {
          logger.info({ userId: recipient.id }, "password reset e-mail not sent: too many asked for this account recently");
          return;
        }
        await enqueueMail(db, [passwordResetMail(recipient.email, url)]);
        wakeOutboxWorker();
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      async sendVerificationEmail({ user: recipient, url }) {
        await enqueueMail(db, [verificationMail(recipient.email, url)]);
        wakeOutboxWorker();
      },
    },
    rateLimit: {
      enabled: true,
      window: 60,
      max: 100,
      // better-auth's own sign-in rule (3 per 10 s per IP) would refuse the admin beside a stranger; password
      // guessing is throttled by ./sign-in-throttle.ts instead, and sign-in gets the general flood cap.
      // Asking for a reset link and setting the new password are capped per IP like sign-up.
      customRules: {
        "/sign-up/*": attemptsRule,
        "/sign-in/*": { window: 60, max: 100 },
        "/request-password-reset": attemptsRule,
        "/reset-password": attemptsRule,
      },
      customStorage: {
        async consume(key, rule) {
          const result = await consumeRateLimit(db, `auth:${key}`, { limit: rule.max, windowMs: rule.window * 1000 });
          return { allowed: result.allowed, retryAfter: result.allowed ? null : result.retryAfterSeconds };
        },
      },
    },
    hooks: authHooks(db, settings.signIn),
    advanced: {
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      useSecureCookies: settings.baseURL.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    onAPIError: {
      // Refusals thrown by ./hooks.ts reach here; better-auth would print each to the console as an error.
      onError(error) {
        if (isAPIError(error) && error.statusCode < 500) logger.info({ source: "better-auth", status: error.statusCode }, error.message);
        else logger.error({ source: "better-auth", err: error }, "auth request failed");
      },
    },
    logger: {
      level: "warn",
      log(level, message) {
        logger[level]({ source: "better-auth" }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

// One instance per process, shared by every bundle Next loads (route handler, pages, actions).
const globalKey = Symbol.for("ironbark.auth");
type GlobalWithAuth = typeof globalThis & { [globalKey]?: Promise<Auth> };

/** The application's auth, created on first use after the database is open (never during the build). */
export function getAuth(): Promise<Auth> {
  const store = globalThis as GlobalWithAuth;
  store[globalKey] ??= (async () => {
    const { getDb } = await import("@/server/db");
    return createAuth(await getDb(), defaultAuthSettings());
  })().catch((error: unknown) => {
    delete store[globalKey];
    throw error;
  });
  return store[globalKey];
}
