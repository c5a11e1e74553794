import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { initialAgency as agency } from "@/content/agency";
import { refusalGrounds } from "@/server/chat/guardrail";
import type { AnswerOptions } from "@/server/chat/grounded-answer";
import type { KnowledgeBase } from "@/server/chat/knowledge-base";
import { freshCases, heldOutCases, tuningCases } from "../chat-evaluation/fresh-questions";
import { questionBatch, tuningHalf } from "../chat-evaluation/batches";
import { outcomeOf, outcomeRow } from "../chat-evaluation/outcome";
import { runEvaluation, seededKnowledge, type CaseResult } from "../chat-evaluation/run";

/**
 * Issue 28: the fresh batch, written before the answer code changed, scored as right / handed over / wrong. The wrong
 * rate is what hurts an agency (a tenant misled in its name): the test command fails if it passes 5% on the committed
 * tuning half, or if the held-out half gets worse than its last measurement (2 wrong of 60, 3.3% on 1 December: above
 * the issue's 3% target, recorded in tests/chat-evaluation/RESULTS.md, not hidden). The second and fourth batches,
 * written for tuning, are held to the same 5%, the sixth and eighth batches' tuning halves to their last measurements,
 * and the seventh's tuning half (none wrong on 30 November) to one wrong of 50. `npm run bench:chat-quality -- --fresh` prints the table.
 */
const maxWrong = 0.05;
const maxHeldOutWrong = 2 / 60;

let knowledge: KnowledgeBase;
let answerEvents: AnswerOptions["answerEvents"];
let closeKnowledge: () => Promise<void>;
beforeAll(async () => {
  ({ knowledge, answerEvents, close: closeKnowledge } = await seededKnowledge());
});
afterAll(async () => {
  await closeKnowledge();
});

// The built-in assistant as the site runs it, answering "what's on?" from the seeded calendar too.
const embedded = (): AnswerOptions => ({ provider: null, agency, answerEvents });
const wrongOnes = (results: CaseResult[]) =>
  results
    .filter((r) => outcomeOf(r) === "wrong")
    .map((r) => `${r.testCase.id}: ${r.grade.problems.join("; ")}`)
    .join("\n");

describe("the fresh batch", () => {
  it("has at least 100 questions, halved, with hand-overs, law questions with their official page, refusals on most grounds and lawful look-alikes", () => {
    expect(freshCases.length).toBeGreaterThanOrEqual(100);
    expect(new Set(freshCases.map((c) => c.id)).size).toBe(freshCases.length);
    expect(heldOutCases.length + tuningCases.length).toBe(freshCases.length);
    // Law questions with their official page: handed over to NSW Fair Trading, or answered from the NSW rules in brief.
    expect(freshCases.filter((c) => c.mustLinkExternal?.length).length).toBeGreaterThanOrEqual(10);
    expect(freshCases.filter((c) => c.kind === "defer").length).toBeGreaterThanOrEqual(10);
    expect(new Set(freshCases.map((c) => c.ground).filter(Boolean)).size).toBeGreaterThanOrEqual(refusalGrounds.length - 1);
  });

  it(`is wrong at most ${maxWrong * 100}% of the time on the tuning half, and no worse than measured on the held-out half`, async () => {
    const tuning = await runEvaluation(tuningCases, knowledge, embedded());
    const heldOut = outcomeRow("held-out", await runEvaluation(heldOutCases, knowledge, embedded()));
    const tuned = outcomeRow("tuning", tuning);
    expect(tuned.wrong / tuned.count, wrongOnes(tuning)).toBeLessThanOrEqual(maxWrong);
    // The held-out half's answers are not printed: it is scored, never read while tuning.
    expect(heldOut.wrong / heldOut.count, `held-out: ${heldOut.wrong} wrong of ${heldOut.count}`).toBeLessThanOrEqual(maxHeldOutWrong);
  });
});

