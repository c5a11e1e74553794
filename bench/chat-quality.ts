// Chat answer quality: the evaluation set (tests/chat-evaluation/questions.ts) through the same answer function the
// chat API uses, graded, with the table written into bench/RESULTS.md.
//   npm run bench:chat-quality                      the built-in assistant
//   npm run bench:chat-quality -- --provider fake   the model path against the local OpenAI-compatible fake, which
//                                                  replays tests/chat-evaluation/recorded-answers.json
//   npm run bench:chat-quality -- --record          (re)record those answers: from the model in AI_BASE_URL/AI_API_KEY/
//                                                  AI_MODEL when set, else from the built-in assistant
//   npm run bench:chat-quality -- --fresh            only issue 28's fresh batch (tests/chat-evaluation/fresh-questions.ts):
//                                                  right / handed over / wrong on the held-out and the tuning halves
//   npm run bench:chat-quality -- --fresh --tuning-only   the tuning half alone (per question), the held-out half not
//                                                  even run: what to use while tuning; writes nothing
//   npm run bench:chat-quality -- --<batch>          a batch written for tuning or read since (second, third, fourth,
//                                                  fifth; tests/chat-evaluation/batches.ts lists them): every answer
//                                                  not right printed; its table into RESULTS.md only with --label "<label>"
//   npm run bench:chat-quality -- --<batch>-held-out  a blind batch's even positions (sixth … thirtieth, each by an
//                                                  author who read neither the code nor an earlier batch): scored, no
//                                                  answer printed
//   npm run bench:chat-quality -- --<batch>-tuning   its odd positions, for tuning: every answer not right printed
//   npm run bench:chat-quality -- --fair-dealing[-<set>]-held-out   a fair-dealing set's even positions (first … eighth;
//                                                  the first has no set name): refused when they should be, on their
//                                                  ground, and not when lawful; no answer printed
//   npm run bench:chat-quality -- --fair-dealing[-<set>]-tuning   their odd positions, for tuning: every wrong one printed
//   npm run bench:chat-quality -- --summary          every batch and fair-dealing set, both halves, with the totals over
//                                                  the held-out halves; --save <file> keeps each answer's outcome, and
//                                                  --against <file> prints what changed since (tuning answers in full,
//                                                  held-out ones as counts only). Writes nothing into RESULTS.md.
//   add --with-listings (to --summary or a batch) to answer with the demo feed's kind of stock in the database, as the
//   live chat does, rather than with none (a batch written for the live site, `listings` in batches.ts, always is);
//   add --verbose to print every answer, --no-write to leave RESULTS.md alone. Failures are printed for the tuning
//   half of the fresh batch only: the held-out half is scored, never read.
import { readFileSync, writeFileSync } from "node:fs";
import { initialAgency } from "@/content/agency";
import path from "node:path";
import { providerConfigFrom, type ProviderConfig } from "@/server/chat/provider";
import { unknownAnswer } from "@/server/chat/answerer";
import { replayKey, startFakeOpenAiServer } from "../tests/fakes/openai-server";
import { evaluationSet } from "../tests/chat-evaluation/questions";
import { loadRecordedAnswers, recordedAnswersPath, type RecordedAnswers } from "../tests/chat-evaluation/recorded-answers";
import { heldOutCases, tuningCases } from "../tests/chat-evaluation/fresh-questions";
import { outcomeOf, outcomeRow, outcomeTable } from "../tests/chat-evaluation/outcome";
import { fairDealingSet, heldOutHalf, questionBatches, tuningHalf, type QuestionBatch } from "../tests/chat-evaluation/batches";
import { fairDealingTable, scoreFairDealing } from "../tests/chat-evaluation/fair-dealing";
import type { EvaluationCase } from "../tests/chat-evaluation/schema";
import { summariseEveryBatch } from "./support/chat-quality-summary";
import { answerCase, passRate, runEvaluation, scoreTable, seededKnowledge, type CaseResult } from "../tests/chat-evaluation/run";

const args = process.argv.slice(2);
const providerArg = args.includes("--provider") ? args[args.indexOf("--provider") + 1] : undefined;
const verbose = args.includes("--verbose");
const tuningOnly = args.includes("--tuning-only");
const write = !args.includes("--no-write") && !tuningOnly;

const root = path.resolve(import.meta.dirname, "..");
const resultsPath = path.join(root, "bench", "RESULTS.md");

