/**
 * When to try a failed image again: exponential backoff with a cap and a bounded number of attempts. Pure (the
 * current time and the jitter's random number are inputs), so the caller can store `nextAttemptAt` in its own row
 * and a job runner can pick the image up then.
 */
export interface RetryPolicy {
  /** Attempts in all, the first included; after that many failures the image is given up. */
  maxAttempts: number;
  /** Wait after the first failure. */
  baseDelayMs: number;
  /** Each further failure multiplies the wait by this. */
  factor: number;
  /** Longest wait. */
  maxDelayMs: number;
  /** Up to this fraction of the wait is added at random, so many images failing together do not retry together. */
  jitter: number;
}

/** 30 s, 2 min, 8 min, 32 min, 2 h 8 min, then 6 h twice: eight attempts over about 15 hours. */
export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  factor: 4,
  maxDelayMs: 6 * 60 * 60 * 1000,
  jitter: 0.2,
};

export type RetryDecision =
  | { retry: true; attempts: number; delayMs: number; nextAttemptAt: Date }
  | { retry: false; attempts: number; reason: "not_retryable" | "attempts_exhausted" };

export interface RetryInput {
  /** Attempts made so far, the one that just failed included (≥ 1). */
  attempts: number;
  /** When that attempt failed. */
  now: Date;
  /** Whether the failure may pass (ListingMediaError.retryable). */
  retryable: boolean;
  policy?: RetryPolicy;
  /** A number in [0, 1) for the jitter; 0 (none) unless given. */
  random?: number;
}

export function retryDelayMs(attempts: number, policy: RetryPolicy = defaultRetryPolicy, random = 0): number {
  const exponent = Math.max(0, attempts - 1);
  const base = Math.min(policy.maxDelayMs, policy.baseDelayMs * policy.factor ** exponent);
  const jittered = base * (1 + policy.jitter * Math.min(Math.max(random, 0), 1));
  return Math.round(Math.min(policy.maxDelayMs * (1 + policy.jitter), jittered));
}

export function nextRetry(input: RetryInput): RetryDecision {
  const policy = input.policy ?? defaultRetryPolicy;
  const attempts = Math.max(1, Math.floor(input.attempts));
  if (!input.retryable) return { retry: false, attempts, reason: "not_retryable" };
  if (attempts >= policy.maxAttempts) return { retry: false, attempts, reason: "attempts_exhausted" };
  const delayMs = retryDelayMs(attempts, policy, input.random ?? 0);
  return { retry: true, attempts, delayMs, nextAttemptAt: new Date(input.now.getTime() + delayMs) };
}
