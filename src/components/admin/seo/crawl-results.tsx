"use client";

import { ArrowDown, ArrowUp, ArrowUpDown, Download } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { AdminTable } from "@/components/admin/admin-table";
import { buttonClasses } from "@/components/ui/button";
import { countIssues, findIssues, issueKinds, issueKindsByUrl, issueLabels, type IssueKind } from "@/lib/crawl/issues";
import { filterRows, nextSort, sortRows, type SortDirection, type SortKey, type TableRow } from "@/lib/crawl/table";
import type { CrawlPageResult } from "@/lib/crawl/types";
import { cn } from "@/lib/cn";

type Filter = IssueKind | "all" | "any";

const columns: Array<{ label: string; key?: SortKey }> = [
  { label: "Page", key: "url" },
  { label: "Status", key: "statusCode" },
  { label: "Time (ms)", key: "responseTimeMs" },
  { label: "Title", key: "titleLength" },
  { label: "Description", key: "descriptionLength" },
  { label: "Canonical" },
  { label: "Robots" },
  { label: "H1", key: "h1Count" },
  { label: "Images without alt", key: "imagesWithoutAlt" },
  { label: "Broken links", key: "brokenLinks" },
  { label: "JSON-LD" },
  { label: "Words", key: "wordCount" },
  { label: "Issues", key: "issues" },
];

function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