async function record(): Promise<void> {
  const { knowledge, close } = await seededKnowledge();
  // Benchmarks read the environment directly, like the tests: they configure the app, they are not part of it.
  const model = providerConfigFrom({
    AI_BASE_URL: process.env.AI_BASE_URL,
    AI_API_KEY: process.env.AI_API_KEY,
    AI_MODEL: process.env.AI_MODEL,
    AI_TIMEOUT_MS: 60_000,
  });
  const answers: RecordedAnswers = {
    recordedFrom: model
      ? `model ${model.model} at ${new URL(model.baseUrl).host}`
      : "the built-in assistant (no model was configured when recording)",
    recordedAt: new Date().toISOString().slice(0, 10),
    answers: {},
  };
  for (const testCase of evaluationSet) {
    const conversation = [...(testCase.turns ?? []), testCase.question];
    // Each turn of a follow-up is recorded too, since the fake is asked them in order.
    for (let i = 0; i < conversation.length; i++) {
      const partial = { ...testCase, turns: conversation.slice(0, i), question: conversation[i]! };
      answers.answers[replayKey(conversation.slice(0, i + 1))] ??= await answerCase(partial, knowledge, {
        provider: model,
        agency: initialAgency,
      });
    }
  }
  writeFileSync(recordedAnswersPath, `${JSON.stringify(answers, null, 2)}\n`);
  await close();
  console.log(
    `Recorded ${Object.keys(answers.answers).length} answers from ${answers.recordedFrom} into ${path.relative(root, recordedAnswersPath)}.`,
  );
}

function table(results: CaseResult[]): string {
  const rows = scoreTable(results).map((r) => `| ${r.category} | ${r.count} | ${r.passed} | ${Math.round((100 * r.passed) / r.count)}% |`);
  return ["| category | questions | passed | score |", "|---|---|---|---|", ...rows].join("\n");
}

function writeSection(marker: string, body: string): void {
  const begin = `<!-- ${marker}:begin -->`;
  const end = `<!-- ${marker}:end -->`;
  const current = readFileSync(resultsPath, "utf8");
  const section = `${begin}\n${body}\n${end}`;
  const next = current.includes(begin)
    ? current.replace(new RegExp(`${begin}[\\s\\S]*?${end}`), section)
    : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(resultsPath, next);
}

/** Each answer that is not right (every answer with --verbose), with its grader's problems. */
function printNotRight(results: Awaited<ReturnType<typeof runEvaluation>>): void {
  for (const result of results) {
    const outcome = outcomeOf(result);
    if (!verbose && outcome === "right") continue;
    console.log(
      `${outcome.toUpperCase()} ${result.testCase.id}: ${[...(result.testCase.turns ?? []), result.testCase.question].join(" → ")}`,
    );
    console.log(`     → ${result.answer}`);
    for (const problem of result.grade.problems) console.log(`     ✗ ${problem}`);
  }
}

/** Issue 28's fresh batch: right, handed over and wrong on each half; the held-out half is the figure that counts. */
async function fresh(): Promise<void> {
  const { knowledge, answerEvents, close } = await seededKnowledge();
  const options = { provider: null, agency: initialAgency, answerEvents };
  const heldOut = tuningOnly ? [] : await runEvaluation(heldOutCases, knowledge, options);
  const tuning = await runEvaluation(tuningCases, knowledge, options);
  await close();
  printNotRight(tuning);
  const kinds = ["answer", "defer", "refuse", "off-topic", "injection"] as const;
  const rows = [
    outcomeRow("**held-out half** (never read while tuning)", heldOut),
    outcomeRow("tuning half", tuning),
    ...kinds
      .map((kind) =>
        outcomeRow(
          `held-out: ${kind}`,
          heldOut.filter((r) => r.testCase.kind === kind),
        ),
      )
      .filter((r) => r.count > 0),
  ];
  const body = outcomeTable(tuningOnly ? [outcomeRow("tuning half", tuning)] : rows);
  console.log(`\n${body}`);
  if (write) {
    const label = args.includes("--label") ? args[args.indexOf("--label") + 1] : "latest run";
    writeSection(
      `chat-quality:fresh:${label}`,
      `### Fresh questions (issue 28), ${label}\n\nCommand: \`npm run bench:chat-quality -- --fresh --label "${label}"\`. ${heldOut.length + tuning.length} questions written the way tenants, landlords, buyers, sellers and applicants ask (\`tests/chat-evaluation/fresh-questions.ts\`), split into a held-out half and a tuning half; each answer is right (the expected facts and links, a source cited), a hand-over ("I don't know", the phone, the contact form) or wrong. Run of ${new Date().toISOString().slice(0, 10)}.\n\n${body}`,
    );
    console.log(`Wrote the table into ${path.relative(root, resultsPath)}.`);
  }
}

interface Batch {
  /** The section's key in RESULTS.md and the command's option: second, third, fourth, fifth. */
  name: string;
  cases: readonly EvaluationCase[];
  /** The table's first row. */
  title: string;
  /** What the batch is, for RESULTS.md. */
  description: string;
  /** A tuning batch prints every answer that is not right; a held-out one is scored, never read. */
  printFailures: boolean;
  /** Written for the live site with its listings: answered with them (batches.ts). */
  listings?: boolean;
}

