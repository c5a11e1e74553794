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
//   npm run bench:chat-quality -- --second           the second tuning batch (tests/chat-evaluation/second-tuning-questions.ts),
//                                                  written by hand for tuning: every answer not right is printed; writes
//                                                  its table into RESULTS.md only with --label "<label>"
//   npm run bench:chat-quality -- --third            the third batch (tests/chat-evaluation/third-held-out-questions.ts),
//                                                  held out until 30 November 2026, read since to find general
//                                                  failures: scored and printed like --second
//   npm run bench:chat-quality -- --fourth           the fourth batch (tests/chat-evaluation/fourth-tuning-questions.ts),
//                                                  written from the site's content by an author who read neither earlier
//                                                  batch nor the code, for tuning: scored and printed like --second
//   npm run bench:chat-quality -- --fifth            the fifth batch (tests/chat-evaluation/fifth-held-out-questions.ts), by
//                                                  another such author, held out until 30 November 2026: like --third
//   npm run bench:chat-quality -- --sixth-held-out   the sixth batch's even positions (tests/chat-evaluation/sixth-questions.ts),
//                                                  by a fifth such author, held out: scored, no answer printed
//   npm run bench:chat-quality -- --sixth-tuning     its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --seventh-held-out the seventh batch's even positions (tests/chat-evaluation/seventh-questions.ts),
//                                                  by a sixth such author, held out: scored, no answer printed
//   npm run bench:chat-quality -- --seventh-tuning   its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --eighth-held-out  the eighth batch's even positions (tests/chat-evaluation/eighth-questions.ts),
//                                                  by a seventh such author, held out: scored, no answer printed
//   npm run bench:chat-quality -- --eighth-tuning    its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --ninth-held-out   the ninth batch's even positions (tests/chat-evaluation/ninth-questions.ts),
//                                                  by an eighth such author, held out: scored, no answer printed
//   npm run bench:chat-quality -- --ninth-tuning     its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --tenth-held-out   the tenth batch's even positions (tests/chat-evaluation/tenth-questions.ts),
//                                                  by a ninth such author, held out: scored, no answer printed
//   npm run bench:chat-quality -- --tenth-tuning     its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --eleventh-held-out   the eleventh batch's even positions
//                                                  (tests/chat-evaluation/eleventh-questions.ts), by a tenth such author,
//                                                  held out: scored, no answer printed
//   npm run bench:chat-quality -- --eleventh-tuning  its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --twelfth-held-out   the twelfth batch's even positions
//                                                  (tests/chat-evaluation/twelfth-questions.ts), by an eleventh such
//                                                  author, held out: scored, no answer printed
//   npm run bench:chat-quality -- --twelfth-tuning  its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --thirteenth-held-out   the thirteenth batch's even positions
//                                                  (tests/chat-evaluation/thirteenth-questions.ts), by a twelfth such
//                                                  author, held out: scored, no answer printed
//   npm run bench:chat-quality -- --thirteenth-tuning  its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --fourteenth-held-out   the fourteenth batch's even positions
//                                                  (tests/chat-evaluation/fourteenth-questions.ts), by a thirteenth such
//                                                  author, held out: scored, no answer printed
//   npm run bench:chat-quality -- --fourteenth-tuning  its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --fifteenth-held-out   the fifteenth batch's even positions
//                                                  (tests/chat-evaluation/fifteenth-questions.ts), by a fourteenth such
//                                                  author, held out: scored, no answer printed
//   npm run bench:chat-quality -- --fifteenth-tuning  its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --sixteenth-held-out   the sixteenth batch's even positions
//                                                  (tests/chat-evaluation/sixteenth-questions.ts), by a fifteenth such
//                                                  author, held out: scored, no answer printed
//   npm run bench:chat-quality -- --sixteenth-tuning  its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --seventeenth-held-out   the seventeenth batch's even positions
//                                                  (tests/chat-evaluation/seventeenth-questions.ts), by a sixteenth such
//                                                  author, held out: scored, no answer printed
//   npm run bench:chat-quality -- --seventeenth-tuning  its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --eighteenth-held-out   the eighteenth batch's even positions
//                                                  (tests/chat-evaluation/eighteenth-questions.ts), by a seventeenth such
//                                                  author, held out: scored, no answer printed
//   npm run bench:chat-quality -- --eighteenth-tuning  its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --nineteenth-held-out   the nineteenth batch's even positions
//                                                  (tests/chat-evaluation/nineteenth-questions.ts), by an eighteenth such
//                                                  author, held out: scored, no answer printed
//   npm run bench:chat-quality -- --nineteenth-tuning  its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --twentieth-held-out   the twentieth batch's even positions
//                                                  (tests/chat-evaluation/twentieth-questions.ts), by a nineteenth such
//                                                  author, held out: scored, no answer printed
//   npm run bench:chat-quality -- --twentieth-tuning  its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --twenty-first-held-out   the twenty-first batch's even positions
//                                                  (tests/chat-evaluation/twenty-first-questions.ts), by a twentieth such
//                                                  author, held out: scored, no answer printed
//   npm run bench:chat-quality -- --twenty-first-tuning  its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --twenty-second-held-out   the twenty-second batch's even positions
//                                                  (tests/chat-evaluation/twenty-second-questions.ts), by a twenty-first
//                                                  such author, held out: scored, no answer printed
//   npm run bench:chat-quality -- --twenty-second-tuning  its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --twenty-third-held-out   the twenty-third batch's even positions
//                                                  (tests/chat-evaluation/twenty-third-questions.ts), by a twenty-second
//                                                  such author, held out: scored, no answer printed
//   npm run bench:chat-quality -- --twenty-third-tuning  its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --twenty-fourth-held-out   the twenty-fourth batch's even positions
//                                                  (tests/chat-evaluation/twenty-fourth-questions.ts), by a twenty-third
//                                                  such author, held out: scored, no answer printed
//   npm run bench:chat-quality -- --twenty-fourth-tuning  its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --twenty-fifth-held-out   the twenty-fifth batch's even positions
//                                                  (tests/chat-evaluation/twenty-fifth-questions.ts), by a twenty-fourth
//                                                  such author, held out: scored, no answer printed
//   npm run bench:chat-quality -- --twenty-fifth-tuning  its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --twenty-sixth-held-out   the twenty-sixth batch's even positions
//                                                  (tests/chat-evaluation/twenty-sixth-questions.ts), by a twenty-fifth
//                                                  such author, held out: scored, no answer printed
//   npm run bench:chat-quality -- --twenty-sixth-tuning  its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --twenty-seventh-held-out   the twenty-seventh batch's even positions
//                                                  (tests/chat-evaluation/twenty-seventh-questions.ts), by a twenty-sixth
//                                                  such author, held out: scored, no answer printed
//   npm run bench:chat-quality -- --twenty-seventh-tuning  its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --twenty-eighth-held-out   the twenty-eighth batch's even positions
//                                                  (tests/chat-evaluation/twenty-eighth-questions.ts), by a twenty-seventh
//                                                  such author, held out: scored, no answer printed
//   npm run bench:chat-quality -- --twenty-eighth-tuning  its odd positions, for tuning: scored and printed like --fourth
//   npm run bench:chat-quality -- --fair-dealing-held-out   the fair-dealing wordings' even positions
//                                                  (tests/chat-evaluation/fair-dealing-wordings.ts): refused when they
//                                                  should be, on their ground, and not when lawful; no answer printed
//   npm run bench:chat-quality -- --fair-dealing-tuning  their odd positions, for tuning: every wrong one printed
//   npm run bench:chat-quality -- --fair-dealing-second-held-out   the second fair-dealing wordings' even positions
//                                                  (tests/chat-evaluation/fair-dealing-wordings-second.ts), like the first
//   npm run bench:chat-quality -- --fair-dealing-second-tuning  their odd positions, for tuning, like the first
//   npm run bench:chat-quality -- --fair-dealing-third-held-out   the third set's even positions
//                                                  (tests/chat-evaluation/fair-dealing-wordings-third.ts), like the first
//   npm run bench:chat-quality -- --fair-dealing-third-tuning  their odd positions, for tuning, like the first
//   npm run bench:chat-quality -- --fair-dealing-fourth-held-out   the fourth set's even positions
//                                                  (tests/chat-evaluation/fair-dealing-wordings-fourth.ts), like the first
//   npm run bench:chat-quality -- --fair-dealing-fourth-tuning  their odd positions, for tuning, like the first
//   npm run bench:chat-quality -- --fair-dealing-fifth-held-out   the fifth set's even positions
//                                                  (tests/chat-evaluation/fair-dealing-wordings-fifth.ts), like the first
//   npm run bench:chat-quality -- --fair-dealing-fifth-tuning  their odd positions, for tuning, like the first
//   npm run bench:chat-quality -- --fair-dealing-sixth-held-out   the sixth set's even positions
//                                                  (tests/chat-evaluation/fair-dealing-wordings-sixth.ts), like the first
//   npm run bench:chat-quality -- --fair-dealing-sixth-tuning  their odd positions, for tuning, like the first
//   npm run bench:chat-quality -- --fair-dealing-seventh-held-out   the seventh set's even positions
//                                                  (tests/chat-evaluation/fair-dealing-wordings-seventh.ts), like the first
//   npm run bench:chat-quality -- --fair-dealing-seventh-tuning  their odd positions, for tuning, like the first
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
import { secondTuningCases } from "../tests/chat-evaluation/second-tuning-questions";
import { thirdHeldOutQuestions } from "../tests/chat-evaluation/third-held-out-questions";
import { fourthTuningQuestions } from "../tests/chat-evaluation/fourth-tuning-questions";
import { fifthHeldOutQuestions } from "../tests/chat-evaluation/fifth-held-out-questions";
import { sixthQuestions } from "../tests/chat-evaluation/sixth-questions";
import { seventhQuestions } from "../tests/chat-evaluation/seventh-questions";
import { eighthQuestions } from "../tests/chat-evaluation/eighth-questions";
import { ninthQuestions } from "../tests/chat-evaluation/ninth-questions";
import { tenthQuestions } from "../tests/chat-evaluation/tenth-questions";
import { eleventhQuestions } from "../tests/chat-evaluation/eleventh-questions";
import { twelfthQuestions } from "../tests/chat-evaluation/twelfth-questions";
import { thirteenthQuestions } from "../tests/chat-evaluation/thirteenth-questions";
import { fourteenthQuestions } from "../tests/chat-evaluation/fourteenth-questions";
import { fifteenthQuestions } from "../tests/chat-evaluation/fifteenth-questions";
import { sixteenthQuestions } from "../tests/chat-evaluation/sixteenth-questions";
import { seventeenthQuestions } from "../tests/chat-evaluation/seventeenth-questions";
import { eighteenthQuestions } from "../tests/chat-evaluation/eighteenth-questions";
import { nineteenthQuestions } from "../tests/chat-evaluation/nineteenth-questions";
import { twentiethQuestions } from "../tests/chat-evaluation/twentieth-questions";
import { twentyFirstQuestions } from "../tests/chat-evaluation/twenty-first-questions";
import { twentySecondQuestions } from "../tests/chat-evaluation/twenty-second-questions";
import { twentyThirdQuestions } from "../tests/chat-evaluation/twenty-third-questions";
import { twentyFourthQuestions } from "../tests/chat-evaluation/twenty-fourth-questions";
import { twentyFifthQuestions } from "../tests/chat-evaluation/twenty-fifth-questions";
import { twentySixthQuestions } from "../tests/chat-evaluation/twenty-sixth-questions";
import { twentySeventhQuestions } from "../tests/chat-evaluation/twenty-seventh-questions";
import { twentyEighthQuestions } from "../tests/chat-evaluation/twenty-eighth-questions";
import { outcomeOf, outcomeRow, outcomeTable } from "../tests/chat-evaluation/outcome";
import { fairDealingWordings } from "../tests/chat-evaluation/fair-dealing-wordings";
import { secondFairDealingWordings } from "../tests/chat-evaluation/fair-dealing-wordings-second";
import { thirdFairDealingWordings } from "../tests/chat-evaluation/fair-dealing-wordings-third";
import { fourthFairDealingWordings } from "../tests/chat-evaluation/fair-dealing-wordings-fourth";
import { fifthFairDealingWordings } from "../tests/chat-evaluation/fair-dealing-wordings-fifth";
import { sixthFairDealingWordings } from "../tests/chat-evaluation/fair-dealing-wordings-sixth";
import { seventhFairDealingWordings } from "../tests/chat-evaluation/fair-dealing-wordings-seventh";
import { fairDealingTable, scoreFairDealing } from "../tests/chat-evaluation/fair-dealing";
import type { EvaluationCase } from "../tests/chat-evaluation/schema";
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
}

