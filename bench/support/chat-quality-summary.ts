// `npm run bench:chat-quality -- --summary`: every batch of issue 28's evaluation and every fair-dealing set, both
// halves, in one run, with the totals over the held-out halves, the figure that counts. With --save <file> each
// answer's outcome is kept; with --against <file> what changed since is printed: a tuning or development answer in
// full, a held-out one only as a count, so that comparing two versions of the code never reads a held-out answer.
import { readFileSync, writeFileSync } from "node:fs";
import { initialAgency } from "@/content/agency";
import { evaluationSet } from "../../tests/chat-evaluation/questions";
import { fairDealingSets, heldOutHalf, questionBatches, tuningHalf, type QuestionBatch } from "../../tests/chat-evaluation/batches";
import { scoreFairDealing } from "../../tests/chat-evaluation/fair-dealing";
import { outcomeOf, outcomeRow, outcomeTable, type OutcomeRow, type Outcome } from "../../tests/chat-evaluation/outcome";
import { runEvaluation, seededKnowledge, type CaseResult } from "../../tests/chat-evaluation/run";

type Half = "held-out" | "tuning" | "whole";

/** One answer's outcome, keyed by case id (fair-dealing wordings by set and position). */
interface Saved {
  half: Half;
  outcome: Outcome;
  question: string;
  answer: string;
}

const sum = (label: string, rows: readonly OutcomeRow[]): OutcomeRow => ({
  label,
  count: rows.reduce((n, r) => n + r.count, 0),
  right: rows.reduce((n, r) => n + r.right, 0),
  handedOver: rows.reduce((n, r) => n + r.handedOver, 0),
  wrong: rows.reduce((n, r) => n + r.wrong, 0),
});

export async function summariseEveryBatch(args: readonly string[]): Promise<void> {
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  // (--with-listings: with the demo feed's kind of stock, answered from as the live chat does.)
  const withListings = args.includes("--with-listings");
  const { knowledge, answerEvents, answerListings, close } = await seededKnowledge({ listings: withListings });
  const options = { provider: null, agency: initialAgency, answerEvents, ...(answerListings ? { answerListings } : {}) };
  // A batch written for the live site with its listings is always answered with them.
  const live = !withListings && questionBatches.some((b) => b.listings) ? await seededKnowledge({ listings: true }) : null;
  const answeredAs = (batch: QuestionBatch) =>
    batch.listings && live
      ? {
          knowledge: live.knowledge,
          options: { provider: null, agency: initialAgency, answerEvents: live.answerEvents, answerListings: live.answerListings! },
        }
      : { knowledge, options };
  const saved: Record<string, Saved> = {};
  const keep = (half: Half, results: readonly CaseResult[]) => {
    for (const r of results)
      saved[r.testCase.id] = {
        half,
        outcome: outcomeOf(r),
        question: [...(r.testCase.turns ?? []), r.testCase.question].join(" || "),
        answer: r.answer,
      };
  };

  const heldOutRows: OutcomeRow[] = [];
  const tuningRows: OutcomeRow[] = [];
  const wholeRows: OutcomeRow[] = [];
  for (const batch of questionBatches) {
    const as = answeredAs(batch);
    if (batch.use === "halves") {
      const heldOut = await runEvaluation(heldOutHalf(batch.cases), as.knowledge, as.options);
      const tuning = await runEvaluation(tuningHalf(batch.cases), as.knowledge, as.options);
      keep("held-out", heldOut);
      keep("tuning", tuning);
      heldOutRows.push(outcomeRow(`${batch.name}, held-out half`, heldOut));
      tuningRows.push(outcomeRow(`${batch.name}, tuning half`, tuning));
    } else {
      const whole = await runEvaluation(batch.cases, as.knowledge, as.options);
      keep("whole", whole);
      wholeRows.push(outcomeRow(`${batch.name} (${batch.use})`, whole));
    }
  }
  const first = await runEvaluation(evaluationSet, knowledge, options);
  keep("whole", first);

  const fairDealingLines: string[] = [];
  let fairDealingHeldOut = 0;
  let fairDealingHeldOutCount = 0;
  for (const set of fairDealingSets) {
    for (const half of ["held-out", "tuning"] as const) {
      const wordings = half === "held-out" ? heldOutHalf(set.wordings) : tuningHalf(set.wordings);
      const results = await scoreFairDealing(wordings, knowledge, options);
      results.forEach((r, i) => {
        saved[`fair-dealing-${set.name}-${half}-${i}`] = {
          half,
          outcome: r.right ? "right" : "wrong",
          question: r.wording.text,
          answer: r.answer,
        };
      });
      const right = results.filter((r) => r.right).length;
      if (half === "held-out") {
        fairDealingHeldOut += right;
        fairDealingHeldOutCount += results.length;
      }
      fairDealingLines.push(`| ${set.name}, ${half} half | ${results.length} | ${right} | ${results.length - right} |`);
    }
  }
  await close();
  await live?.close();

  console.log(
    outcomeTable([
      ...heldOutRows,
      sum("**all held-out halves**", heldOutRows),
      ...tuningRows,
      sum("all tuning halves", tuningRows),
      ...wholeRows,
    ]),
  );
  console.log(`\nThe first evaluation set: ${first.filter((r) => r.grade.passed).length} of ${first.length} passed.\n`);
  console.log(
    [
      "| fair-dealing wordings | count | right | wrong |",
      "|---|---|---|---|",
      ...fairDealingLines,
      `| **all held-out halves** | ${fairDealingHeldOutCount} | ${fairDealingHeldOut} | ${fairDealingHeldOutCount - fairDealingHeldOut} |`,
    ].join("\n"),
  );

  const savePath = option("--save");
  if (savePath) writeFileSync(savePath, `${JSON.stringify(saved, null, 1)}\n`);
  const againstPath = option("--against");
  if (againstPath) printChanges(JSON.parse(readFileSync(againstPath, "utf8")) as Record<string, Saved>, saved);
}

/** What changed between two runs: a held-out answer only counted, any other printed with its new answer. */
function printChanges(before: Record<string, Saved>, after: Record<string, Saved>): void {
  const heldOutMoves = new Map<string, number>();
  console.log("\nChanged since the saved run:");
  for (const [id, now] of Object.entries(after)) {
    const was = before[id];
    if (!was || (was.outcome === now.outcome && was.answer === now.answer)) continue;
    if (now.half === "held-out") {
      const move = `${was.outcome} -> ${now.outcome}`;
      heldOutMoves.set(move, (heldOutMoves.get(move) ?? 0) + 1);
      continue;
    }
    console.log(`${was.outcome.toUpperCase()} -> ${now.outcome.toUpperCase()} ${id}: ${now.question}\n     → ${now.answer}`);
  }
  for (const [move, count] of heldOutMoves) console.log(`HELD-OUT answers changed, ${move}: ${count}`);
}
