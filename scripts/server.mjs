#!/usr/bin/env node
// The production server: Next.js behind a plain Node HTTP server whose one job is to establish the
// client's IP address. Next's own server keeps any X-Forwarded-For a client sends, which would let a
// forged header dodge the rate limits; here the header is rewritten from the socket, or from the
// proxy chain only as far as TRUST_PROXY says proxies are trusted.
import { createServer, STATUS_CODES } from "node:http";
import net from "node:net";
import path from "node:path";
import next from "next";
import { clientIp, isHttpsRequest, trustedHops } from "./client-ip.mjs";
import { contentSecurityPolicy, createNonce, loadPrerenderedScriptHashes } from "./content-security-policy.mjs";
import { captureResponses, isPlainPageRequest, sendCapturedResponse, staticFilePaths } from "./prerendered-pages.mjs";
import { refuseBadRequest } from "./request-guards.mjs";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";

const hops = trustedHops(process.env.TRUST_PROXY);

const app = next({ dev: false, hostname: "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();
const prerendered = loadPrerenderedScriptHashes(path.join(import.meta.dirname, "..", ".next"));

// Requests per connection (in progress, and served so far), so a graceful stop can close idle keep-alive
// connections without touching busy ones. http.Server#close() closes "idle" connections itself, and in
// Node 20 that includes connections whose request is already being handled: their clients see ECONNRESET.
const connections = new Map();
let stopping = false;

const server = createServer((req, res) => {
  const state = connections.get(req.socket) ?? { active: 0, served: 0 };
  connections.set(req.socket, state);
  state.active += 1;
  res.once("close", () => {
    state.active -= 1;
    state.served += 1;
    if (stopping && state.active === 0) req.socket.end();
  });
  if (stopping) res.setHeader("Connection", "close");

  const forwarded = Array.isArray(req.headers["x-forwarded-for"]) ? req.headers["x-forwarded-for"].join(",") : req.headers["x-forwarded-for"];
  const ip = clientIp(req.socket.remoteAddress, forwarded, hops);
  req.headers["x-forwarded-for"] = ip;
  req.headers["x-client-ip"] = ip;
  // HSTS only means something over HTTPS (browsers ignore it on plain HTTP, and it must never be sent
  // by a site that is reachable only over HTTP), so it is set here, where the protocol is known.
  const forwardedProto = Array.isArray(req.headers["x-forwarded-proto"]) ? req.headers["x-forwarded-proto"].join(",") : req.headers["x-forwarded-proto"];
  if (isHttpsRequest(Boolean(req.socket.encrypted), forwardedProto, hops)) {
    res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
  const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
  setContentSecurityPolicy(req, res, pathname);
  const captured = isPlainPageRequest(req) ? capturedResponses.get(pathname) : undefined;
  if (captured) {
    sendCapturedResponse(req, res, captured);
    return;
  }
  answerDatabaseOutagesWith503(req, res);
  if (refuseBadRequest(req, res, beforeResponseHead)) return;
  handle(req, res);
});

/**
 * Calls `settle(status)` just before the response head is written, once the status is known (Next sets it late,
 * and Node may write the head implicitly). `settle` may set headers, and may return another status to send.
 */
function beforeResponseHead(res, settle) {
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    const status = typeof args[0] === "number" ? args[0] : res.statusCode;
    const settled = settle(status) ?? status;
    if (settled !== status) {
      args[0] = settled;
      res.statusCode = settled;
      if (typeof args[1] === "string") args[1] = STATUS_CODES[settled];
    }
    return writeHead.apply(this, args);
  };
}

/**
 * Next reads the nonce from the request's policy and puts it on the scripts of pages it renders now; a
 * prerendered page's HTML instead matches the hashes listed for its path (or, answered 404, the not-found
 * page's). The header is settled when the response head is written, once the status is known.
 */
function setContentSecurityPolicy(req, res, pathname) {
  const nonce = createNonce();
  req.headers["content-security-policy"] = contentSecurityPolicy({ nonce });
  beforeResponseHead(res, (status) => {
    const scriptHashes = status === 404 ? prerendered.notFound : (prerendered.byPath.get(pathname) ?? []);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce, scriptHashes }));
  });
}

// Requests whose page failed because the database was unavailable, with the Retry-After to send, as marked by
// src/server/db/outage-status.ts.
const databaseOutageRequests = new Map();
globalThis[Symbol.for("ironbark.databaseUnavailableRequests")] = databaseOutageRequests;
let lastRequestNumber = 0;
/**
 * Numbers a request Next handles (the header name is `requestIdHeader` in src/server/db/outage-status.ts) so that
 * a page Next renders as a 500 because the database was unavailable is answered 503 with Retry-After instead, as
 * the API routes answer during an outage.
 */
function answerDatabaseOutagesWith503(req, res) {
  const id = String(++lastRequestNumber);
  req.headers["x-ironbark-request-id"] = id;
  res.once("close", () => databaseOutageRequests.delete(id));
  beforeResponseHead(res, (status) => {
    const retryAfterSeconds = databaseOutageRequests.get(id);
    if (status !== 500 || retryAfterSeconds === undefined) return undefined;
    res.setHeader("Retry-After", String(retryAfterSeconds));
    return 503;
  });
}

server.on("connection", (socket) => {
  connections.set(socket, { active: 0, served: 0 });
  socket.once("close", () => connections.delete(socket));
});
// Prerendered pages, then the static files, once Next has answered each of them (scripts/prerendered-pages.mjs);
// until then Next serves them.
let capturedResponses = new Map();
server.listen(port, hostname, () => {
  console.log(`> Ironbark Realty on http://localhost:${port}`);
  const local = `http://${hostname === "0.0.0.0" || hostname === "::" ? "127.0.0.1" : hostname}:${port}`;
  void (async () => {
    const pages = await captureResponses(local, [...prerendered.byPath.keys()]);
    capturedResponses = pages;
    const files = await captureResponses(local, staticFilePaths(path.join(import.meta.dirname, "..")), { anyType: true });
    capturedResponses = new Map([...pages, ...files]);
  })();
});

// Graceful stop: refuse new connections, let in-flight requests finish, then stop the workers and close the
// database (src/server/shutdown.ts), so an embedded PGlite folder is left clean. Forced after 15 s.
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`> ${signal}: finishing in-flight requests, then closing the database`);
  const force = setTimeout(() => process.exit(1), 15_000);
  force.unref();
  // Keep accepting until the server has been quiet for half a second (5 s at most): connections already queued
  // in the kernel would otherwise be reset when the listener closes. Every response now says Connection: close.
  await waitUntilQuiet(500, 5000);
  // Then stop listening (net.Server's close, not http.Server's: see `connections`). Idle connections end now,
  // busy ones after their response; one accepted whose request is still being read gets 2 s.
  const closed = new Promise((resolve) => net.Server.prototype.close.call(server, () => resolve()));
  for (const [socket, state] of connections) {
    if (state.active > 0) continue;
    if (state.served > 0) socket.end();
    else setTimeout(() => state.active === 0 && socket.end(), 2000).unref();
  }
  await closed;
  await globalThis[Symbol.for("ironbark.shutdown")]?.();
  clearTimeout(force);
  process.exit(0);
}
async function waitUntilQuiet(quietMs, maxMs) {
  const deadline = Date.now() + maxMs;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const busy = [...connections.values()].some((state) => state.active > 0);
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop(signal));