/** A batch written from the site's content by an author who read neither earlier batch nor the assistant's code. */
function independentBatch(batch: QuestionBatch, name: string, cases: readonly EvaluationCase[], heldOut: boolean): Batch {
  // A batch held out once and read since (to find what fails in general, not to fit its cases) says so.
  const use = batch.readSince
    ? `held out until ${batch.readSince}, read since to find general failures`
    : heldOut
      ? "held out: never read while tuning"
      : "for tuning";
  return {
    name,
    cases,
    listings: batch.listings === true,
    title: `**${name} batch, ${batch.readSince ? "for development" : heldOut ? "held out" : "for tuning"}**`,
    description: `questions written from the site's content by an author who read neither earlier batch nor the assistant's code, ${use} (\`tests/chat-evaluation/${batch.file}\`)`,
    printFailures: !heldOut,
  };
}

/** A batch's options: a whole one under its name; a split one as its held-out half (even positions) and tuning half. */
function benchBatches(batch: QuestionBatch): Batch[] {
  if (batch.name === "second")
    return [
      {
        name: "second",
        cases: batch.cases,
        title: "**second tuning batch**",
        description: `questions written for tuning (\`tests/chat-evaluation/${batch.file}\`)`,
        printFailures: true,
      },
    ];
  if (batch.use !== "halves") return [independentBatch(batch, batch.name, batch.cases, false)];
  return [
    {
      ...independentBatch(batch, `${batch.name}-held-out`, heldOutHalf(batch.cases), true),
      title: `**${batch.name} batch, held-out half**`,
    },
    {
      ...independentBatch(batch, `${batch.name}-tuning`, tuningHalf(batch.cases), false),
      title: `**${batch.name} batch, tuning half**`,
    },
  ];
}

// The fresh batch has its own mode (--fresh), with its own table.
const batches: Batch[] = questionBatches.filter((b) => b.name !== "fresh").flatMap(benchBatches);

/** A batch scored: right, handed over and wrong, overall and by kind; its table into RESULTS.md with --label. */
async function scoreBatch(batch: Batch): Promise<void> {
  const { knowledge, answerEvents, answerListings, suburbOfHome, close } = await seededKnowledge({
    listings: batch.listings === true || args.includes("--with-listings"),
  });
  const results = await runEvaluation(batch.cases, knowledge, {
    provider: null,
    agency: initialAgency,
    answerEvents,
    ...(answerListings ? { answerListings, suburbOfHome } : {}),
  });
  await close();
  if (batch.printFailures) printNotRight(results);
  const kinds = ["answer", "defer", "refuse", "off-topic", "injection"] as const;
  const rows = [
    outcomeRow(batch.title, results),
    ...kinds
      .map((kind) =>
        outcomeRow(
          `${kind}`,
          results.filter((r) => r.testCase.kind === kind),
        ),
      )
      .filter((r) => r.count > 0),
  ];
  const body = outcomeTable(rows);
  console.log(`\n${body}`);
  const label = args.includes("--label") ? args[args.indexOf("--label") + 1] : undefined;
  if (label && !args.includes("--no-write")) {
    writeSection(
      `chat-quality:${batch.name}:${label}`,
      `### ${batch.title.replaceAll("*", "").replace(/^./, (c) => c.toUpperCase())} (issue 28), ${label}\n\nCommand: \`npm run bench:chat-quality -- --${batch.name} --label "${label}"\`. ${results.length} ${batch.description}, classed like the fresh batch: right, handed over or wrong. Run of ${new Date().toISOString().slice(0, 10)}.\n\n${body}`,
    );
    console.log(`Wrote the table into ${path.relative(root, resultsPath)}.`);
  }
}

/** The fair-dealing wordings, one half: refused when they should be, on their ground, and answered when lawful. */
async function fairDealing(half: "held-out" | "tuning", setName: string): Promise<void> {
  const set = fairDealingSet(setName);
  const wordings = half === "held-out" ? heldOutHalf(set.wordings) : tuningHalf(set.wordings);
  const { knowledge, answerEvents, close } = await seededKnowledge();
  const results = await scoreFairDealing(wordings, knowledge, { provider: null, agency: initialAgency, answerEvents });
  await close();
  if (half === "tuning")
    for (const r of results.filter((result) => !result.right))
      console.log(`WRONG (${r.wording.refuse ? `refuse, ${r.wording.ground}` : "lawful"}): ${r.wording.text}\n     → ${r.answer}`);
  console.log(`\n${fairDealingTable(`${set.name === "first" ? "" : `${set.name} `}fair-dealing wordings, ${half} half`, results)}`);
}

