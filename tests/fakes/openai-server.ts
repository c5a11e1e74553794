import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for an OpenAI-compatible `/chat/completions` endpoint with `stream: true`.
 * Each test sets `behaviour`; requests are recorded for assertions.
 *
 * `replay` answers from recorded answers, keyed by the visitor's messages so far (joined by newlines), as a grounded model would: a
 * recorded answer that links a page the system message does not carry (neither among its passages nor its agency
 * facts) is not given — the fake says it doesn't know (`ungrounded`) instead. So the evaluation against the fake
 * fails when retrieval stops putting the right passages into the system message.
 */
export type FakeBehaviour =
  | { kind: "stream"; pieces: string[]; delayMs?: number }
  | { kind: "status"; status: number; body?: unknown }
  | { kind: "hang-before-headers" }
  | { kind: "hang-after-headers" }
  | { kind: "hang-after-first-piece"; first: string }
  | { kind: "replay"; answers: Record<string, string>; ungrounded?: string; delayMs?: number };

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] };
}

export interface FakeOpenAiServer {
  baseUrl: string;
  behaviour: FakeBehaviour;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

function chunk(content: string): string {
  return `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const sockets = new Set<import("node:net").Socket>();
  const state: FakeOpenAiServer = {
    baseUrl: "",
    behaviour: { kind: "stream", pieces: [] },
    requests: [],
    close: async () => {},
  };

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (data: Buffer) => (raw += data.toString("utf8")));
    req.on("end", () => {
      state.requests.push({
        path: req.url ?? "",
        authorization: req.headers.authorization,
        body: JSON.parse(raw || "{}") as RecordedRequest["body"],
      });
      const body = state.requests.at(-1)?.body ?? {};
      const behaviour =
        state.behaviour.kind === "replay"
          ? { kind: "stream" as const, pieces: replayPieces(state.behaviour, body), delayMs: state.behaviour.delayMs ?? 0 }
          : state.behaviour;
      void respond(behaviour, res);
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

async function respond(behaviour: FakeBehaviour, res: http.ServerResponse): Promise<void> {
  const sse = () => res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
  switch (behaviour.kind) {
    case "status":
      res.writeHead(behaviour.status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(behaviour.body ?? { error: { message: `fake status ${behaviour.status}` } }));
      return;
    case "hang-before-headers":
      return; // never answers
    case "hang-after-headers":
      sse();
      res.flushHeaders();
      return;
    case "hang-after-first-piece":
      sse();
      res.write(chunk(behaviour.first));
      return;
    case "stream": {
      sse();
      res.write(": keep-alive comment\n\n");
      // A role-only first chunk, as real APIs send.
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: "assistant" } }] })}\n\n`);
      for (const piece of behaviour.pieces) {
        const event = chunk(piece);
        // Split every event mid-JSON to prove the relay reassembles it.
        const cut = Math.floor(event.length / 2);
        res.write(event.slice(0, cut));
        if (behaviour.delayMs !== 0) await sleep(behaviour.delayMs ?? 5);
        res.write(event.slice(cut));
      }
      res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: {}, finish_reason: "stop" }] })}\n\n`);
      res.end("data: [DONE]\n\n");
      return;
    }
  }
}

/** The key of a recorded answer: the visitor's messages so far, one a line. */
export function replayKey(visitorMessages: readonly string[]): string {
  return visitorMessages.join("\n");
}

/** The links (`[label](/path)`) of a text. */
function linkedPaths(text: string): string[] {
  return [...text.matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1] ?? "");
}

/** The recorded answer to the latest visitor message, when the system message grounds every page it links. */
export function replayAnswer(behaviour: Extract<FakeBehaviour, { kind: "replay" }>, body: RecordedRequest["body"]): string {
  const messages = body.messages ?? [];
  const system = messages.find((m) => m.role === "system")?.content ?? "";
  const key = replayKey(messages.filter((m) => m.role === "user").map((m) => m.content));
  const unknown = behaviour.ungrounded ?? "I'm sorry, I don't know.";
  const recorded = behaviour.answers[key];
  if (recorded === undefined) return unknown;
  const grounded = linkedPaths(recorded).every((path) => system.includes(`](${path})`));
  return grounded ? recorded : unknown;
}

function replayPieces(behaviour: Extract<FakeBehaviour, { kind: "replay" }>, body: RecordedRequest["body"]): string[] {
  return replayAnswer(behaviour, body).match(/\S+\s*/g) ?? [];
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
