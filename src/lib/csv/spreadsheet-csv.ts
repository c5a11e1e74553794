import { stringify } from "csv-stringify/sync";

/**
 * The one CSV writer of the admin's downloads (leads, crawl results), for people who open them in a spreadsheet.
 *
 * - RFC 4180, written by csv-stringify: a cell holding a comma, a quote or a line break is quoted. Its default quotes
 *   a cell only when it holds the record delimiter itself (`\r\n`), so a cell with a bare `\n` (a chat transcript, a
 *   lead's details) went out unquoted and split its row; `quoted_match` quotes every cell with `\r` or `\n`.
 * - A cell a spreadsheet would run as a formula gets a leading apostrophe (`neutraliseFormula`).
 * - UTF-8 with a byte-order mark (so Excel reads names with accents) and CRLF line ends, as spreadsheets expect.
 */
export function toSpreadsheetCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string {
  const records = [header, ...rows].map((row) => row.map((cell) => neutraliseFormula(String(cell))));
  return `\uFEFF${stringify(records, { eof: true, record_delimiter: "\r\n", quoted_match: /[\r\n]/ })}`;
}

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as a formula; a
 * leading apostrophe makes it plain text (OWASP "CSV injection"). Leads and crawled pages are untrusted text.
 */
export function neutraliseFormula(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}
