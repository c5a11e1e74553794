import { describe, expect, it } from "vitest";
import { canGoBack, createQuizState, isLastQuestion, quizStepReducer, type QuizAction, type QuizState } from "./quiz-steps";

const run = (actions: QuizAction[], start: QuizState = createQuizState(4)) => actions.reduce(quizStepReducer, start);

describe("createQuizState", () => {
  it("starts on the first question with no answers", () => {
    expect(createQuizState(4)).toEqual({ total: 4, index: 0, answers: [undefined, undefined, undefined, undefined], phase: "question" });
  });

  it.each([0, -1, 1.5, Number.NaN])("refuses %s questions", (total) => {
    expect(() => createQuizState(total)).toThrow(RangeError);
  });
});

describe("quizStepReducer", () => {
  it("stores an answer without moving on", () => {
    expect(run([{ type: "answer", answer: "a" }])).toMatchObject({
      index: 0,
      answers: ["a", undefined, undefined, undefined],
      phase: "question",
    });
  });

  it("advances from the question it was scheduled on", () => {
    expect(
      run([
        { type: "answer", answer: "a" },
        { type: "advance", from: 0 },
      ]),
    ).toMatchObject({ index: 1, phase: "question" });
  });

  it("ignores a stale advance scheduled on another question", () => {
    const onSecond = run([
      { type: "answer", answer: "a" },
      { type: "advance", from: 0 },
      { type: "answer", answer: "b" },
    ]);
    const wentBack = quizStepReducer(onSecond, { type: "previous" });
    expect(quizStepReducer(wentBack, { type: "advance", from: 1 })).toBe(wentBack);
  });

  it("does not advance past an unanswered question", () => {
    const start = createQuizState(4);
    expect(quizStepReducer(start, { type: "advance", from: 0 })).toBe(start);
  });

  it("answering the last question shows the result and stays on it", () => {
    const done = run([
      { type: "answer", answer: "a" },
      { type: "advance", from: 0 },
      { type: "answer", answer: "b" },
      { type: "advance", from: 1 },
      { type: "answer", answer: "c" },
      { type: "advance", from: 2 },
      { type: "answer", answer: "d" },
    ]);
    expect(done).toEqual({ total: 4, index: 3, answers: ["a", "b", "c", "d"], phase: "result" });
    expect(quizStepReducer(done, { type: "advance", from: 3 })).toBe(done);
  });

  it("shows the result only for the last question", () => {
    for (let index = 0; index < 4; index++) {
      const state = quizStepReducer({ ...createQuizState(4), index }, { type: "answer", answer: "x" });
      expect(state.phase).toBe(index === 3 ? "result" : "question");
    }
  });

  it("lets an answer be changed", () => {
    const changed = run([
      { type: "answer", answer: "a" },
      { type: "advance", from: 0 },
      { type: "previous" },
      { type: "answer", answer: "z" },
    ]);
    expect(changed).toMatchObject({ index: 0, answers: ["z", undefined, undefined, undefined] });
  });

  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [3, 2],
  ])("previous from question %i goes to %i", (from, to) => {
    expect(quizStepReducer({ ...createQuizState(4), index: from }, { type: "previous" }).index).toBe(to);
  });

  it("previous from the result returns to the questions", () => {
    const result: QuizState = { total: 4, index: 3, answers: ["a", "b", "c", "d"], phase: "result" };
    expect(quizStepReducer(result, { type: "previous" })).toEqual({ ...result, index: 2, phase: "question" });
  });

  it("never goes below the first question however often previous is pressed", () => {
    expect(run(Array.from({ length: 10 }, (): QuizAction => ({ type: "previous" }))).index).toBe(0);
  });

  it("reset clears everything", () => {
    expect(run([{ type: "answer", answer: "a" }, { type: "advance", from: 0 }, { type: "reset" }])).toEqual(createQuizState(4));
  });

  it("does not mutate the state it is given", () => {
    const start = createQuizState(4);
    const frozen = Object.freeze({ ...start, answers: Object.freeze([...start.answers]) });
    expect(() => quizStepReducer(frozen, { type: "answer", answer: "a" })).not.toThrow();
    expect(frozen.answers[0]).toBeUndefined();
  });
});

describe("canGoBack and isLastQuestion", () => {
  it.each([
    [0, false, false],
    [1, true, false],
    [2, true, false],
    [3, true, true],
  ])("on question index %i: back %s, last %s", (index, back, last) => {
    const state = { ...createQuizState(4), index };
    expect(canGoBack(state)).toBe(back);
    expect(isLastQuestion(state)).toBe(last);
  });
});
