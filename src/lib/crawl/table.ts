import type { IssueKind } from "./issues";
import type { CrawlPageResult } from "./types";

/** Columns the results table can sort by. */
export const sortKeys = [
  "url",
  "statusCode",
  "responseTimeMs",
  "titleLength",
  "descriptionLength",
  "h1Count",
  "imagesWithoutAlt",
  "brokenLinks",
  "wordCount",
  "issues",
] as const;
export type SortKey = (typeof sortKeys)[number];
export type SortDirection = "ascending" | "descending";

export interface TableRow {
  page: CrawlPageResult;
  issues: readonly IssueKind[];
}

function value(row: TableRow, key: SortKey): string | number | null {
  switch (key) {
    case "url":
      return row.page.url;
    case "brokenLinks":
      return row.page.brokenLinks.length;
    case "issues":
      return row.issues.length;
    default:
      return row.page[key];
  }
}

/** Rows sorted by a column (a stable sort; empty values last whichever the direction). */
export function sortRows(rows: readonly TableRow[], key: SortKey, direction: SortDirection): TableRow[] {
  const sign = direction === "ascending" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = value(a.row, key);
      const y = value(b.row, key);
      if (x === null || y === null) return x === y ? a.index - b.index : x === null ? 1 : -1;
      const order = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map(({ row }) => row);
}

/** Rows with an issue of `kind` ("all": every row, "any": rows with at least one issue). */
export function filterRows(rows: readonly TableRow[], kind: IssueKind | "all" | "any"): TableRow[] {
  if (kind === "all") return [...rows];
  if (kind === "any") return rows.filter((row) => row.issues.length > 0);
  return rows.filter((row) => row.issues.includes(kind));
}

/** The next sort after a click on a column's header: a new column sorts ascending, the same one flips. */
export function nextSort(current: { key: SortKey; direction: SortDirection }, key: SortKey): { key: SortKey; direction: SortDirection } {
  if (current.key !== key) return { key, direction: "ascending" };
  return { key, direction: current.direction === "ascending" ? "descending" : "ascending" };
}
