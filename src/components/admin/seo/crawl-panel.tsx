"use client";

import { Search } from "lucide-react";
import { useEffect, useId, useState, type FormEvent } from "react";
import { notifyError } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";
import { crawlMessages, pollCrawl } from "@/lib/crawl/poll";
import type { CrawlStatusResponse } from "@/lib/crawl/types";
import { crawlUrlRequiredMessage, crawlUrlSchema } from "@/lib/validation/crawl";
import { CrawlProgress } from "./crawl-progress";
import { CrawlResults } from "./crawl-results";

type PanelState =
  | { kind: "idle" }
  | { kind: "starting" }
  | { kind: "running"; jobId: string; completed: number; total: number }
  /** Polling ended without an answer (poll limit, or an error): the job may still finish. */
  | { kind: "stopped"; jobId: string };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function fetchCrawlStatus(jobId: string): Promise<CrawlStatusResponse> {
  const response = await fetch(`/api/admin/crawl/${encodeURIComponent(jobId)}`, { cache: "no-store" });
  if (!response.ok) throw new Error(`Crawl status answered HTTP ${response.status}`);
  return (await response.json()) as CrawlStatusResponse;
}

/** The crawl form, the progress bar while it runs, then the results (spec sections 4, 8 and 9). */
export function CrawlPanel({ defaultUrl }: { defaultUrl: string }) {
  const inputId = useId();
  const [url, setUrl] = useState(defaultUrl);
  const [state, setState] = useState<PanelState>({ kind: "idle" });
  const [results, setResults] = useState<{ jobId: string; status: CrawlStatusResponse } | null>(null);
  const runningJobId = state.kind === "running" ? state.jobId : null;

  useEffect(() => {
    if (!runningJobId) return;
    let cancelled = false;
    void pollCrawl({
      fetchStatus: () => fetchCrawlStatus(runningJobId),
      sleep,
      isCancelled: () => cancelled,
      onProgress: (status) => {
        if (!cancelled) setState({ kind: "running", jobId: runningJobId, completed: status.completed, total: status.total });
      },
    }).then((outcome) => {
      if (cancelled || outcome.kind === "cancelled") return;
      if (outcome.kind === "completed") {
        setResults({ jobId: runningJobId, status: outcome.status });
        setState({ kind: "idle" });
        return;
      }
      if (outcome.kind === "failed") {
        notifyError(crawlMessages.failedTitle, "The crawl could not be completed. Check the address and try again.");
        setState({ kind: "idle" });
        return;
      }
      if (outcome.kind === "timeout") notifyError(crawlMessages.timeoutTitle, crawlMessages.timeoutDescription);
      else notifyError(crawlMessages.errorTitle, crawlMessages.errorDescription);
      setState({ kind: "stopped", jobId: runningJobId });
    });
    return () => {
      cancelled = true;
    };
  }, [runningJobId]);

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.kind === "starting" || state.kind === "running") return;
    const parsed = crawlUrlSchema.safeParse(url);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? crawlUrlRequiredMessage;
      if (message === crawlUrlRequiredMessage) notifyError(crawlUrlRequiredMessage, "Please enter a URL to crawl.");
      else notifyError("Invalid Input", message);
      return;
    }
    setState({ kind: "starting" });
    try {
      const response = await fetch("/api/admin/crawl", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "start", url: parsed.data }),
      });
      const body = (await response.json().catch(() => null)) as { id?: string; error?: string } | null;
      if (!response.ok || !body?.id) {
        notifyError(crawlMessages.failedTitle, body?.error ?? `The crawl could not be started (HTTP ${response.status}).`);
        setState({ kind: "idle" });
        return;
      }
      setResults(null);
      setState({ kind: "running", jobId: body.id, completed: 0, total: 0 });
    } catch {
      notifyError(crawlMessages.errorTitle, crawlMessages.errorDescription);
      setState({ kind: "idle" });
    }
  }

  const busy = state.kind === "starting" || state.kind === "running";

  return (
    <section aria-labelledby="crawl-heading" className="flex flex-col gap-6 rounded-lg border border-line bg-white p-6">
      <div>
        <h2 id="crawl-heading" className="text-lg font-semibold text-ink">
          Site audit
        </h2>
        <p className="mt-1 text-sm text-muted">
          Crawls a site breadth-first (same origin only, honouring robots.txt) and checks each page&apos;s title, description, headings,
          images, links and structured data.
        </p>
      </div>

      <form onSubmit={(event) => void start(event)} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <label htmlFor={inputId} className="text-sm font-semibold text-ink">
            URL to crawl
          </label>
          <input
            id={inputId}
            name="url"
            type="url"
            inputMode="url"
            autoComplete="url"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            placeholder="https://www.example.com"
            className="h-12 w-full rounded-md border border-line bg-white px-4 text-base text-ink placeholder:text-muted/80"
          />
        </div>
        <Button type="submit" disabled={busy} className="h-12">
          <Search aria-hidden="true" />
          {busy ? "Crawling..." : "Start Crawl"}
        </Button>
      </form>

      {state.kind === "running" && <CrawlProgress completed={state.completed} total={state.total} />}
      {state.kind === "stopped" && (
        <div className="flex flex-wrap items-center gap-3 rounded-md bg-sand px-4 py-3 text-sm text-ink">
          <p>The crawl may still be running.</p>
          <Button variant="outline" size="sm" onClick={() => setState({ kind: "running", jobId: state.jobId, completed: 0, total: 0 })}>
            Check again
          </Button>
        </div>
      )}
      {results && <CrawlResults jobId={results.jobId} pages={results.status.data} />}
    </section>
  );
}
