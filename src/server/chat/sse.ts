import "server-only";

/**
 * The chat's wire format (the spec's): `data: {"choices":[{"delta":{"content":"…"}}]}` lines, then
 * `data: [DONE]`; failures before the stream starts are JSON `{ "error": "…" }` bodies.
 */
const encoder = new TextEncoder();

export function contentEvent(content: string): Uint8Array {
  return encoder.encode(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
}

/**
 * An error after the answer has started: the visitor still reads why it stopped (as content), and a
 * program can tell it apart by the `error` field.
 */
export function errorEvent(message: string): Uint8Array {
  return encoder.encode(`data: ${JSON.stringify({ choices: [{ delta: { content: `\n\n${message}` } }], error: message })}\n\n`);
}

export const doneEvent: Uint8Array = encoder.encode("data: [DONE]\n\n");

export const sseHeaders: HeadersInit = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-cache, no-store, no-transform",
  Connection: "keep-alive",
  // Stops nginx and similar proxies from buffering the stream.
  "X-Accel-Buffering": "no",
};

export function sseResponse(body: ReadableStream<Uint8Array>): Response {
  return new Response(body, { status: 200, headers: sseHeaders });
}

export function jsonError(status: number, error: string, headers?: HeadersInit): Response {
  return Response.json({ error }, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/**
 * Streams a finished text word by word (each word keeps its trailing space), then [DONE]; or, given `then` (another
 * answer's stream, which ends with its own [DONE]), that stream after a space.
 */
export function wordStream(text: string, wordDelayMs = 0, then?: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const words = text.match(/\s*\S+\s*/g) ?? [text];
  if (then) words.push(" ");
  let index = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const rest = then?.getReader();
  return new ReadableStream<Uint8Array>({
    // pull() is asked for the next word only when the reader wants it, so a slow client applies back-pressure.
    async pull(controller) {
      const word = words[index++];
      if (word === undefined) {
        const next = rest ? await rest.read() : { done: true as const, value: doneEvent };
        if (next.value) controller.enqueue(next.value);
        if (next.done) controller.close();
        return;
      }
      controller.enqueue(contentEvent(word));
      if (wordDelayMs <= 0 || index === 1) return;
      return new Promise<void>((resolve) => {
        timer = setTimeout(resolve, wordDelayMs);
      });
    },
    cancel(reason) {
      clearTimeout(timer);
      return rest?.cancel(reason);
    },
  });
}
