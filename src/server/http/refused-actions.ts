import { isDatabaseUnavailable } from "@/server/db/unavailable";
import { requestIdHeader } from "@/server/db/outage-status";

/*
 * Next answers 500 when it refuses a server action request itself: a chunked body past its 1 MB limit (an ApiError
 * with statusCode 413) or a payload it cannot decode (`garbage`, `[`, `["$@0"]`, 100,000 nested arrays …). Every
 * action of ours runs inside safeAction(), which turns its own failures into a result and rethrows only redirect()
 * and notFound(); so an error Next reports for an action request, other than a database outage, was raised before
 * any action ran: the request was at fault. The request is marked here (from `onRequestError` in
 * src/instrumentation.ts) and scripts/request-guards.mjs answers it 413 or 400 instead of 500.
 */

/** Request number → status. Created by scripts/request-guards.mjs; absent under `next dev`, where nothing is marked. */
const markedRequestsKey = Symbol.for("ironbark.refusedActionRequests");

export function markRefusedAction(error: unknown, headers: NodeJS.Dict<string | string[]>, routeType: string): void {
  const marked = (globalThis as { [markedRequestsKey]?: Map<string, number> })[markedRequestsKey];
  const id = headers[requestIdHeader];
  if (!marked || typeof id !== "string" || routeType !== "action" || isDatabaseUnavailable(error)) return;
  marked.set(id, isBodyTooLarge(error) ? 413 : 400);
}

function isBodyTooLarge(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { statusCode?: unknown }).statusCode === 413;
}
