import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import type { Db } from "@/server/db";
import { feedFileEntries, feedFiles, feedSources, type FeedDiagnostic, type FeedFileStatus } from "@/server/db/schema";
import { wakeBackgroundJob } from "@/server/jobs/runner";
import { logger } from "@/server/log";
import { mergeListingMessage, mergeListingMessages, type MergeOutcome } from "./merge";
import { listingPhotosJobName } from "./photo-worker";
import { withoutCredentials } from "./reaxml/credentials";
import { parseReaxml, type ListingMessage } from "./reaxml/parse";

/*
 * The import pipeline (docs/listings.md): a file is received (stored once by its SHA-256, credentials removed, zip
 * unpacked within caps), then applied by the job runner (src/server/listings/feed-job.ts): parsed whole first — a file
 * that is not REAXML changes nothing — then merged in chunks of listings, one transaction each.
 */

/** The largest file accepted (the reference parser's cap). */
export const maxFeedFileBytes = 50 * 1024 * 1024;
/** A zip may hold at most this many entries … */
export const maxZipEntries = 1000;
/** … unpacking to at most this many bytes. */
export const maxZipUnpackedBytes = 200 * 1024 * 1024;

export type FeedSource = typeof feedSources.$inferSelect;

export function sha256Hex(data: Uint8Array | string): string {
  return createHash("sha256").update(data).digest("hex");
}

/** The name of the source `LISTINGS_FEED_TOKEN` declares. */
export const environmentSourceName = "Environment (LISTINGS_FEED_TOKEN)";

/**
 * The enabled source a bearer token belongs to, or null. `envToken` is LISTINGS_FEED_TOKEN: it declares one source
 * (created on first use, its hash updated when the variable changes). Tokens are compared by their SHA-256.
 */
export async function authenticateFeedToken(db: Db, token: string, envToken?: string): Promise<FeedSource | null> {
  if (token.length < 16 || token.length > 512) return null;
  const hash = sha256Hex(token);
  if (envToken && timingSafeEqual(Buffer.from(hash, "hex"), Buffer.from(sha256Hex(envToken), "hex"))) {
    const [row] = await db
      .insert(feedSources)
      .values({ name: environmentSourceName, tokenHash: hash, fromEnv: true })
      .onConflictDoUpdate({ target: feedSources.name, set: { tokenHash: hash } })
      .returning();
    return row?.enabled ? row : null;
  }
  const [row] = await db
    .select()
    .from(feedSources)
    .where(and(eq(feedSources.tokenHash, hash), eq(feedSources.enabled, true)));
  return row ?? null;
}

export type ReceiveResult =
  { ok: true; id: string; status: FeedFileStatus; replay: boolean } | { ok: false; status: 413 | 415; message: string };

interface Unpacked {
  xml: string | null;
  entries: { name: string; content: Buffer }[];
  diagnostics: FeedDiagnostic[];
}

function unpackZip(body: Uint8Array): Unpacked | { tooLarge: string } {
  let count = 0;
  let declared = 0;
  let tooLarge: string | null = null;
  const diagnostics: FeedDiagnostic[] = [];
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(body, {
      filter(file) {
        if (file.name.endsWith("/")) return false;
        count += 1;
        declared += file.originalSize;
        if (count > maxZipEntries) tooLarge = `The zip holds more than ${maxZipEntries} entries.`;
        if (declared > maxZipUnpackedBytes) tooLarge = `The zip unpacks to more than ${maxZipUnpackedBytes / 1024 / 1024} MB.`;
        if (tooLarge) return false;
        if (file.name.startsWith("/") || file.name.split(/[\\/]/).includes("..") || /^[a-z]:/i.test(file.name)) {
          diagnostics.push({
            code: "zip-unsafe-entry",
            severity: "warning",
            listing: null,
            message: `The zip entry "${file.name.slice(0, 80)}" escapes its folder and was ignored.`,
          });
          return false;
        }
        return true;
      },
    });
  } catch (error) {
    if (tooLarge) return { tooLarge };
    return {
      xml: null,
      entries: [],
      diagnostics: [
        {
          code: "zip-malformed",
          severity: "error",
          listing: null,
          message: `The zip cannot be read: ${(error as Error).message.slice(0, 120)}`,
        },
      ],
    };
  }
  if (tooLarge) return { tooLarge };
  const unpacked = Object.values(files).reduce((sum, data) => sum + data.byteLength, 0);
  if (unpacked > maxZipUnpackedBytes) return { tooLarge: `The zip unpacks to more than ${maxZipUnpackedBytes / 1024 / 1024} MB.` };
  const names = Object.keys(files).sort();
  const xmlNames = names.filter((name) => name.toLowerCase().endsWith(".xml"));
  const xmlName = xmlNames[0];
  if (!xmlName) {
    diagnostics.push({ code: "zip-without-xml", severity: "error", listing: null, message: "The zip holds no .xml file." });
    return { xml: null, entries: [], diagnostics };
  }
  if (xmlNames.length > 1)
    diagnostics.push({
      code: "zip-several-xml",
      severity: "warning",
      listing: null,
      message: `The zip holds ${xmlNames.length} XML files; only ${xmlName.slice(0, 80)} was read.`,
    });
  return {
    xml: decodeUtf8(files[xmlName] ?? new Uint8Array()),
    entries: names
      .filter((name) => !xmlNames.includes(name))
      .map((name) => ({ name, content: Buffer.from(files[name] ?? new Uint8Array()) })),
    diagnostics,
  };
}