/** The crawl's results: issues by kind, and every page's audit in a table sortable by column and filterable by issue. */
export function CrawlResults({ jobId, pages }: { jobId: string; pages: readonly CrawlPageResult[] }) {
  const filterId = useId();
  const [filter, setFilter] = useState<Filter>("all");
  const [sort, setSort] = useState<{ key: SortKey; direction: SortDirection } | null>(null);

  const { counts, rows } = useMemo(() => {
    const issues = findIssues(pages);
    const byUrl = issueKindsByUrl(issues);
    return { counts: countIssues(issues), rows: pages.map((page): TableRow => ({ page, issues: [...(byUrl.get(page.url) ?? [])] })) };
  }, [pages]);
  const shown = useMemo(() => {
    const filtered = filterRows(rows, filter);
    return sort ? sortRows(filtered, sort.key, sort.direction) : filtered;
  }, [rows, filter, sort]);

  return (
    <div className="flex flex-col gap-6" data-testid="crawl-results">
      <section aria-labelledby="crawl-summary-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id="crawl-summary-heading" className="text-base font-semibold text-ink">
            Issues found{" "}
            <span className="font-normal text-muted">({pages.length === 1 ? "1 page crawled" : `${pages.length} pages crawled`})</span>
          </h3>
          <a href={`/api/admin/crawl/${jobId}/export`} download className={buttonClasses("outline", "sm")}>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </div>
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {issueKinds.map((kind) => (
            <li key={kind}>
              <button
                type="button"
                onClick={() => setFilter(filter === kind ? "all" : kind)}
                aria-pressed={filter === kind}
                data-testid={`issue-count-${kind}`}
                data-count={counts[kind]}
                className={cn(
                  "flex h-full w-full flex-col items-start rounded-md border px-3 py-2 text-left transition-colors hover:border-ink",
                  filter === kind ? "border-clay bg-clay-100/40" : "border-line bg-sand/60",
                )}
              >
                <span className={cn("text-2xl font-semibold", counts[kind] > 0 ? "text-danger" : "text-ink")}>{counts[kind]}</span>
                <span className="text-xs text-muted">{issueLabels[kind]}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={filterId} className="text-sm font-semibold text-ink">
          Show
        </label>
        <select
          id={filterId}
          value={filter}
          onChange={(event) => setFilter(event.target.value as Filter)}
          className="h-10 rounded-md border border-line bg-white px-3 text-sm text-ink"
        >
          <option value="all">All pages</option>
          <option value="any">Pages with any issue</option>
          {issueKinds.map((kind) => (
            <option key={kind} value={kind}>
              {issueLabels[kind]}
            </option>
          ))}
        </select>
        <p className="text-sm text-muted" aria-live="polite">
          {shown.length} of {rows.length} pages shown
        </p>
      </div>

      <AdminTable
        caption="Crawl results, one row per page; column headers sort the table"
        minWidth="min-w-[84rem]"
        head={columns.map((column) => {
          const active = sort && column.key === sort.key ? sort.direction : undefined;
          return (
            <th key={column.label} scope="col" aria-sort={active ?? (column.key ? "none" : undefined)} className="px-3 py-3 align-bottom">
              {column.key ? (
                <button
                  type="button"
                  onClick={() => setSort(sort ? nextSort(sort, column.key!) : { key: column.key!, direction: "ascending" })}
                  className="inline-flex items-center gap-1 uppercase hover:text-ink"
                >
                  {column.label}
                  {active === "ascending" ? (
                    <ArrowUp aria-hidden="true" className="size-3.5" />
                  ) : active === "descending" ? (
                    <ArrowDown aria-hidden="true" className="size-3.5" />
                  ) : (
                    <ArrowUpDown aria-hidden="true" className="size-3.5" />
                  )}
                </button>
              ) : (
                column.label
              )}
            </th>
          );
        })}
      >
        {shown.map(({ page, issues }) => (
          <tr key={page.url} data-testid="crawl-row" data-path={pathOf(page.url)} className="border-b border-line align-top last:border-0">
            <th scope="row" className="max-w-[16rem] px-3 py-3 font-semibold break-all text-ink">
              <a href={page.url} target="_blank" rel="noopener noreferrer" className="underline-offset-4 hover:underline">
                {pathOf(page.url)}
              </a>
              {page.finalUrl && <span className="block text-xs font-normal text-muted">→ {pathOf(page.finalUrl)}</span>}
              {page.error && <span className="block text-xs font-normal text-danger">{page.error}</span>}
            </th>
            <td
              data-column="status"
              className={cn("px-3 py-3 font-semibold", page.statusCode !== null && page.statusCode >= 400 && "text-danger")}
            >
              {page.statusCode ?? "—"}
            </td>
            <td data-column="time" className="px-3 py-3">
              {page.responseTimeMs ?? "—"}
            </td>
            <td data-column="title" className="max-w-[16rem] px-3 py-3">
              <TextWithLength text={page.title} length={page.titleLength} />
            </td>
            <td data-column="description" className="max-w-[20rem] px-3 py-3">
              <TextWithLength text={page.description} length={page.descriptionLength} />
            </td>
            <td data-column="canonical" className="max-w-[12rem] px-3 py-3 break-all">
              {page.canonical ? pathOf(page.canonical) : "—"}
            </td>
            <td data-column="robots" className="px-3 py-3">
              {[page.robots, page.xRobotsTag].filter(Boolean).join("; ") || "—"}
            </td>
            <td data-column="h1" className="px-3 py-3">
              {page.h1Count}
            </td>
            <td data-column="images-without-alt" className="px-3 py-3">
              {page.imagesWithoutAlt}
            </td>
            <td data-column="broken-links" className="max-w-[14rem] px-3 py-3 break-all">
              {page.brokenLinks.length === 0 ? (
                0
              ) : (
                <ul>
                  {page.brokenLinks.map((link) => (
                    <li key={link} className="text-danger">
                      {pathOf(link)}
                    </li>
                  ))}
                </ul>
              )}
            </td>
            <td data-column="json-ld" className="px-3 py-3">
              {page.jsonLdTypes.join(", ") || "—"}
            </td>
            <td data-column="words" className="px-3 py-3">
              {page.wordCount}
            </td>
            <td data-column="issues" className="px-3 py-3">
              {issues.length === 0 ? (
                <span className="text-muted">None</span>
              ) : (
                <ul className="flex flex-col gap-1">
                  {issues.map((kind) => (
                    <li key={kind} className="rounded-full bg-clay-100/60 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-ink">
                      {issueLabels[kind]}
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </div>
  );
}

/** A page's title or description with its length in characters (the SEO checks judge both), or "—" when it has none. */
function TextWithLength({ text, length }: { text: string | null; length: number }) {
  if (!text) return "—";
  return (
    <>
      {text} <span className="text-xs text-muted">({length})</span>
    </>
  );
}
