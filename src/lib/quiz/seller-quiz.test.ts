import { describe, expect, it } from "vitest";
import {
  initialSellerQuizState,
  scoreSellerQuiz,
  SELLER_QUIZ_ADVANCE_MS,
  SELLER_QUIZ_RESULT_MS,
  SELLER_QUIZ_RESULT_TITLE,
  SELLER_QUIZ_TITLE,
  sellerQuizQuestions,
  sellerQuizReducer,
} from "./seller-quiz";

const ready = "You're ready to take the next step! Let's discuss your property.";
const onTrack = "You're on the right track! We can help you get ready.";
const planning = "Great timing to start planning! Let's explore your options together.";

describe("seller quiz content", () => {
  it("has the spec's four questions with three options each, word for word", () => {
    expect(sellerQuizQuestions.map((q) => q.options)).toEqual([
      ["Yes, I have a specific reason", "Considering my options", "Just exploring"],
      ["Ready to sell now", "Within 3-6 months", "Just researching"],
      ["Yes, move-in ready", "Needs minor work", "Needs major preparation"],
      ["Yes, I have an estimate", "Have a rough idea", "No idea yet"],
    ]);
    expect(sellerQuizQuestions.map((q) => q.topic)).toEqual(["Reason for selling", "Timeline", "Presentation", "Value research"]);
    expect(new Set(sellerQuizQuestions.map((q) => q.id)).size).toBe(4);
  });

  it("has the spec's titles and timings", () => {
    expect(SELLER_QUIZ_TITLE).toBe("Ready for What's Next?");
    expect(SELLER_QUIZ_RESULT_TITLE).toBe("Here's where you stand");
    expect(SELLER_QUIZ_ADVANCE_MS).toBe(300);
    expect(SELLER_QUIZ_RESULT_MS).toBe(5000);
  });
});

describe("scoreSellerQuiz", () => {
  it.each<[string, (string | undefined)[], number, string]>([
    ["nothing answered", [], 0, planning],
    ["all unanswered", [undefined, undefined, undefined, undefined], 0, planning],
    ["only question 1", ["Just exploring"], 1, planning],
    ["question 1 answered as an empty string counts as unanswered", ["", "Ready to sell now"], 1, planning],
    ["cautious answers", ["Yes, I have a specific reason", "Within 3-6 months", "Needs minor work", "Have a rough idea"], 1, planning],
    ["question 1 and selling now", ["Just exploring", "Ready to sell now", "Needs major preparation", "No idea yet"], 2, onTrack],
    [
      "question 1 and move-in ready",
      ["Considering my options", "Just researching", "Yes, move-in ready", "Yes, I have an estimate"],
      2,
      onTrack,
    ],
    ["selling now and move-in ready without question 1", [undefined, "Ready to sell now", "Yes, move-in ready", "No idea yet"], 2, onTrack],
    ["question 1, selling now and move-in ready", ["Just exploring", "Ready to sell now", "Yes, move-in ready", "No idea yet"], 3, ready],
    ["any case", ["x", "READY", "Now"], 3, ready],
    ["an answer with both words counts once", ["x", "ready now"], 2, onTrack],
    ["'now' inside a word counts, as the spec's substring rule says", ["I know why"], 2, onTrack],
    ["counts above 3 are still ready", ["ready", "ready", "now", "ready"], 5, ready],
  ])("%s", (_name, answers, count, message) => {
    expect(scoreSellerQuiz(answers)).toEqual({ count, message });
  });

  it("reaches 3 only with question 1 answered, 'Ready to sell now' and 'Yes, move-in ready'", () => {
    const [q1, q2, q3, q4] = sellerQuizQuestions.map((q) => q.options);
    const readyCombinations: string[][] = [];
    for (const a of q1 ?? [])
      for (const b of q2 ?? [])
        for (const c of q3 ?? [])
          for (const d of q4 ?? []) {
            const { count } = scoreSellerQuiz([a, b, c, d]);
            expect(count).toBeLessThanOrEqual(3);
            expect(count).toBeGreaterThanOrEqual(1);
            if (count === 3) readyCombinations.push([a, b, c, d]);
          }
    expect(readyCombinations).toHaveLength(9);
    expect(readyCombinations.every(([, b, c]) => b === "Ready to sell now" && c === "Yes, move-in ready")).toBe(true);
  });
});

describe("sellerQuizReducer", () => {
  it("walks the four questions to the result", () => {
    let state = initialSellerQuizState;
    expect(state).toMatchObject({ total: 4, index: 0, phase: "question" });
    sellerQuizQuestions.forEach((question, i) => {
      state = sellerQuizReducer(state, { type: "answer", answer: question.options[0] });
      state = sellerQuizReducer(state, { type: "advance", from: i });
    });
    expect(state).toMatchObject({ index: 3, phase: "result" });
    expect(scoreSellerQuiz(state.answers)).toEqual({ count: 3, message: ready });
  });
});
