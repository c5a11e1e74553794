#!/usr/bin/env node
// The production server: Next.js behind a plain Node HTTP server whose one job is to establish the
// client's IP address. Next's own server keeps any X-Forwarded-For a client sends, which would let a
// forged header dodge the rate limits; here the header is rewritten from the socket, or from the
// proxy chain only as far as TRUST_PROXY says proxies are trusted.
import { createServer } from "node:http";
import next from "next";
import { clientIp, trustedHops } from "./client-ip.mjs";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";

const hops = trustedHops(process.env.TRUST_PROXY);

const app = next({ dev: false, hostname: "localhost", port });
const handle = app.getRequestHandler();
await app.prepare();

createServer((req, res) => {
  const forwarded = Array.isArray(req.headers["x-forwarded-for"]) ? req.headers["x-forwarded-for"].join(",") : req.headers["x-forwarded-for"];
  const ip = clientIp(req.socket.remoteAddress, forwarded, hops);
  req.headers["x-forwarded-for"] = ip;
  req.headers["x-client-ip"] = ip;
  handle(req, res);
}).listen(port, hostname, () => {
  console.log(`> Ironbark Realty on http://localhost:${port}`);
});
