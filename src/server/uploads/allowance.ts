import "server-only";
import { eq, sum } from "drizzle-orm";
import { env } from "@/env";
import type { Db } from "@/server/db";
import { uploads } from "@/server/db/schema";
import { consumeRateLimit } from "@/server/rate-limit/limiter";

/**
 * What one staff member may store (security audit, finding 6: an agent stored 10 × 5 MB in 3 s, and nothing ever
 * removed them). Every image that reaches storage — an upload, a team portrait, an AI cover — counts against its
 * author's rate (`UPLOAD_RATE_LIMIT_MAX` per `UPLOAD_RATE_LIMIT_WINDOW_SECONDS`, counted per account in the
 * `rate_limits` table, so across instances) and quota (`UPLOAD_QUOTA_MB` of images held at once, the sum of their
 * `uploads` rows; unused ones are deleted after the grace period, ./cleanup.ts, which frees the space again).
 */
export interface UploadLimits {
  rateMax: number;
  rateWindowMs: number;
  quotaBytes: number;
  graceHours: number;
}

export function uploadLimitsFromEnv(): UploadLimits {
  return {
    rateMax: env.UPLOAD_RATE_LIMIT_MAX,
    rateWindowMs: env.UPLOAD_RATE_LIMIT_WINDOW_SECONDS * 1000,
    quotaBytes: Math.floor(env.UPLOAD_QUOTA_MB * 1024 * 1024),
    graceHours: env.UPLOAD_CLEANUP_GRACE_HOURS,
  };
}

/** A refusal as the upload routes answer it: `{ error, message }` with its status (and Retry-After for 429). */
export interface UploadRefusal {
  status: 413 | 429;
  error: string;
  message: string;
  retryAfterSeconds?: number;
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
const minutes = (seconds: number) => (seconds < 90 ? "a minute or two" : `${Math.ceil(seconds / 60)} minutes`);

/** Bytes of images the account holds now (those counted since uploads were recorded). */
export async function storedBytesOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sum(uploads.bytes) })
    .from(uploads)
    .where(eq(uploads.userId, userId));
  return Number(row?.total ?? 0);
}

/**
 * Counts one upload against the account's rate, then checks that `incomingBytes` more fit in its quota. Null: go
 * ahead (and `recordUpload` once stored). Every attempt spends the rate, refused or not, so a flood is cut short.
 */
export async function checkUploadAllowance(
  db: Db,
  userId: string,
  incomingBytes: number,
  limits: UploadLimits = uploadLimitsFromEnv(),
  now: Date = new Date(),
): Promise<UploadRefusal | null> {
  const rate = await consumeRateLimit(db, `uploads:${userId}`, { limit: limits.rateMax, windowMs: limits.rateWindowMs }, now);
  if (!rate.allowed) {
    return {
      status: 429,
      error: "Too many uploads",
      message: `You can upload ${limits.rateMax} images every ${minutes(limits.rateWindowMs / 1000)}. Please try again in ${minutes(rate.retryAfterSeconds)}.`,
      retryAfterSeconds: rate.retryAfterSeconds,
    };
  }
  const used = await storedBytesOf(db, userId);
  if (used + incomingBytes > limits.quotaBytes) {
    return {
      status: 413,
      error: "Upload quota reached",
      message: `Your images take ${megabytes(used)} of the ${megabytes(limits.quotaBytes)} each person may store. Images that no post, profile or page uses are deleted after ${limits.graceHours} hours, which frees space; an admin can raise UPLOAD_QUOTA_MB.`,
    };
  }
  return null;
}

/**
 * An image stored within its uploader's rate and quota (`incomingBytes`: its size, or 0 when known only once made), and
 * recorded against them; the refusal instead, with nothing stored, when past either. `store`'s errors are the caller's.
 */
export async function storeWithinAllowance<T extends { name: string; bytes: number }>(
  db: Db,
  userId: string,
  incomingBytes: number,
  store: () => Promise<T>,
): Promise<{ ok: true; stored: T } | { ok: false; refusal: UploadRefusal }> {
  const refusal = await checkUploadAllowance(db, userId, incomingBytes);
  if (refusal) return { ok: false, refusal };
  const stored = await store();
  await recordUpload(db, { name: stored.name, userId, bytes: stored.bytes });
  return { ok: true, stored };
}

/** The route's answer to a refusal. */
export function uploadRefusalResponse(refusal: UploadRefusal): Response {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (refusal.retryAfterSeconds) headers["Retry-After"] = String(refusal.retryAfterSeconds);
  return Response.json({ error: refusal.error, message: refusal.message }, { status: refusal.status, headers });
}

/** Records a stored image against its author, for the quota and the clean-up. */
export async function recordUpload(
  db: Db,
  upload: { name: string; userId: string | null; bytes: number },
  now: Date = new Date(),
): Promise<void> {
  await db
    .insert(uploads)
    .values({ ...upload, createdAt: now })
    .onConflictDoNothing();
}
