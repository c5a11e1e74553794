/** The crawl job's states (spec section 4): started and running, then completed or failed. */
export const crawlJobStatuses = ["scraping", "completed", "failed"] as const;
export type CrawlJobStatus = (typeof crawlJobStatuses)[number];

/** One crawled address and its audit. Fields the crawl could not learn (a non-HTML page, a failed fetch) are null or 0. */
export interface CrawlPageResult {
  url: string;
  /** Where redirects ended, when that differs from `url`. */
  finalUrl: string | null;
  /** Null when nothing answered: a network error, a timeout, or robots.txt forbade the fetch. */
  statusCode: number | null;
  responseTimeMs: number | null;
  contentType: string | null;
  /** True when the page was HTML answered with 2xx, so the audit fields below were read from it. */
  audited: boolean;
  title: string | null;
  titleLength: number;
  description: string | null;
  descriptionLength: number;
  canonical: string | null;
  /** The robots meta tag, and the X-Robots-Tag header. */
  robots: string | null;
  xRobotsTag: string | null;
  h1Count: number;
  imageCount: number;
  imagesWithoutAlt: number;
  /** Internal links on this page whose target answered 4xx/5xx or not at all. */
  brokenLinks: string[];
  jsonLdTypes: string[];
  wordCount: number;
  blockedByRobots: boolean;
  error: string | null;
}

/** The status call's answer (spec section 7, "Crawl status"). */
export interface CrawlStatusResponse {
  status: CrawlJobStatus;
  completed: number;
  total: number;
  creditsUsed: number;
  expiresAt: string | null;
  data: CrawlPageResult[];
}

/** A page with every audit field empty, for building results field by field. */
export function emptyPageResult(url: string): CrawlPageResult {
  return {
    url,
    finalUrl: null,
    statusCode: null,
    responseTimeMs: null,
    contentType: null,
    audited: false,
    title: null,
    titleLength: 0,
    description: null,
    descriptionLength: 0,
    canonical: null,
    robots: null,
    xRobotsTag: null,
    h1Count: 0,
    imageCount: 0,
    imagesWithoutAlt: 0,
    brokenLinks: [],
    jsonLdTypes: [],
    wordCount: 0,
    blockedByRobots: false,
    error: null,
  };
}
