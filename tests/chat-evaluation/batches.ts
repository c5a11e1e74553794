import { freshCases } from "./fresh-questions";
import { secondTuningCases } from "./second-tuning-questions";
import { thirdHeldOutQuestions } from "./third-held-out-questions";
import { fourthTuningQuestions } from "./fourth-tuning-questions";
import { fifthHeldOutQuestions } from "./fifth-held-out-questions";
import { sixthQuestions } from "./sixth-questions";
import { seventhQuestions } from "./seventh-questions";
import { eighthQuestions } from "./eighth-questions";
import { ninthQuestions } from "./ninth-questions";
import { tenthQuestions } from "./tenth-questions";
import { eleventhQuestions } from "./eleventh-questions";
import { twelfthQuestions } from "./twelfth-questions";
import { thirteenthQuestions } from "./thirteenth-questions";
import { fourteenthQuestions } from "./fourteenth-questions";
import { fifteenthQuestions } from "./fifteenth-questions";
import { sixteenthQuestions } from "./sixteenth-questions";
import { seventeenthQuestions } from "./seventeenth-questions";
import { eighteenthQuestions } from "./eighteenth-questions";
import { nineteenthQuestions } from "./nineteenth-questions";
import { twentiethQuestions } from "./twentieth-questions";
import { twentyFirstQuestions } from "./twenty-first-questions";
import { twentySecondQuestions } from "./twenty-second-questions";
import { twentyThirdQuestions } from "./twenty-third-questions";
import { twentyFourthQuestions } from "./twenty-fourth-questions";
import { twentyFifthQuestions } from "./twenty-fifth-questions";
import { twentySixthQuestions } from "./twenty-sixth-questions";
import { twentySeventhQuestions } from "./twenty-seventh-questions";
import { twentyEighthQuestions } from "./twenty-eighth-questions";
import { twentyNinthQuestions } from "./twenty-ninth-questions";
import { thirtiethQuestions } from "./thirtieth-questions";
import { thirtyFirstQuestions } from "./thirty-first-questions";
import { thirtySecondQuestions } from "./thirty-second-questions";
import { thirtyThirdQuestions } from "./thirty-third-questions";
import { thirtyFourthQuestions } from "./thirty-fourth-questions";
import { thirtyFifthQuestions } from "./thirty-fifth-questions";
import { thirtySixthQuestions } from "./thirty-sixth-questions";
import { thirtySeventhQuestions } from "./thirty-seventh-questions";
import { thirtyEighthQuestions } from "./thirty-eighth-questions";
import { thirtyNinthQuestions } from "./thirty-ninth-questions";
import { fortiethQuestions } from "./fortieth-questions";
import { fortyFirstQuestions } from "./forty-first-questions";
import { fortySecondQuestions } from "./forty-second-questions";
import { fortyThirdQuestions } from "./forty-third-questions";
import { fortyFourthQuestions } from "./forty-fourth-questions";
import { fortyFifthQuestions } from "./forty-fifth-questions";
import { fortySixthQuestions } from "./forty-sixth-questions";
import { fortySeventhQuestions } from "./forty-seventh-questions";
import { fortyEighthQuestions } from "./forty-eighth-questions";
import { fortyNinthQuestions } from "./forty-ninth-questions";
import { fairDealingWordings, type FairDealingWording } from "./fair-dealing-wordings";
import { secondFairDealingWordings } from "./fair-dealing-wordings-second";
import { thirdFairDealingWordings } from "./fair-dealing-wordings-third";
import { fourthFairDealingWordings } from "./fair-dealing-wordings-fourth";
import { fifthFairDealingWordings } from "./fair-dealing-wordings-fifth";
import { sixthFairDealingWordings } from "./fair-dealing-wordings-sixth";
import { seventhFairDealingWordings } from "./fair-dealing-wordings-seventh";
import { eighthFairDealingWordings } from "./fair-dealing-wordings-eighth";
import { ninthFairDealingWordings } from "./fair-dealing-wordings-ninth";
import { tenthFairDealingWordings } from "./fair-dealing-wordings-tenth";
import type { EvaluationCase } from "./schema";

/**
 * Every batch of issue 28's evaluation in one list, in the order they were written, so that the bench and the tests
 * name a batch instead of importing its file. A new batch is one line here.
 *
 * - `halves`: blind, in pairs of one kind; the even positions are held out (scored, never read while tuning), the odd
 *   ones are for tuning.
 * - `tuning`: written for tuning, read whole.
 * - `development`: held out once, read since (`readSince`) to find what fails in general.
 */
export interface QuestionBatch {
  /** Its name in the bench's options and tables: "fresh", "sixth", "twenty-eighth". */
  name: string;
  /** Its file in tests/chat-evaluation/. */
  file: string;
  cases: readonly EvaluationCase[];
  use: "halves" | "tuning" | "development";
  readSince?: string;
  /**
   * Written for the live site with its listings (homes for sale, for rent and sold): always answered with the demo
   * feed's kind of stock in the database, as the live chat answers, whether or not the run is --with-listings.
   */
  listings?: true;
}

export interface FairDealingSet {
  /** "first" … "tenth": the bench's option is --fair-dealing-<name>-held-out (the first set's is --fair-dealing-held-out). */
  name: string;
  file: string;
  wordings: readonly FairDealingWording[];
}

/** The held-out half: even positions. */
export const heldOutHalf = <T>(items: readonly T[]): T[] => items.filter((_, i) => i % 2 === 0);
/** The tuning half: odd positions. */
export const tuningHalf = <T>(items: readonly T[]): T[] => items.filter((_, i) => i % 2 === 1);

