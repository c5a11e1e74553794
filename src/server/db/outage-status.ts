import { databaseRetryAfterSeconds, isDatabaseUnavailable } from "./unavailable";

/*
 * A page that fails because the database is unavailable is answered 503 with Retry-After, like the API routes,
 * not 500. Next gives a page no way to choose its error status, so the failed request is marked here (from
 * `onRequestError` in src/instrumentation.ts, which Next calls while rendering, before the status is written) and
 * scripts/server.mjs, which numbers each request and owns the response head, turns that request's 500 into a 503.
 */

/** Set by scripts/server.mjs on every request (any value a client sent is replaced). */
export const requestIdHeader = "x-ironbark-request-id";

/** Request number → Retry-After seconds. Shared with scripts/server.mjs, which creates the map; absent under `next dev`, where nothing is marked. */
const markedRequestsKey = Symbol.for("ironbark.databaseUnavailableRequests");

/** Marks the request whose rendering failed with `error` when that error means the database is unavailable. */
export function markDatabaseOutage(error: unknown, headers: NodeJS.Dict<string | string[]>): void {
  const marked = (globalThis as { [markedRequestsKey]?: Map<string, number> })[markedRequestsKey];
  const id = headers[requestIdHeader];
  if (marked && typeof id === "string" && isDatabaseUnavailable(error)) marked.set(id, databaseRetryAfterSeconds);
}
