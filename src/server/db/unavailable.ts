/** Network-level codes (Node sockets, this module's deadline) that mean the database server could not be reached or went away. */
const connectionCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND"]);

/** node-postgres reports a lost or unobtainable connection with these messages and no code. */
const connectionMessages = new Set([
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error and is not queryable",
]);

/** SQLSTATEs of a server shutting down, starting up or refusing connections. */
const unavailableStates = new Set(["57P01", "57P02", "57P03", "53300"]);

/**
 * True when an error means "the database is unavailable right now" (a restart, a network cut) rather than a
 * bug or bad data: such requests are answered 503 with Retry-After, and work again once it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (connectionCodes.has(code) || unavailableStates.has(code) || code.startsWith("08"))) return true;
    if (current instanceof Error && connectionMessages.has(current.message)) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait before retrying during a database outage. */
export const databaseRetryAfterSeconds = 15;

/** How long one request waits on the database before it is answered 503 rather than left hanging. */
export const databaseDeadlineMs = 8000;

/**
 * The database work of one request, or an ETIMEDOUT error (an outage, to `isDatabaseUnavailable`) once the
 * deadline passes. A query caught on a connection that died mid-restart can otherwise wait for the server
 * to come back. The work itself is not cancelled: a late commit still stores the row (never lost, at worst
 * sent again by a visitor who retries).
 */
export function withDatabaseDeadline<T>(work: Promise<T>, ms: number = databaseDeadlineMs): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`the database did not answer within ${ms} ms`), { code: "ETIMEDOUT" })), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
