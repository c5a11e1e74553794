import type { ChatMessage } from "@/lib/chat/types";
import { initialAgency } from "@/content/agency";
import { createKnowledgeStore } from "@/server/chat/knowledge-store";
import type { KnowledgeBase } from "@/server/chat/knowledge-base";
import { answerEventQuestion } from "@/server/chat/event-answers";
import { answerConversation, type AnswerOptions } from "@/server/chat/grounded-answer";
import { openDatabase, type Db } from "@/server/db/connect";
import { feedSources } from "@/server/db/schema";
import { answerListingQuestion } from "@/server/chat/listing-answers";
import { suburbOfNamedHome } from "@/server/chat/named-home-answers";
import { generateDemoFeedXml } from "@/server/listings/demo-feed";
import { demoAgents } from "@/server/listings/demo-import";
import { applyFeedFile, receiveFeedFile, sha256Hex } from "@/server/listings/feed-files";
import { seedDatabase } from "@/server/db/seed";
import { writeFirstTeamOnce } from "@/server/db/first-team";
import { gradeAnswer, type Grade } from "./grader";
import type { EvaluationCase, EvaluationKind } from "./schema";

/**
 * Runs evaluation cases through the same answer function the chat API uses (`answerConversation`), over the site's
 * knowledge with the seeded blog posts, and grades each answer. Follow-ups replay their earlier turns first.
 */
export interface CaseResult {
  testCase: EvaluationCase;
  answer: string;
  grade: Grade;
}

/**
 * The knowledge the live site has after its start-up seed (static content plus the demo blog posts), and its events
 * calendar with the demo events, which the chat answers "what's on?" from (give `answerEvents` in the answer options).
 *
 * With `listings`, the demo feed's kind of stock too (homes for sale, rentals and sales, without photos), imported as a
 * CRM's file is, and `answerListings` to answer from it as the live chat does (chat-service.ts): the evaluation's
 * questions of the stock are then graded on what a visitor of the live site with its demo listings would read.
 */
export async function seededKnowledge(options: { listings?: boolean; now?: Date } = {}): Promise<{
  knowledge: KnowledgeBase;
  answerEvents: NonNullable<AnswerOptions["answerEvents"]>;
  answerListings?: NonNullable<AnswerOptions["answerListings"]>;
  suburbOfHome?: NonNullable<AnswerOptions["suburbOfHome"]>;
  close(): Promise<void>;
}> {
  const handle = await openDatabase({ kind: "pglite" });
  await handle.migrate();
  // As the app opens a database: the team written, then the demo content.
  await writeFirstTeamOnce(handle.db);
  await seedDatabase(handle.db);
  const now = options.now ?? new Date();
  if (options.listings) await importDemoStock(handle.db, now);
  const knowledge = await createKnowledgeStore(async () => handle.db).get();
  return {
    knowledge,
    answerEvents: (messages) => answerEventQuestion(handle.db, messages),
    ...(options.listings
      ? {
          answerListings: (messages, answer) => answerListingQuestion(handle.db, messages, now, answer),
          suburbOfHome: (message) => suburbOfNamedHome(handle.db, message),
        }
      : {}),
    close: () => handle.close(),
  };
}

async function importDemoStock(db: Db, now: Date): Promise<void> {
  const xml = generateDemoFeedXml({ seed: "ironbark-demo", agents: await demoAgents(db), now });
  const [source] = await db
    .insert(feedSources)
    .values({ name: "Demo feed", tokenHash: sha256Hex("chat-evaluation") })
    .returning();
  if (!source) throw new Error("no feed source for the demo stock");
  const received = await receiveFeedFile(db, { source, body: new TextEncoder().encode(xml), contentType: "application/xml" });
  if (!received.ok) throw new Error(`the demo stock was refused: ${received.message}`);
  const applied = await applyFeedFile(db, received.id);
  if (applied?.status !== "applied") throw new Error(`the demo stock was not applied: ${JSON.stringify(applied)}`);
}

async function readAnswer(messages: ChatMessage[], knowledge: KnowledgeBase, options: AnswerOptions): Promise<string> {
  const result = await answerConversation(messages, knowledge, options);
  if (!result.ok) return `(error ${result.status}: ${result.error})`;
  const raw = await new Response(result.stream).text();
  let text = "";
  for (const block of raw.split("\n\n")) {
    const data = block.replace(/^data: /, "");
    if (!data || data === "[DONE]") continue;
    text += (JSON.parse(data) as { choices: { delta: { content?: string } }[] }).choices[0]?.delta.content ?? "";
  }
  return text;
}

/** The assistant's answer to a case, after answering its earlier turns. */
export async function answerCase(testCase: EvaluationCase, knowledge: KnowledgeBase, options: AnswerOptions): Promise<string> {
  const messages: ChatMessage[] = [];
  for (const turn of [...(testCase.turns ?? []), testCase.question]) {
    messages.push({ role: "user", content: turn });
    const answer = await readAnswer(messages, knowledge, options);
    messages.push({ role: "assistant", content: answer });
  }
  return messages.at(-1)?.content ?? "";
}

export async function runEvaluation(
  cases: readonly EvaluationCase[],
  knowledge: KnowledgeBase,
  options: AnswerOptions = { provider: null, agency: initialAgency },
): Promise<CaseResult[]> {
  const results: CaseResult[] = [];
  for (const testCase of cases) {
    const answer = await answerCase(testCase, knowledge, options);
    results.push({ testCase, answer, grade: gradeAnswer(testCase, answer) });
  }
  return results;
}

export interface ScoreRow {
  category: string;
  count: number;
  passed: number;
}

/** Passed over count by kind (and, for refusals, by ground), with the total last. */
export function scoreTable(results: readonly CaseResult[]): ScoreRow[] {
  const rows = new Map<string, ScoreRow>();
  const add = (category: string, passed: boolean) => {
    const row = rows.get(category) ?? { category, count: 0, passed: 0 };
    row.count += 1;
    if (passed) row.passed += 1;
    rows.set(category, row);
  };
  const kinds: EvaluationKind[] = ["answer", "refuse", "defer", "off-topic", "injection"];
  for (const kind of kinds)
    for (const r of results)
      if (r.testCase.kind === kind)
        add(kind === "refuse" ? `refuse: ${r.testCase.ground ?? "?"}` : `${kind}: ${r.testCase.topic}`, r.grade.passed);
  for (const style of ["typo", "nickname", "two-in-one", "follow-up"] as const)
    for (const r of results) if (r.testCase.style === style) add(`(style) ${style}`, r.grade.passed);
  for (const r of results) add("total", r.grade.passed);
  return [...rows.values()];
}

export function passRate(results: readonly CaseResult[]): number {
  return results.length === 0 ? 0 : results.filter((r) => r.grade.passed).length / results.length;
}
