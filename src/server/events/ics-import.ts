import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { events } from "@/server/db/schema";
import { logger } from "@/server/log";
import { MalformedIcsError, parseIcsFeed, type IcsEvent } from "./ics-parser";

export type IcsImportResult =
  { ok: true; created: number; updated: number; unchanged: number; removed: number; skipped: number } | { ok: false; error: string };

export interface IcsImportOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: Date;
  /**
   * Checked inside the transaction that writes, before writing: false when this import may no longer write (its
   * lease on the feed was taken over while it downloaded), so an older download never overwrites a newer one.
   */
  stillHeld?: (tx: Pick<Db, "select">) => Promise<boolean>;
}

export const importTakenOverError = "another instance took the feed over while this import downloaded it";

/** A feed larger than this is refused rather than buffered. */
const MAX_FEED_BYTES = 5 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 15_000;
/** How many UIDs go into one `in (…)` lookup. */
const LOOKUP_BATCH = 500;

const compared = ["title", "date", "time", "location", "description", "category", "url"] as const;

/**
 * Imports a suburb's iCalendar feed into `events`, keyed by the feed's UIDs: new events are added,
 * changed ones updated, cancelled ones removed, and importing the same feed again changes nothing.
 * A feed that cannot be fetched or parsed is logged and skipped, leaving the suburb's events as they were.
 * Never throws for a bad feed; a database failure does throw.
 */
export async function importIcsFeed(db: Db, suburb: string, url: string, options: IcsImportOptions = {}): Promise<IcsImportResult> {
  const context = { suburb, feed: redact(url) };
  let parsed: ReturnType<typeof parseIcsFeed>;
  try {
    const text = await download(url, options);
    parsed = parseIcsFeed(text, suburb, options.now);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.error(
      { ...context, err: error },
      error instanceof MalformedIcsError ? "ics import: malformed feed skipped" : "ics import: feed could not be read",
    );
    return { ok: false, error: message };
  }

  const result = await db.transaction(async (tx) => {
    // Instances sharing a database write one at a time per suburb.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ironbark:events-ics:${suburb}`}))`);
    if (options.stillHeld && !(await options.stillHeld(tx))) return null;
    return upsert(tx, suburb, dedupe(parsed.events));
  });
  if (!result) {
    logger.warn(context, "ics import: not written, " + importTakenOverError);
    return { ok: false, error: importTakenOverError };
  }
  const report = { ...result, skipped: parsed.skipped };
  logger.info({ ...context, ...report }, "ics import finished");
  return { ok: true, ...report };
}

async function download(url: string, options: IcsImportOptions): Promise<string> {
  const response = await (options.fetch ?? fetch)(url, {
    headers: { accept: "text/calendar, text/plain;q=0.8, */*;q=0.1" },
    redirect: "follow",
    signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`feed answered HTTP ${response.status}`);
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_FEED_BYTES) throw new Error("feed is too large");
  const text = await response.text();
  if (text.length > MAX_FEED_BYTES) throw new Error("feed is too large");
  return text;
}

/** A feed that repeats a UID keeps its last copy. */
function dedupe(list: readonly IcsEvent[]): IcsEvent[] {
  return [...new Map(list.map((event) => [event.uid, event])).values()];
}

async function upsert(db: Db, suburb: string, feed: IcsEvent[]) {
  const existing = new Map<string, typeof events.$inferSelect>();
  for (let i = 0; i < feed.length; i += LOOKUP_BATCH) {
    const uids = feed.slice(i, i + LOOKUP_BATCH).map((event) => event.uid);
    const rows = await db
      .select()
      .from(events)
      .where(and(eq(events.suburb, suburb), inArray(events.externalUid, uids)));
    for (const row of rows) if (row.externalUid) existing.set(row.externalUid, row);
  }

  let created = 0;
  let updated = 0;
  let unchanged = 0;
  let removed = 0;
  for (const event of feed) {
    const { uid, cancelled, ...fields } = event;
    const row = existing.get(uid);
    if (cancelled) {
      if (row) {
        await db.delete(events).where(eq(events.id, row.id));
        removed += 1;
      }
      continue;
    }
    if (!row) {
      const inserted = await db
        .insert(events)
        .values({ suburb, ...fields, source: "ics", externalUid: uid })
        .onConflictDoNothing({ target: [events.suburb, events.externalUid], where: sql`${events.externalUid} is not null` })
        .returning({ id: events.id });
      created += inserted.length;
      continue;
    }
    if (compared.every((key) => row[key] === fields[key])) {
      unchanged += 1;
      continue;
    }
    await db.update(events).set(fields).where(eq(events.id, row.id));
    updated += 1;
  }
  return { created, updated, unchanged, removed };
}

/** Feed URLs can carry private tokens: log the host and path only. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return "(invalid url)";
  }
}
