// The production server: Next.js behind a plain Node HTTP server (`npm start` runs it through tsx). It establishes the
// client's address and the forwarding headers Next may believe, sets the Content-Security-Policy and the security
// headers, refuses with a client error what Next would answer 500, answers pages from memory, and stops gracefully.
// It meets the application through one typed contract (src/server/http/production-server.ts); decision record 016
// lists the Next internals it still relies on and the tests that would catch their change.
import { randomBytes } from "node:crypto";
import { createServer, STATUS_CODES, type IncomingMessage, type OutgoingHttpHeader, type ServerResponse } from "node:http";
import net from "node:net";
import path from "node:path";
import next from "next";
import { securityHeaders } from "../src/lib/security-headers";
import { clientIpHeader, installProductionServer, requestIdHeader } from "../src/server/http/production-server";
import { clientIp, isHttpsRequest, trustedForwardedValue, trustedHops } from "./client-ip";
import { createContentPages, pageCacheBytes, renderHeader } from "./content-pages";
import { contentSecurityPolicy, createNonce, loadPrerenderedScriptHashes } from "./content-security-policy";
import {
  captureResponses,
  isPlainPageRequest,
  pageCacheControl,
  sendCapturedResponse,
  staticFilePaths,
  type CapturedResponse,
} from "./prerendered-pages";
import { refuseBadRequest } from "./request-guards";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";

const hops = trustedHops(process.env.TRUST_PROXY);

// Installed before Next loads anything: the application finds it at start (src/server/startup.ts refuses a production
// start without it) and fills in its side (the content pages' source, the shutdown).
const contract = installProductionServer();

