import "server-only";
import { env } from "@/env";
import { siteDocumentNow } from "@/server/site-content/current";
import type { ChatMessage } from "@/lib/chat/types";
import { getDb } from "@/server/db";
import { captureCallback } from "./callback";
import { answerConversation } from "./grounded-answer";
import { answerEventQuestion } from "./event-answers";
import { answerListingQuestion } from "./listing-answers";
import { suburbOfNamedHome } from "./named-home-answers";
import { getKnowledgeBase } from "./knowledge-store";
import { providerConfigFrom } from "./provider";
import { jsonError, sseResponse } from "./sse";

const providerConfig = providerConfigFrom(env);

/** Which engine answers: the configured model, or the embedded answerer. */
export const chatMode: "provider" | "embedded" = providerConfig ? "provider" : "embedded";

/** Answers a validated conversation as the chat's SSE response (or a JSON error). */
export async function answerChat(messages: readonly ChatMessage[], ip: string): Promise<Response> {
  const [knowledge, agency] = await Promise.all([getKnowledgeBase(), siteDocumentNow("agency")]);
  const result = await answerConversation(messages, knowledge, {
    provider: providerConfig,
    agency,
    wordDelayMs: env.CHAT_WORD_DELAY_MS,
    // A callback the visitor confirmed ("yes" to "Shall I ask one of our agents to call you back on …?") becomes a lead.
    captureCallback: async (conversation) => captureCallback(await getDb(), conversation, ip),
    // "Any 4-bedroom homes in Oran Park under $1m?": answered from the listings, with links.
    answerListings: async (conversation, options) => answerListingQuestion(await getDb(), conversation, new Date(), options),
    // "What's on in Gregory Hills this weekend?": answered from the events calendar, with its link.
    answerEvents: async (conversation) => answerEventQuestion(await getDb(), conversation),
    // "Is the Eastwood Road house near the station?": asked of that home's suburb.
    suburbOfHome: async (message) => suburbOfNamedHome(await getDb(), message),
  });
  return result.ok ? sseResponse(result.stream) : jsonError(result.status, result.error);
}