function decodeUtf8(bytes: Uint8Array): string {
  return new TextDecoder("utf-8").decode(bytes);
}

export function isZipContentType(contentType: string): boolean {
  return /^application\/(x-)?zip(-compressed)?\b/i.test(contentType);
}

export function isXmlContentType(contentType: string): boolean {
  return /^(application|text)\/xml\b/i.test(contentType);
}

/**
 * Stores a file from `source` to be applied: the same bytes from the same source again are answered with the file
 * already stored (a replay is a no-op). The XML is stored without the root's credentials.
 */
export async function receiveFeedFile(
  db: Db,
  input: { source: Pick<FeedSource, "id">; body: Uint8Array; contentType: string; filename?: string | null },
): Promise<ReceiveResult> {
  const zip = isZipContentType(input.contentType);
  if (!zip && !isXmlContentType(input.contentType)) {
    return { ok: false, status: 415, message: "Send REAXML as application/xml (or text/xml), or a zip as application/zip." };
  }
  if (input.body.byteLength > maxFeedFileBytes) return { ok: false, status: 413, message: "The file is larger than 50 MB." };
  const sha256 = sha256Hex(input.body);
  const replay = await findFile(db, input.source.id, sha256);
  if (replay) return { ok: true, id: replay.id, status: replay.status, replay: true };

  let unpacked: Unpacked;
  if (zip) {
    const result = unpackZip(input.body);
    if ("tooLarge" in result) return { ok: false, status: 413, message: result.tooLarge };
    unpacked = result;
  } else {
    unpacked = { xml: decodeUtf8(input.body), entries: [], diagnostics: [] };
  }
  const failed = unpacked.xml === null;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedFiles)
      .values({
        sourceId: input.source.id,
        filename: input.filename?.slice(0, 200) ?? null,
        sha256,
        bytes: input.body.byteLength,
        contentType: zip ? "application/zip" : "application/xml",
        xml: unpacked.xml === null ? null : withoutCredentials(unpacked.xml),
        diagnostics: unpacked.diagnostics,
        status: failed ? "failed" : "received",
        processedAt: failed ? new Date() : null,
      })
      .onConflictDoNothing({ target: [feedFiles.sourceId, feedFiles.sha256] })
      .returning({ id: feedFiles.id });
    if (!row) return null;
    if (unpacked.entries.length > 0)
      await tx.insert(feedFileEntries).values(unpacked.entries.map((entry) => ({ fileId: row.id, ...entry })));
    await tx.update(feedSources).set({ lastFileAt: new Date() }).where(eq(feedSources.id, input.source.id));
    return row.id;
  });
  if (!id) {
    // The same file arrived on another connection at the same moment.
    const other = await findFile(db, input.source.id, sha256);
    if (!other) throw new Error("feed file vanished after a conflicting insert");
    return { ok: true, id: other.id, status: other.status, replay: true };
  }
  return { ok: true, id, status: failed ? "failed" : "received", replay: false };
}

async function findFile(db: Db, sourceId: string, sha256: string) {
  const [row] = await db
    .select({ id: feedFiles.id, status: feedFiles.status })
    .from(feedFiles)
    .where(and(eq(feedFiles.sourceId, sourceId), eq(feedFiles.sha256, sha256)));
  return row ?? null;
}

/** A file as its source may read it back. */
export async function feedFileReport(db: Db, sourceId: string, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const [row] = await db
    .select({ id: feedFiles.id, status: feedFiles.status, listings: feedFiles.listingCount, diagnostics: feedFiles.diagnostics })
    .from(feedFiles)
    .where(and(eq(feedFiles.id, id), eq(feedFiles.sourceId, sourceId)));
  return row ?? null;
}

export interface ApplyResult {
  status: FeedFileStatus;
  listings: number;
  diagnostics: FeedDiagnostic[];
}

