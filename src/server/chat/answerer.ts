import "server-only";
import { site } from "@/content/site";
import { detectIntent, type ChatIntent } from "@/lib/chat/intent";
import type { ChatMessage } from "@/lib/chat/types";
import { agencyClaims, officeHoursSentence } from "./agency-facts";
import { checkFairDealing } from "./guardrail";
import { wordStream } from "./sse";
import { stem } from "./text-terms";
import { analyseQuestion, isConfident, type KnowledgeBase, type KnowledgeDocument, type KnowledgeHit } from "./knowledge-base";

/**
 * The embedded answerer: no model, no network. It finds the site's best-matching facts for the
 * visitor's question and composes them into a short reply that cites the page to visit; it greets,
 * says thanks, admits what it doesn't know, and offers the next step when the visitor wants to act.
 */
const phone = site.phone.display;

const greetingOnly = /^\s*(hi|hiya|hello|hey|heya|howdy|g'?day|good (morning|afternoon|evening)|yo)\b[\s,!.]*(there|ivy|mate|team|everyone|all)?[\s,!.?]*$/i;
const greetingPrefix = /^\s*(hi|hiya|hello|hey|heya|howdy|g'?day|good (morning|afternoon|evening))\b[\s,!.]*(there|ivy|mate|team)?[\s,!.]*/i;
const thanks = /^\s*(thanks|thank you|thank u|thx|ta|cheers|much appreciated|appreciate it|great|perfect|awesome|brilliant|lovely|ok(ay)?|cool)\b[\s\w,!.']{0,40}$/i;
const thanksWord = /\b(thanks|thank you|thank u|thx|ta|cheers|appreciate)\b/i;
const goodbye = /^\s*(bye|goodbye|see (you|ya)|that'?s all|that is all|no,? that'?s (it|all)|nothing else)\b[\s\w,!.']{0,30}$/i;
const whoAreYou = /\b(who|what) are you\b|\bare you (a |an )?(bot|robot|human|real|person|ai|computer)\b|\byour name\b/i;

export const unknownAnswer = `I'm sorry, I don't know the answer to that one — I only know what's on our website. Our team can help: call us on ${phone}, e-mail ${site.email}, or use the contact form at /contact and we'll reply within ${agencyClaims.replyWithinHours} hours during business hours.`;

const nextSteps: Record<ChatIntent, string> = {
  value: `The quickest way to find out what your home is worth is a free property price update: request one at /selling#appraisal or call us on ${phone}.`,
  sell: `If you're thinking of selling, a free, no-obligation appraisal is the best first step: request one at /selling#appraisal or call us on ${phone}.`,
  buy: `If you're looking to buy, our buying guide at /buying walks through each step, or call us on ${phone} to talk to a local agent.`,
  rent: `For renting or property management, our rental page at /rental explains the services, or call us on ${phone}.`,
};

const leadOffer = "If you like, leave your name and phone number or e-mail below and one of our agents will get back to you.";

/** The whole reply to the conversation's latest message. */
export function composeAnswer(messages: readonly ChatMessage[], knowledge: KnowledgeBase): string {
  const visitor = messages.filter((m) => m.role === "user");
  const question = visitor.at(-1)?.content.trim() ?? "";
  const previousAnswer = [...messages].reverse().find((m) => m.role === "assistant")?.content ?? "";

  const guard = checkFairDealing(question);
  if (guard.refused) return guard.message;

  if (greetingOnly.test(question)) {
    return `Hello! I'm ${site.assistant.name}. I can help with buying, selling or renting in Gregory Hills, Oran Park and across South West Sydney — ask me about selling times, appraisals, property management, our team or office hours.`;
  }
  if (goodbye.test(question)) {
    return `Thanks for chatting! If anything else comes up, I'm here, or call us on ${phone}. ${officeHoursSentence}`;
  }
  if (thanks.test(question) && (thanksWord.test(question) || question.split(/\s+/).length <= 2) && !detectIntent(question)) {
    return `You're welcome! Is there anything else I can help with? You can also reach the team on ${phone}.`;
  }
  if (whoAreYou.test(question)) {
    return `I'm ${site.assistant.name}, ${site.name}'s virtual assistant. I answer questions about buying, selling and renting from our website, and for anything else the team is on ${phone}.`;
  }

  const greeted = greetingPrefix.test(question);
  const body = question.replace(greetingPrefix, "");
  const intent = detectIntent(body);
  const parts: string[] = [];
  if (greeted) parts.push("Hi!");

  const found = findAnswer(body, visitor.slice(0, -1).at(-1)?.content, knowledge);
  if (found) parts.push(found);
  // "Do you sell cars?" shows the word 'sell' but asks about something we don't know.
  else if (!intent || asksBeyondIntent(body)) parts.push(unknownAnswer);

  if (intent) {
    const step = nextSteps[intent];
    const stepUrl = step.match(/\/[a-z#/-]+/)?.[0] ?? "";
    // Don't repeat the same offer turn after turn, nor a link the answer already gave.
    if (!previousAnswer.includes(step) && !(found?.includes(stepUrl) ?? false)) parts.push(step);
    if (!previousAnswer.includes(leadOffer)) parts.push(leadOffer);
  }
  return parts.join(" ");
}

/** Sentences composed from the best facts for the question, with the page to visit; null when nothing fits. */
function findAnswer(question: string, previousQuestion: string | undefined, knowledge: KnowledgeBase): string | null {
  let { query, hits } = knowledge.search(question);
  // "What about Oran Park?" — only a suburb: ask the previous question again about this suburb.
  if (query.terms.length === 0 && query.suburb && previousQuestion) {
    const retry = knowledge.search(`${previousQuestion.replace(/\b(gregory\s*hills|oran\s*park|gledswood\s*hills|leppington)\b/gi, "")} ${query.suburb}`);
    if (retry.query.terms.length > 0) ({ query, hits } = retry);
  }
  if (query.terms.length === 0 && query.suburb) {
    const overview = knowledge.suburbOverview(query.suburb);
    return overview ? describe(overview, true) : null;
  }
  const best = hits.slice(0, 3).find((hit) => isConfident(hit, query));
  if (!best) return null;

  const sentences: string[] = [];
  if (query.suburb && best.document.suburb && best.document.suburb !== query.suburb) {
    sentences.push(`I don't have that for ${query.suburb} specifically, but here's what I know for ${best.document.suburb}.`);
  }
  sentences.push(describe(best.document, false));
  const second = supportingHit(hits, best, query.significant);
  if (second) sentences.push(describe(second.document, false));
  sentences.push(citation([best.document, ...(second ? [second.document] : [])]));
  return sentences.filter(Boolean).join(" ");
}

/** A second fact worth adding: close in score and covering part of the question the first did not. */
function supportingHit(hits: KnowledgeHit[], best: KnowledgeHit, significant: string[]): KnowledgeHit | undefined {
  const covered = new Set(best.matched);
  return hits.slice(1).find(
    (hit) =>
      hit.score >= best.score * 0.5 &&
      hit.document.text !== best.document.text &&
      hit.matched.some((t) => significant.includes(t) && !covered.has(t)),
  );
}

/** Words that only say what the visitor wants to do; anything beyond them is a real question. */
const intentVocabulary = new Set(
  "sell sold list market buy purchase rent renting rental lease tenant landlord manage management apprais valuation value worth price update estimate want like thinking plan planning soon"
    .split(" ")
    .map(stem),
);

function asksBeyondIntent(question: string): boolean {
  return analyseQuestion(question).significant.some((term) => !intentVocabulary.has(term));
}

/** FAQ answers that lean on their question ("Some are, …", "Yes, but …") are given with it. */
const leansOnQuestion = /^(yes|no|not|some|it|they|this|that|many|most|both|either|neither|usually|often|generally|sometimes)\b/i;

function describe(document: KnowledgeDocument, overview: boolean): string {
  if (document.kind === "blog") return `Our article "${document.title}" covers this: ${ensureSentence(document.text)}`;
  if (overview) return `Here's a quick overview of ${document.suburb ?? document.title}: ${ensureSentence(document.text)} You'll find more at ${document.url}.`;
  if (document.kind === "faq" && leansOnQuestion.test(document.text)) return `${document.title.trim()} ${ensureSentence(document.text)}`;
  return ensureSentence(document.text);
}

function citation(documents: KnowledgeDocument[]): string {
  const urls = [...new Set(documents.map((d) => d.url))].filter((url) => !documents.some((d) => d.text.includes(url) && d.url === url));
  if (urls.length === 0) return "";
  if (urls.length === 1) return `You'll find more at ${urls[0]}.`;
  return `You'll find more at ${urls.slice(0, -1).join(", ")} and ${urls.at(-1)}.`;
}

function ensureSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]["”')]?$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The reply as the chat stream: word by word, then [DONE]. */
export function streamAnswer(messages: readonly ChatMessage[], knowledge: KnowledgeBase, wordDelayMs = 0): ReadableStream<Uint8Array> {
  return wordStream(composeAnswer(messages, knowledge), wordDelayMs);
}
