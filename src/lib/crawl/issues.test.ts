import { describe, expect, it } from "vitest";
import { countIssues, findIssues, issueKindsByUrl, isNoindex } from "./issues";
import { filterRows, nextSort, sortRows, type TableRow } from "./table";
import { emptyPageResult, type CrawlPageResult } from "./types";

const page = (path: string, fields: Partial<CrawlPageResult> = {}): CrawlPageResult => ({
  ...emptyPageResult(`https://s.example${path}`),
  statusCode: 200,
  audited: true,
  title: `Title ${path}`,
  description: `About ${path}`,
  ...fields,
});

describe("findIssues", () => {
  const pages = [
    page("/"),
    page("/no-description", { description: null }),
    page("/blank-description", { description: "   " }),
    page("/dup-1", { title: "Same" }),
    page("/dup-2", { title: "Same" }),
    page("/dup-3", { title: "Same" }),
    page("/alt", { imagesWithoutAlt: 2, brokenLinks: ["https://s.example/gone", "https://s.example/down"] }),
    page("/noindex", { robots: "noindex,follow" }),
    page("/header-noindex", { xRobotsTag: "none" }),
    page("/blocked", { audited: false, statusCode: null, blockedByRobots: true, title: null, description: null }),
    // Not audited (an error page, a PDF): never judged on content.
    page("/gone", { audited: false, statusCode: 404, title: "Same", description: null, robots: "noindex" }),
  ];
  const issues = findIssues(pages);

  it("counts each fault once: a duplicated title is one issue, each broken link is one", () => {
    expect(countIssues(issues)).toEqual({
      "missing-description": 2,
      "duplicate-title": 1,
      "broken-link": 2,
      "missing-alt": 1,
      noindex: 2,
      "blocked-by-robots": 1,
    });
    expect(issues.find((issue) => issue.kind === "duplicate-title")).toMatchObject({
      urls: ["https://s.example/dup-1", "https://s.example/dup-2", "https://s.example/dup-3"],
      detail: "“Same” on 3 pages",
    });
    expect(issues.find((issue) => issue.kind === "missing-alt")!.detail).toBe("2 images without alt");
  });

  it("maps every concerned page to its kinds, for filtering", () => {
    const byUrl = issueKindsByUrl(issues);
    expect([...byUrl.get("https://s.example/dup-3")!]).toEqual(["duplicate-title"]);
    expect([...byUrl.get("https://s.example/alt")!].sort()).toEqual(["broken-link", "missing-alt"]);
    expect(byUrl.has("https://s.example/")).toBe(false);
    expect(byUrl.has("https://s.example/gone")).toBe(false);
  });

  it("judges a page reached through a redirect once", () => {
    const target = page("/new", { description: null, title: "Moved" });
    const redirected = page("/old", { description: null, title: "Moved", finalUrl: "https://s.example/new" });
    expect(countIssues(findIssues([target, redirected]))).toMatchObject({ "missing-description": 1, "duplicate-title": 0 });
  });

  it("has all kinds at zero for a clean site", () => {
    expect(Object.values(countIssues(findIssues([page("/"), page("/a")])))).toEqual([0, 0, 0, 0, 0, 0]);
  });

  it("recognises noindex and none in the meta tag or the header", () => {
    expect(isNoindex({ robots: "NOINDEX", xRobotsTag: null })).toBe(true);
    expect(isNoindex({ robots: "index, follow", xRobotsTag: "none" })).toBe(true);
    expect(isNoindex({ robots: "index, follow", xRobotsTag: null })).toBe(false);
  });
});

describe("table sorting and filtering", () => {
  const rows: TableRow[] = [
    { page: page("/b", { wordCount: 50, responseTimeMs: 30 }), issues: ["noindex"] },
    { page: page("/a", { wordCount: 10, responseTimeMs: null }), issues: [] },
    { page: page("/c", { wordCount: 50, responseTimeMs: 10 }), issues: ["missing-alt", "noindex"] },
  ];
  const paths = (list: TableRow[]) => list.map((row) => new URL(row.page.url).pathname);

  it("sorts by a column either way, stably, empty values last", () => {
    expect(paths(sortRows(rows, "url", "ascending"))).toEqual(["/a", "/b", "/c"]);
    expect(paths(sortRows(rows, "wordCount", "descending"))).toEqual(["/b", "/c", "/a"]);
    expect(paths(sortRows(rows, "responseTimeMs", "ascending"))).toEqual(["/c", "/b", "/a"]);
    expect(paths(sortRows(rows, "responseTimeMs", "descending"))).toEqual(["/b", "/c", "/a"]);
    expect(paths(sortRows(rows, "issues", "descending"))).toEqual(["/c", "/b", "/a"]);
  });

  it("filters by issue kind", () => {
    expect(paths(filterRows(rows, "noindex"))).toEqual(["/b", "/c"]);
    expect(paths(filterRows(rows, "missing-alt"))).toEqual(["/c"]);
    expect(paths(filterRows(rows, "any"))).toEqual(["/b", "/c"]);
    expect(filterRows(rows, "all")).toHaveLength(3);
  });

  it("a click on the sorted column flips it; another column starts ascending", () => {
    expect(nextSort({ key: "url", direction: "ascending" }, "url")).toEqual({ key: "url", direction: "descending" });
    expect(nextSort({ key: "url", direction: "descending" }, "wordCount")).toEqual({ key: "wordCount", direction: "ascending" });
  });
});
