import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { emptyPageResult } from "@/lib/crawl/types";
import { crawlCsvColumns, crawlPagesToCsv } from "./csv";

describe("crawlPagesToCsv", () => {
  it("writes a header and one row per page, with issues named and formulas neutralised", () => {
    const csv = crawlPagesToCsv([
      {
        ...emptyPageResult("https://s.example/"),
        statusCode: 200,
        audited: true,
        title: '=HYPERLINK("http://evil")',
        description: 'Fine, "quoted"',
        wordCount: 3,
      },
      { ...emptyPageResult("https://s.example/private"), blockedByRobots: true, error: "Blocked by robots.txt" },
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe(crawlCsvColumns.join(","));
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain(`"Fine, ""quoted"""`);
    expect(lines[2]).toMatch(/^https:\/\/s\.example\/private,.*Blocked by robots\.txt,Blocked by robots\.txt$/);
  });

  it("keeps a crawled title with line breaks in its own cell (one row per page, read back by a CSV reader)", () => {
    const title = 'Home\nfor sale, "now"\r\nand more';
    const csv = crawlPagesToCsv([
      { ...emptyPageResult("https://s.example/"), statusCode: 200, audited: true, title },
      { ...emptyPageResult("https://s.example/b"), statusCode: 200, audited: true, title: "B" },
    ]);
    const rows = parse(csv, { bom: true, record_delimiter: ["\r\n", "\n", "\r"] }) as string[][];
    expect(rows).toHaveLength(3);
    expect(rows[1]![crawlCsvColumns.indexOf("Title")]).toBe(title);
    expect(rows[2]![0]).toBe("https://s.example/b");
  });
});
