import "server-only";
import * as cheerio from "cheerio";
import robotsParser from "robots-parser";
import { emptyPageResult, type CrawlPageResult } from "@/lib/crawl/types";
import { auditHtml } from "./audit";
import { fetchPage, type FetchOptions, type FetchResult } from "./fetch-page";

export const crawlerUserAgent = "IronbarkAuditor/1.0 (+site SEO audit)";
/** The token robots.txt rules name (User-agent: IronbarkAuditor). */
export const crawlerRobotsToken = "IronbarkAuditor";

export interface CrawlSettings {
  startUrl: string;
  /** The site's own origins: exempt from the private-address refusal, and aliases of each other. */
  ownOrigins: readonly string[];
  maxPages: number;
  concurrency: number;
  timeoutMs: number;
  maxBodyBytes?: number;
  maxRedirects?: number;
  signal?: AbortSignal;
  /** Called after each page, with the pages done and the addresses accepted so far. */
  onPage?: (page: CrawlPageResult, progress: { completed: number; total: number; position: number }) => Promise<void> | void;
}

const defaultMaxBodyBytes = 2 * 1024 * 1024;
const defaultMaxRedirects = 5;
const maxSitemapFiles = 5;
/** Internal links beyond the page limit checked with HEAD, at most (cheap requests, but still bounded). */
const maxLinkChecks = 1000;

/** Runs `task` over `items` with at most `limit` in flight, results in input order. */
async function mapPool<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  });
  await Promise.all(runners);
  return results;
}

function isHtml(result: FetchResult): boolean {
  const type = result.headers["content-type"] ?? "";
  return /text\/html|application\/xhtml\+xml/i.test(type) || (type === "" && /^\s*<(!doctype html|html)/i.test(result.body));
}

function isBroken(page: Pick<CrawlPageResult, "statusCode" | "error" | "blockedByRobots">): boolean {
  if (page.blockedByRobots) return false;
  return page.statusCode === null ? page.error !== null : page.statusCode >= 400;
}

/**
 * Crawls one site breadth-first, level by level (so the pages kept under the limit are always the nearest
 * ones, in a stable order), same origin only, honouring robots.txt, and audits each HTML page. Links to any
 * of the site's own origins count as internal and are followed on the crawled origin. The start page's links
 * and the sitemaps robots.txt names (or /sitemap.xml) form the second level. Internal links beyond the page
 * limit are checked with HEAD (GET when HEAD is refused) so broken ones are still reported.
 */
