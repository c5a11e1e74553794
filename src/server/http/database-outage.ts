import { databaseRetryAfterSeconds, isDatabaseUnavailable } from "@/server/db/unavailable";
import { answerInsteadOf500 } from "./answer-instead-of-500";

/**
 * A page that fails because the database is unavailable is answered 503 with Retry-After, like the API routes,
 * not 500 (./answer-instead-of-500.ts).
 */
export function markDatabaseOutage(error: unknown, headers: NodeJS.Dict<string | string[]>): void {
  if (isDatabaseUnavailable(error))
    answerInsteadOf500(headers, { status: 503, headers: { "Retry-After": String(databaseRetryAfterSeconds) } });
}