/** A batch written from the site's content by an author who read neither earlier batch nor the assistant's code. */
function independentBatch(
  name: string,
  cases: readonly EvaluationCase[],
  file: string,
  { heldOut, readSince }: { heldOut: boolean; readSince?: string },
): Batch {
  // A batch held out once and read since (to find what fails in general, not to fit its cases) says so.
  const use = readSince
    ? `held out until ${readSince}, read since to find general failures`
    : heldOut
      ? "held out: never read while tuning"
      : "for tuning";
  return {
    name,
    cases,
    title: `**${name} batch, ${readSince ? "for development" : heldOut ? "held out" : "for tuning"}**`,
    description: `questions written from the site's content by an author who read neither earlier batch nor the assistant's code, ${use} (\`tests/chat-evaluation/${file}\`)`,
    printFailures: !heldOut,
  };
}

/** A batch split in two: even positions held out, odd ones for tuning (the cases come in pairs of the same kind). */
function halves(name: string, cases: readonly EvaluationCase[], file: string): Batch[] {
  return [
    {
      ...independentBatch(
        `${name}-held-out`,
        cases.filter((_, i) => i % 2 === 0),
        file,
        { heldOut: true },
      ),
      title: `**${name} batch, held-out half**`,
    },
    {
      ...independentBatch(
        `${name}-tuning`,
        cases.filter((_, i) => i % 2 === 1),
        file,
        { heldOut: false },
      ),
      title: `**${name} batch, tuning half**`,
    },
  ];
}

