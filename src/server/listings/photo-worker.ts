import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/server/db";
import { feedFileEntries, feedFiles, listingMedia, listings } from "@/server/db/schema";
import { keepLease } from "@/server/jobs/keep-lease";
import type { BackgroundJob } from "@/server/jobs/runner";
import { workerId } from "@/server/jobs/worker-id";
import { logger } from "@/server/log";
import type { UploadStorage } from "@/server/uploads/upload-storage";
import { ListingMediaError, nextRetry, storeListingImage, type ListingImageInput } from "./media";
import { refreshPublication } from "./merge";
import { attr, child, childrenNamed, expandElement, readXml } from "./reaxml/xml-tree";

/*
 * The photo worker (docs/listings.md, "Photos"): every photo or floor plan slot the merge marked pending (new, or its
 * source or modTime changed) is made web-ready once by storeListingImage and its `image_id` filled. One slot at a
 * time per instance, each claimed with a lease, main photos first: a listing goes on the site once its main photo is
 * stored (refreshPublication), the rest follow. A failure is tried again with backoff (media/retry.ts).
 */

export const listingPhotosJobName = "listing-photos";

/** A claim outlasts one image (a 20 s download, a 60 s wait for another process, the encoding), renewed meanwhile. */
const slotLeaseMs = 2 * 60_000;
const slotLeaseRenewMs = 20_000;

type Slot = typeof listingMedia.$inferSelect;

