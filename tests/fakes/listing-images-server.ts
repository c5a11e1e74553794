import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * A local image host for listing photo tests: `files` maps a path (e.g. `/photos/front.jpg`) to the bytes and
 * Content-Type to answer with; anything else is 404. Every request's path is recorded, so a test can count fetches.
 */
export interface FakeListingImagesServer {
  baseUrl: string;
  port: number;
  /** A path's answer: bytes with a type, or another status (a redirect with its `location`). */
  files: Map<string, { body: Buffer; contentType: string; status?: number; location?: string }>;
  requests: string[];
  close(): Promise<void>;
}

/** `port` 0 (the default) takes any free port. */
export async function startFakeListingImagesServer(port = 0): Promise<FakeListingImagesServer> {
  const sockets = new Set<Socket>();
  const files: FakeListingImagesServer["files"] = new Map();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const path = req.url ?? "";
    requests.push(path);
    const file = files.get(path);
    if (!file) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("not found");
      return;
    }
    const headers: Record<string, string | number> = { "Content-Type": file.contentType, "Content-Length": file.body.byteLength };
    if (file.location) headers.Location = file.location;
    res.writeHead(file.status ?? 200, headers).end(file.body);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const boundPort = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${boundPort}`,
    port: boundPort,
    files,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
