/**
 * The step logic both quizzes share: one question at a time, an answer per question that can be changed,
 * Previous never below the first question, and answering the last question shows the result.
 * Timing (the seller quiz's 300 ms advance, the result notice's duration) belongs to the component; the
 * `advance` action carries the index it was scheduled from, so a timer that fires after the person moved
 * on (for example pressed Previous) does nothing.
 */
export interface QuizState {
  readonly total: number;
  readonly index: number;
  readonly answers: readonly (string | undefined)[];
  readonly phase: "question" | "result";
}

export type QuizAction = { type: "answer"; answer: string } | { type: "advance"; from: number } | { type: "previous" } | { type: "reset" };

export function createQuizState(total: number): QuizState {
  if (!Number.isInteger(total) || total < 1) throw new RangeError(`A quiz needs at least one question, got ${total}`);
  return { total, index: 0, answers: Array.from({ length: total }, () => undefined), phase: "question" };
}

export function quizStepReducer(state: QuizState, action: QuizAction): QuizState {
  switch (action.type) {
    case "answer": {
      const answers = state.answers.map((answer, i) => (i === state.index ? action.answer : answer));
      return { ...state, answers, phase: state.index === state.total - 1 ? "result" : "question" };
    }
    case "advance":
      if (action.from !== state.index || state.index >= state.total - 1 || state.answers[state.index] === undefined) return state;
      return { ...state, index: state.index + 1, phase: "question" };
    case "previous":
      return { ...state, index: Math.max(0, state.index - 1), phase: "question" };
    case "reset":
      return createQuizState(state.total);
  }
}

/** 'Previous Question' shows from the second question on. */
export function canGoBack(state: QuizState): boolean {
  return state.index > 0;
}

/** Answering the last question shows the result; answering any other one schedules an `advance`. */
export function isLastQuestion(state: QuizState): boolean {
  return state.index === state.total - 1;
}
