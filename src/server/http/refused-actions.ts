import { isDatabaseUnavailable } from "@/server/db/unavailable";
import { answerInsteadOf500 } from "./answer-instead-of-500";

/*
 * Next answers 500 when it refuses a server action request itself: a chunked body past its 1 MB limit (an ApiError
 * with statusCode 413) or a payload it cannot decode (`garbage`, `[`, `["$@0"]`, 100,000 nested arrays …). Every
 * action of ours runs inside safeAction(), which turns its own failures into a result and rethrows only redirect()
 * and notFound(); so an error Next reports for an action request, other than a database outage, was raised before
 * any action ran: the request was at fault, and it is answered 413 or 400 instead of 500
 * (src/server/http/answer-instead-of-500.ts).
 */
export function markRefusedAction(error: unknown, headers: NodeJS.Dict<string | string[]>, routeType: string): void {
  if (routeType !== "action" || isDatabaseUnavailable(error)) return;
  answerInsteadOf500(headers, { status: isBodyTooLarge(error) ? 413 : 400 });
}

function isBodyTooLarge(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { statusCode?: unknown }).statusCode === 413;
}
