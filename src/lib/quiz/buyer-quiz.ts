import { createQuizState, quizStepReducer, type QuizAction, type QuizState } from "./quiz-steps";

/** The 'Ready to Buy' quiz, spec sections 3, 4 and 9. The spec fixes only the 'ready' values; the wording is ours. */

/** How long the result stays up after the last answer. */
export const BUYER_QUIZ_RESULT_MS = 6000;

export interface BuyerQuizOption {
  label: string;
  value: string;
}

export interface BuyerQuizQuestion {
  id: "finance" | "timing" | "searching" | "deposit";
  question: string;
  options: readonly BuyerQuizOption[];
}

export const buyerQuizQuestions: readonly BuyerQuizQuestion[] = [
  {
    id: "finance",
    question: "Where is your finance at?",
    options: [
      { label: "Pre-approved by a lender", value: "preapproved" },
      { label: "Buying with cash", value: "cash" },
      { label: "Haven't spoken to a lender yet", value: "not-started" },
    ],
  },
  {
    id: "timing",
    question: "When would you like to buy?",
    options: [
      { label: "As soon as I find the right home", value: "now" },
      { label: "Within the next 3 months", value: "3months" },
      { label: "Six months or more away", value: "later" },
    ],
  },
  {
    id: "searching",
    question: "How often do you look at property?",
    options: [
      { label: "Every week, online and at inspections", value: "regular" },
      { label: "Now and then", value: "occasional" },
      { label: "I've only just started looking", value: "starting" },
    ],
  },
  {
    id: "deposit",
    question: "How are your deposit and debts looking?",
    options: [
      { label: "Deposit saved, no debts holding me back", value: "clear" },
      { label: "Still saving my deposit", value: "saving" },
      { label: "Some debts to sort out first", value: "debts" },
    ],
  },
];

/** Answers that count towards being ready (spec section 3), compared exactly. */
export const BUYER_READY_VALUES: ReadonlySet<string> = new Set(["preapproved", "cash", "now", "3months", "regular", "clear"]);

export interface BuyerQuizResult {
  count: number;
  title: string;
  description: string;
}

export function scoreBuyerQuiz(values: readonly (string | undefined)[]): BuyerQuizResult {
  const count = values.filter((value) => value !== undefined && BUYER_READY_VALUES.has(value)).length;
  if (count >= 3) {
    return { count, title: "You're Ready to Buy!", description: "Your finance and timing line up, so let's find the right home together." };
  }
  if (count === 2) {
    return { count, title: "Almost There!", description: "A couple of steps to go, and we can help you close the gap." };
  }
  return { count, title: "Let's Get You Started!", description: "We'll walk you through finance, deposits and the local market first." };
}

export type BuyerQuizState = QuizState;
export type BuyerQuizAction = QuizAction;

export const initialBuyerQuizState: BuyerQuizState = createQuizState(buyerQuizQuestions.length);

/** Use with `useReducer`; the buyer quiz advances straight away, so dispatch `advance` right after an `answer`. */
export function buyerQuizReducer(state: BuyerQuizState, action: BuyerQuizAction): BuyerQuizState {
  return quizStepReducer(state, action);
}
