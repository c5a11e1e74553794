"use client";

import {
  SELLER_QUIZ_ADVANCE_MS,
  SELLER_QUIZ_RESULT_MS,
  SELLER_QUIZ_RESULT_TITLE,
  scoreSellerQuiz,
  sellerQuizQuestions,
} from "@/lib/quiz/seller-quiz";
import { QuizView, type QuizViewQuestion, type QuizViewResult } from "./quiz-view";

const questions: QuizViewQuestion[] = sellerQuizQuestions.map((q) => ({
  id: q.id,
  question: q.question,
  // The spec scores the answer texts, so the text is the value.
  options: q.options.map((text) => ({ label: text, value: text })),
}));

function score(answers: readonly (string | undefined)[]): QuizViewResult {
  return { title: SELLER_QUIZ_RESULT_TITLE, message: scoreSellerQuiz(answers).message };
}

function details(answers: readonly (string | undefined)[], result: QuizViewResult) {
  return {
    ...Object.fromEntries(sellerQuizQuestions.map((q, i) => [`Seller quiz: ${q.topic}`, answers[i] ?? "(no answer)"])),
    "Seller quiz result": result.message,
  };
}

/** 'Ready for What's Next?': auto-advance after 300 ms, result for 5 s, then the free price update form. */
export function SellerQuiz() {
  return (
    <QuizView
      name="seller-quiz"
      questions={questions}
      advanceMs={SELLER_QUIZ_ADVANCE_MS}
      resultMs={SELLER_QUIZ_RESULT_MS}
      score={score}
      details={details}
      nextStep={{ href: "/selling#appraisal", label: "Get Free Property Price Update" }}
    />
  );
}
