"use client";

import { BUYER_QUIZ_RESULT_MS, buyerQuizQuestions, scoreBuyerQuiz } from "@/lib/quiz/buyer-quiz";
import { QuizView, type QuizViewResult } from "./quiz-view";

function score(answers: readonly (string | undefined)[]): QuizViewResult {
  const result = scoreBuyerQuiz(answers);
  return { title: result.title, message: result.description };
}

function details(answers: readonly (string | undefined)[], result: QuizViewResult) {
  return {
    ...Object.fromEntries(
      buyerQuizQuestions.map((q, i) => [
        `Buyer quiz: ${q.question}`,
        q.options.find((o) => o.value === answers[i])?.label ?? "(no answer)",
      ]),
    ),
    "Buyer quiz result": result.title,
  };
}

/** 'Ready to Buy': moves on at each answer, result for 6 s, then the contact form. */
export function BuyerQuiz() {
  return (
    <QuizView
      name="buyer-quiz"
      questions={buyerQuizQuestions}
      advanceMs={0}
      resultMs={BUYER_QUIZ_RESULT_MS}
      score={score}
      details={details}
      nextStep={{ href: "/contact", label: "Talk to a buyer's agent" }}
    />
  );
}
