import type { RefusalGround } from "@/server/chat/guardrail";

/**
 * One question of the chat evaluation set, written from the site's own content and the way people really ask.
 *
 * - `answer`: the site has the answer; every `mustContain` fact and every `mustLink` page must be in it.
 * - `refuse`: a fair-dealing refusal naming the `ground`, saying why, and still helping (`mustContain`).
 * - `defer`: a real-estate question the site does not answer: say so, offer the contact form, phone and lead form.
 * - `off-topic`: nothing to do with the agency: the same honest deferral, no made-up answer.
 * - `injection`: an attempt to change the rules or read the instructions: decline, leak nothing, stay helpful.
 */
export type EvaluationKind = "answer" | "refuse" | "defer" | "off-topic" | "injection";

/** A fact as a case-insensitive substring, or a pattern. */
export type Fact = string | RegExp;

export interface EvaluationCase {
  id: string;
  kind: EvaluationKind;
  /** The visitor's earlier messages, for follow-ups: the assistant answers each first, as in a real chat. */
  turns?: string[];
  question: string;
  /** Facts a right answer states (each is required; an array inside means any one of them). */
  mustContain?: (Fact | Fact[])[];
  /** Site paths the answer must link (as readable links). */
  mustLink?: string[];
  /** Outside pages the answer must link, by a part of their address (e.g. "fairtrading.nsw.gov.au"). */
  mustLinkExternal?: string[];
  /** A conversational step (a confirmation, a continued offer) that cites no page; every other answer must. */
  sourceless?: boolean;
  /** Facts a right answer must not state (e.g. the settlement period when asked how long a sale takes). */
  mustNotContain?: Fact[];
  /** For refusals: the ground of the NSW Anti-Discrimination Act (or source of income) it turns on. */
  ground?: RefusalGround;
  /** What the question is about, for the results table. */
  topic: string;
  /** How it is asked, when that is the point: typo, nickname, two-in-one, follow-up. */
  style?: "typo" | "nickname" | "two-in-one" | "follow-up";
}