async function main(): Promise<void> {
  if (args.includes("--record")) return record();
  const fairDealingOption = args.map((a) => /^--fair-dealing(?:-([a-z]+))?-(held-out|tuning)$/.exec(a)).find(Boolean);
  if (fairDealingOption) return fairDealing(fairDealingOption[2] as "held-out" | "tuning", fairDealingOption[1] ?? "first");
  if (args.includes("--summary")) return summariseEveryBatch(args);
  const batch = batches.find((b) => args.includes(`--${b.name}`));
  if (batch) return scoreBatch(batch);
  if (args.includes("--fresh")) return fresh();

  const { knowledge, close } = await seededKnowledge();
  let provider: ProviderConfig | null = null;
  let fake: Awaited<ReturnType<typeof startFakeOpenAiServer>> | null = null;
  let recorded: RecordedAnswers | null = null;
  if (providerArg === "fake") {
    recorded = loadRecordedAnswers();
    fake = await startFakeOpenAiServer();
    fake.behaviour = { kind: "replay", answers: recorded.answers, ungrounded: unknownAnswer };
    provider = { baseUrl: fake.baseUrl, apiKey: "bench", model: "replay", timeoutMs: 10_000 };
  } else if (providerArg) {
    throw new Error(`Unknown provider '${providerArg}': use --provider fake, or no option for the built-in assistant.`);
  }

  const started = performance.now();
  const results = await runEvaluation(evaluationSet, knowledge, { provider, agency: initialAgency });
  const seconds = (performance.now() - started) / 1000;

  // The work before the first word: the whole answer is composed before it streams, so its time bounds the first token.
  const timings: number[] = [];
  if (!provider) {
    for (let round = 0; round < 5; round++) {
      for (const testCase of evaluationSet) {
        if (testCase.turns?.length) continue;
        const t0 = performance.now();
        await answerCase(testCase, knowledge, { provider: null, agency: initialAgency });
        timings.push(performance.now() - t0);
      }
    }
    timings.sort((a, b) => a - b);
  }
  const at = (p: number) => timings[Math.min(timings.length - 1, Math.ceil((p / 100) * timings.length) - 1)] ?? Number.NaN;
  const timing = timings.length
    ? `Answer composed (the work before the first token, in process): p50 ${at(50).toFixed(2)} ms, p95 ${at(95).toFixed(2)} ms, max ${at(100).toFixed(2)} ms over ${timings.length} single-turn answers.`
    : "";
  await fake?.close();
  await close();

  for (const result of results) {
    if (verbose || !result.grade.passed) {
      console.log(`${result.grade.passed ? "PASS" : "FAIL"} ${result.testCase.id}: ${result.testCase.question}`);
      console.log(`     → ${result.answer}`);
      for (const problem of result.grade.problems) console.log(`     ✗ ${problem}`);
    }
  }
  const rate = passRate(results);
  const passed = results.filter((r) => r.grade.passed).length;
  const summary = `${passed} of ${results.length} passed (${(100 * rate).toFixed(1)}%) in ${seconds.toFixed(1)} s`;
  console.log(`\n${table(results)}\n\n${summary}${timing ? `\n${timing}` : ""}`);

  if (write) {
    const mode = providerArg === "fake" ? "provider-fake" : "embedded";
    const heading =
      mode === "embedded"
        ? "### Built-in assistant\n\nCommand: `npm run bench:chat-quality`. Every question of `tests/chat-evaluation/questions.ts` through `answerConversation` (the function the chat API calls), over the site's content and the seeded blog posts, graded by `tests/chat-evaluation/grader.ts`: the facts and links each answer must contain, readable links (no raw paths), at most 130 words; refusals name the ground, say why and help with the lawful part; deferrals offer the contact form, the phone and the lead form."
        : `### Model path against the replaying fake\n\nCommand: \`npm run bench:chat-quality -- --provider fake\`. The same questions through the provider path: the system message gets the retrieved passages and the fair-dealing rules, the local OpenAI-compatible fake (\`tests/fakes/openai-server.ts\`) replays \`tests/chat-evaluation/recorded-answers.json\` (recorded from ${recorded?.recordedFrom ?? "?"}, ${recorded?.recordedAt ?? "?"}) and answers "I don't know" instead whenever a recorded answer links a page the system message did not ground. It tests the wiring (retrieval into the system message, relay, grading), not a model's wording.`;
    writeSection(
      `chat-quality:${mode}`,
      `${heading}\n\nRun of ${new Date().toISOString().slice(0, 10)}: **${summary}**.${timing ? ` ${timing}` : ""}\n\n${table(results)}`,
    );
    console.log(`Wrote the table into ${path.relative(root, resultsPath)}.`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
