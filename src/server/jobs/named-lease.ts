import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { jobLeases } from "@/server/db/schema";

export interface NamedLeaseTerms {
  /** The work is due again this long after it last ran. */
  intervalMs: number;
  /** How long a claim holds without renewal. */
  leaseMs: number;
}

/**
 * Claims periodic work named `name` (an iCalendar feed) when it is due — it has never run, or last ran at least
 * `intervalMs` before `now` — and no live worker holds it. One conditional upsert: however many instances race, one
 * gets it. True when this worker holds it now.
 */
export async function claimNamedLease(
  db: Db,
  name: string,
  worker: string,
  terms: NamedLeaseTerms,
  now: Date = new Date(),
): Promise<boolean> {
  const leaseUntil = new Date(now.getTime() + terms.leaseMs);
  const dueBefore = new Date(now.getTime() - terms.intervalMs);
  const rows = await db
    .insert(jobLeases)
    .values({ name, claimedBy: worker, leaseUntil })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { claimedBy: worker, leaseUntil },
      setWhere: sql`(${jobLeases.leaseUntil} is null or ${jobLeases.leaseUntil} < ${now}) and (${jobLeases.lastRunAt} is null or ${jobLeases.lastRunAt} <= ${dueBefore})`,
    })
    .returning({ name: jobLeases.name });
  return rows.length > 0;
}

/** Extends this worker's claim; false when it no longer holds it. */
export async function renewNamedLease(db: Db, name: string, worker: string, leaseMs: number, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .update(jobLeases)
    .set({ leaseUntil: new Date(now.getTime() + leaseMs) })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.claimedBy, worker)))
    .returning({ name: jobLeases.name });
  return rows.length > 0;
}

/** True while this worker holds the claim: the guard a write checks inside its own transaction. */
export async function holdsNamedLease(db: Pick<Db, "select">, name: string, worker: string, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .select({ name: jobLeases.name })
    .from(jobLeases)
    .where(and(eq(jobLeases.name, name), eq(jobLeases.claimedBy, worker), sql`${jobLeases.leaseUntil} >= ${now}`))
    .for("update");
  return rows.length > 0;
}

/** Records that the work ran (at `ranAt`, when it started) and lets the claim go; a no-op when it is no longer ours. */
export async function finishNamedLease(db: Db, name: string, worker: string, ranAt: Date): Promise<boolean> {
  const rows = await db
    .update(jobLeases)
    .set({ claimedBy: null, leaseUntil: null, lastRunAt: ranAt })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.claimedBy, worker)))
    .returning({ name: jobLeases.name });
  return rows.length > 0;
}

/** Gives the claim back without recording a run (shutdown before the work was done): another instance may take it now. */
export async function releaseNamedLease(db: Db, name: string, worker: string): Promise<void> {
  await db
    .update(jobLeases)
    .set({ claimedBy: null, leaseUntil: null })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.claimedBy, worker)));
}
