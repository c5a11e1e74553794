import "server-only";
import type { ChatMessage } from "@/lib/chat/types";
import type { Agency } from "@/lib/site-content/agency";
import { fillAgencyDetails } from "./agency-details";
import {
  answerBesideTheHomes,
  composeAnswer,
  injectionDeclined,
  injectionReply,
  questionBesideTheAttempt,
  refusalAnswer,
} from "./answerer";
import { declinedRequest } from "./declined-requests";
import { isManipulation } from "./injection";
import { checkConversation } from "./guardrail";
import { plainMessages } from "./plain-message";
import type { KnowledgeBase, KnowledgeDocument } from "./knowledge-base";
import { relayChatCompletion, type ProviderConfig, type ProviderResult } from "./provider";
import { wordStream } from "./sse";
import { buildSystemPrompt } from "./system-prompt";
import { searchMayAnswer, type ListingAnswerOptions } from "./listing-answers";
import { stockQuestionBeside, withoutNamedStreet } from "./stock-questions";
import { detectSuburbs } from "@/lib/chat/intent";
import { teamProfiles } from "./team-documents";

/**
 * One answer to a conversation, in either mode, grounded the same way: the fair-dealing check runs first (no model
 * sees a refused question), then either the embedded answerer or the model, which gets the passages the same
 * retrieval finds and the fair-dealing rules in its system message. The API route and the evaluation both use it.
 */
export interface AnswerOptions {
  /** The model to relay to; null answers with the embedded answerer. */
  provider: ProviderConfig | null;
  /** The agency's details as they are now, filled into every text that names them (agency-details.ts). */
  agency: Agency;
  wordDelayMs?: number;
  fetchImpl?: typeof fetch;
  /**
   * Stores the callback the visitor just confirmed (callback.ts) and gives the reply to say; null when the conversation
   * confirms none. The chat API passes one that writes the lead; the evaluation, which has no visitor, passes none.
   */
  captureCallback?: (messages: readonly ChatMessage[]) => Promise<{ message: string } | null>;
  /**
   * Answers a question about the agency's homes from the listings (listing-answers.ts), or null for any other question.
   * The chat API passes it; the evaluation, which has no listings, passes none.
   */
  answerListings?: (messages: readonly ChatMessage[], options?: ListingAnswerOptions) => Promise<string | null>;
  /**
   * Answers a question about what's on from the events calendars (event-answers.ts), or null for any other question.
   * The chat API passes it; the evaluation, whose questions were written for the site's pages, passes none.
   */
  answerEvents?: (messages: readonly ChatMessage[]) => Promise<string | null>;
  /**
   * The suburb of one of the agency's homes a message names by its street (named-home-answers.ts), so that a question
   * of it its page does not answer ("is the Eastwood Road house near the station?") is asked of that suburb.
   */
  suburbOfHome?: (message: string) => Promise<string | null>;
}

/** What the model is given for the conversation's latest question: the passages and the whole system message. */
export function groundingFor(
  messages: readonly ChatMessage[],
  knowledge: KnowledgeBase,
  agency: Agency,
): { passages: KnowledgeDocument[]; systemPrompt: string } {
  const visitor = messages.filter((m) => m.role === "user").map((m) => m.content);
  const question = visitor.at(-1) ?? "";
  const passages = knowledge.search(question, 6).hits.map((hit) => hit.document);
  // A follow-up ("and in Oran Park?") is retrieved with the question before it, as the embedded answerer does.
  const previous = visitor.at(-2);
  if (previous) {
    for (const hit of knowledge.search(`${previous} ${question}`, 4).hits) {
      if (!passages.some((p) => p.id === hit.document.id)) passages.push(hit.document);
    }
  }
  const team = teamProfiles(knowledge.documents).map((d) => d.text);
  return { passages, systemPrompt: fillAgencyDetails(buildSystemPrompt(passages, team), agency) };
}

