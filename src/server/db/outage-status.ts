import { answerInsteadOf500 } from "@/server/http/answer-instead-of-500";
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from "./unavailable";

/**
 * A page that fails because the database is unavailable is answered 503 with Retry-After, like the API routes,
 * not 500 (src/server/http/answer-instead-of-500.ts).
 */
export function markDatabaseOutage(error: unknown, headers: NodeJS.Dict<string | string[]>): void {
  if (isDatabaseUnavailable(error))
    answerInsteadOf500(headers, { status: 503, headers: { "Retry-After": String(databaseRetryAfterSeconds) } });
}
