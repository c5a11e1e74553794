import { toSpreadsheetCsv } from "@/lib/csv/spreadsheet-csv";
import { findIssues, issueKindsByUrl, issueLabels } from "@/lib/crawl/issues";
import type { CrawlPageResult } from "@/lib/crawl/types";

export const crawlCsvColumns = [
  "URL",
  "Status",
  "Response time (ms)",
  "Title",
  "Title length",
  "Description",
  "Description length",
  "Canonical",
  "Robots",
  "H1 count",
  "Images without alt",
  "Broken links",
  "JSON-LD types",
  "Word count",
  "Issues",
  "Error",
] as const;

/** One row per page, the issues of each named (written by the admin's one CSV writer, which also neutralises formulas). */
export function crawlPagesToCsv(pages: readonly CrawlPageResult[]): string {
  const kinds = issueKindsByUrl(findIssues(pages));
  const rows = pages.map((page) => [
    page.url,
    page.statusCode ?? "",
    page.responseTimeMs ?? "",
    page.title ?? "",
    page.titleLength,
    page.description ?? "",
    page.descriptionLength,
    page.canonical ?? "",
    [page.robots, page.xRobotsTag].filter(Boolean).join("; "),
    page.h1Count,
    page.imagesWithoutAlt,
    page.brokenLinks.join(" "),
    page.jsonLdTypes.join(", "),
    page.wordCount,
    [...(kinds.get(page.url) ?? [])].map((kind) => issueLabels[kind]).join("; "),
    page.error ?? "",
  ]);
  return toSpreadsheetCsv(crawlCsvColumns, rows);
}

export function crawlCsvFileName(jobId: string): string {
  return `crawl-${jobId.slice(0, 8)}.csv`;
}
