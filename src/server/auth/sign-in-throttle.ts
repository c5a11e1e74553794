import "server-only";
import { createHash } from "node:crypto";
import { and, eq, gt, inArray, like, or, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { rateLimits, signInDevices, signInLocks } from "@/server/db/schema";
import { consumeRateLimit, type RateLimitRule } from "@/server/rate-limit/limiter";

/** The sign-in policy of SECURITY.md ("Sessions and accounts"). Only passwords checked and wrong count. */
export interface SignInPolicy {
  /** Failures for one account, from any address, that lock the account. */
  accountMaxFailures: number;
  /** Failures for one account from one address before that address is refused for that account. */
  addressAccountMaxFailures: number;
  /** Failures from one address over all accounts before it is refused for every account. */
  addressMaxFailures: number;
  failureWindowMs: number;
  /** The first lock's length; each further lock within `lockMemoryMs` of the last doubles it, up to `maxLockMs`. */
  firstLockMs: number;
  maxLockMs: number;
  lockMemoryMs: number;
  /** Failures for one account from one browser that signed in to it before, after which that browser is a stranger again. */
  deviceMaxFailures: number;
  /** A browser counts as known for this long after its last successful sign-in to the account. */
  deviceLifetimeMs: number;
}

/**
 * `via: "device"`: a browser that signed in to this account before, within its own failure limit; the account's lock
 * and the address limits do not apply to it, and its failures count only against itself.
 */
export type SignInCheck =
  | { allowed: true; via: "device" | "throttle" }
  | { allowed: false; reason: "account-locked" | "address-limited"; retryAfterSeconds: number };

export interface SignInAttempt {
  email: string;
  /** The client address, or null when unknown (a server-side call). */
  ip: string | null;
  /** The token of the browser's device cookie, when its signature held (./sign-in-devices.ts). */
  device?: string | null;
}

/** better-auth stores addresses lower-cased; an unknown address is keyed the same way, so nothing tells them apart. */
export function normaliseSignInEmail(email: string): string {
  return email.trim().toLowerCase();
}

const accountKey = (email: string) => `signin-fail:account:${email}`;
const addressKey = (ip: string) => `signin-fail:address:${ip}`;
// The address comes last so that unlocking can find every address's counter for one account by prefix.
const addressAccountKey = (email: string, ip: string) => `signin-fail:account-address:${email}|${ip}`;
const deviceKey = (email: string, tokenHash: string) => `signin-fail:account-device:${email}|${tokenHash}`;

/** Only this hash of a device token is stored or used as a key. */
export function hashDeviceToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

function secondsUntil(time: Date, now: Date): number {
  return Math.max(1, Math.ceil((time.getTime() - now.getTime()) / 1000));
}

/**
 * Called before a password is checked. Counts the attempt as a failure in advance (so attempts made in parallel
 * cannot slip past the limits); `recordSignInOutcome` takes it back when the password turns out right. An attempt
 * refused here is not counted anywhere: only passwords actually checked (and wrong) count.
 */
export async function checkSignIn(db: Db, policy: SignInPolicy, attempt: SignInAttempt, now: Date = new Date()): Promise<SignInCheck> {
  const email = normaliseSignInEmail(attempt.email);
  const windowMs = policy.failureWindowMs;

  if (attempt.device && (await isKnownDevice(db, policy, email, attempt.device, now))) {
    const device = await consumeOrRefuse(
      db,
      deviceKey(email, hashDeviceToken(attempt.device)),
      { limit: policy.deviceMaxFailures, windowMs },
      now,
    );
    if (device.allowed) return { allowed: true, via: "device" };
    // Past its own limit the browser is a stranger again: a stolen cookie buys a few guesses, not a way round the lock.
  }

  const [lock] = await db.select().from(signInLocks).where(eq(signInLocks.email, email));
  if (lock && lock.lockedUntil > now)
    return { allowed: false, reason: "account-locked", retryAfterSeconds: secondsUntil(lock.lockedUntil, now) };

  const counted: string[] = [];
  if (attempt.ip) {
    const pairKey = addressAccountKey(email, attempt.ip);
    const pair = await consumeOrRefuse(db, pairKey, { limit: policy.addressAccountMaxFailures, windowMs }, now);
    if (!pair.allowed) return { allowed: false, reason: "address-limited", retryAfterSeconds: pair.retryAfterSeconds };
    counted.push(pairKey);
    const address = await consumeOrRefuse(db, addressKey(attempt.ip), { limit: policy.addressMaxFailures, windowMs }, now);
    if (!address.allowed) {
      await takeBack(db, counted);
      return { allowed: false, reason: "address-limited", retryAfterSeconds: address.retryAfterSeconds };
    }
    counted.push(addressKey(attempt.ip));
  }

  const account = await consumeOrRefuse(db, accountKey(email), { limit: policy.accountMaxFailures, windowMs }, now);
  if (!account.allowed) {
    // Only reachable by attempts in flight together: the failure that reached the limit has locked the account already.
    await takeBack(db, counted);
    const lockedUntil = await lockAccount(db, policy, email, now);
    return { allowed: false, reason: "account-locked", retryAfterSeconds: secondsUntil(lockedUntil, now) };
  }
  return { allowed: true, via: "throttle" };
}

/** Counts one failure in advance; when that passes the limit, takes it back again, so a refusal is not counted. */
async function consumeOrRefuse(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now: Date,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const result = await consumeRateLimit(db, key, rule, now);
  if (!result.allowed) await takeBack(db, [key]);
  return result;
}

async function takeBack(db: Db, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, key));
  }
}

