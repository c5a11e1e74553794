import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** A document as Firecrawl's v1 crawl status returns it. */
export interface FirecrawlDocument {
  rawHtml?: string;
  markdown?: string;
  metadata: { title?: string; description?: string; sourceURL: string; statusCode: number; error?: string; [key: string]: unknown };
}

export interface FakeCrawl {
  id: string;
  /** The body POST /v1/crawl received. */
  request: { url: string; limit: number; [key: string]: unknown };
  /** Status answers in turn; the last repeats. */
  script: Array<{
    status: "scraping" | "completed" | "failed";
    total: number;
    completed: number;
    creditsUsed: number;
    data: FirecrawlDocument[];
  }>;
  polls: number;
}

export interface FakeFirecrawlServer {
  baseUrl: string;
  apiKey: string;
  crawls: FakeCrawl[];
  /** What the next started crawl will report. */
  nextScript: FakeCrawl["script"];
  /** Requests whose Authorization header was wrong. */
  unauthorised: number;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A local stand-in for Firecrawl's v1 API speaking its JSON: POST /v1/crawl → { success, id, url };
 * GET /v1/crawl/{id} → { status, total, completed, creditsUsed, expiresAt, data, next }; 401 without the key.
 */
export async function startFakeFirecrawlServer(apiKey = "fc-test-key"): Promise<FakeFirecrawlServer> {
  const expiresAt = "2030-01-01T00:00:00.000Z";
  const state: Omit<FakeFirecrawlServer, "baseUrl" | "close"> = { apiKey, crawls: [], nextScript: [], unauthorised: 0 };

  const server = createServer((request, response) => {
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    };
    void (async () => {
      if (request.headers.authorization !== `Bearer ${apiKey}`) {
        state.unauthorised += 1;
        return send(401, { success: false, error: "Unauthorized: Invalid token" });
      }
      const url = new URL(request.url ?? "/", "http://fake");
      if (request.method === "POST" && url.pathname === "/v1/crawl") {
        const body = JSON.parse(await readBody(request)) as FakeCrawl["request"];
        const id = `0b9a${String(state.crawls.length).padStart(4, "0")}-1111-4222-8333-444455556666`;
        state.crawls.push({ id, request: body, script: state.nextScript, polls: 0 });
        return send(200, { success: true, id, url: `http://${request.headers.host}/v1/crawl/${id}` });
      }
      const match = /^\/v1\/crawl\/([^/]+)$/.exec(url.pathname);
      const crawl = match && request.method === "GET" ? state.crawls.find((c) => c.id === match[1]) : undefined;
      if (!crawl) return send(404, { success: false, error: "Job not found" });
      const step = crawl.script[Math.min(crawl.polls, crawl.script.length - 1)];
      crawl.polls += 1;
      if (!step) return send(500, { success: false, error: "No script" });
      return send(200, { success: true, ...step, expiresAt, next: null });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
