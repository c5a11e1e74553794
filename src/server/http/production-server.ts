/*
 * The one contract between the production server (scripts/server.ts, outside Next's bundles) and the application
 * (inside them). The server installs it before Next loads anything; the application finds it through here. It lives
 * on globalThis under one symbol because Next may load this module in more than one bundle of the same process, and
 * the server loads it once more: every copy must reach the same object. No `server-only` here: the server imports it
 * outside React's server environment.
 *
 * Absent under `next dev` (and under a plain `next start`, which src/instrumentation.ts refuses to run).
 */

/** An answer to send in place of Next's 500 (src/server/http/answer-instead-of-500.ts). */
export interface AnswerInsteadOf500 {
  status: number;
  headers?: Record<string, string>;
}

/** A content page the server keeps in memory (src/server/content-pages/content-pages.ts). */
export interface ContentPage {
  path: string;
  /** Set when the page is unchanged while this is: it need not be rendered again when other content changes. */
  version: string | null;
  /** Rendered only when first asked for, not as soon as it changes (a listing's page: there may be tens of thousands). */
  lazy?: boolean;
}

export interface ContentPages {
  /** The pages to keep, most visited first. */
  pages: ContentPage[];
  /** When what they show changes with no write (the next scheduled post falls due, epoch ms), or null. */
  validUntil: number | null;
  /**
   * Pages answered for any query string, each kept under its path and query once asked for twice (the listing search:
   * /buy, /rent, /sold), all of one version (the listings' and the site's).
   */
  searches?: { paths: string[]; version: string };
}

/** What the server's page cache (scripts/content-pages.ts) reads from inside Next. */
export interface ContentPagesSource {
  /** A key that changes with every write to the content the pages show. */
  key(): Promise<string>;
  pages(): Promise<ContentPages>;
}

export interface ProductionServer {
  /** Request number → the answer to send should Next answer it 500. Filled by the application, read by the server. */
  readonly answersInsteadOf500: Map<string, AnswerInsteadOf500>;
  /** Request number → the status to send in place of 200 (a page that rendered its own not-found content). */
  readonly pageStatuses: Map<string, number>;
  /** The content pages' key and list; set by the application once its start-up work has run. */
  contentPages?: ContentPagesSource;
  /** Stops the application's workers and closes its database; set by the application at start. */
  shutdown?: () => Promise<void>;
}

/**
 * The request header carrying the visitor's address: the server writes it on every request it hands to Next, over
 * whatever the client sent. Under `next dev` nothing writes it, so a request carrying one forged it: src/proxy.ts
 * (pages) and src/server/http/route.ts (API routes) remove it there, and getClientIp answers "unknown".
 */
export const clientIpHeader = "x-client-ip";

/**
 * Whether this process runs without anything writing `clientIpHeader`: `next dev`. Not "no production server": tests
 * hand the application requests as the server would, and a plain `next start` refuses to start (src/server/startup.ts).
 */
export function clientIpHeaderIsUnwritten(): boolean {
  return process.env.NODE_ENV === "development";
}

/** The request header carrying the request's number (set by the server on every request it hands to Next). */
export const requestIdHeader = "x-ironbark-request-id";

const key = Symbol.for("ironbark.productionServer");
type WithProductionServer = typeof globalThis & { [key]?: ProductionServer };

/** Called once by scripts/server.ts before Next starts. */
export function installProductionServer(): ProductionServer {
  const installed: ProductionServer = { answersInsteadOf500: new Map(), pageStatuses: new Map() };
  (globalThis as WithProductionServer)[key] = installed;
  return installed;
}

/** The production server in front of this process, or undefined (`next dev`, tests). */
export function productionServer(): ProductionServer | undefined {
  return (globalThis as WithProductionServer)[key];
}