/** Within one file the last occurrence of a listing wins: the earlier ones are dropped with a note. */
function lastOccurrences(messages: ListingMessage[], diagnostics: FeedDiagnostic[]): ListingMessage[] {
  const byKey = new Map<string, ListingMessage>();
  for (const message of messages) {
    if (byKey.has(message.key)) {
      diagnostics.push({
        code: "duplicate-listing",
        severity: "info",
        listing: message.key,
        message: "The listing appears more than once in the file: the last occurrence was applied.",
      });
      byKey.delete(message.key);
    }
    byKey.set(message.key, message);
  }
  return [...byKey.values()];
}

/** Listings merged in one transaction: few statements per listing, and at most this many redone one by one after a failure. */
export const listingsPerTransaction = 200;

export interface ApplyOptions {
  /** Only write the outcome while this worker holds the file. */
  worker?: string;
  /** Listings per transaction (tests use a small one). */
  chunkSize?: number;
  /** Called once each chunk is committed (tests stop a file there, as a crash would). */
  afterChunk?: (applied: number) => Promise<void> | void;
}

/**
 * Applies a received file: parsed whole first (malformed, truncated, empty or not REAXML: failed, nothing changed),
 * then merged in chunks of listings, each chunk in one transaction (src/server/listings/merge.ts batches its reads and
 * writes). A chunk that fails is rolled back and its listings merged again one per transaction, so a listing that
 * cannot be stored leaves no half-written row and the others still apply (partially_applied); a crash loses at most
 * the chunk under way, and the file, still received, is applied again (what was merged changes nothing the second
 * time). Listings for an agent id the source may not send for are refused; a file with nothing but those is
 * quarantined.
 */
export async function applyFeedFile(db: Db, fileId: string, options: ApplyOptions = {}): Promise<ApplyResult | null> {
  const { worker, chunkSize = listingsPerTransaction, afterChunk } = options;
  const [file] = await db.select().from(feedFiles).where(eq(feedFiles.id, fileId));
  if (!file || file.status !== "received") return null;
  const [source] = await db.select().from(feedSources).where(eq(feedSources.id, file.sourceId));
  const diagnostics: FeedDiagnostic[] = [...file.diagnostics];
  const finish = async (result: ApplyResult) => {
    const owner = worker ? eq(feedFiles.claimedBy, worker) : sql`true`;
    await db
      .update(feedFiles)
      .set({
        status: result.status,
        listingCount: result.listings,
        diagnostics: result.diagnostics,
        processedAt: new Date(),
        claimedBy: null,
        leaseUntil: null,
      })
      .where(and(eq(feedFiles.id, fileId), eq(feedFiles.status, "received"), owner));
    // The photo worker stores the images these listings named (their main photos first).
    if (result.listings > 0) wakeBackgroundJob(listingPhotosJobName);
    return result;
  };

  const parsed = parseReaxml(file.xml ?? "");
  if (!parsed.ok) return finish({ status: "failed", listings: 0, diagnostics: [...diagnostics, parsed.diagnostic] });
  diagnostics.push(...parsed.diagnostics);
  const parseErrors = parsed.diagnostics.filter((d) => d.severity === "error" && d.listing !== null).length;

  const allowed = source?.allowedAgentIds ?? [];
  const messages = lastOccurrences(parsed.listings, diagnostics);
  const permitted = messages.filter((message) => allowed.length === 0 || allowed.includes(message.agentId));
  const context = { fileId, sourceId: file.sourceId };
  const outcomes = new Map<ListingMessage, MergeOutcome | null>();
  let appliedSoFar = 0;
  for (let start = 0; start < permitted.length; start += chunkSize) {
    const chunk = permitted.slice(start, start + chunkSize);
    const merged = await mergeChunk(db, chunk, context);
    chunk.forEach((message, index) => outcomes.set(message, merged[index] ?? null));
    appliedSoFar += merged.filter((outcome) => outcome?.applied).length;
    await afterChunk?.(appliedSoFar);
  }

  let applied = 0;
  let refused = 0;
  let failures = 0;
  for (const message of messages) {
    if (!outcomes.has(message)) {
      refused += 1;
      diagnostics.push({
        code: "agent-not-permitted",
        severity: "error",
        listing: message.key,
        message: `This source may not send listings for agent id "${message.agentId.slice(0, 50)}".`,
      });
      continue;
    }
    const outcome = outcomes.get(message);
    if (!outcome) {
      failures += 1;
      diagnostics.push({
        code: "apply-failed",
        severity: "error",
        listing: message.key,
        message: "The listing could not be stored; nothing of it was changed.",
      });
      continue;
    }
    if (outcome.applied) {
      applied += 1;
      diagnostics.push(...outcome.warnings);
    } else {
      diagnostics.push(outcome.diagnostic);
      if (outcome.diagnostic.severity === "error") failures += 1;
    }
  }
  const errors = parseErrors + failures;
  let status: FeedFileStatus = "applied";
  if (refused > 0 && refused === messages.length && parseErrors === 0) status = "quarantined";
  else if ((errors > 0 || refused > 0) && applied > 0) status = "partially_applied";
  else if (errors > 0 || refused > 0) status = "failed";
  return finish({ status, listings: applied, diagnostics: diagnostics.slice(0, 1000) });
}

