/** The running crawl's progress: pages done of pages found so far (the total grows as links are discovered). */
export function CrawlProgress({ completed, total }: { completed: number; total: number }) {
  const max = Math.max(total, completed, 1);
  const percent = Math.round((completed / max) * 100);
  return (
    <div className="flex flex-col gap-2" data-testid="crawl-progress">
      <div
        role="progressbar"
        aria-label="Crawl progress"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={completed}
        aria-valuetext={`${completed} of ${total} pages`}
        className="h-3 w-full overflow-hidden rounded-full bg-sand-200"
      >
        <div className="h-full rounded-full bg-clay transition-[width] duration-500" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-muted" aria-live="polite">
        Crawling… {completed} of {total} pages
      </p>
    </div>
  );
}