describe.each([
  ["the second batch", questionBatch("second").cases, maxWrong],
  ["the fourth batch", questionBatch("fourth").cases, maxWrong],
  // 3 of 40 at the seventh session's end, one since the ninth: held to its last measurement.
  ["the sixth batch's tuning half", tuningHalf(questionBatch("sixth").cases), 1 / 40],
  ["the seventh batch's tuning half", tuningHalf(questionBatch("seventh").cases), 1 / 50],
  // Eight of 50 at first contact, four at the eighth session's end, two at the tenth's: held to its last measurement.
  ["the eighth batch's tuning half", tuningHalf(questionBatch("eighth").cases), 2 / 50],
  // None of 50 since the thirtieth session (ninth); one of 50 since the thirty-first (tenth: a checklist beside a selling
  // story); none since the thirty-second (eleventh: what's on for kids, answered from the calendar since the evaluation
  // has it).
  ["the ninth batch's tuning half", tuningHalf(questionBatch("ninth").cases), 0],
  ["the tenth batch's tuning half", tuningHalf(questionBatch("tenth").cases), 1 / 50],
  ["the eleventh batch's tuning half", tuningHalf(questionBatch("eleventh").cases), 0],
  // Nine of 50 at first contact each, four and two at the thirty-second session's end: held to that measurement.
  // (Of the twelfth's four, three cite the right fact from another page than the one the author expected.)
  ["the twelfth batch's tuning half", tuningHalf(questionBatch("twelfth").cases), 4 / 50],
  ["the thirteenth batch's tuning half", tuningHalf(questionBatch("thirteenth").cases), 2 / 50],
  // Eleven of 50 at first contact, two at the thirty-third session's end, one at the thirty-fourth's (an article's
  // checklist sits under another section's heading; two suburbs asked of in one message now give the sentence asked for).
  ["the fourteenth batch's tuning half", tuningHalf(questionBatch("fourteenth").cases), 1 / 50],
  // Six of 50 at first contact, two at the thirty-fourth session's end (an injection declined without the true fact; a
  // comparison that gives each suburb's first-home passage, not the station).
  ["the fifteenth batch's tuning half", tuningHalf(questionBatch("fifteenth").cases), 2 / 50],
  // Ten of 50 at first contact, one at the thirty-fifth session's end (three questions in one, where the overview found
  // does not speak of the reports asked for).
  ["the sixteenth batch's tuning half", tuningHalf(questionBatch("sixteenth").cases), 1 / 50],
  // Six of 50 at first contact (and nine handed over), one at the thirty-eighth session's end (a follow-up on the
  // cooling-off at auction, told beside it when the auction is).
  ["the seventeenth batch's tuning half", tuningHalf(questionBatch("seventeenth").cases), 1 / 50],
  // Nine of 50 at first contact (and ten handed over), three at the thirty-ninth session's end, two at the forty-first's
  // (a school's name not given; a commission rate whose author wanted a hand-over).
  ["the eighteenth batch's tuning half", tuningHalf(questionBatch("eighteenth").cases), 2 / 50],
  // Five of 50 at first contact (and fifteen handed over), four at the thirty-ninth session's end, two at the
  // forty-first's ("no-obligation" hyphenated, a dollar amount the mission page does not give).
  ["the nineteenth batch's tuning half", tuningHalf(questionBatch("nineteenth").cases), 2 / 50],
  // Nine of 50 at first contact (and ten handed over), five at the forty-first session's end, three at the
  // forty-second's.
  ["the twentieth batch's tuning half", tuningHalf(questionBatch("twentieth").cases), 3 / 50],
  // Eight of 50 at first contact (and six handed over), none at the forty-second session's end.
  ["the twenty-first batch's tuning half", tuningHalf(questionBatch("twenty-first").cases), 0 / 50],
  // Eight of 50 at first contact (and ten handed over), one at the forty-second session's end.
  ["the twenty-second batch's tuning half", tuningHalf(questionBatch("twenty-second").cases), 1 / 50],
  // Eight of 50 at first contact (and three handed over), four at the forty-third session's end (three answers from a
  // profile that link it and not the team page; a comparison without the shopping centre's name).
  ["the twenty-third batch's tuning half", tuningHalf(questionBatch("twenty-third").cases), 4 / 50],
  // Ten of 50 at first contact (and two handed over), four at the forty-third session's end.
  ["the twenty-fourth batch's tuning half", tuningHalf(questionBatch("twenty-fourth").cases), 4 / 50],
  // Nine of 50 at first contact (and eight handed over), three at the forty-third session's end.
  ["the twenty-fifth batch's tuning half", tuningHalf(questionBatch("twenty-fifth").cases), 3 / 50],
  // Seven of 50 at first contact (and seven handed over), five at the forty-fourth session's end.
  ["the twenty-sixth batch's tuning half", tuningHalf(questionBatch("twenty-sixth").cases), 5 / 50],
  // Eleven of 50 at first contact (and eleven handed over), five at the forty-fourth session's end.
  ["the twenty-seventh batch's tuning half", tuningHalf(questionBatch("twenty-seventh").cases), 5 / 50],
  // Five of 50 at first contact (and fifteen handed over), five at the forty-fourth session's end (fifteen handed over
  // became nine).
  ["the twenty-eighth batch's tuning half", tuningHalf(questionBatch("twenty-eighth").cases), 5 / 50],
  // Three of 50 at first contact (and eight handed over), two after the forty-fifth session's first changes.
  ["the twenty-ninth batch's tuning half", tuningHalf(questionBatch("twenty-ninth").cases), 2 / 50],
  // Eight of 50 at first contact (and ten handed over), four after the forty-fifth session's changes.
  ["the thirtieth batch's tuning half", tuningHalf(questionBatch("thirtieth").cases), 4 / 50],
  // Four of 50 at first contact (and eight handed over), two after the forty-sixth session's changes.
  ["the thirty-first batch's tuning half", tuningHalf(questionBatch("thirty-first").cases), 2 / 50],
  // Seven of 50 at first contact (and six handed over), three after the forty-sixth session's changes.
  ["the thirty-second batch's tuning half", tuningHalf(questionBatch("thirty-second").cases), 3 / 50],
  // Seven of 50 at first contact (and twelve handed over), one after the forty-seventh session's changes.
  ["the thirty-third batch's tuning half", tuningHalf(questionBatch("thirty-third").cases), 1 / 50],
  // Five of 50 at first contact (and thirteen handed over), two after the forty-seventh session's changes.
  ["the thirty-fourth batch's tuning half", tuningHalf(questionBatch("thirty-fourth").cases), 2 / 50],
  // Thirteen of 50 at first contact (and seven handed over), three after the forty-eighth session's changes (the
  // proceeds of a sale, two questions in one, an answer of 132 words).
  ["the thirty-fifth batch's tuning half", tuningHalf(questionBatch("thirty-fifth").cases), 3 / 50],
  // Five of 50 at first contact (and nine handed over), none after the forty-ninth session's changes (conversations
  // that go on: a word set right, a tagged question, "the other one", a rough figure, sold homes' search).
  ["the thirty-sixth batch's tuning half", tuningHalf(questionBatch("thirty-sixth").cases), 1 / 50],
  // Eleven of 50 at first contact (and six handed over), four after the forty-ninth session's changes (a commission's
  // page, a typo'd notice for a tradie, an oven's $1,000, a relocating family's two questions).
  ["the thirty-seventh batch's tuning half", tuningHalf(questionBatch("thirty-seventh").cases), 4 / 50],
] as const)("%s, written for tuning", (_, cases, limit) => {
  it(`is wrong at most ${Math.round(limit * 1000) / 10}% of the time`, async () => {
    const results = await runEvaluation(cases, knowledge, embedded());
    const row = outcomeRow("tuning", results);
    expect(row.wrong / row.count, wrongOnes(results)).toBeLessThanOrEqual(limit);
  });
});

