import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { env } from "@/env";
import { getDb, type Db } from "@/server/db";
import { feedFileEntries, feedFiles, feedSources, listingMedia } from "@/server/db/schema";
import { enqueueMail } from "@/server/email/outbox";
import { silentFeedAlert } from "@/server/email/templates";
import type { BackgroundJob } from "@/server/jobs/runner";
import { wakeBackgroundJob } from "@/server/jobs/runner";
import { getLeadSettings } from "@/server/leads/lead-settings";
import { logger } from "@/server/log";

/*
 * Watching the feed (docs/listings.md, "Feed health"): the principal hears once when a source that used to send has
 * been silent longer than its setting, and what was received is not kept for ever.
 */

export const feedWatchJobName = "listings-feed-watch";

/**
 * E-mails the principal (the leads' principal address) about each enabled source that has sent before and has been
 * silent longer than its `expect_file_within_hours`: once per silence — the source is marked in the transaction that
 * queues the mail, and is due again only after a newer file. Returns how many sources were reported.
 */
export async function alertSilentSources(db: Db, now: Date = new Date()): Promise<number> {
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const silent = await tx
      .select()
      .from(feedSources)
      .where(
        and(
          eq(feedSources.enabled, true),
          isNotNull(feedSources.lastFileAt),
          sql`${feedSources.lastFileAt} < ${at}::timestamptz - make_interval(hours => ${feedSources.expectFileWithinHours})`,
          or(isNull(feedSources.silentAlertedAt), lt(feedSources.silentAlertedAt, feedSources.lastFileAt)),
        ),
      )
      .for("update", { skipLocked: true });
    if (silent.length === 0) return 0;
    await tx
      .update(feedSources)
      .set({ silentAlertedAt: now })
      .where(
        inArray(
          feedSources.id,
          silent.map((source) => source.id),
        ),
      );
    const { principalEmail } = await getLeadSettings(tx);
    await enqueueMail(
      tx,
      silent.map((source) => ({
        kind: "feed-silent" as const,
        to: principalEmail,
        ...silentFeedAlert({
          sourceName: source.name,
          lastFileAt: source.lastFileAt ?? now,
          expectWithinHours: source.expectFileWithinHours,
        }),
      })),
      now,
    );
    return silent.length;
  });
}

/**
 * Drops the bodies of files received more than `keepDays` ago (the XML and a zip's images: the bulk of what is kept),
 * keeping each file's row — its SHA-256 still makes a replay a no-op, its diagnostics and the listing history still
 * name it. A file an image is still waiting on (the photo worker reads zipped and inline images from it) keeps its body.
 * Returns how many files were pruned.
 */
export async function pruneFeedFileBodies(db: Db, keepDays: number, now: Date = new Date(), batchSize = 100): Promise<number> {
  const before = new Date(now.getTime() - keepDays * 24 * 60 * 60_000);
  const waiting = db
    .select({ id: listingMedia.sourceFileId })
    .from(listingMedia)
    .where(and(eq(listingMedia.imageStatus, "pending"), isNotNull(listingMedia.sourceFileId)));
  const old = await db
    .select({ id: feedFiles.id })
    .from(feedFiles)
    .where(
      and(
        lt(feedFiles.receivedAt, before),
        isNull(feedFiles.bodyPrunedAt),
        sql`${feedFiles.status} <> 'received'`,
        sql`${feedFiles.id} not in (${waiting})`,
      ),
    )
    .limit(batchSize);
  if (old.length === 0) return 0;
  const ids = old.map((row) => row.id);
  await db.transaction(async (tx) => {
    await tx.delete(feedFileEntries).where(inArray(feedFileEntries.fileId, ids));
    await tx.update(feedFiles).set({ xml: null, bodyPrunedAt: now }).where(inArray(feedFiles.id, ids));
  });
  return ids.length;
}

/** Deletes the drop folder's processed files (`archive/`, `failed/` beside it) older than `keepDays`. Returns how many. */
export async function pruneDropFolderArchive(folder: string, keepDays: number, now: number = Date.now()): Promise<number> {
  const cutoff = now - keepDays * 24 * 60 * 60_000;
  let removed = 0;
  for (const sub of ["archive", "failed"]) {
    // The drop folder is the operator's (LISTINGS_DROP_FOLDER), never the project's: the build need not trace it.
    const dir = path.join(/*turbopackIgnore: true*/ path.resolve(folder), "..", sub);
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const file = path.join(dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (!stat?.isFile() || stat.mtimeMs >= cutoff) continue;
      await fs.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

/** Every 5 minutes: the silent-source alert, then the retention of received files. */
export function feedWatchJob(options: { getDb?: () => Promise<Db> } = {}): BackgroundJob {
  return {
    name: feedWatchJobName,
    intervalMs: 5 * 60_000,
    async runOnce(signal) {
      if (signal.aborted) return "idle";
      const db = await (options.getDb ?? getDb)();
      if ((await alertSilentSources(db)) > 0) wakeBackgroundJob("outbox");
      const pruned = await pruneFeedFileBodies(db, env.LISTINGS_FEED_KEEP_DAYS);
      const archived = env.LISTINGS_DROP_DIR ? await pruneDropFolderArchive(env.LISTINGS_DROP_DIR, env.LISTINGS_FEED_KEEP_DAYS) : 0;
      if (pruned + archived > 0) logger.info({ pruned, archived }, "old listings feed files pruned");
      return pruned === 100 ? "more" : "idle";
    },
  };
}