const split = (name: string, cases: readonly EvaluationCase[], { listings = false } = {}): QuestionBatch => ({
  name,
  file: `${name}-questions.ts`,
  cases,
  use: "halves",
  ...(listings ? { listings: true as const } : {}),
});

export const questionBatches: readonly QuestionBatch[] = [
  { name: "fresh", file: "fresh-questions.ts", cases: freshCases, use: "halves" },
  { name: "second", file: "second-tuning-questions.ts", cases: secondTuningCases, use: "tuning" },
  {
    name: "third",
    file: "third-held-out-questions.ts",
    cases: thirdHeldOutQuestions,
    use: "development",
    readSince: "30 November 2026",
  },
  { name: "fourth", file: "fourth-tuning-questions.ts", cases: fourthTuningQuestions, use: "tuning" },
  {
    name: "fifth",
    file: "fifth-held-out-questions.ts",
    cases: fifthHeldOutQuestions,
    use: "development",
    readSince: "30 November 2026",
  },
  split("sixth", sixthQuestions),
  split("seventh", seventhQuestions),
  split("eighth", eighthQuestions),
  split("ninth", ninthQuestions),
  split("tenth", tenthQuestions),
  split("eleventh", eleventhQuestions),
  split("twelfth", twelfthQuestions),
  split("thirteenth", thirteenthQuestions),
  split("fourteenth", fourteenthQuestions),
  split("fifteenth", fifteenthQuestions),
  split("sixteenth", sixteenthQuestions),
  split("seventeenth", seventeenthQuestions),
  split("eighteenth", eighteenthQuestions),
  split("nineteenth", nineteenthQuestions),
  split("twentieth", twentiethQuestions),
  split("twenty-first", twentyFirstQuestions),
  split("twenty-second", twentySecondQuestions),
  split("twenty-third", twentyThirdQuestions),
  split("twenty-fourth", twentyFourthQuestions),
  split("twenty-fifth", twentyFifthQuestions),
  split("twenty-sixth", twentySixthQuestions),
  split("twenty-seventh", twentySeventhQuestions),
  split("twenty-eighth", twentyEighthQuestions),
  split("twenty-ninth", twentyNinthQuestions),
  split("thirtieth", thirtiethQuestions),
  split("thirty-first", thirtyFirstQuestions),
  split("thirty-second", thirtySecondQuestions),
  split("thirty-third", thirtyThirdQuestions),
  split("thirty-fourth", thirtyFourthQuestions),
  split("thirty-fifth", thirtyFifthQuestions),
  split("thirty-sixth", thirtySixthQuestions),
  split("thirty-seventh", thirtySeventhQuestions),
  split("thirty-eighth", thirtyEighthQuestions, { listings: true }),
  split("thirty-ninth", thirtyNinthQuestions, { listings: true }),
  split("fortieth", fortiethQuestions, { listings: true }),
  split("forty-first", fortyFirstQuestions, { listings: true }),
  split("forty-second", fortySecondQuestions, { listings: true }),
  split("forty-third", fortyThirdQuestions, { listings: true }),
  split("forty-fourth", fortyFourthQuestions, { listings: true }),
  split("forty-fifth", fortyFifthQuestions, { listings: true }),
  split("forty-sixth", fortySixthQuestions, { listings: true }),
  split("forty-seventh", fortySeventhQuestions, { listings: true }),
  split("forty-eighth", fortyEighthQuestions, { listings: true }),
  split("forty-ninth", fortyNinthQuestions, { listings: true }),
];

export const fairDealingSets: readonly FairDealingSet[] = [
  { name: "first", file: "fair-dealing-wordings.ts", wordings: fairDealingWordings },
  { name: "second", file: "fair-dealing-wordings-second.ts", wordings: secondFairDealingWordings },
  { name: "third", file: "fair-dealing-wordings-third.ts", wordings: thirdFairDealingWordings },
  { name: "fourth", file: "fair-dealing-wordings-fourth.ts", wordings: fourthFairDealingWordings },
  { name: "fifth", file: "fair-dealing-wordings-fifth.ts", wordings: fifthFairDealingWordings },
  { name: "sixth", file: "fair-dealing-wordings-sixth.ts", wordings: sixthFairDealingWordings },
  { name: "seventh", file: "fair-dealing-wordings-seventh.ts", wordings: seventhFairDealingWordings },
  { name: "eighth", file: "fair-dealing-wordings-eighth.ts", wordings: eighthFairDealingWordings },
  { name: "ninth", file: "fair-dealing-wordings-ninth.ts", wordings: ninthFairDealingWordings },
  { name: "tenth", file: "fair-dealing-wordings-tenth.ts", wordings: tenthFairDealingWordings },
];

/** A batch by name; throws on a name no batch has, so a typo in a test or an option is not a silent empty run. */
export function questionBatch(name: string): QuestionBatch {
  const batch = questionBatches.find((b) => b.name === name);
  if (!batch) throw new Error(`No question batch '${name}': one of ${questionBatches.map((b) => b.name).join(", ")}.`);
  return batch;
}

export function fairDealingSet(name: string): FairDealingSet {
  const set = fairDealingSets.find((s) => s.name === name);
  if (!set) throw new Error(`No fair-dealing set '${name}': one of ${fairDealingSets.map((s) => s.name).join(", ")}.`);
  return set;
}
