import { stringify } from "csv-stringify/sync";
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

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP "CSV injection"); crawled text is untrusted. */
function plain(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** One row per page, the issues of each named; UTF-8 with a BOM and CRLF line ends, as spreadsheets expect. */
export function crawlPagesToCsv(pages: readonly CrawlPageResult[]): string {
  const kinds = issueKindsByUrl(findIssues(pages));
  const rows = pages.map((page) =>
    [
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
    ].map((cell) => plain(String(cell))),
  );
  return `\uFEFF${stringify([[...crawlCsvColumns], ...rows], { eof: true, record_delimiter: "\r\n" })}`;
}

export function crawlCsvFileName(jobId: string): string {
  return `crawl-${jobId.slice(0, 8)}.csv`;
}
