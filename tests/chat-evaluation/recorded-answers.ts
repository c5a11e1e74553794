import { readFileSync } from "node:fs";
import path from "node:path";

/** Answers recorded for the replaying fake model, keyed by the visitor's messages so far (one a line, see replayKey). */
export interface RecordedAnswers {
  /** Where the answers came from: a model, or the built-in assistant when no model was configured. */
  recordedFrom: string;
  recordedAt: string;
  answers: Record<string, string>;
}

export const recordedAnswersPath = path.resolve(import.meta.dirname, "recorded-answers.json");

export function loadRecordedAnswers(): RecordedAnswers {
  return JSON.parse(readFileSync(recordedAnswersPath, "utf8")) as RecordedAnswers;
}
