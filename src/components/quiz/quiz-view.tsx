"use client";

import { ArrowLeft } from "lucide-react";
import Link from "@/components/ui/link";
import { useEffect, useReducer, useRef, useState, type KeyboardEvent } from "react";
import { canGoBack, createQuizState, quizStepReducer } from "@/lib/quiz/quiz-steps";
import { saveQuizDetails, type QuizDetails } from "./quiz-handoff";

export interface QuizViewQuestion {
  id: string;
  question: string;
  options: readonly { label: string; value: string }[];
}

export interface QuizViewResult {
  title: string;
  message: string;
}

interface QuizViewProps {
  /** Used for element ids. */
  name: string;
  questions: readonly QuizViewQuestion[];
  /** Milliseconds between an answer and the next question (0: at once). */
  advanceMs: number;
  /** How long the result notice stays up (paused while hovered or focused). */
  resultMs: number;
  score: (answers: readonly (string | undefined)[]) => QuizViewResult;
  /** The answers and result to send with the next enquiry. */
  details: (answers: readonly (string | undefined)[], result: QuizViewResult) => QuizDetails;
  nextStep: { href: string; label: string };
}

/**
 * One question at a time, a dot per question, 'Previous Question' from the second question on, and a
 * result notice after the last answer. Each question is a radio group: arrow keys move between the
 * options and Space or Enter chooses one (choosing moves on, so arrows only move focus and never answer
 * by accident). The notice is a polite live region, so the result is announced.
 */
export function QuizView({ name, questions, advanceMs, resultMs, score, details, nextStep }: QuizViewProps) {
  const [state, dispatch] = useReducer(quizStepReducer, questions.length, createQuizState);
  const [result, setResult] = useState<QuizViewResult | null>(null);
  const [paused, setPaused] = useState(false);
  const advanceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const groupRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  const question = questions[state.index];
  const chosen = state.answers[state.index];

  // Keep keyboard focus in the quiz when the question changes under it.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const group = groupRef.current;
    (
      group?.querySelector<HTMLElement>('[role="radio"][aria-checked="true"]') ?? group?.querySelector<HTMLElement>('[role="radio"]')
    )?.focus();
  }, [state.index]);

  useEffect(() => {
    if (!result || paused) return;
    const timer = setTimeout(() => setResult(null), resultMs);
    return () => clearTimeout(timer);
  }, [result, paused, resultMs]);

  useEffect(() => () => clearTimeout(advanceTimer.current), []);

  if (!question) return null;

  function choose(value: string) {
    clearTimeout(advanceTimer.current);
    dispatch({ type: "answer", answer: value });
    if (state.index === questions.length - 1) {
      const answers = state.answers.map((answer, i) => (i === state.index ? value : answer));
      const outcome = score(answers);
      saveQuizDetails(details(answers, outcome));
      setPaused(false);
      setResult(outcome);
      return;
    }
    const from = state.index;
    const advance = () => {
      moved.current = true;
      dispatch({ type: "advance", from });
    };
    if (advanceMs > 0) advanceTimer.current = setTimeout(advance, advanceMs);
    else advance();
  }

  function previous() {
    clearTimeout(advanceTimer.current);
    moved.current = true;
    setResult(null);
    dispatch({ type: "previous" });
  }

  function onOptionKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number, count: number) {
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowRight: index + 1,
      ArrowUp: index - 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const radios = groupRef.current?.querySelectorAll<HTMLElement>('[role="radio"]');
    radios?.[(target + count) % count]?.focus();
  }

  const legendId = `${name}-question-${question.id}`;
  const checkedIndex = question.options.findIndex((option) => option.value === chosen);

  return (
    <div className="rounded-xl border border-line bg-white p-6 shadow-soft sm:p-10">
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm font-semibold text-muted">
          Question {state.index + 1} of {questions.length}
        </p>
        <ol aria-hidden className="flex gap-2">
          {questions.map((q, i) => (
            <li
              key={q.id}
              data-testid={`${name}-dot`}
              data-active={i === state.index ? "true" : "false"}
              className={`size-2.5 rounded-full transition-colors ${i === state.index ? "bg-clay" : state.answers[i] ? "bg-ink-300" : "bg-line"}`}
            />
          ))}
        </ol>
      </div>

      <p id={legendId} className="mt-6 font-display text-h3 font-medium text-ink">
        {question.question}
      </p>
      <div ref={groupRef} key={question.id} role="radiogroup" aria-labelledby={legendId} className="mt-5 grid gap-3">
        {question.options.map((option, i) => {
          const checked = option.value === chosen;
          return (
            <button
              key={option.value}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={checked || (checkedIndex === -1 && i === 0) ? 0 : -1}
              onClick={() => choose(option.value)}
              onKeyDown={(event) => onOptionKeyDown(event, i, question.options.length)}
              className={`flex items-center gap-3 rounded-lg border px-5 py-4 text-left font-medium transition-colors ${checked ? "border-clay bg-clay/10 text-ink" : "border-line bg-sand/40 text-ink hover:border-ink-300 hover:bg-sand"}`}
            >
              <span
                aria-hidden
                className={`grid size-5 shrink-0 place-items-center rounded-full border-2 ${checked ? "border-clay" : "border-ink-300"}`}
              >
                {checked ? <span className="size-2.5 rounded-full bg-clay" /> : null}
              </span>
              {option.label}
            </button>
          );
        })}
      </div>

      {canGoBack(state) ? (
        <button
          type="button"
          onClick={previous}
          className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-clay underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Previous Question
        </button>
      ) : null}

      <div role="status">
        {result ? (
          <div
            onMouseEnter={() => setPaused(true)}
            onMouseLeave={() => setPaused(false)}
            onFocus={() => setPaused(true)}
            onBlur={() => setPaused(false)}
            className="mt-8 rounded-lg bg-ink p-6 text-sand"
          >
            <p className="font-display text-h3 font-medium">{result.title}</p>
            <p className="mt-2 text-sand/90">{result.message}</p>
            <Link
              href={nextStep.href}
              className="mt-5 inline-flex h-11 items-center rounded-full bg-clay px-6 font-semibold text-white hover:bg-clay-600"
            >
              {nextStep.label}
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}
