/**
 * An error whose message is meant for the person who made the request (a duplicate slug, a missing row).
 * Server actions and API routes show its message as it is; every other error is logged and replaced by a
 * generic message, so internals never leak.
 */
export class PublicError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 = 400,
  ) {
    super(message);
    this.name = "PublicError";
  }
}