/*
 * The batches written for the live site, answered as it answers: with the demo feed's kind of stock in its database,
 * searched first (`listings` in batches.ts).
 */
describe("the batches written for the live site with its listings", () => {
  let withListings: Awaited<ReturnType<typeof seededKnowledge>>;
  beforeAll(async () => {
    // (On the day they were measured, so that the week's open homes and auctions are those of that day, whatever today is.)
    withListings = await seededKnowledge({ listings: true, now: new Date("2026-12-07T01:00:00Z") });
  });
  afterAll(async () => {
    await withListings?.close();
  });

  it.each([
    // Nine of 50 at first contact (and eleven handed over), seven at the fiftieth session's end, five at the
    // fifty-first's (a range's width asked of one's own price, settlement money, a refusal without the rent search, a
    // family's choice of suburb, a passage that repeats the notice it gave).
    ["the thirty-eighth batch's tuning half", 5, "thirty-eighth"],
    // Fifteen of 50 at first contact (and nine handed over), one at the fifty-first session's end (selling and buying at
    // once, told beside two suburbs).
    ["the thirty-ninth batch's tuning half", 1, "thirty-ninth"],
    // An ordinary week of the chat: eight of 50 at first contact (and nine handed over), one at the fifty-second session's
    // end (a share asked after "how much do you take to sell", told only that the fees are in writing).
    ["the fortieth batch's tuning half", 1, "fortieth"],
    // English written word for word from another language, and long formal letters: thirteen of 50 at first contact
    // (and five handed over), three at the fifty-third session's end (the documents to apply with, a two-in-one answer
    // over 130 words, the lawful answer to a single mother without the search beside it).
    ["the forty-first batch's tuning half", 3, "forty-first"],
    // Voice-typed on a phone (misheard words, sums said in words, punctuation said aloud): nine of 50 at first contact
    // (and three handed over), four at the fifty-fourth session's end, three at the fifty-fifth's (a search for acreage
    // beyond our suburbs, a landlord's two questions in one, the keys after exchange).
    ["the forty-second batch's tuning half", 3, "forty-second"],
    // After hours, the agency's own clients (tenants, landlords, sellers mid-campaign, buyers under contract) and the
    // visitors beside them: eleven of 50 at first contact (and three handed over), two at the fifty-fifth session's end
    // (a landlord asking whether we fix urgent repairs while they are away, given the tenant's rule; acreage asked for
    // beside what to watch out for buying rural land).
    ["the forty-third batch's tuning half", 2, "forty-third"],
    // A month of the chat inbox, half from the agency's own clients: eight of 50 at first contact (and eight handed over),
    // written after the fifty-fifth session's changes and not tuned on (the session-start code: eleven); three at the
    // fifty-sixth session's end (a named street's rental asked its bond and move-in, what an inspection checks, a
    // retiree's question beside the checks).
    ["the forty-fourth batch's tuning half", 3, "forty-fourth"],
    // Conversations, the last message leaning on the turns before it (or saying it does not): six of 50 at first contact
    // (and fifteen handed over), one at the fifty-sixth session's end (an appraisal's cost asked after one in Oran Park,
    // given the suburb's passage without "free").
    ["the forty-fifth batch's tuning half", 1, "forty-fifth"],
    // A Saturday of chats, at and between open homes: eight of 50 (and eleven handed over), written after the fifty-sixth
    // session's first changes (the session-start code: eight too), four after its tuning half was read and its review, two
    // after the fifty-seventh session (a home's "how do I get updates" over 130 words, a named home's bond when it is for
    // sale).
    ["the forty-sixth batch's tuning half", 2, "forty-sixth"],
    // Moving, the weeks either side of a move: nine of 50 at first contact (and nine handed over), two at the fifty-seventh
    // session's end (what to do before settlement with the power and internet, the season to list).
    ["the forty-seventh batch's tuning half", 2, "forty-seventh"],
    // Money and paperwork: thirteen of 50 (and nine handed over), written after the fifty-seventh session's first changes
    // (the session-start code: thirteen too), seven after its tuning half was read, three after the fifty-eighth session
    // (a pet's rent beside the bond, the extra charges on top of commission, a first home buyer's duty told two turns
    // before).
    ["the forty-eighth batch's tuning half", 3, "forty-eighth"],
    // First times: sixteen of 50 at first contact (and thirteen handed over), seven at the fifty-eighth session's end (the
    // steps of a first sale, "does it cost anythin" after a price update, the deposit "20% or 10%", a first home buyer's
    // duty beside the calculator, a broker, an alert beside the week's open homes, a named rental's page).
    ["the forty-ninth batch's tuning half", 7, "forty-ninth"],
  ] as const)("%s is wrong at most %s of 50 times", async (_, limit, name) => {
    const results = await runEvaluation(tuningHalf(questionBatch(name).cases), withListings.knowledge, {
      ...embedded(),
      answerListings: withListings.answerListings,
      suburbOfHome: withListings.suburbOfHome,
    });
    const row = outcomeRow("tuning", results);
    expect(row.count).toBe(50);
    expect(row.wrong, wrongOnes(results)).toBeLessThanOrEqual(limit);
  });
});