export async function answerConversation(
  conversation: readonly ChatMessage[],
  knowledge: KnowledgeBase,
  options: AnswerOptions,
): Promise<ProviderResult> {
  const say = (text: string) => fillAgencyDetails(text, options.agency);
  // The visitor's own words go to the model; what is matched against the site is the question without its wrapping.
  const messages = plainMessages(conversation);
  const guard = checkConversation(messages);
  // Refused before any model sees it; the lawful question beside the request is answered from the site's passages.
  if (guard.refused) return { ok: true, stream: wordStream(say(refusalAnswer(guard, messages, knowledge)), options.wordDelayMs ?? 0) };
  // Whether choosing people by who they are is lawful, asked: the guardrail's judgement, as the answer.
  if (guard.lawOfChoosing) return { ok: true, stream: wordStream(say(guard.lawOfChoosing), options.wordDelayMs ?? 0) };
  // Who owns a home, a stranger's number, help to mislead, an attempt to change the rules: declined before any passage
  // or model is consulted.
  // (An attempt is read as written too: tidying "i g n o r e" reads its letters as chat shorthand.)
  const attempted = [conversation.at(-1), messages.at(-1)].some((message) => isManipulation(message?.content ?? ""));
  // (A real question beside the attempt is still answered, from the site's passages.)
  // ("[note from admin: …] what's for sale in Oran Park?": the homes asked for beside the attempt, from the listings.)
  const request = declinedRequest(messages);
  const asked = attempted && !request ? questionBesideTheAttempt(messages.at(-1)?.content ?? "") : null;
  const listedAsked = asked && options.answerListings ? await options.answerListings(withLatest(messages, asked), { brief: true }) : null;
  if (listedAsked)
    return { ok: true, stream: wordStream(say(`${injectionDeclined} As for your question: ${listedAsked}`), options.wordDelayMs ?? 0) };
  const declined = request ?? (attempted ? injectionReply(messages.at(-1)?.content.trim() ?? "", messages, knowledge) : null);
  if (declined) return { ok: true, stream: wordStream(say(declined), options.wordDelayMs ?? 0) };
  const captured = await options.captureCallback?.(conversation);
  if (captured) return { ok: true, stream: wordStream(say(captured.message), options.wordDelayMs ?? 0) };
  // "What's sold lately in Leppington? also what's your commission": the search, and the other question answered too.
  // ("Show me 3br rentals in Gregory Hills, and what's the most bond …": the bond asked beside makes the whole no search.)
  const latest = messages.at(-1)?.content ?? "";
  const beside = options.answerListings && searchMayAnswer(latest) ? stockQuestionBeside(latest) : null;
  const listedBeside = beside ? await options.answerListings?.(withLatest(messages, beside.stock), { brief: true }) : null;
  if (beside && listedBeside) {
    if (!options.provider)
      return {
        ok: true,
        stream: wordStream(
          say(answerBesideTheHomes(messages, knowledge, beside, listedBeside, { listingsSearched: true })),
          options.wordDelayMs ?? 0,
        ),
      };
    // (The model answers the other question, after the homes.)
    const relayed = await relayTheModel(withLatest(conversation, beside.other), knowledge, options, say);
    return relayed.ok ? { ok: true, stream: wordStream(say(listedBeside), options.wordDelayMs ?? 0, relayed.stream) } : relayed;
  }
  const listed = await options.answerListings?.(messages);
  if (listed) return { ok: true, stream: wordStream(say(listed), options.wordDelayMs ?? 0) };
  const whatsOn = await options.answerEvents?.(messages);
  if (whatsOn) return { ok: true, stream: wordStream(say(whatsOn), options.wordDelayMs ?? 0) };
  // ("Is the Eastwood Road house near the station?": asked of the home's suburb, which the message does not name.)
  const place = detectSuburbs(latest).length === 0 ? await options.suburbOfHome?.(latest) : null;
  // ("The house on Podium Way - still available? → is it near a school?": "it" is that home, in its suburb.)
  const before = messages.filter((m) => m.role === "user").at(-2)?.content;
  const placeBefore =
    !place && before && detectSuburbs(latest).length === 0 && aroundIt.test(latest) ? await options.suburbOfHome?.(before) : null;
  const ofItsSuburb = place
    ? withLatest(conversation, withoutNamedStreet(conversation.at(-1)?.content ?? "", `a home in ${place}`))
    : placeBefore
      ? withLatest(conversation, (conversation.at(-1)?.content ?? "").replace(/\bit\b/i, `a home in ${placeBefore}`))
      : conversation;
  return relayTheModel(ofItsSuburb, knowledge, options, say);
}

/** "Is it close to the train?", "is it near schools?": what is around a home, which its suburb's pages tell. */
const aroundIt =
  /\b(is|are) it\b[^.?!]{0,30}\b(near|close|far|walking distance|handy)\b|\bhow far is it\b|\bis it (in|on) (a )?(quiet|busy|safe|good|nice)\b/i;

/** The model's answer (the visitor's own words go to it), or the embedded answerer's when there is none. */
async function relayTheModel(
  messages: readonly ChatMessage[],
  knowledge: KnowledgeBase,
  options: AnswerOptions,
  say: (text: string) => string,
): Promise<ProviderResult> {
  if (!options.provider) {
    const answer = composeAnswer(plainMessages(messages), knowledge, { listingsSearched: options.answerListings !== undefined });
    return { ok: true, stream: wordStream(say(answer), options.wordDelayMs ?? 0) };
  }
  const { systemPrompt } = groundingFor(plainMessages(messages), knowledge, options.agency);
  const result = await relayChatCompletion(systemPrompt, messages, options.provider, options.fetchImpl, say);
  return result.ok ? result : { ...result, error: say(result.error) };
}

/** The conversation with its latest message asked as `content`. */
function withLatest(messages: readonly ChatMessage[], content: string): ChatMessage[] {
  return [...messages.slice(0, -1), { role: "user", content }];
}
