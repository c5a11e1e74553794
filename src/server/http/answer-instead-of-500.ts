/*
 * Next gives a page or a server action no way to choose its error status: whatever fails is a 500. When the failure
 * deserves another answer (the database is unavailable: 503; Next refused the action request itself: 400 or 413),
 * the request is marked here, from `onRequestError` in src/instrumentation.ts, which Next calls before the status is
 * written; scripts/server.ts, which numbers each request and owns the response head, then sends the marked answer
 * in place of the 500 (the contract: src/server/http/production-server.ts).
 */
import { productionServer, requestIdHeader, type AnswerInsteadOf500 } from "./production-server";

export { requestIdHeader, type AnswerInsteadOf500 };

/** Marks the request so that, should Next answer it 500, `answer` is sent instead. Nothing happens under `next dev`. */
export function answerInsteadOf500(headers: NodeJS.Dict<string | string[]>, answer: AnswerInsteadOf500): void {
  const marked = productionServer()?.answersInsteadOf500;
  const id = headers[requestIdHeader];
  if (marked && typeof id === "string") marked.set(id, answer);
}
