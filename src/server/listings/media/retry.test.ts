import { describe, expect, it } from "vitest";
import { defaultRetryPolicy, nextRetry, retryDelayMs, type RetryPolicy } from "./retry";

const now = new Date("2026-11-25T10:00:00.000Z");
const policy: RetryPolicy = { maxAttempts: 4, baseDelayMs: 1000, factor: 2, maxDelayMs: 3000, jitter: 0.5 };

describe("nextRetry", () => {
  it("waits longer after each failure, from the time of the failure", () => {
    const first = nextRetry({ attempts: 1, now, retryable: true, policy });
    const second = nextRetry({ attempts: 2, now, retryable: true, policy });
    expect(first).toEqual({ retry: true, attempts: 1, delayMs: 1000, nextAttemptAt: new Date(now.getTime() + 1000) });
    expect(second).toMatchObject({ retry: true, delayMs: 2000, nextAttemptAt: new Date(now.getTime() + 2000) });
  });

  it("caps the wait", () => {
    expect(nextRetry({ attempts: 3, now, retryable: true, policy })).toMatchObject({ retry: true, delayMs: 3000 });
    expect(retryDelayMs(40, defaultRetryPolicy)).toBe(defaultRetryPolicy.maxDelayMs);
  });

  it("gives up after the last attempt", () => {
    expect(nextRetry({ attempts: 4, now, retryable: true, policy })).toEqual({ retry: false, attempts: 4, reason: "attempts_exhausted" });
    expect(nextRetry({ attempts: 9, now, retryable: true, policy })).toMatchObject({ retry: false, reason: "attempts_exhausted" });
  });

  it("never retries a failure that cannot pass (not an image, too large, a refused address)", () => {
    expect(nextRetry({ attempts: 1, now, retryable: false, policy })).toEqual({ retry: false, attempts: 1, reason: "not_retryable" });
  });

  it("adds at most the policy's jitter, deterministically for a given random number", () => {
    expect(nextRetry({ attempts: 1, now, retryable: true, policy, random: 0.5 })).toMatchObject({ delayMs: 1250 });
    expect(nextRetry({ attempts: 1, now, retryable: true, policy, random: 0.999 })).toMatchObject({ delayMs: 1500 });
    expect(nextRetry({ attempts: 1, now, retryable: true, policy, random: 7 })).toMatchObject({ delayMs: 1500 });
  });

  it("spreads the default policy's attempts over hours, not seconds", () => {
    const delays = [1, 2, 3, 4, 5, 6, 7].map((attempts) => retryDelayMs(attempts));
    expect(delays[0]).toBe(30_000);
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(delays.reduce((sum, delay) => sum + delay, 0)).toBeGreaterThan(10 * 60 * 60 * 1000);
  });
});
