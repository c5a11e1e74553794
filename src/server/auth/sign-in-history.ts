import "server-only";
import { desc } from "drizzle-orm";
import type { Db } from "@/server/db";
import { signInEvents } from "@/server/db/schema";
import { logger } from "@/server/log";

/** How many sign-ins the admin's history shows. */
export const signInHistoryLimit = 100;

interface NewSession {
  session: { userId: string; ipAddress?: string | null; userAgent?: string | null; createdAt: Date };
  user: { email: string };
}

/**
 * Called after every successful sign-in (./hooks.ts). The address is better-auth's reading of `x-client-ip`,
 * which scripts/server.ts sets. A failure to record is logged, never a reason to refuse the sign-in.
 */
export async function recordSignIn(db: Db, { session, user }: NewSession): Promise<void> {
  try {
    await db.insert(signInEvents).values({
      userId: session.userId,
      email: user.email,
      ipAddress: session.ipAddress || null,
      userAgent: session.userAgent ? session.userAgent.slice(0, 512) : null,
      createdAt: session.createdAt,
    });
  } catch (error) {
    logger.error({ err: error, userId: session.userId }, "could not record the sign-in in the history");
  }
}

export type SignInHistoryRow = typeof signInEvents.$inferSelect;

/** The most recent sign-ins, newest first. Callers check the admin role first. */
export async function listRecentSignIns(db: Db, limit: number = signInHistoryLimit): Promise<SignInHistoryRow[]> {
  return db.select().from(signInEvents).orderBy(desc(signInEvents.createdAt), desc(signInEvents.id)).limit(limit);
}
