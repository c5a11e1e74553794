import "server-only";
import { and, asc, count, eq, gte, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { emptyPageResult, type CrawlPageResult, type CrawlStatusResponse } from "@/lib/crawl/types";
import type { Db } from "@/server/db";
import { crawlJobs, crawlPages } from "@/server/db/schema";

export type CrawlJobRow = typeof crawlJobs.$inferSelect;

/**
 * A claimed job is the claiming worker's for this long; the worker renews it while it crawls. A worker
 * that dies stops renewing, and once the lease has run out another instance restarts the job.
 */
export const crawlLeaseMs = 60_000;
/** Claims of one job before it is failed rather than restarted again (a crawl that kills its worker). */
export const maxCrawlAttempts = 3;
/** Results are kept this long after the job starts (the status call's expiresAt), then pruned. */
export const crawlResultsTtlMs = 7 * 24 * 60 * 60_000;
export const abandonedCrawlError = "The crawl was interrupted too many times (the server stopped while crawling).";

export interface NewCrawlJob {
  url: string;
  ownOrigins: readonly string[];
  maxPages: number;
  provider?: "builtin" | "firecrawl";
  externalId?: string | null;
}

export async function createCrawlJob(db: Pick<Db, "insert">, job: NewCrawlJob, now: Date = new Date()): Promise<string> {
  const [row] = await db
    .insert(crawlJobs)
    .values({
      url: job.url,
      ownOrigins: [...job.ownOrigins],
      maxPages: job.maxPages,
      provider: job.provider ?? "builtin",
      externalId: job.externalId ?? null,
      expiresAt: new Date(now.getTime() + crawlResultsTtlMs),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: crawlJobs.id });
  return row!.id;
}

/**
 * Creates a built-in job unless `maxRunning` are already waiting or running, across every instance: the count and the
 * insert run under one transaction-scoped advisory lock, so instances racing for the last place cannot both take it.
 * Null when the cap is reached.
 */
export async function createCrawlJobWithinCap(
  db: Db,
  job: NewCrawlJob,
  maxRunning: number,
  now: Date = new Date(),
): Promise<string | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ironbark:crawl-cap'))`);
    const [running] = await tx
      .select({ value: count() })
      .from(crawlJobs)
      .where(and(eq(crawlJobs.status, "scraping"), eq(crawlJobs.provider, "builtin")));
    if ((running?.value ?? 0) >= maxRunning) return null;
    return createCrawlJob(tx, job, now);
  });
}

const leaseFree = (now: Date) => or(isNull(crawlJobs.leaseUntil), lt(crawlJobs.leaseUntil, now));

/**
 * Fails the built-in jobs whose worker died too often (lease run out, no attempts left), so no job stays
 * 'scraping' for ever. Returns their ids.
 */
export async function failAbandonedCrawlJobs(db: Db, now: Date = new Date()): Promise<string[]> {
  const rows = await db
    .update(crawlJobs)
    .set({ status: "failed", error: abandonedCrawlError, claimedBy: null, leaseUntil: null, updatedAt: now })
    .where(
      and(eq(crawlJobs.provider, "builtin"), eq(crawlJobs.status, "scraping"), gte(crawlJobs.attempts, maxCrawlAttempts), leaseFree(now)),
    )
    .returning({ id: crawlJobs.id });
  return rows.map((row) => row.id);
}

/**
 * Claims the oldest built-in job that is waiting, or whose worker's lease ran out (it died mid-crawl). One
 * conditional UPDATE … RETURNING: however many workers race, exactly one gets a given job. A reclaimed
 * job restarts from the beginning, its partial pages discarded.
 */
