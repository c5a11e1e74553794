import { createSseParser } from "@/lib/chat/sse-parser";
import type { ChatMessage } from "@/lib/chat/types";

/**
 * Sends the conversation to /api/chat and feeds each streamed piece of the answer to `onContent`.
 * Throws with the spec's messages: the body's `error` (else 'Failed to get response') for a non-OK
 * status, 'No response body' when there is nothing to read — a 204, or a stream that ends without a word of
 * answer — so the visitor is told instead of the reply silently never coming.
 */
export async function streamChat(messages: ChatMessage[], onContent: (text: string) => void, signal?: AbortSignal): Promise<void> {
  const response = await fetch("/api/chat", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ messages }),
    signal,
  });

  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const error = typeof body === "object" && body !== null ? (body as { error?: unknown }).error : undefined;
    throw new Error(typeof error === "string" && error ? error : "Failed to get response");
  }
  if (!response.body) throw new Error("No response body");

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let answered = false;
  const parser = createSseParser((text) => {
    if (text) answered = true;
    onContent(text);
  });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  parser.end();
  if (!answered) throw new Error("No response body");
}
