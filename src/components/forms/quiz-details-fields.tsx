"use client";

import { useSyncExternalStore } from "react";
import { clearQuizDetails, parseQuizDetails, readQuizDetailsSnapshot, subscribeQuizDetails } from "@/components/quiz/quiz-handoff";

const serverSnapshot = () => null;

/** Sends the visitor's quiz answers with the enquiry as `details.<label>` fields, and says so. */
export function QuizDetailsFields() {
  const snapshot = useSyncExternalStore(subscribeQuizDetails, readQuizDetailsSnapshot, serverSnapshot);
  const details = parseQuizDetails(snapshot);
  if (details.length === 0) return null;
  return (
    <div className="flex items-start justify-between gap-3 rounded-md bg-sand-200 px-4 py-3 text-sm text-ink">
      {details.map(([label, value]) => (
        <input key={label} type="hidden" name={`details.${label}`} value={value} />
      ))}
      <p>Your quiz answers will be sent with this request, so we can prepare.</p>
      <button
        type="button"
        onClick={clearQuizDetails}
        className="shrink-0 font-semibold text-clay-600 underline underline-offset-2 hover:no-underline"
      >
        Don&apos;t send
      </button>
    </div>
  );
}
