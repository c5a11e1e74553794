/**
 * Why storing a listing image failed. `retryable` says whether the same call may succeed later (a timeout, a 503,
 * the storage briefly down) or never will (not an image, too large, a refused address): feed it to `nextRetry`
 * (./retry.ts) to know when to try again.
 */
export type ListingMediaErrorCode =
  /** The URL is not http(s), or its host is private/loopback and not in LISTINGS_MEDIA_ALLOWED_HOSTS. */
  | "refused_address"
  /** More bytes than the cap. */
  | "too_large"
  /** No complete answer within the time limit, or the connection failed. */
  | "network"
  /** The server answered with an error status. */
  | "http_status"
  /** The bytes are not JPEG, PNG, WebP or GIF. */
  | "unsupported_type"
  /** The signature is an accepted format but the picture cannot be decoded (truncated, corrupt, too many pixels). */
  | "undecodable"
  /** Writing to the uploads storage failed. */
  | "storage"
  /** Another process is still making this image's sizes. */
  | "busy";

export class ListingMediaError extends Error {
  readonly code: ListingMediaErrorCode;
  readonly retryable: boolean;
  /** The HTTP status, for `http_status`. */
  readonly status?: number;

  constructor(code: ListingMediaErrorCode, message: string, options: { retryable: boolean; status?: number; cause?: unknown }) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "ListingMediaError";
    this.code = code;
    this.retryable = options.retryable;
    if (options.status !== undefined) this.status = options.status;
  }
}

/** A server's answer worth asking again: rate limited, timed out, or a server-side failure. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 425 || status === 429 || status >= 500;
}
