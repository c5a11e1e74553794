import http from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * A local stand-in for an OpenAI-compatible images API: `POST /v1/images/generations` answering
 * `{ created, data: [{ b64_json }] }` (or `data: [{ url }]`, the image then served from this server).
 * Each test sets `behaviour`; requests are recorded for assertions.
 */
export type FakeImagesBehaviour =
  { kind: "b64"; image: Buffer } | { kind: "url"; image: Buffer } | { kind: "status"; status: number; body?: unknown } | { kind: "hang" };

export interface RecordedImagesRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: { model?: string; prompt?: string; size?: string; n?: number; response_format?: string };
}

export interface FakeImagesServer {
  baseUrl: string;
  behaviour: FakeImagesBehaviour;
  requests: RecordedImagesRequest[];
  close(): Promise<void>;
}

export async function startFakeImagesServer(): Promise<FakeImagesServer> {
  const sockets = new Set<Socket>();
  const files = new Map<string, Buffer>();
  const state: FakeImagesServer = { baseUrl: "", behaviour: { kind: "status", status: 500 }, requests: [], close: async () => {} };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (data: Buffer) => chunks.push(data));
    req.on("end", () => {
      const path = req.url ?? "";
      if (req.method === "GET" && path.startsWith("/files/")) {
        const file = files.get(path);
        if (!file) {
          res.writeHead(404).end();
          return;
        }
        res.writeHead(200, { "Content-Type": "image/png", "Content-Length": file.byteLength }).end(file);
        return;
      }
      let body: RecordedImagesRequest["body"] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as RecordedImagesRequest["body"];
      } catch {
        // recorded as empty
      }
      state.requests.push({ method: req.method ?? "", path, authorization: req.headers.authorization, body });
      if (req.method !== "POST" || path !== "/v1/images/generations") {
        res.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { message: "not found" } }));
        return;
      }
      const behaviour = state.behaviour;
      const json = (status: number, value: unknown) =>
        res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(value));
      switch (behaviour.kind) {
        case "b64":
          json(200, { created: 1_767_225_600, data: [{ b64_json: behaviour.image.toString("base64"), revised_prompt: body.prompt }] });
          return;
        case "url": {
          const filePath = `/files/${files.size + 1}.png`;
          files.set(filePath, behaviour.image);
          json(200, { created: 1_767_225_600, data: [{ url: `${state.baseUrl.replace(/\/v1$/, "")}${filePath}` }] });
          return;
        }
        case "status":
          json(
            behaviour.status,
            behaviour.body ?? { error: { message: `fake status ${behaviour.status}`, type: "fake_error", code: null } },
          );
          return;
        case "hang":
          return; // never answers
      }
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return state;
}