const app = next({ dev: false, hostname: "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();
const prerendered = loadPrerenderedScriptHashes(path.join(import.meta.dirname, "..", ".next"));
const localOrigin = `http://${hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname}:${port}`;
// Pages rendered from the database, kept in memory and rendered again when their content changes (scripts/content-pages.ts).
const contentPages = createContentPages({
  origin: localOrigin,
  source: () => contract.contentPages,
  renderToken: randomBytes(24).toString("hex"),
  maxBytes: pageCacheBytes(process.env.PAGE_CACHE_MB),
  onError: (error) => console.error(`content pages: ${error instanceof Error ? error.message : error}`),
});
// The inline-script hashes of a content page answered from memory, for its Content-Security-Policy.
const scriptHashesOfResponse = new WeakMap<ServerResponse, string[]>();

interface ConnectionState {
  active: number;
  served: number;
}

// Requests per connection (in progress, and served so far), so a graceful stop can close idle keep-alive
// connections without touching busy ones. http.Server#close() closes "idle" connections itself, and in
// Node 20 that includes connections whose request is already being handled: their clients see ECONNRESET.
const connections = new Map<net.Socket, ConnectionState>();
let stopping = false;
// Requests being handled normally (begun before a stop); the stop waits for them.
let inFlight = 0;
// Late arrivals' 503s wait for this while the listener is being closed (see `stop`).
let lateAnswersReleased: Promise<void> = Promise.resolve();
let lastConnectionAt = 0;

/** Work to do when a response closes, run by the server's one close listener (below). */
const closeTasks = new WeakMap<ServerResponse, Array<() => void>>();
function atClose(res: ServerResponse, task: () => void) {
  const tasks = closeTasks.get(res);
  if (tasks) tasks.push(task);
  else closeTasks.set(res, [task]);
}

const server = createServer((req, res) => {
  const state = connections.get(req.socket) ?? { active: 0, served: 0 };
  connections.set(req.socket, state);
  state.active += 1;
  const counted = !stopping;
  if (counted) inFlight += 1;
  // One listener for all the server's own work at a response's close: Next adds its own, and from 16.3 some of its
  // answers (a static route's unknown parameter rendering the 404 page) come near Node's warning at eleven
  // (MaxListenersExceededWarning, vercel/next.js#97757), which three of ours tipped over on every such request.
  res.once("close", () => {
    state.active -= 1;
    state.served += 1;
    if (counted) inFlight -= 1;
    for (const task of closeTasks.get(res) ?? []) task();
    if (stopping && state.active === 0) req.socket.end();
  });
  if (stopping) {
    answerLateArrivalWith503(req, res);
    return;
  }

  rewriteForwardingHeaders(req);
  // The headers every answer carries, a refusal or a 503 included (next.config.ts sets the same on Next's answers).
  for (const { key, value } of securityHeaders()) res.setHeader(key, value);
  // HSTS only means something over HTTPS (browsers ignore it on plain HTTP, and it must never be sent
  // by a site that is reachable only over HTTP), so it is set here, where the protocol is known.
  if (req.headers["x-forwarded-proto"] === "https") {
    res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
  const { pathname, search } = new URL(req.url ?? "/", "http://localhost");
  // The server's own render of a content page carries no nonce: its inline scripts are allowed by their hashes.
  const renderRequest = contentPages.isRenderRequest(req);
  delete req.headers[renderHeader];
  setContentSecurityPolicy(req, res, pathname, { nonce: !renderRequest });
  // Next writes one robots meta of its own, "noindex", into every 404 page and offers no way to say "nofollow" there
  // without a second meta; the header says both for the whole answer.
  beforeResponseHead(res, (status) => {
    if (status === 404) res.setHeader("X-Robots-Tag", "noindex, nofollow");
  });
  // A query string changes nothing on a page answered from memory (it reads none): `/?x=1` is `/`.
  const captured = isPlainPageRequest(req) ? capturedResponses.get(pathname) : undefined;
  if (captured) {
    sendCapturedResponse(req, res, captured, { cacheControl: prerendered.byPath.has(pathname) ? pageCacheControl(req) : undefined });
    return;
  }
  const keptAs = isPlainPageRequest(req) ? contentPages.keyOf(pathname, search) : null;
  if (!renderRequest && keptAs !== null && contentPages.holds(keptAs)) {
    void contentPages.lookup(keptAs).then((page) => {
      if (!page) {
        cacheLikeAPageFromMemory(req, res);
        return passToNext(req, res);
      }
      scriptHashesOfResponse.set(res, page.scriptHashes);
      res.setHeader("X-Rendered-At", page.renderedAt);
      sendCapturedResponse(req, res, page.response, { cacheControl: pageCacheControl(req) });
    });
    return;
  }
  passToNext(req, res);
});

/**
 * A content page (one of the kept list, never a login or admin page) that Next renders itself, just after a change and
 * before it is kept in memory again, reads nothing from the request either, so it is sent with the Cache-Control a page
 * from memory carries, not Next's `no-store` for dynamic
 * pages, which would keep it out of the browser's back-forward cache.
 */
function cacheLikeAPageFromMemory(req: IncomingMessage, res: ServerResponse) {
  beforeResponseHead(res, (status) => {
    if (status === 200 && /^text\/html/.test(String(res.getHeader("content-type") ?? "")))
      res.setHeader("Cache-Control", pageCacheControl(req));
  });
}

function passToNext(req: IncomingMessage, res: ServerResponse) {
  if (refuseBadRequest(req, res)) return;
  answerMarkedFailures(req, res);
  handle(req, res);
}

/**
 * Leaves Next only forwarding headers it can believe: the client's address, and the host and protocol the visitor
 * used, from the socket or from the proxies TRUST_PROXY trusts (their nearest entry), never as a client wrote them.
 * Without a trusted proxy X-Forwarded-Host is dropped, so Next's server-action origin check, adminRoute() and
 * everything else that reads it compare with the Host the request was sent to.
 */
function rewriteForwardingHeaders(req: IncomingMessage) {
  const forwardedFor = Array.isArray(req.headers["x-forwarded-for"])
    ? req.headers["x-forwarded-for"].join(",")
    : req.headers["x-forwarded-for"];
  const ip = clientIp(req.socket.remoteAddress, forwardedFor, hops);
  req.headers["x-forwarded-for"] = ip;
  req.headers[clientIpHeader] = ip;

  const https = isHttpsRequest("encrypted" in req.socket && Boolean(req.socket.encrypted), req.headers["x-forwarded-proto"], hops);
  req.headers["x-forwarded-proto"] = https ? "https" : "http";
  for (const name of ["x-forwarded-host", "x-forwarded-port"] as const) {
    const trusted = trustedForwardedValue(req.headers[name], hops);
    if (trusted === undefined) delete req.headers[name];
    else req.headers[name] = trusted;
  }
}

/**
 * Calls `settle(status)` just before the response head is written, once the status is known (Next sets it late,
 * and Node may write the head implicitly). `settle` may set headers, and may return another status to send.
 */
function beforeResponseHead(res: ServerResponse, settle: (status: number) => number | undefined | void) {
  const writeHead = res.writeHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    const settled = settle(status) ?? status;
    if (settled !== status) {
      args[0] = settled;
      res.statusCode = settled;
      if (typeof args[1] === "string") args[1] = STATUS_CODES[settled];
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}

/**
 * Next reads the nonce from the request's policy and puts it on the scripts of pages it renders now; a
 * prerendered page's HTML instead matches the hashes listed for its path (or, answered 404, the not-found
 * page's), and a content page answered from memory the hashes taken when it was rendered. The header is settled
 * when the response head is written, once the status is known.
 */
function setContentSecurityPolicy(req: IncomingMessage, res: ServerResponse, pathname: string, { nonce: withNonce }: { nonce: boolean }) {
  const nonce = createNonce();
  if (withNonce) req.headers["content-security-policy"] = contentSecurityPolicy({ nonce });
  else delete req.headers["content-security-policy"];
  beforeResponseHead(res, (status) => {
    const scriptHashes =
      status === 404 ? prerendered.notFound : (scriptHashesOfResponse.get(res) ?? prerendered.byPath.get(pathname) ?? []);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce, scriptHashes }));
  });
}

// Requests Next failed with a 500 that deserves another answer, as marked by src/server/http/answer-instead-of-500.ts,
// and pages that rendered their own not-found content, with the status to send instead of 200 (src/server/http/page-status.ts).
const { answersInsteadOf500, pageStatuses } = contract;
let lastRequestNumber = 0;
/**
 * Numbers a request Next handles (the header name is `requestIdHeader` in src/server/http/answer-instead-of-500.ts)
 * so that, should Next answer it 500 for a reason marked from `onRequestError` — the database unavailable (503 with
 * Retry-After, as the API routes answer during an outage), a server action request Next refused (400 or 413) — the
 * marked answer is sent instead; and so that a page which rendered its own not-found content is answered 404.
 */
function answerMarkedFailures(req: IncomingMessage, res: ServerResponse) {
  const id = String(++lastRequestNumber);
  req.headers[requestIdHeader] = id;
  atClose(res, () => {
    answersInsteadOf500.delete(id);
    pageStatuses.delete(id);
  });
  beforeResponseHead(res, (status) => {
    const pageStatus = pageStatuses.get(id);
    if (status === 200 && pageStatus !== undefined) return pageStatus;
    const answer = answersInsteadOf500.get(id);
    if (status !== 500 || answer === undefined) return undefined;
    for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
    return answer.status;
  });
}

server.on("connection", (socket) => {
  lastConnectionAt = Date.now();
  connections.set(socket, { active: 0, served: 0 });
  socket.once("close", () => connections.delete(socket));
});
// Prerendered pages, then the static files, once Next has answered each of them (scripts/prerendered-pages.ts);
// until then Next serves them.
let capturedResponses = new Map<string, CapturedResponse>();
server.listen(port, hostname, () => {
  console.log(`> Ironbark Realty on http://localhost:${port}`);
  void (async () => {
    const pages = await captureResponses(localOrigin, [...prerendered.byPath.keys()]);
    capturedResponses = pages;
    await contentPages.warm().catch(() => {});
    contentPages.start();
    const files = await captureResponses(localOrigin, staticFilePaths(path.join(import.meta.dirname, "..")), {
      anyType: true,
      // The same files at every start of this build: compressed once, by the first (in .next, which the next build empties).
      compressedCache: path.join(import.meta.dirname, "compressed-static"),
    });
    capturedResponses = new Map([...pages, ...files]);
  })();
});

/**
 * A request that arrives once a stop has begun: 503 with Connection: close and Retry-After, so the client (or the
 * load balancer) tries again elsewhere or later, instead of meeting a reset. Its body is read first (up to 1 MB):
 * closing a socket with unread data makes the kernel send a reset in place of the answer.
 */
function answerLateArrivalWith503(req: IncomingMessage, res: ServerResponse) {
  let unread = 1024 * 1024;
  const answer = () => {
    if (res.headersSent) return;
    const headers: Record<string, OutgoingHttpHeader> = {
      Connection: "close",
      "Retry-After": "5",
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
    };
    for (const { key, value } of securityHeaders()) headers[key] = value;
    res.writeHead(503, headers);
    res.end("The server is restarting. Please try again in a moment.\n");
  };
  req.on("data", (chunk: Buffer) => {
    unread -= chunk.length;
    if (unread < 0) req.destroy();
  });
  req.once("end", () => void lateAnswersReleased.then(answer));
  req.once("error", () => res.destroy());
}

// Graceful stop: late arrivals are answered 503 at once, in-flight requests finish, then the listener closes, the
// remaining connections end, and the workers and the database stop (src/server/shutdown.ts), so an embedded PGlite
// folder is left clean. Forced after 30 s (a common orchestrator grace period).
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  contentPages.stop();
  console.log(`> ${signal}: finishing in-flight requests, then closing the database`);
  const force = setTimeout(() => process.exit(1), 30_000);
  force.unref();
  // Keep the listener open while requests begun before the signal finish (20 s at most: a streamed chat answer on a
  // busy machine can take several seconds; the steps below still fit before the forced exit); late ones get a cheap
  // 503 meanwhile. Closing the listener resets the connections the kernel has queued but Node has not accepted yet,
  // and that queue stays short only while the server answers quickly.
  await waitUntil(() => inFlight === 0, 20_000);
  // Then hold the late arrivals' answers until no new connection has come for a moment: clients waiting for an
  // answer are not connecting, so the kernel's queue is empty when the listener closes and nobody is reset.
  // Once it is closed, the held requests get their 503 and new connections are refused.
  let release = () => {};
  lateAnswersReleased = new Promise((resolve) => (release = resolve));
  await waitUntil(() => Date.now() - lastConnectionAt >= 100, 1000);
  const closed = closeListener();
  release();
  // A connection accepted just before the close whose request has not arrived yet gets 2 s to send it (and its
  // 503); one idle since before the signal may be in use by its client any moment, so it is left to the keep-alive
  // timeout, after which Node closes it and the client knows not to reuse it.
  for (const [socket, state] of connections) {
    if (state.active === 0 && state.served === 0) setTimeout(() => state.active === 0 && socket.end(), 2000).unref();
  }
  await waitUntil(() => connections.size === 0, server.keepAliveTimeout + 1000);
  for (const socket of connections.keys()) socket.destroy();
  await closed;
  await contract.shutdown?.();
  clearTimeout(force);
  process.exit(0);
}

/**
 * Stops listening at once; resolves when the last connection has ended. net.Server's close, not http.Server's,
 * which in Node 20 also closes connections whose request is being handled.
 */
function closeListener(): Promise<void> {
  return new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve()));
}

async function waitUntil(condition: () => boolean, maxMs: number) {
  const deadline = Date.now() + maxMs;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
}

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void stop(signal));
