import "server-only";
import { z } from "zod";
import { emptyPageResult, type CrawlJobStatus, type CrawlPageResult, type CrawlStatusResponse } from "@/lib/crawl/types";
import { auditHtml } from "./audit";

/**
 * Firecrawl's hosted crawl (v1 API): POST /v1/crawl starts one, GET /v1/crawl/{id} reports it. Used instead
 * of the built-in crawler when FIRECRAWL_API_KEY is set; its answers are mapped into our status shape.
 */

export interface FirecrawlConfig {
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
}

export class FirecrawlError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = "FirecrawlError";
  }
}

/** Pages of a large result Firecrawl splits with `next`; more is not followed. */
const maxResultPages = 20;

const startSchema = z.object({ success: z.boolean().optional(), id: z.string().min(1) });

const documentSchema = z
  .object({
    rawHtml: z.string().nullish(),
    html: z.string().nullish(),
    metadata: z
      .object({
        title: z.unknown().optional(),
        description: z.unknown().optional(),
        sourceURL: z.string().nullish(),
        url: z.string().nullish(),
        statusCode: z.number().nullish(),
        error: z.string().nullish(),
        robots: z.unknown().optional(),
      })
      .loose()
      .nullish(),
  })
  .loose();

const statusSchema = z
  .object({
    status: z.string(),
    total: z.number().nullish(),
    completed: z.number().nullish(),
    creditsUsed: z.number().nullish(),
    expiresAt: z.string().nullish(),
    next: z.string().nullish(),
    data: z.array(documentSchema).nullish(),
  })
  .loose();

export type FirecrawlStatusBody = z.infer<typeof statusSchema>;
type FirecrawlDocument = z.infer<typeof documentSchema>;

function base(config: FirecrawlConfig): string {
  return config.baseUrl.replace(/\/+$/, "");
}

async function call(config: FirecrawlConfig, url: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { Authorization: `Bearer ${config.apiKey}`, "Content-Type": "application/json", ...init.headers },
      signal: AbortSignal.timeout(config.timeoutMs ?? 30_000),
      redirect: "error",
    });
  } catch (error) {
    throw new FirecrawlError(`Firecrawl could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      body && typeof body === "object" && "error" in body && typeof body.error === "string" ? body.error : `HTTP ${response.status}`;
    throw new FirecrawlError(`Firecrawl: ${message}`, response.status);
  }
  return body;
}

/** Starts a Firecrawl crawl of `url` (at most `limit` pages, raw HTML kept for our audit); returns Firecrawl's id. */
export async function startFirecrawlCrawl(config: FirecrawlConfig, url: string, limit: number): Promise<string> {
  const body = await call(config, `${base(config)}/v1/crawl`, {
    method: "POST",
    body: JSON.stringify({ url, limit, scrapeOptions: { formats: ["rawHtml"] } }),
  });
  const parsed = startSchema.safeParse(body);
  if (!parsed.success || parsed.data.success === false) throw new FirecrawlError("Firecrawl did not start the crawl");
  return parsed.data.id;
}

/** Reads a Firecrawl crawl's status, following `next` for the rest of a large result (only on Firecrawl's own origin). */
export async function fetchFirecrawlStatus(config: FirecrawlConfig, externalId: string): Promise<FirecrawlStatusBody> {
  const origin = new URL(base(config)).origin;
  const first = statusSchema.safeParse(await call(config, `${base(config)}/v1/crawl/${encodeURIComponent(externalId)}`));
  if (!first.success) throw new FirecrawlError("Firecrawl answered with an unexpected status");
  const result = { ...first.data, data: [...(first.data.data ?? [])] };
  let next = first.data.next;
  for (let page = 1; next && page < maxResultPages && new URL(next, origin).origin === origin; page++) {
    const more = statusSchema.safeParse(await call(config, new URL(next, origin).toString()));
    if (!more.success) break;
    result.data.push(...(more.data.data ?? []));
    next = more.data.next;
  }
  return result;
}

function mapStatus(status: string): CrawlJobStatus {
  if (status === "completed") return "completed";
  if (status === "failed" || status === "cancelled") return "failed";
  return "scraping";
}

function text(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" && first.trim() ? first.replace(/\s+/g, " ").trim() : null;
}

function mapDocument(document: FirecrawlDocument): { page: CrawlPageResult; links: string[] } | null {
  const metadata = document.metadata ?? {};
  const url = metadata.sourceURL ?? metadata.url;
  if (!url) return null;
  const page = emptyPageResult(url);
  page.statusCode = metadata.statusCode ?? null;
  page.error = metadata.error ?? null;
  const html = document.rawHtml ?? document.html;
  let links: string[] = [];
  if (html) {
    const { links: found, ...audit } = auditHtml(html, url);
    Object.assign(page, audit, { audited: page.statusCode === null || (page.statusCode >= 200 && page.statusCode < 300) });
    links = found;
  } else {
    page.title = text(metadata.title);
    page.description = text(metadata.description);
    page.robots = text(metadata.robots);
    page.titleLength = page.title?.length ?? 0;
    page.descriptionLength = page.description?.length ?? 0;
    page.audited = page.statusCode !== null && page.statusCode >= 200 && page.statusCode < 300;
  }
  return { page, links };
}

/**
 * Firecrawl's status body in our shape: its counters as they are, each document as a page (address from
 * metadata.sourceURL), audited from its raw HTML when present, with broken links among the crawled pages.
 */
export function mapFirecrawlStatus(body: FirecrawlStatusBody): CrawlStatusResponse {
  const mapped = (body.data ?? []).map(mapDocument).filter((entry) => entry !== null);
  const byUrl = new Map(mapped.map(({ page }) => [page.url, page]));
  for (const { page, links } of mapped) {
    const origin = new URL(page.url).origin;
    page.brokenLinks = links.filter((link) => {
      if (new URL(link).origin !== origin) return false;
      const target = byUrl.get(link);
      return target !== undefined && target.statusCode !== null && target.statusCode >= 400;
    });
  }
  return {
    status: mapStatus(body.status),
    completed: body.completed ?? 0,
    total: body.total ?? 0,
    creditsUsed: body.creditsUsed ?? 0,
    expiresAt: body.expiresAt ?? null,
    data: mapped.map(({ page }) => page),
  };
}