export async function crawlSite(settings: CrawlSettings): Promise<CrawlPageResult[]> {
  const start = new URL(settings.startUrl);
  start.hash = "";
  const origin = start.origin;
  const aliases = settings.ownOrigins.includes(origin) ? settings.ownOrigins : [origin];
  const fetchOptions: FetchOptions = {
    ownOrigins: settings.ownOrigins,
    followOrigins: [origin],
    timeoutMs: settings.timeoutMs,
    maxBytes: settings.maxBodyBytes ?? defaultMaxBodyBytes,
    maxRedirects: settings.maxRedirects ?? defaultMaxRedirects,
    userAgent: crawlerUserAgent,
    signal: settings.signal,
  };

  /** The address on the crawled origin for an internal link, or null for an external one. */
  const internal = (address: string): string | null => {
    try {
      const url = new URL(address);
      if (!aliases.includes(url.origin)) return null;
      url.hash = "";
      return `${origin}${url.pathname}${url.search}`;
    } catch {
      return null;
    }
  };

  const robotsUrl = `${origin}/robots.txt`;
  const robotsResponse = await fetchPage(robotsUrl, fetchOptions);
  const robotsText = robotsResponse.status !== null && robotsResponse.status < 300 ? robotsResponse.body : "";
  const robots = robotsParser(robotsUrl, robotsText);
  const allowed = (address: string) => robots.isAllowed(address, crawlerRobotsToken) !== false;

  const results: CrawlPageResult[] = [];
  const linksByUrl = new Map<string, string[]>();
  /** Every address taken into the crawl, mapped to its breadth-first position. */
  const accepted = new Map<string, number>();
  const overflow = new Set<string>();
  let completed = 0;

  const accept = (address: string, into: string[]) => {
    if (accepted.has(address)) return;
    if (accepted.size >= settings.maxPages) {
      overflow.add(address);
      return;
    }
    accepted.set(address, accepted.size);
    into.push(address);
  };

  const visit = async (address: string): Promise<CrawlPageResult> => {
    const page = emptyPageResult(address);
    if (!allowed(address)) {
      page.blockedByRobots = true;
      page.error = "Blocked by robots.txt";
      return page;
    }
    const response = await fetchPage(address, fetchOptions);
    page.statusCode = response.status;
    page.responseTimeMs = response.timeMs;
    page.error = response.error ?? (response.truncated ? `Only the first ${fetchOptions.maxBytes} bytes were read` : null);
    page.finalUrl = response.finalUrl !== address ? response.finalUrl : null;
    page.contentType = response.headers["content-type"] ?? null;
    page.xRobotsTag = response.headers["x-robots-tag"] ?? null;
    if (response.status !== null && response.status >= 200 && response.status < 300 && isHtml(response)) {
      const audit = auditHtml(response.body, response.finalUrl);
      const { links, ...fields } = audit;
      Object.assign(page, fields, { audited: true });
      linksByUrl.set(address, [...new Set(links.map(internal).filter((link): link is string => link !== null))]);
    }
    return page;
  };

  let level: string[] = [];
  accept(internal(start.toString()) ?? start.toString(), level);
  let depth = 0;
  while (level.length > 0) {
    if (settings.signal?.aborted) throw new Error("Crawl stopped");
    const pages = await mapPool(level, settings.concurrency, async (address) => {
      const page = await visit(address);
      if (settings.signal?.aborted) throw new Error("Crawl stopped");
      completed += 1;
      results.push(page);
      await settings.onPage?.(page, { completed, total: accepted.size, position: accepted.get(address) ?? 0 });
      return page;
    });
    const nextLevel: string[] = [];
    for (const page of pages) {
      for (const link of linksByUrl.get(page.url) ?? []) accept(link, nextLevel);
    }
    if (depth === 0) {
      for (const address of await sitemapUrls(robots.getSitemaps(), origin, fetchOptions, internal)) accept(address, nextLevel);
    }
    level = nextLevel;
    depth += 1;
  }

  // Results come back in completion order; keep the breadth-first order instead.
  results.sort((a, b) => (accepted.get(a.url) ?? 0) - (accepted.get(b.url) ?? 0));

  const statusOf = new Map<string, CrawlPageResult>(results.map((page) => [page.url, page]));
  const unchecked = [...overflow].filter((address) => allowed(address)).slice(0, maxLinkChecks);
  const checked = await mapPool(unchecked, settings.concurrency, async (address) => {
    let response = await fetchPage(address, { ...fetchOptions, method: "HEAD" });
    if (response.status === 405 || response.status === 501) response = await fetchPage(address, fetchOptions);
    return { address, response };
  });
  if (settings.signal?.aborted) throw new Error("Crawl stopped");
  for (const { address, response } of checked) {
    statusOf.set(address, { ...emptyPageResult(address), statusCode: response.status, error: response.error });
  }

  for (const page of results) {
    page.brokenLinks = (linksByUrl.get(page.url) ?? []).filter((link) => {
      const target = statusOf.get(link);
      return target !== undefined && isBroken(target);
    });
  }
  return results;
}

/** Page addresses listed by the site's sitemaps (or /sitemap.xml), following one level of sitemap index. */
async function sitemapUrls(
  declared: string[],
  origin: string,
  fetchOptions: FetchOptions,
  internal: (address: string) => string | null,
): Promise<string[]> {
  const queue = declared.map(internal).filter((address): address is string => address !== null);
  if (queue.length === 0) queue.push(`${origin}/sitemap.xml`);
  const pages: string[] = [];
  const seen = new Set<string>();
  while (queue.length > 0 && seen.size < maxSitemapFiles) {
    const address = queue.shift()!;
    if (seen.has(address)) continue;
    seen.add(address);
    const response = await fetchPage(address, fetchOptions);
    if (response.status === null || response.status >= 300) continue;
    const $ = cheerio.load(response.body, { xml: true });
    $("sitemapindex > sitemap > loc").each((_, element) => {
      const child = internal($(element).text().trim());
      if (child) queue.push(child);
    });
    $("urlset > url > loc").each((_, element) => {
      const page = internal($(element).text().trim());
      if (page) pages.push(page);
    });
  }
  return pages;
}
