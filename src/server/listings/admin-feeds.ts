import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "@/server/db";
import { feedFiles, feedSources, listingEvents, listings, properties } from "@/server/db/schema";
import { PublicError } from "@/server/errors";
import { addressLine } from "./admin-listings";
import { sha256Hex } from "./feed-files";

/*
 * The feed as staff see it (/admin/listings/feed): the files received with their diagnostics, one file's raw XML
 * beside what was stored for each listing it touched, and the sources with their tokens. A token is made here, shown
 * once to the admin who made it, and only its SHA-256 is stored.
 */

export const feedFilesPageSize = 25;

export async function listFeedFiles(db: Db, page: number) {
  const [totalRow] = await db.select({ total: count() }).from(feedFiles);
  const rows = await db
    .select({
      id: feedFiles.id,
      filename: feedFiles.filename,
      source: feedSources.name,
      status: feedFiles.status,
      bytes: feedFiles.bytes,
      contentType: feedFiles.contentType,
      listingCount: feedFiles.listingCount,
      diagnostics: feedFiles.diagnostics,
      receivedAt: feedFiles.receivedAt,
      processedAt: feedFiles.processedAt,
    })
    .from(feedFiles)
    .innerJoin(feedSources, eq(feedSources.id, feedFiles.sourceId))
    .orderBy(desc(feedFiles.receivedAt), asc(feedFiles.id))
    .limit(feedFilesPageSize)
    .offset(Math.max(0, page - 1) * feedFilesPageSize);
  return { total: totalRow?.total ?? 0, rows };
}

/** One file, its raw XML (credentials already removed when it was received) and the listings it touched as stored now. */
export async function getFeedFileDetail(db: Db, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [file] = await db
    .select({ file: feedFiles, source: feedSources.name })
    .from(feedFiles)
    .innerJoin(feedSources, eq(feedSources.id, feedFiles.sourceId))
    .where(eq(feedFiles.id, id));
  if (!file) return null;
  const touched = await db.selectDistinct({ listingId: listingEvents.listingId }).from(listingEvents).where(eq(listingEvents.fileId, id));
  const ids = touched.map((t) => t.listingId);
  const stored =
    ids.length === 0
      ? []
      : await db
          .select({ listing: listings, subNumber: properties.subNumber, streetNumber: properties.streetNumber, street: properties.street })
          .from(listings)
          .leftJoin(properties, eq(properties.id, listings.propertyId))
          .where(inArray(listings.id, ids))
          .orderBy(asc(listings.agentId), asc(listings.uniqueId));
  return {
    ...file.file,
    source: file.source,
    listings: stored.map((s) => ({
      ...s.listing,
      address: addressLine({ ...s, suburb: s.listing.suburb }),
      laterFileApplied: s.listing.lastFileId !== id,
    })),
  };
}

export async function listFeedSources(db: Db) {
  const sources = await db.select().from(feedSources).orderBy(asc(feedSources.createdAt), asc(feedSources.name));
  const counts = await db.select({ sourceId: feedFiles.sourceId, files: count() }).from(feedFiles).groupBy(feedFiles.sourceId);
  const byId = new Map(counts.map((c) => [c.sourceId, c.files]));
  return sources.map(({ tokenHash, ...source }) => ({ ...source, hasToken: tokenHash !== null, files: byId.get(source.id) ?? 0 }));
}

/** A new bearer token: 32 random bytes, URL-safe. */
function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export interface NewFeedSource {
  name: string;
  allowedAgentIds: string[];
  expectFileWithinHours: number;
}

/** Creates a source; its token is returned once and only its hash is kept. A name already taken is refused. */
export async function createFeedSource(db: Db, input: NewFeedSource): Promise<{ id: string; token: string }> {
  const token = newToken();
  const [row] = await db
    .insert(feedSources)
    .values({
      name: input.name,
      allowedAgentIds: input.allowedAgentIds,
      expectFileWithinHours: input.expectFileWithinHours,
      tokenHash: sha256Hex(token),
    })
    .onConflictDoNothing({ target: feedSources.name })
    .returning({ id: feedSources.id });
  if (!row) throw new PublicError(`A source named "${input.name}" already exists.`, 409);
  return { id: row.id, token };
}

/** A new token for a source made in the admin; the old one stops working at once. */
export async function rotateFeedSourceToken(db: Db, id: string): Promise<{ name: string; token: string }> {
  const token = newToken();
  const [row] = await db
    .update(feedSources)
    .set({ tokenHash: sha256Hex(token) })
    .where(and(eq(feedSources.id, id), eq(feedSources.fromEnv, false)))
    .returning({ name: feedSources.name });
  if (!row) throw new PublicError(await whyNotRotatable(db, id), 404);
  return { name: row.name, token };
}

async function whyNotRotatable(db: Db, id: string): Promise<string> {
  const [row] = await db.select({ fromEnv: feedSources.fromEnv }).from(feedSources).where(eq(feedSources.id, id));
  return row?.fromEnv
    ? "This source's token is LISTINGS_FEED_TOKEN in the server's environment: change it there."
    : "This source no longer exists.";
}

/** Disables a source (its token is refused from now on) or enables it again. */
export async function setFeedSourceEnabled(db: Db, id: string, enabled: boolean): Promise<{ name: string; changed: boolean }> {
  const [row] = await db
    .update(feedSources)
    .set({ enabled })
    .where(and(eq(feedSources.id, id), ne(feedSources.enabled, enabled)))
    .returning({ name: feedSources.name });
  if (row) return { name: row.name, changed: true };
  const [existing] = await db.select({ name: feedSources.name }).from(feedSources).where(eq(feedSources.id, id));
  if (!existing) throw new PublicError("This source no longer exists.", 404);
  return { name: existing.name, changed: false };
}

/** Sources that used to send and have been silent longer than their setting (shown on the feed page). */
export function isSilent(
  source: { enabled: boolean; lastFileAt: Date | null; expectFileWithinHours: number },
  now: Date = new Date(),
): boolean {
  return (
    source.enabled && source.lastFileAt !== null && now.getTime() - source.lastFileAt.getTime() > source.expectFileWithinHours * 3_600_000
  );
}
