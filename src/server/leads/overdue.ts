import "server-only";
import { and, eq, isNull, lte, sql, type SQL } from "drizzle-orm";
import { enquiries } from "@/server/db/schema";

/**
 * When a lead is overdue: still 'new', never answered, and its reply fell due by `now`. The due time is set once, on
 * arrival, by the reply clock (src/lib/leads/business-hours.ts) from the promise in src/lib/agency/claims.ts. The
 * escalation job, the dashboard and the leads list all ask this one condition.
 */
export function overdueCondition(now: Date): SQL {
  return and(eq(enquiries.status, "new"), isNull(enquiries.firstRepliedAt), lte(enquiries.replyDueAt, now)) as SQL;
}

/** The same condition as a column of a select: true or false (never null, for a lead with no reply due). */
export function isOverdueColumn(now: Date) {
  return sql<boolean>`coalesce(${overdueCondition(now)}, false)`.mapWith(Boolean);
}