async function isKnownDevice(db: Db, policy: SignInPolicy, email: string, token: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - policy.deviceLifetimeMs);
  const [row] = await db
    .select({ email: signInDevices.email })
    .from(signInDevices)
    .where(and(eq(signInDevices.tokenHash, hashDeviceToken(token)), eq(signInDevices.email, email), gt(signInDevices.lastSignInAt, since)));
  return row !== undefined;
}

/** After a successful sign-in: this browser is known for this account from now on. */
export async function rememberDevice(db: Db, email: string, token: string, now: Date = new Date()): Promise<void> {
  await db
    .insert(signInDevices)
    .values({ tokenHash: hashDeviceToken(token), email: normaliseSignInEmail(email), lastSignInAt: now })
    .onConflictDoUpdate({ target: [signInDevices.tokenHash, signInDevices.email], set: { lastSignInAt: now } });
}

/**
 * After the password was checked: a failure may lock the account; anything else takes back the advance count.
 * `via` is what `checkSignIn` allowed the attempt by: a known browser's failures count against that browser only.
 */
export async function recordSignInOutcome(
  db: Db,
  policy: SignInPolicy,
  attempt: SignInAttempt,
  failed: boolean,
  now: Date = new Date(),
  via: "device" | "throttle" = "throttle",
): Promise<void> {
  const email = normaliseSignInEmail(attempt.email);
  if (via === "device") {
    if (!failed && attempt.device) await db.delete(rateLimits).where(eq(rateLimits.key, deviceKey(email, hashDeviceToken(attempt.device))));
    return;
  }
  if (failed) {
    const [row] = await db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, accountKey(email)));
    if (row && row.count >= policy.accountMaxFailures) await lockAccount(db, policy, email, now);
    return;
  }
  // A right password also clears the account's earlier failures, as an attacker would otherwise accumulate them.
  await db.delete(rateLimits).where(eq(rateLimits.key, accountKey(email)));
  if (attempt.ip) {
    await db.delete(rateLimits).where(eq(rateLimits.key, addressAccountKey(email, attempt.ip)));
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, addressKey(attempt.ip)));
  }
}

/** Locks the account for the next lock's length and starts its failure count afresh. Returns the end of the lock. */
async function lockAccount(db: Db, policy: SignInPolicy, email: string, now: Date): Promise<Date> {
  const nowIso = now.toISOString();
  const remembered = sql`${signInLocks.lockedUntil} > ${nowIso}::timestamptz - ${policy.lockMemoryMs} * interval '1 millisecond'`;
  // An attempt that was in flight when the lock was set neither extends it nor counts as a further lock.
  const stillLocked = sql`${signInLocks.lockedUntil} > ${nowIso}::timestamptz`;
  const nextCount = sql`case when ${remembered} then ${signInLocks.lockCount} + 1 else 1 end`;
  const nextLockMs = sql`least(${policy.firstLockMs}::float8 * power(2, ${nextCount} - 1), ${policy.maxLockMs}::float8)`;
  const [row] = await db
    .insert(signInLocks)
    .values({ email, lockCount: 1, lockedUntil: new Date(now.getTime() + policy.firstLockMs) })
    .onConflictDoUpdate({
      target: signInLocks.email,
      set: {
        lockCount: sql`case when ${stillLocked} then ${signInLocks.lockCount} else ${nextCount} end`,
        lockedUntil: sql`case when ${stillLocked} then ${signInLocks.lockedUntil}
          else ${nowIso}::timestamptz + ${nextLockMs} * interval '1 millisecond' end`,
      },
    })
    .returning({ lockedUntil: signInLocks.lockedUntil });
  await db.delete(rateLimits).where(eq(rateLimits.key, accountKey(email)));
  if (!row) throw new Error("sign-in lock upsert returned no row");
  return row.lockedUntil;
}

/**
 * Lifts the lock and forgets the account's failures from every address and browser: `npm run admin -- unlock`, the
 * Staff page's Unlock, and a completed password reset.
 */
export async function unlockAccount(db: Db, email: string): Promise<{ wasLocked: boolean }> {
  const normalised = normaliseSignInEmail(email);
  const now = new Date();
  const removed = await db.delete(signInLocks).where(eq(signInLocks.email, normalised)).returning({ lockedUntil: signInLocks.lockedUntil });
  const prefix = (key: string) => `${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await db
    .delete(rateLimits)
    .where(
      or(
        eq(rateLimits.key, accountKey(normalised)),
        like(rateLimits.key, prefix(addressAccountKey(normalised, ""))),
        like(rateLimits.key, prefix(deviceKey(normalised, ""))),
      ),
    );
  return { wasLocked: removed.some((row) => row.lockedUntil > now) };
}

/** The accounts among `emails` that are locked now, with the end of each lock (the Staff page). */
export async function lockedAccounts(db: Db, emails: readonly string[], now: Date = new Date()): Promise<Map<string, Date>> {
  const wanted = new Set(emails.map(normaliseSignInEmail));
  if (wanted.size === 0) return new Map();
  const rows = await db
    .select()
    .from(signInLocks)
    .where(and(inArray(signInLocks.email, [...wanted]), gt(signInLocks.lockedUntil, now)));
  return new Map(rows.map((row) => [row.email, row.lockedUntil]));
}
