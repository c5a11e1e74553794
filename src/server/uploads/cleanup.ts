import "server-only";
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "@/server/db";
import { blogPosts, events, listingImages, siteContent, teamMembers, uploads, user } from "@/server/db/schema";
import { logger } from "@/server/log";
import { uploadNamePattern } from "./names";
import type { UploadStorage } from "./upload-storage";

/**
 * Deletes uploads nothing uses (security audit, finding 6). An upload is a candidate only when it is listed in
 * `uploads` (so files stored before uploads were recorded are never touched) and older than the grace period (an
 * image picked in the editor is used only once the post is saved). It is deleted only when its name appears in none
 * of the places an image address can be kept:
 * - blog posts: content, featured image, author picture (drafts and scheduled posts included);
 * - team members: portrait and biography (retired members included);
 * - accounts: their picture;
 * - site content documents (the agency's details, testimonials, …), whole, as text;
 * - events: address and description;
 * - listing photos (`listing_images.variants`): these are stored without an `uploads` row, so they are never
 *   candidates; the check is there so that even a row of the same name could not take their files.
 * A name is 32 hex digits, a timestamp and an extension, so matching it as text cannot confuse two uploads, and
 * every address form (`/uploads/<name>`, `{S3_PUBLIC_URL}/<name>`) contains it. Whatever still uses an upload keeps
 * it; each is looked at again at most once per `recheckMs`.
 */

/** Whether any stored content mentions the upload `name`. */
export async function isUploadReferenced(db: DbOrTx, name: string): Promise<boolean> {
  if (!uploadNamePattern.test(name)) throw new Error(`not an upload name: ${JSON.stringify(name)}`);
  const pattern = `%${name}%`;
  const referenced = sql<boolean>`(
    exists (select 1 from ${blogPosts} where ${blogPosts.content} like ${pattern} or ${blogPosts.featuredImage} like ${pattern} or ${blogPosts.authorImage} like ${pattern})
    or exists (select 1 from ${teamMembers} where ${teamMembers.portrait} like ${pattern} or ${teamMembers.bio}::text like ${pattern})
    or exists (select 1 from ${user} where ${user.image} like ${pattern})
    or exists (select 1 from ${siteContent} where ${siteContent.value}::text like ${pattern})
    or exists (select 1 from ${events} where ${events.url} like ${pattern} or ${events.description} like ${pattern})
    or exists (select 1 from ${listingImages} where ${listingImages.variants}::text like ${pattern})
  )`;
  const [row] = await db.select({ referenced }).from(sql`(select 1) as probe`);
  return row?.referenced === true;
}

export interface CleanupOptions {
  graceMs: number;
  /** How long an upload found in use is left before it is looked at again. */
  recheckMs?: number;
  batchSize?: number;
}

export interface CleanupOutcome {
  removed: string[];
  inUse: number;
  /** More candidates may be waiting (the batch was full). */
  more: boolean;
}

/**
 * One round: up to `batchSize` candidates, oldest first, each decided in its own transaction that locks its row
 * (another instance's round skips it) and deletes the row when nothing uses the upload; the file goes after the
 * commit. A file that cannot be deleted is logged and left (its row is gone, so it is never counted or tried again).
 */
export async function removeUnusedUploads(
  db: Db,
  storage: UploadStorage,
  options: CleanupOptions,
  now: Date = new Date(),
): Promise<CleanupOutcome> {
  const batchSize = options.batchSize ?? 50;
  const recheckMs = options.recheckMs ?? 60 * 60_000;
  const createdBefore = new Date(now.getTime() - options.graceMs);
  const checkedBefore = new Date(now.getTime() - recheckMs);
  const candidates = await db
    .select({ name: uploads.name })
    .from(uploads)
    .where(and(lt(uploads.createdAt, createdBefore), or(isNull(uploads.checkedAt), lt(uploads.checkedAt, checkedBefore))))
    .orderBy(asc(uploads.createdAt))
    .limit(batchSize);

  const outcome: CleanupOutcome = { removed: [], inUse: 0, more: candidates.length === batchSize };
  for (const { name } of candidates) {
    const unused = await db.transaction(async (tx) => {
      const [held] = await tx
        .select({ name: uploads.name })
        .from(uploads)
        .where(eq(uploads.name, name))
        .for("update", { skipLocked: true });
      if (!held) return false;
      if (await isUploadReferenced(tx, name)) {
        await tx.update(uploads).set({ checkedAt: now }).where(eq(uploads.name, name));
        return false;
      }
      await tx.delete(uploads).where(eq(uploads.name, name));
      return true;
    });
    if (!unused) {
      outcome.inUse += 1;
      continue;
    }
    try {
      await storage.delete(name);
      outcome.removed.push(name);
    } catch (error) {
      logger.error({ err: error, name }, "could not delete an unused upload");
    }
  }
  return outcome;
}
