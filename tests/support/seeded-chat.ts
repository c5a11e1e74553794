import { afterAll, beforeAll, expect } from "vitest";
import { initialAgency as agency } from "@/content/agency";
import { chatLeadCue } from "@/lib/chat/lead-messages";
import { checkFairDealing, type RefusalGround } from "@/server/chat/guardrail";
import type { KnowledgeBase } from "@/server/chat/knowledge-base";
import { answerCase, seededKnowledge } from "../chat-evaluation/run";

/**
 * The assistant as the live site runs it (the seeded content, posts and events; with `listings`, the demo feed's homes
 * too, searched first, as of `now`), for a test file: `converse(...turns)` answers the last turn after the earlier
 * ones; `knowledge()` is the knowledge it answers from.
 */
export function seededChat(options: Parameters<typeof seededKnowledge>[0] = {}): {
  converse: (...turns: string[]) => Promise<string>;
  knowledge: () => KnowledgeBase;
} {
  let seeded: Awaited<ReturnType<typeof seededKnowledge>> | undefined;
  beforeAll(async () => {
    seeded = await seededKnowledge(options);
  });
  afterAll(async () => {
    await seeded?.close();
  });
  const opened = () => {
    if (!seeded) throw new Error("seededChat(): the knowledge is opened in beforeAll");
    return seeded;
  };
  return {
    knowledge: () => opened().knowledge,
    converse: (...turns) => {
      const { knowledge, answerEvents, answerListings, suburbOfHome } = opened();
      return answerCase({ id: "t", kind: "answer", topic: "t", question: turns.at(-1)!, turns: turns.slice(0, -1) }, knowledge, {
        provider: null,
        agency,
        answerEvents,
        ...(answerListings ? { answerListings, suburbOfHome } : {}),
      });
    },
  };
}

/** A link to NSW Fair Trading's housing and property pages. */
export const fairTrading = /\[NSW Fair Trading[^\]]*\]\(https:\/\/www\.fairtrading\.nsw\.gov\.au\/housing-and-property\/[^)]*\)/;

/** The guardrail refuses `request`, naming `ground` among the grounds it turns on. */
export const refusesOn = (ground: RefusalGround, request: string) => {
  const verdict = checkFairDealing(request);
  expect(verdict.refused, request).toBe(true);
  expect(verdict.grounds, request).toContain(ground);
};

/** The guardrail lets an ordinary question through. */
export const allows = (question: string) => expect(checkFairDealing(question).refused, question).toBe(false);

/** "I don't know", with every way on: the phone, the contact form and the in-chat lead form. */
export const handsOver = (answer: string) => {
  expect(answer).toMatch(/I don't know/);
  expect(answer).toContain(agency.phone);
  expect(answer).toContain("[contact form](/contact)");
  expect(answer).toContain(chatLeadCue);
};

/** "I don't know" of the visitor's own bond, offer or application, which the person looking after it knows. */
export const ownMatterHandedOver =
  /^(Hi! )?I'm sorry, I don't know that: it's about your own matter with us[^]*\(02\) 5550 4821[^]*\(\/contact\)[^]*leave your name and number below/;
