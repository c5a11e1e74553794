import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { emptyPageResult, type CrawlPageResult } from "@/lib/crawl/types";
import { CrawlProgress } from "./crawl-progress";
import { CrawlResults } from "./crawl-results";

const page = (path: string, fields: Partial<CrawlPageResult> = {}): CrawlPageResult => ({
  ...emptyPageResult(`http://localhost:3100${path}`),
  statusCode: 200,
  responseTimeMs: 42,
  audited: true,
  title: `Title ${path}`,
  titleLength: 7 + path.length,
  description: "About",
  descriptionLength: 5,
  h1Count: 1,
  jsonLdTypes: ["BreadcrumbList"],
  wordCount: 120,
  ...fields,
});

describe("CrawlResults", () => {
  const html = renderToStaticMarkup(
    <CrawlResults
      jobId="11111111-2222-4333-8444-555555555555"
      pages={[page("/"), page("/contact", { description: null, descriptionLength: 0, brokenLinks: ["http://localhost:3100/gone"] })]}
    />,
  );

  it("gives each page a row with its path and audit columns", () => {
    expect(html).toContain('data-testid="crawl-row" data-path="/"');
    expect(html).toContain('data-path="/contact"');
    expect(html).toMatch(/data-column="status"[^>]*>200</);
    expect(html).toMatch(/data-column="json-ld"[^>]*>BreadcrumbList</);
  });

  it("summarises issues by kind with their counts", () => {
    expect(html).toMatch(/data-testid="issue-count-missing-description" data-count="1"/);
    expect(html).toMatch(/data-testid="issue-count-broken-link" data-count="1"/);
    expect(html).toMatch(/data-testid="issue-count-noindex" data-count="0"/);
  });

  it("links the CSV export of the job", () => {
    expect(html).toContain('href="/api/admin/crawl/11111111-2222-4333-8444-555555555555/export"');
  });
});

describe("CrawlProgress", () => {
  it("is a progressbar reporting completed of total", () => {
    const html = renderToStaticMarkup(<CrawlProgress completed={3} total={12} />);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="3"');
    expect(html).toContain('aria-valuemax="12"');
    expect(html).toContain("3 of 12 pages");
  });
});
