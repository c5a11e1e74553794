import type { CrawlStatusResponse } from "./types";

/** Spec section 9: the browser polls a crawl every 3 seconds, at most 40 times. */
export const crawlPollIntervalMs = 3000;
export const crawlMaxPolls = 40;

/** Spec section 8, the crawl's toasts. */
export const crawlMessages = {
  failedTitle: "Crawl Failed",
  timeoutTitle: "Timeout",
  timeoutDescription: "Crawl is taking longer than expected. Check back later.",
  errorTitle: "Error",
  errorDescription: "An unexpected error occurred",
} as const;

export type PollOutcome =
  | { kind: "completed"; status: CrawlStatusResponse; polls: number }
  | { kind: "failed"; status: CrawlStatusResponse; polls: number }
  | { kind: "timeout"; status: CrawlStatusResponse | null; polls: number }
  | { kind: "error"; error: unknown; polls: number }
  | { kind: "cancelled"; polls: number };

export interface PollOptions {
  fetchStatus: () => Promise<CrawlStatusResponse>;
  sleep: (ms: number) => Promise<void>;
  /** Each status still in progress, for the progress bar. */
  onProgress?: (status: CrawlStatusResponse) => void;
  /** Checked before each poll: true stops polling (the component unmounted). */
  isCancelled?: () => boolean;
  intervalMs?: number;
  maxPolls?: number;
}

/**
 * Waits the interval, asks for the status, and repeats until the crawl completes or fails, or the poll
 * limit is reached (timeout). A failing status call ends polling as an unexpected error.
 */
export async function pollCrawl({
  fetchStatus,
  sleep,
  onProgress,
  isCancelled = () => false,
  intervalMs = crawlPollIntervalMs,
  maxPolls = crawlMaxPolls,
}: PollOptions): Promise<PollOutcome> {
  let last: CrawlStatusResponse | null = null;
  for (let polls = 1; polls <= maxPolls; polls++) {
    await sleep(intervalMs);
    if (isCancelled()) return { kind: "cancelled", polls: polls - 1 };
    try {
      last = await fetchStatus();
    } catch (error) {
      return { kind: "error", error, polls };
    }
    if (last.status === "completed") return { kind: "completed", status: last, polls };
    if (last.status === "failed") return { kind: "failed", status: last, polls };
    onProgress?.(last);
  }
  return { kind: "timeout", status: last, polls: maxPolls };
}