const batches: Batch[] = [
  {
    name: "second",
    cases: secondTuningCases,
    title: "**second tuning batch**",
    description: "questions written for tuning (`tests/chat-evaluation/second-tuning-questions.ts`)",
    printFailures: true,
  },
  independentBatch("third", thirdHeldOutQuestions, "third-held-out-questions.ts", { heldOut: false, readSince: "30 November 2026" }),
  independentBatch("fourth", fourthTuningQuestions, "fourth-tuning-questions.ts", { heldOut: false }),
  independentBatch("fifth", fifthHeldOutQuestions, "fifth-held-out-questions.ts", { heldOut: false, readSince: "30 November 2026" }),
  ...halves("sixth", sixthQuestions, "sixth-questions.ts"),
  ...halves("seventh", seventhQuestions, "seventh-questions.ts"),
  ...halves("eighth", eighthQuestions, "eighth-questions.ts"),
  ...halves("ninth", ninthQuestions, "ninth-questions.ts"),
  ...halves("tenth", tenthQuestions, "tenth-questions.ts"),
  ...halves("eleventh", eleventhQuestions, "eleventh-questions.ts"),
  ...halves("twelfth", twelfthQuestions, "twelfth-questions.ts"),
  ...halves("thirteenth", thirteenthQuestions, "thirteenth-questions.ts"),
  ...halves("fourteenth", fourteenthQuestions, "fourteenth-questions.ts"),
  ...halves("fifteenth", fifteenthQuestions, "fifteenth-questions.ts"),
  ...halves("sixteenth", sixteenthQuestions, "sixteenth-questions.ts"),
  ...halves("seventeenth", seventeenthQuestions, "seventeenth-questions.ts"),
  ...halves("eighteenth", eighteenthQuestions, "eighteenth-questions.ts"),
  ...halves("nineteenth", nineteenthQuestions, "nineteenth-questions.ts"),
  ...halves("twentieth", twentiethQuestions, "twentieth-questions.ts"),
  ...halves("twenty-first", twentyFirstQuestions, "twenty-first-questions.ts"),
  ...halves("twenty-second", twentySecondQuestions, "twenty-second-questions.ts"),
  ...halves("twenty-third", twentyThirdQuestions, "twenty-third-questions.ts"),
  ...halves("twenty-fourth", twentyFourthQuestions, "twenty-fourth-questions.ts"),
  ...halves("twenty-fifth", twentyFifthQuestions, "twenty-fifth-questions.ts"),
  ...halves("twenty-sixth", twentySixthQuestions, "twenty-sixth-questions.ts"),
  ...halves("twenty-seventh", twentySeventhQuestions, "twenty-seventh-questions.ts"),
  ...halves("twenty-eighth", twentyEighthQuestions, "twenty-eighth-questions.ts"),
];

