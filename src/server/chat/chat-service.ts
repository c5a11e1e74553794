import "server-only";
import { env } from "@/env";
import type { ChatMessage } from "@/lib/chat/types";
import { streamAnswer } from "./answerer";
import { checkFairDealing } from "./guardrail";
import { getKnowledgeBase } from "./knowledge-store";
import { providerConfigFrom, relayChatCompletion } from "./provider";
import { jsonError, sseResponse, wordStream } from "./sse";
import { buildSystemPrompt } from "./system-prompt";

const providerConfig = providerConfigFrom(env);

/** Which engine answers: the configured model, or the embedded answerer. */
export const chatMode: "provider" | "embedded" = providerConfig ? "provider" : "embedded";

/** Answers a validated conversation as the chat's SSE response (or a JSON error). */
export async function answerChat(messages: readonly ChatMessage[]): Promise<Response> {
  const question = messages.at(-1)?.content ?? "";
  // The fair-dealing rule holds in both modes, before any model sees the question.
  const guard = checkFairDealing(question);
  if (guard.refused) return sseResponse(wordStream(guard.message, env.CHAT_WORD_DELAY_MS));

  const knowledge = await getKnowledgeBase();
  if (!providerConfig) return sseResponse(streamAnswer(messages, knowledge, env.CHAT_WORD_DELAY_MS));

  const passages = knowledge.search(question, 6).hits.map((hit) => hit.document);
  const team = knowledge.documents.filter((d) => d.kind === "team" && d.id.startsWith("team:")).map((d) => d.text);
  const result = await relayChatCompletion(buildSystemPrompt(passages, team), messages, providerConfig);
  return result.ok ? sseResponse(result.stream) : jsonError(result.status, result.error);
}
