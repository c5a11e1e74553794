import { CHAT_LIMITS, type ChatMessage } from "./types";

/**
 * The widget's conversation rules, kept pure so they are unit-tested: a streamed chunk extends the
 * last assistant message in place, or starts a new one when the last message is the visitor's.
 */
export function appendAssistantChunk(messages: readonly ChatMessage[], chunk: string): ChatMessage[] {
  const last = messages.at(-1);
  if (last?.role === "assistant") return [...messages.slice(0, -1), { role: "assistant", content: last.content + chunk }];
  return [...messages, { role: "assistant", content: chunk }];
}

/** What to send: the latest messages within the server's limits (older turns and overlong answers are clipped). */
export function messagesForRequest(history: readonly ChatMessage[]): ChatMessage[] {
  return history
    .filter((m) => m.content.trim().length > 0)
    .slice(-CHAT_LIMITS.maxMessages)
    .map((m) => ({ role: m.role, content: m.content.trim().slice(0, CHAT_LIMITS.maxMessageLength) }));
}

/** A message worth sending: trimmed, non-empty, and nothing else in flight. */
export function sendableText(input: string, pending: boolean): string | null {
  const text = input.trim();
  return text && !pending ? text : null;
}

/** Reads a stored conversation, refusing anything that is not a list of chat messages. */
export function parseStoredMessages(raw: string | null): ChatMessage[] | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value) || value.length === 0) return null;
    const messages: ChatMessage[] = [];
    for (const item of value) {
      if (typeof item !== "object" || item === null) return null;
      const { role, content } = item as Record<string, unknown>;
      if ((role !== "user" && role !== "assistant") || typeof content !== "string") return null;
      messages.push({ role, content });
    }
    return messages;
  } catch {
    return null;
  }
}
