import "server-only";
import { eq, like, or, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { rateLimits, signInLocks } from "@/server/db/schema";
import { consumeRateLimit } from "@/server/rate-limit/limiter";

/** The sign-in policy of SECURITY.md ("Sessions and accounts"). Only failed sign-ins count. */
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
}

export type SignInCheck = { allowed: true } | { allowed: false; reason: "account-locked" | "address-limited"; retryAfterSeconds: number };

export interface SignInAttempt {
  email: string;
  /** The client address, or null when unknown (a server-side call). */
  ip: string | null;
}

/** better-auth stores addresses lower-cased; an unknown address is keyed the same way, so nothing tells them apart. */
export function normaliseSignInEmail(email: string): string {
  return email.trim().toLowerCase();
}

const accountKey = (email: string) => `signin-fail:account:${email}`;
const addressKey = (ip: string) => `signin-fail:address:${ip}`;
// The address comes last so that unlocking can find every address's counter for one account by prefix.
const addressAccountKey = (email: string, ip: string) => `signin-fail:account-address:${email}|${ip}`;

function secondsUntil(time: Date, now: Date): number {
  return Math.max(1, Math.ceil((time.getTime() - now.getTime()) / 1000));
}

/**
 * Called before a password is checked. Counts the attempt as a failure in advance (so attempts made in parallel
 * cannot slip past the limits); `recordSignInOutcome` takes it back when the password turns out right.
 */
export async function checkSignIn(db: Db, policy: SignInPolicy, attempt: SignInAttempt, now: Date = new Date()): Promise<SignInCheck> {
  const email = normaliseSignInEmail(attempt.email);
  const [lock] = await db.select().from(signInLocks).where(eq(signInLocks.email, email));
  if (lock && lock.lockedUntil > now) return { allowed: false, reason: "account-locked", retryAfterSeconds: secondsUntil(lock.lockedUntil, now) };

  const windowMs = policy.failureWindowMs;
  if (attempt.ip) {
    const pair = await consumeRateLimit(db, addressAccountKey(email, attempt.ip), { limit: policy.addressAccountMaxFailures, windowMs }, now);
    const address = await consumeRateLimit(db, addressKey(attempt.ip), { limit: policy.addressMaxFailures, windowMs }, now);
    if (!pair.allowed || !address.allowed) {
      return { allowed: false, reason: "address-limited", retryAfterSeconds: Math.max(pair.retryAfterSeconds, address.retryAfterSeconds) };
    }
  }

  const account = await consumeRateLimit(db, accountKey(email), { limit: policy.accountMaxFailures, windowMs }, now);
  if (!account.allowed) {
    // Only reachable by attempts in flight together: the failure that reached the limit has locked the account already.
    const lockedUntil = await lockAccount(db, policy, email, now);
    return { allowed: false, reason: "account-locked", retryAfterSeconds: secondsUntil(lockedUntil, now) };
  }
  return { allowed: true };
}

/** After the password was checked: a failure may lock the account; anything else takes back the advance count. */
export async function recordSignInOutcome(db: Db, policy: SignInPolicy, attempt: SignInAttempt, failed: boolean, now: Date = new Date()): Promise<void> {
  const email = normaliseSignInEmail(attempt.email);
  if (failed) {
    const [row] = await db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, accountKey(email)));
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

/** `npm run admin -- unlock`: lifts the lock and forgets the account's failures from every address. */
export async function unlockAccount(db: Db, email: string): Promise<{ wasLocked: boolean }> {
  const normalised = normaliseSignInEmail(email);
  const now = new Date();
  const removed = await db.delete(signInLocks).where(eq(signInLocks.email, normalised)).returning({ lockedUntil: signInLocks.lockedUntil });
  const escaped = addressAccountKey(normalised, "").replace(/[\\%_]/g, (c) => `\\${c}`);
  await db.delete(rateLimits).where(or(eq(rateLimits.key, accountKey(normalised)), like(rateLimits.key, `${escaped}%`)));
  return { wasLocked: removed.some((row) => row.lockedUntil > now) };
}