/** Takes the next pending image no live worker holds (main photos first, then oldest); null when none is due. */
export async function claimNextImageSlot(db: Db, worker: string, now: Date = new Date()): Promise<Slot | null> {
  const at = now.toISOString();
  const due = sql`${listingMedia.imageStatus} = 'pending' and ${listingMedia.removedAt} is null
            and (${listingMedia.imageNextAttemptAt} is null or ${listingMedia.imageNextAttemptAt} <= ${at}::timestamptz)
            and (${listingMedia.imageLeaseUntil} is null or ${listingMedia.imageLeaseUntil} < ${at}::timestamptz)`;
  // Looked for first, so that an idle worker (every 5 s) writes nothing: every write to listing_media, even one that
  // changes no row, raises the listings' content version and sends the page cache to read its list again.
  const [pending] = await db.select({ id: listingMedia.id }).from(listingMedia).where(due).limit(1);
  if (!pending) return null;
  const rows = await db
    .update(listingMedia)
    .set({
      imageClaimedBy: worker,
      imageLeaseUntil: new Date(now.getTime() + slotLeaseMs),
      imageAttempts: sql`${listingMedia.imageAttempts} + 1`,
    })
    .where(
      eq(
        listingMedia.id,
        sql`(select ${listingMedia.id} from ${listingMedia}
          where ${due}
          order by (${listingMedia.kind} = 'photo' and ${listingMedia.slot} = 'm') desc, ${listingMedia.createdAt}
          limit 1 for update skip locked)`,
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** The base64 text of an inline image, read again from the file it came in (the last occurrence of its listing). */
function inlineImage(xml: string, listing: { agentId: string; uniqueId: string }, slot: Slot): Buffer | null {
  const read = readXml(xml);
  if (!read.ok) return null;
  const tag = slot.kind === "photo" ? "img" : slot.kind;
  let found: string | null = null;
  for (const shallow of read.root.children) {
    const element = expandElement(shallow);
    if (child(element, "agentID")?.text.trim() !== listing.agentId || child(element, "uniqueID")?.text.trim() !== listing.uniqueId)
      continue;
    const objects = child(element, "objects");
    const item = objects
      ? childrenNamed(objects, tag).find((node) => (attr(node, "id") ?? "").trim().toLowerCase() === slot.slot)
      : undefined;
    if (item?.text.trim()) found = item.text.replace(/\s+/g, "");
  }
  return found === null ? null : Buffer.from(found, "base64");
}

/** Where the slot's image comes from: its URL, its zip entry, or its inline base64. */
async function imageInput(db: Db, slot: Slot): Promise<{ input: ListingImageInput; sourceKey?: string }> {
  if (slot.sourceUrl) return { input: { url: slot.sourceUrl }, sourceKey: `url:${slot.sourceUrl}` };
  const gone = () => new ListingMediaError("unsupported_type", "The feed file this image came in is no longer kept", { retryable: false });
  if (!slot.sourceFileId) throw gone();
  if (slot.sourceFile) {
    const [entry] = await db
      .select({ content: feedFileEntries.content })
      .from(feedFileEntries)
      .where(and(eq(feedFileEntries.fileId, slot.sourceFileId), eq(feedFileEntries.name, slot.sourceFile)));
    if (!entry)
      throw new ListingMediaError("unsupported_type", `The zip holds no file named "${slot.sourceFile.slice(0, 80)}"`, {
        retryable: false,
      });
    return { input: { bytes: entry.content } };
  }
  const [file] = await db.select({ xml: feedFiles.xml }).from(feedFiles).where(eq(feedFiles.id, slot.sourceFileId));
  const [listing] = await db
    .select({ agentId: listings.agentId, uniqueId: listings.uniqueId })
    .from(listings)
    .where(eq(listings.id, slot.listingId));
  const bytes = file?.xml && listing ? inlineImage(file.xml, listing, slot) : null;
  if (!bytes) throw gone();
  return { input: { bytes } };
}

export type SlotOutcome = "stored" | "retrying" | "failed" | "superseded";

/**
 * Stores a claimed slot's image and records the outcome, only while this worker still holds the slot (a newer message
 * that changed it meanwhile put it back to pending: the stored image then simply waits, deduplicated, for the next try).
 */
export async function processImageSlot(
  db: Db,
  slot: Slot,
  worker: string,
  options: { storage?: UploadStorage; now?: () => Date } = {},
): Promise<SlotOutcome> {
  const now = options.now ?? (() => new Date());
  const mine = and(eq(listingMedia.id, slot.id), eq(listingMedia.imageClaimedBy, worker), eq(listingMedia.imageStatus, "pending"));
  try {
    const { input, sourceKey } = await imageInput(db, slot);
    const image = await storeListingImage(db, input, {
      ...(sourceKey ? { sourceKey, modTime: slot.modTime ?? new Date(0) } : {}),
      ...(options.storage ? { storage: options.storage } : {}),
    });
    const rows = await db
      .update(listingMedia)
      .set({
        imageId: image.imageId,
        imageStatus: "stored",
        imageError: null,
        imageNextAttemptAt: null,
        imageClaimedBy: null,
        imageLeaseUntil: null,
      })
      .where(mine)
      .returning({ id: listingMedia.id });
    if (rows.length === 0) return "superseded";
    if (slot.kind === "photo" && slot.slot === "m") await refreshPublication(db, slot.listingId);
    return "stored";
  } catch (error) {
    const known = error instanceof ListingMediaError;
    if (!known) logger.error({ err: error, slot: slot.id }, "a listing image could not be stored");
    const decision = nextRetry({
      attempts: slot.imageAttempts,
      now: now(),
      retryable: known ? error.retryable : true,
      random: Math.random(),
    });
    const message = known ? error.message : "The image could not be stored (an unexpected error; see the server log)";
    const rows = await db
      .update(listingMedia)
      .set(
        decision.retry
          ? { imageError: message, imageNextAttemptAt: decision.nextAttemptAt, imageClaimedBy: null, imageLeaseUntil: null }
          : // Given up: a changed image no longer shows the one it replaced.
            {
              imageError: message,
              imageStatus: "failed",
              imageId: null,
              imageNextAttemptAt: null,
              imageClaimedBy: null,
              imageLeaseUntil: null,
            },
      )
      .where(mine)
      .returning({ id: listingMedia.id });
    if (rows.length === 0) return "superseded";
    logger.warn(
      { slot: slot.id, listing: slot.listingId, attempts: slot.imageAttempts, retry: decision.retry, reason: message },
      "a listing image failed",
    );
    return decision.retry ? "retrying" : "failed";
  }
}

/** Claims and stores one pending image; false when none is due. */
export async function storeNextListingImage(db: Db, worker: string, options: { storage?: UploadStorage } = {}): Promise<boolean> {
  const slot = await claimNextImageSlot(db, worker);
  if (!slot) return false;
  const stop = keepLease(async () => {
    const rows = await db
      .update(listingMedia)
      .set({ imageLeaseUntil: new Date(Date.now() + slotLeaseMs) })
      .where(and(eq(listingMedia.id, slot.id), eq(listingMedia.imageClaimedBy, worker)))
      .returning({ id: listingMedia.id });
    return rows.length > 0;
  }, slotLeaseRenewMs);
  try {
    await processImageSlot(db, slot, worker, options);
  } finally {
    stop();
  }
  return true;
}

/** Stores pending listing images, one at a time; woken when a feed file has been applied, otherwise every 5 s. */
export function listingPhotosJob(options: { getDb?: () => Promise<Db> } = {}): BackgroundJob {
  return {
    name: listingPhotosJobName,
    intervalMs: 5000,
    async runOnce(signal) {
      if (signal.aborted) return "idle";
      const db = await (options.getDb ?? getDb)();
      return (await storeNextListingImage(db, workerId())) ? "more" : "idle";
    },
  };
}
