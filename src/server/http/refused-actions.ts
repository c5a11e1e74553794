import { isDatabaseUnavailable } from "@/server/db/unavailable";
import { answerInsteadOf500 } from "./answer-instead-of-500";

/*
 * Next answers 500 when it refuses a server action request itself: a chunked body past its 1 MB limit (an ApiError
 * with statusCode 413) or a payload it cannot decode (`garbage`, `[`, `["$@0"]`, 100,000 nested arrays …). Every
 * action of ours runs inside safeAction(), which turns its own failures into a result and rethrows only redirect()
 * and notFound(); so an error Next reports for an action request, other than a database outage, was raised before
 * any action ran: the request was at fault, and it is answered 413 or 400 instead of 500
 * (src/server/http/answer-instead-of-500.ts).
 *
 * A multipart POST to a page without `Next-Action` (a form posted without JavaScript, or anything else posted there)
 * is decoded by Next before it knows whether it is an action at all, and a body it cannot parse as a form fails the
 * page's render ("render", not "action"): that failure, and its body past the limit, are the request's fault too.
 */
export interface RefusableRequest {
  method: string;
  headers: NodeJS.Dict<string | string[]>;
}

export function markRefusedAction(error: unknown, request: RefusableRequest, routeType: string): void {
  if (isDatabaseUnavailable(error)) return;
  const refused = routeType === "action" || (isMultipartPost(request) && (isBodyTooLarge(error) || isUnparsableForm(error)));
  if (refused) answerInsteadOf500(request.headers, { status: isBodyTooLarge(error) ? 413 : 400 });
}

function isMultipartPost({ method, headers }: RefusableRequest): boolean {
  const contentType = headers["content-type"];
  return method === "POST" && typeof contentType === "string" && /^multipart\/form-data/i.test(contentType);
}

/** What the platform's FormData parser throws for a body that is not the multipart form it claims to be. */
function isUnparsableForm(error: unknown): boolean {
  return error instanceof TypeError && /form ?data|multipart|boundary/i.test(error.message);
}

function isBodyTooLarge(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { statusCode?: unknown }).statusCode === 413;
}