export async function claimCrawlJob(db: Db, workerId: string, now: Date = new Date()): Promise<CrawlJobRow | null> {
  const claimable = and(
    eq(crawlJobs.provider, "builtin"),
    eq(crawlJobs.status, "scraping"),
    lt(crawlJobs.attempts, maxCrawlAttempts),
    leaseFree(now),
  );
  // A scalar subquery, run once: inside `id in (…)` PostgreSQL may rescan it per row, and with SKIP LOCKED each
  // rescan can yield another row, so one claim took every due row.
  const candidate = db
    .select({ id: crawlJobs.id })
    .from(crawlJobs)
    .where(claimable)
    .orderBy(asc(crawlJobs.createdAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [job] = await db
    .update(crawlJobs)
    .set({
      claimedBy: workerId,
      leaseUntil: new Date(now.getTime() + crawlLeaseMs),
      attempts: sql`${crawlJobs.attempts} + 1`,
      completed: 0,
      total: 0,
      updatedAt: now,
    })
    .where(and(eq(crawlJobs.id, sql`(${candidate})`), claimable))
    .returning();
  if (!job) return null;
  await db.delete(crawlPages).where(eq(crawlPages.jobId, job.id));
  return job;
}

const heldBy = (id: string, workerId: string) =>
  and(eq(crawlJobs.id, id), eq(crawlJobs.claimedBy, workerId), eq(crawlJobs.status, "scraping"));

/** Extends the lease; false when the job is no longer this worker's (it must stop). */
export async function renewCrawlLease(db: Db, id: string, workerId: string, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .update(crawlJobs)
    .set({ leaseUntil: new Date(now.getTime() + crawlLeaseMs), updatedAt: now })
    .where(heldBy(id, workerId))
    .returning({ id: crawlJobs.id });
  return rows.length > 0;
}

function pageRow(jobId: string, page: CrawlPageResult, position: number) {
  return {
    jobId,
    url: page.url,
    statusCode: page.statusCode,
    title: page.title,
    description: page.description,
    audit: { ...page },
    position,
  };
}

/** Stores one finished page and the job's progress, while the job is still this worker's. */
export async function recordCrawlPage(
  db: Db,
  id: string,
  workerId: string,
  page: CrawlPageResult,
  progress: { completed: number; total: number; position: number },
): Promise<boolean> {
  const rows = await db
    .update(crawlJobs)
    .set({ completed: progress.completed, total: progress.total, updatedAt: new Date() })
    .where(heldBy(id, workerId))
    .returning({ id: crawlJobs.id });
  if (rows.length === 0) return false;
  await db.insert(crawlPages).values(pageRow(id, page, progress.position));
  return true;
}

/** Replaces the partial pages with the final ones (broken links known now) and marks the job completed. */
export async function completeCrawlJob(
  db: Db,
  id: string,
  workerId: string | null,
  pages: readonly CrawlPageResult[],
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(crawlJobs)
      .set({
        status: "completed",
        completed: pages.length,
        total: pages.length,
        claimedBy: null,
        leaseUntil: null,
        error: null,
        updatedAt: now,
      })
      .where(workerId === null ? and(eq(crawlJobs.id, id), eq(crawlJobs.status, "scraping")) : heldBy(id, workerId))
      .returning({ id: crawlJobs.id });
    if (rows.length === 0) return false;
    await tx.delete(crawlPages).where(eq(crawlPages.jobId, id));
    if (pages.length > 0) await tx.insert(crawlPages).values(pages.map((page, position) => pageRow(id, page, position)));
    return true;
  });
}

export async function failCrawlJob(db: Db, id: string, workerId: string | null, error: string, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .update(crawlJobs)
    .set({ status: "failed", error: error.slice(0, 1000), claimedBy: null, leaseUntil: null, updatedAt: now })
    .where(workerId === null ? and(eq(crawlJobs.id, id), eq(crawlJobs.status, "scraping")) : heldBy(id, workerId))
    .returning({ id: crawlJobs.id });
  return rows.length > 0;
}

/** Gives a job back on a clean shutdown: another instance may restart it at once, and the attempt is not counted. */
export async function releaseCrawlJob(db: Db, id: string, workerId: string): Promise<void> {
  await db
    .update(crawlJobs)
    .set({ claimedBy: null, leaseUntil: null, attempts: sql`greatest(${crawlJobs.attempts} - 1, 0)`, updatedAt: new Date() })
    .where(heldBy(id, workerId));
}

/** Updates a hosted (Firecrawl) job's counters as last seen. */
export async function updateCrawlJobProgress(
  db: Db,
  id: string,
  progress: { completed: number; total: number; creditsUsed: number; expiresAt: Date | null },
): Promise<void> {
  await db
    .update(crawlJobs)
    .set({ ...progress, updatedAt: new Date() })
    .where(and(eq(crawlJobs.id, id), eq(crawlJobs.status, "scraping")));
}

export async function findCrawlJob(db: Db, id: string): Promise<CrawlJobRow | null> {
  const [job] = await db.select().from(crawlJobs).where(eq(crawlJobs.id, id)).limit(1);
  return job ?? null;
}

export async function listCrawlPages(db: Db, jobId: string): Promise<CrawlPageResult[]> {
  const rows = await db
    .select()
    .from(crawlPages)
    .where(eq(crawlPages.jobId, jobId))
    .orderBy(asc(crawlPages.position), asc(crawlPages.createdAt));
  return rows.map((row) => ({
    ...emptyPageResult(row.url),
    ...(row.audit as Partial<CrawlPageResult>),
    url: row.url,
    statusCode: row.statusCode,
  }));
}

/** The status call's shape for a stored job. */
export async function storedCrawlStatus(db: Db, job: CrawlJobRow): Promise<CrawlStatusResponse> {
  return {
    status: job.status,
    completed: job.completed,
    total: job.total,
    creditsUsed: job.creditsUsed,
    expiresAt: job.expiresAt?.toISOString() ?? null,
    data: await listCrawlPages(db, job.id),
  };
}

/** Deletes jobs (and their pages) whose results have expired. */
export async function pruneExpiredCrawlJobs(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await db
    .delete(crawlJobs)
    .where(and(lt(crawlJobs.expiresAt, now), inArray(crawlJobs.status, ["completed", "failed"])))
    .returning({ id: crawlJobs.id });
  return rows.length;
}
