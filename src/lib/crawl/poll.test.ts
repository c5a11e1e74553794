import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { crawlMaxPolls, crawlPollIntervalMs, pollCrawl } from "./poll";
import type { CrawlStatusResponse } from "./types";

const status = (value: CrawlStatusResponse["status"], completed = 0): CrawlStatusResponse => ({
  status: value,
  completed,
  total: 10,
  creditsUsed: 0,
  expiresAt: null,
  data: [],
});

describe("pollCrawl", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  it("uses the spec's constants: every 3 seconds, at most 40 polls", () => {
    expect(crawlPollIntervalMs).toBe(3000);
    expect(crawlMaxPolls).toBe(40);
  });

  it("stops after 40 polls with the timeout outcome, having waited 3 s before each", async () => {
    const fetchStatus = vi.fn(async () => status("scraping", 1));
    const progress = vi.fn();
    const outcome = pollCrawl({ fetchStatus, sleep, onProgress: progress });
    await vi.advanceTimersByTimeAsync(3000 * 40 - 1);
    expect(fetchStatus).toHaveBeenCalledTimes(39);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ kind: "timeout", polls: 40, status: { status: "scraping" } });
    expect(fetchStatus).toHaveBeenCalledTimes(40);
    expect(progress).toHaveBeenCalledTimes(40);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetchStatus).toHaveBeenCalledTimes(40);
  });

  it("stops at completed, with the results", async () => {
    const answers = [status("scraping", 2), status("scraping", 5), status("completed", 10)];
    const fetchStatus = vi.fn(async () => answers.shift()!);
    const progress = vi.fn();
    const outcome = pollCrawl({ fetchStatus, sleep, onProgress: progress });
    await vi.advanceTimersByTimeAsync(9000);
    await expect(outcome).resolves.toMatchObject({ kind: "completed", polls: 3, status: { completed: 10 } });
    expect(progress.mock.calls.map(([s]) => (s as CrawlStatusResponse).completed)).toEqual([2, 5]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchStatus).toHaveBeenCalledTimes(3);
  });

  it("stops at failed", async () => {
    const fetchStatus = vi.fn(async () => status("failed"));
    const outcome = pollCrawl({ fetchStatus, sleep });
    await vi.advanceTimersByTimeAsync(3000);
    await expect(outcome).resolves.toMatchObject({ kind: "failed", polls: 1 });
  });

  it("ends with the error outcome when a status call throws", async () => {
    const fetchStatus = vi.fn(async () => {
      throw new Error("HTTP 500");
    });
    const outcome = pollCrawl({ fetchStatus, sleep });
    await vi.advanceTimersByTimeAsync(3000);
    await expect(outcome).resolves.toMatchObject({ kind: "error", polls: 1 });
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });

  it("stops quietly once cancelled", async () => {
    let cancelled = false;
    const fetchStatus = vi.fn(async () => status("scraping"));
    const outcome = pollCrawl({ fetchStatus, sleep, isCancelled: () => cancelled });
    await vi.advanceTimersByTimeAsync(6000);
    cancelled = true;
    await vi.advanceTimersByTimeAsync(3000);
    await expect(outcome).resolves.toEqual({ kind: "cancelled", polls: 2 });
    expect(fetchStatus).toHaveBeenCalledTimes(2);
  });
});
