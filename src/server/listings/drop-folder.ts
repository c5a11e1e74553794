import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { env } from "@/env";
import { getDb, type Db } from "@/server/db";
import { feedSources } from "@/server/db/schema";
import type { BackgroundJob } from "@/server/jobs/runner";
import { workerId } from "@/server/jobs/worker-id";
import { logger } from "@/server/log";
import { applyFeedFile, claimFeedFile, maxFeedFileBytes, receiveFeedFile, type FeedSource } from "./feed-files";

/*
 * The second way in (docs/listings.md): a folder an agency's SFTP server writes REAXML files into. Each file is taken
 * by one instance (renamed to a hidden name first: a rename is atomic, so two instances cannot both take it), stored
 * and applied through the same pipeline as a posted file, then moved to `archive/` (applied, partially applied) or
 * `failed/` (refused, failed, quarantined) beside the folder.
 */

export const dropFolderSourceName = "Drop folder (LISTINGS_DROP_DIR)";

/** A file changed more recently than this may still be being written. */
const settleMs = 2000;
const fileLeaseMs = 60_000;
/** A file taken this long ago and still hidden was left by an instance that died: it is put back. */
const abandonedMs = 10 * 60_000;
const takenPrefix = ".taken~";

async function dropFolderSource(db: Db): Promise<FeedSource> {
  const [row] = await db
    .insert(feedSources)
    .values({ name: dropFolderSourceName, fromEnv: true })
    .onConflictDoUpdate({ target: feedSources.name, set: { fromEnv: true } })
    .returning();
  if (!row) throw new Error("could not record the drop folder's source");
  return row;
}

async function moveTo(dir: string, taken: string, name: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  await fs.rename(taken, path.join(dir, `${stamp}_${name}`));
}

/** One look at the folder: every settled .xml or .zip file taken, applied and moved. Returns how many were taken. */
export async function collectDropFolder(db: Db, folder: string, worker: string, now: number = Date.now()): Promise<number> {
  const dir = path.resolve(folder);
  const archive = path.join(dir, "..", "archive");
  const failed = path.join(dir, "..", "failed");
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    logger.warn({ err: error, dir }, "listings drop folder cannot be read");
    return 0;
  }
  for (const name of names) {
    if (!name.startsWith(takenPrefix)) continue;
    const stat = await fs.stat(path.join(dir, name)).catch(() => null);
    const originalName = name.slice(takenPrefix.length).split("~").slice(1).join("~");
    if (stat && originalName && now - stat.ctimeMs > abandonedMs)
      await fs.rename(path.join(dir, name), path.join(dir, originalName)).catch(() => {});
  }
  let taken = 0;
  for (const name of names) {
    if (name.startsWith(".") || !/\.(xml|zip)$/i.test(name)) continue;
    const original = path.join(dir, name);
    const stat = await fs.stat(original).catch(() => null);
    if (!stat?.isFile() || now - stat.mtimeMs < settleMs) continue;
    const mine = path.join(dir, `${takenPrefix}${worker.replace(/[^a-z0-9]+/gi, "-")}~${name}`);
    try {
      await fs.rename(original, mine);
    } catch {
      continue; // Another instance took it.
    }
    taken += 1;
    let outcome: "archive" | "failed" = "failed";
    try {
      if (stat.size > maxFeedFileBytes) {
        logger.warn({ file: name, bytes: stat.size }, "listings drop folder: file larger than 50 MB refused");
      } else {
        const body = new Uint8Array(await fs.readFile(mine));
        const source = await dropFolderSource(db);
        const received = await receiveFeedFile(db, {
          source,
          body,
          contentType: /\.zip$/i.test(name) ? "application/zip" : "application/xml",
          filename: name,
        });
        if (!received.ok) logger.warn({ file: name, reason: received.message }, "listings drop folder: file refused");
        else {
          let status = received.status;
          if (status === "received" && (await claimFeedFile(db, received.id, worker, fileLeaseMs))) {
            status = (await applyFeedFile(db, received.id, { worker }))?.status ?? status;
          }
          outcome = status === "failed" || status === "quarantined" ? "failed" : "archive";
          logger.info({ file: name, id: received.id, status }, "listings drop folder: file taken");
        }
      }
    } catch (error) {
      logger.error({ err: error, file: name }, "listings drop folder: file could not be taken");
      // Put it back to be tried again at the next look.
      await fs.rename(mine, original).catch(() => {});
      continue;
    }
    await moveTo(outcome === "archive" ? archive : failed, mine, name);
  }
  return taken;
}

/** Polls LISTINGS_DROP_DIR every 10 s; null when it is unset. */
export function dropFolderJob(options: { folder?: string; getDb?: () => Promise<Db> } = {}): BackgroundJob | null {
  const folder = options.folder ?? env.LISTINGS_DROP_DIR;
  if (!folder) return null;
  return {
    name: "listings-drop-folder",
    intervalMs: 10_000,
    async runOnce(signal) {
      if (signal.aborted) return "idle";
      await collectDropFolder(await (options.getDb ?? getDb)(), folder, workerId());
      return "idle";
    },
  };
}