/**
 * Merges a chunk of listings in one transaction; when that fails (one listing the database refuses, or another
 * instance creating the same listing or property at the same moment), each listing again in its own. Null for a
 * listing that could not be stored.
 */
async function mergeChunk(
  db: Db,
  chunk: ListingMessage[],
  context: { fileId: string; sourceId: string },
): Promise<(MergeOutcome | null)[]> {
  if (chunk.length > 1) {
    try {
      return await db.transaction((tx) => mergeListingMessages(tx, chunk, context));
    } catch (error) {
      logger.warn({ err: error, fileId: context.fileId, listings: chunk.length }, "a chunk of listings failed: applying them one by one");
    }
  }
  const outcomes: (MergeOutcome | null)[] = [];
  for (const message of chunk) outcomes.push(await mergeWithRetry(db, message, context));
  return outcomes;
}

/**
 * Merges one listing in its own transaction, trying once more when it fails: another instance applying another file
 * may have created the same listing or property at the same moment (a unique-key conflict). Null when both tries fail.
 */
async function mergeWithRetry(
  db: Db,
  message: ListingMessage,
  context: { fileId: string; sourceId: string },
): Promise<MergeOutcome | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => mergeListingMessage(tx, message, context));
    } catch (error) {
      if (attempt >= 2) {
        logger.error({ err: error, fileId: context.fileId, listing: message.key }, "a listing could not be applied");
        return null;
      }
    }
  }
}

/** Takes the oldest received file no live worker holds; its id, or null when none waits. */
export async function claimNextFeedFile(db: Db, worker: string, leaseMs: number, now: Date = new Date()): Promise<string | null> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const rows = await db
    .update(feedFiles)
    .set({ claimedBy: worker, leaseUntil, attempts: sql`${feedFiles.attempts} + 1` })
    .where(
      eq(
        feedFiles.id,
        sql`(select ${feedFiles.id} from ${feedFiles} where ${feedFiles.status} = 'received' and (${feedFiles.leaseUntil} is null or ${feedFiles.leaseUntil} < ${now.toISOString()}::timestamptz) order by ${feedFiles.receivedAt} limit 1 for update skip locked)`,
      ),
    )
    .returning({ id: feedFiles.id });
  return rows[0]?.id ?? null;
}

/** A file that could not be applied after `maxApplyAttempts` claims (it keeps failing): marked failed, so it stops being retried. */
export const maxApplyAttempts = 5;

/** Gives a file back after a failed attempt, or marks it failed once it has had its attempts. */
export async function releaseFailedFeedFile(db: Db, fileId: string, worker: string): Promise<void> {
  await db
    .update(feedFiles)
    .set({
      claimedBy: null,
      leaseUntil: null,
      status: sql`case when ${feedFiles.attempts} >= ${maxApplyAttempts} then 'failed' else ${feedFiles.status} end`,
      processedAt: sql`case when ${feedFiles.attempts} >= ${maxApplyAttempts} then now() else null end`,
      diagnostics: sql`case when ${feedFiles.attempts} >= ${maxApplyAttempts} then ${feedFiles.diagnostics} || ${JSON.stringify([{ code: "apply-crashed", severity: "error", listing: null, message: `The file could not be applied in ${maxApplyAttempts} attempts.` }])}::jsonb else ${feedFiles.diagnostics} end`,
    })
    .where(and(eq(feedFiles.id, fileId), eq(feedFiles.claimedBy, worker), eq(feedFiles.status, "received")));
}

/** Claims one given received file (one just dropped) unless a live worker holds it; true when this worker holds it now. */
export async function claimFeedFile(db: Db, fileId: string, worker: string, leaseMs: number, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .update(feedFiles)
    .set({ claimedBy: worker, leaseUntil: new Date(now.getTime() + leaseMs), attempts: sql`${feedFiles.attempts} + 1` })
    .where(
      and(
        eq(feedFiles.id, fileId),
        eq(feedFiles.status, "received"),
        sql`(${feedFiles.leaseUntil} is null or ${feedFiles.leaseUntil} < ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ id: feedFiles.id });
  return rows.length > 0;
}

/** Extends this worker's hold on a file; false when it no longer holds it. */
export async function renewFeedFileLease(db: Db, fileId: string, worker: string, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(feedFiles)
    .set({ leaseUntil: new Date(Date.now() + leaseMs) })
    .where(and(eq(feedFiles.id, fileId), eq(feedFiles.claimedBy, worker)))
    .returning({ id: feedFiles.id });
  return rows.length > 0;
}
