import { describe, expect, it } from "vitest";
import {
  BUYER_QUIZ_RESULT_MS,
  BUYER_READY_VALUES,
  buyerQuizQuestions,
  buyerQuizReducer,
  initialBuyerQuizState,
  scoreBuyerQuiz,
} from "./buyer-quiz";

describe("buyer quiz content", () => {
  it("has four questions with distinct ids and option values", () => {
    expect(buyerQuizQuestions.map((q) => q.id)).toEqual(["finance", "timing", "searching", "deposit"]);
    for (const question of buyerQuizQuestions) {
      expect(question.options.length).toBeGreaterThanOrEqual(2);
      expect(new Set(question.options.map((o) => o.value)).size).toBe(question.options.length);
      expect(question.options.every((o) => o.label.trim() !== "")).toBe(true);
    }
  });

  it("uses exactly the spec's ready values, each offered by a question", () => {
    expect([...BUYER_READY_VALUES].sort()).toEqual(["3months", "cash", "clear", "now", "preapproved", "regular"]);
    const offered = buyerQuizQuestions.flatMap((q) => q.options.map((o) => o.value));
    expect([...BUYER_READY_VALUES].every((v) => offered.includes(v))).toBe(true);
    expect(offered.filter((v) => BUYER_READY_VALUES.has(v))).toHaveLength(6);
  });

  it("shows the result for 6 seconds", () => {
    expect(BUYER_QUIZ_RESULT_MS).toBe(6000);
  });
});

describe("scoreBuyerQuiz", () => {
  it.each<[(string | undefined)[], number, string]>([
    [[], 0, "Let's Get You Started!"],
    [["not-started", "later", "starting", "debts"], 0, "Let's Get You Started!"],
    [["preapproved", "later", "starting", "saving"], 1, "Let's Get You Started!"],
    [["cash", "now", "occasional", "debts"], 2, "Almost There!"],
    [[undefined, "3months", "regular", undefined], 2, "Almost There!"],
    [["preapproved", "3months", "regular", "saving"], 3, "You're Ready to Buy!"],
    [["cash", "now", "regular", "clear"], 4, "You're Ready to Buy!"],
    [["Preapproved", "NOW", "3 months", " clear"], 0, "Let's Get You Started!"],
  ])("%j scores %i: %s", (values, count, title) => {
    const result = scoreBuyerQuiz(values);
    expect(result).toMatchObject({ count, title });
    expect(result.description).toMatch(/^[A-Z].+\.$/);
  });

  it("gives each result its own description", () => {
    const descriptions = new Set([0, 2, 3].map((n) => scoreBuyerQuiz(["cash", "cash", "cash"].slice(0, n)).description));
    expect(descriptions.size).toBe(3);
  });
});

describe("buyerQuizReducer", () => {
  it("walks the four questions to the result", () => {
    let state = initialBuyerQuizState;
    buyerQuizQuestions.forEach((question, i) => {
      state = buyerQuizReducer(state, { type: "answer", answer: question.options[0]?.value ?? "" });
      state = buyerQuizReducer(state, { type: "advance", from: i });
    });
    expect(state).toMatchObject({ index: 3, phase: "result", answers: ["preapproved", "now", "regular", "clear"] });
    expect(scoreBuyerQuiz(state.answers).title).toBe("You're Ready to Buy!");
  });
});