/** A batch scored: right, handed over and wrong, overall and by kind; its table into RESULTS.md with --label. */
async function scoreBatch(batch: Batch): Promise<void> {
  const { knowledge, answerEvents, close } = await seededKnowledge();
  const results = await runEvaluation(batch.cases, knowledge, { provider: null, agency: initialAgency, answerEvents });
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
const fairDealingSets = {
  first: fairDealingWordings,
  second: secondFairDealingWordings,
  third: thirdFairDealingWordings,
  fourth: fourthFairDealingWordings,
  fifth: fifthFairDealingWordings,
  sixth: sixthFairDealingWordings,
  seventh: seventhFairDealingWordings,
};

async function fairDealing(half: "held-out" | "tuning", set: keyof typeof fairDealingSets = "first"): Promise<void> {
  const wordings = fairDealingSets[set].filter((_, i) => i % 2 === (half === "held-out" ? 0 : 1));
  const { knowledge, answerEvents, close } = await seededKnowledge();
  const results = await scoreFairDealing(wordings, knowledge, { provider: null, agency: initialAgency, answerEvents });
  await close();
  if (half === "tuning")
    for (const r of results.filter((result) => !result.right))
      console.log(`WRONG (${r.wording.refuse ? `refuse, ${r.wording.ground}` : "lawful"}): ${r.wording.text}\n     → ${r.answer}`);
  console.log(`\n${fairDealingTable(`${set === "first" ? "" : `${set} `}fair-dealing wordings, ${half} half`, results)}`);
}

async function main(): Promise<void> {
  if (args.includes("--record")) return record();
  if (args.includes("--fair-dealing-held-out")) return fairDealing("held-out");
  if (args.includes("--fair-dealing-tuning")) return fairDealing("tuning");
  if (args.includes("--fair-dealing-second-held-out")) return fairDealing("held-out", "second");
  if (args.includes("--fair-dealing-second-tuning")) return fairDealing("tuning", "second");
  if (args.includes("--fair-dealing-third-held-out")) return fairDealing("held-out", "third");
  if (args.includes("--fair-dealing-third-tuning")) return fairDealing("tuning", "third");
  if (args.includes("--fair-dealing-fourth-held-out")) return fairDealing("held-out", "fourth");
  if (args.includes("--fair-dealing-fourth-tuning")) return fairDealing("tuning", "fourth");
  if (args.includes("--fair-dealing-fifth-held-out")) return fairDealing("held-out", "fifth");
  if (args.includes("--fair-dealing-fifth-tuning")) return fairDealing("tuning", "fifth");
  if (args.includes("--fair-dealing-sixth-held-out")) return fairDealing("held-out", "sixth");
  if (args.includes("--fair-dealing-sixth-tuning")) return fairDealing("tuning", "sixth");
  if (args.includes("--fair-dealing-seventh-held-out")) return fairDealing("held-out", "seventh");
  if (args.includes("--fair-dealing-seventh-tuning")) return fairDealing("tuning", "seventh");
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
