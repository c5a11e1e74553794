import { createQuizState, quizStepReducer, type QuizAction, type QuizState } from "./quiz-steps";

/** The seller-readiness quiz ('Ready for What's Next?'), spec sections 3, 4 and 9. */

export const SELLER_QUIZ_TITLE = "Ready for What's Next?";
export const SELLER_QUIZ_RESULT_TITLE = "Here's where you stand";
/** Delay between choosing an answer and showing the next question. */
export const SELLER_QUIZ_ADVANCE_MS = 300;
/** How long the result notice stays up. */
export const SELLER_QUIZ_RESULT_MS = 5000;

export interface SellerQuizQuestion {
  id: "reason" | "timeline" | "presentation" | "value";
  /** Short topic, as the spec names it. */
  topic: string;
  question: string;
  options: readonly [string, string, string];
}

export const sellerQuizQuestions: readonly SellerQuizQuestion[] = [
  {
    id: "reason",
    topic: "Reason for selling",
    question: "Do you have a specific reason for selling?",
    options: ["Yes, I have a specific reason", "Considering my options", "Just exploring"],
  },
  {
    id: "timeline",
    topic: "Timeline",
    question: "When are you hoping to sell?",
    options: ["Ready to sell now", "Within 3-6 months", "Just researching"],
  },
  {
    id: "presentation",
    topic: "Presentation",
    question: "Is your home ready to show to buyers?",
    options: ["Yes, move-in ready", "Needs minor work", "Needs major preparation"],
  },
  {
    id: "value",
    topic: "Value research",
    question: "Do you know roughly what your home is worth?",
    options: ["Yes, I have an estimate", "Have a rough idea", "No idea yet"],
  },
];

export interface SellerQuizResult {
  count: number;
  message: string;
}

const readyWords = /now|ready/i;

/**
 * Spec section 4: "count of answers to question 1 plus any answer text containing 'now' or 'ready'", read
 * literally: 1 if question 1 has an answer (any answer), plus 1 for each of the four answers whose text contains
 * 'now' or 'ready' (case-insensitive, once per answer). With the spec's texts the count is at most 3: question 1
 * answered, 'Ready to sell now' and 'Yes, move-in ready'.
 */
export function scoreSellerQuiz(answers: readonly (string | undefined)[]): SellerQuizResult {
  const answeredFirst = answers[0] ? 1 : 0;
  const readyAnswers = answers.filter((answer) => answer !== undefined && readyWords.test(answer)).length;
  const count = answeredFirst + readyAnswers;
  return { count, message: sellerQuizMessage(count) };
}

function sellerQuizMessage(count: number): string {
  if (count >= 3) return "You're ready to take the next step! Let's discuss your property.";
  if (count === 2) return "You're on the right track! We can help you get ready.";
  return "Great timing to start planning! Let's explore your options together.";
}

export type SellerQuizState = QuizState;
export type SellerQuizAction = QuizAction;

export const initialSellerQuizState: SellerQuizState = createQuizState(sellerQuizQuestions.length);

/** Use with `useReducer`; after an `answer` that is not on the last question, dispatch `advance` after SELLER_QUIZ_ADVANCE_MS. */
export function sellerQuizReducer(state: SellerQuizState, action: SellerQuizAction): SellerQuizState {
  return quizStepReducer(state, action);
}
