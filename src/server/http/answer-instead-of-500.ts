/*
 * Next gives a page or a server action no way to choose its error status: whatever fails is a 500. When the failure
 * deserves another answer (the database is unavailable: 503; Next refused the action request itself: 400 or 413),
 * the request is marked here, from `onRequestError` in src/instrumentation.ts, which Next calls before the status is
 * written; scripts/server.mjs, which numbers each request and owns the response head, then sends the marked answer
 * in place of the 500.
 */

/** Set by scripts/server.mjs on every request it hands to Next (any value a client sent is replaced). */
export const requestIdHeader = "x-ironbark-request-id";

export interface AnswerInsteadOf500 {
  status: number;
  headers?: Record<string, string>;
}

/** Request number → the answer. Created by scripts/server.mjs; absent under `next dev`, where nothing is marked. */
const markedRequestsKey = Symbol.for("ironbark.answersInsteadOf500");

/** Marks the request so that, should Next answer it 500, `answer` is sent instead. */
export function answerInsteadOf500(headers: NodeJS.Dict<string | string[]>, answer: AnswerInsteadOf500): void {
  const marked = (globalThis as { [markedRequestsKey]?: Map<string, AnswerInsteadOf500> })[markedRequestsKey];
  const id = headers[requestIdHeader];
  if (marked && typeof id === "string") marked.set(id, answer);
}
