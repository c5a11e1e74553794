import type { CrawlPageResult } from "./types";

/** The kinds of problem the audit reports, in the order the summary lists them. */
export const issueKinds = ["missing-description", "duplicate-title", "broken-link", "missing-alt", "noindex", "blocked-by-robots"] as const;
export type IssueKind = (typeof issueKinds)[number];

export const issueLabels: Record<IssueKind, string> = {
  "missing-description": "Missing description",
  "duplicate-title": "Duplicate titles",
  "broken-link": "Broken links",
  "missing-alt": "Images without alt",
  noindex: "Noindex",
  "blocked-by-robots": "Blocked by robots.txt",
};

export interface CrawlIssue {
  kind: IssueKind;
  /** The page the issue is on (for a duplicate title, the first page with it). */
  url: string;
  /** Every page concerned (several for a duplicate title). */
  urls: string[];
  detail: string;
}

export function isNoindex(page: Pick<CrawlPageResult, "robots" | "xRobotsTag">): boolean {
  return [page.robots, page.xRobotsTag].some((value) => value !== null && /\bnoindex\b|\bnone\b/i.test(value));
}

/**
 * Every issue in a crawl's results, each fault once: a page without a description, a title shared by
 * several pages (one issue per title), each broken link on a page, a page with images lacking alt text,
 * a noindex page, an address robots.txt forbade. Only pages that were audited (2xx HTML) are judged on content,
 * and a page reached through several addresses (redirects) only once.
 */
export function findIssues(pages: readonly CrawlPageResult[]): CrawlIssue[] {
  const issues: CrawlIssue[] = [];
  const byTitle = new Map<string, string[]>();
  // Two addresses redirecting to one page are one page: its content is judged once.
  const judged = new Set<string>();

  for (const page of pages) {
    if (page.blockedByRobots) {
      issues.push({ kind: "blocked-by-robots", url: page.url, urls: [page.url], detail: "robots.txt disallows this address" });
      continue;
    }
    for (const target of page.brokenLinks) {
      issues.push({ kind: "broken-link", url: page.url, urls: [page.url], detail: target });
    }
    if (!page.audited) continue;
    const effective = page.finalUrl ?? page.url;
    if (judged.has(effective)) continue;
    judged.add(effective);
    if (!page.description?.trim()) {
      issues.push({ kind: "missing-description", url: page.url, urls: [page.url], detail: "No meta description" });
    }
    if (page.imagesWithoutAlt > 0) {
      const count = page.imagesWithoutAlt;
      issues.push({
        kind: "missing-alt",
        url: page.url,
        urls: [page.url],
        detail: `${count} ${count === 1 ? "image" : "images"} without alt`,
      });
    }
    if (isNoindex(page)) {
      issues.push({ kind: "noindex", url: page.url, urls: [page.url], detail: [page.robots, page.xRobotsTag].filter(Boolean).join("; ") });
    }
    const title = page.title?.trim();
    if (title) byTitle.set(title, [...(byTitle.get(title) ?? []), page.url]);
  }

  for (const [title, urls] of byTitle) {
    if (urls.length > 1) issues.push({ kind: "duplicate-title", url: urls[0]!, urls, detail: `“${title}” on ${urls.length} pages` });
  }
  return issues;
}

/** How many issues of each kind, every kind present (0 when none). */
export function countIssues(issues: readonly CrawlIssue[]): Record<IssueKind, number> {
  const counts = Object.fromEntries(issueKinds.map((kind) => [kind, 0])) as Record<IssueKind, number>;
  for (const issue of issues) counts[issue.kind] += 1;
  return counts;
}

/** For filtering the results table: the issue kinds that concern each page. */
export function issueKindsByUrl(issues: readonly CrawlIssue[]): Map<string, Set<IssueKind>> {
  const byUrl = new Map<string, Set<IssueKind>>();
  for (const issue of issues) {
    for (const url of issue.urls) {
      const kinds = byUrl.get(url) ?? new Set<IssueKind>();
      kinds.add(issue.kind);
      byUrl.set(url, kinds);
    }
  }
  return byUrl;
}
