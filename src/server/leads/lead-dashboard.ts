import "server-only";
import { and, asc, count, eq, gte, isNotNull, lte, ne } from "drizzle-orm";
import { businessMinutesBetween, startOfWeek } from "@/lib/leads/business-hours";
import type { Db } from "@/server/db";
import { enquiries, enquiryTypes, user, type EnquiryType } from "@/server/db/schema";
import { scopeCondition, type LeadScope } from "./admin-leads";
import { getLeadSettings, replyCalendar } from "./lead-settings";
import { overdueCondition } from "./overdue";

export interface OverdueLead {
  id: string;
  name: string;
  type: EnquiryType;
  ownerName: string | null;
  replyDueAt: Date;
}

export interface LeadDashboard {
  weekStart: Date;
  /** This week's leads (since Monday 00:00 in Sydney) by the form or chat they came from. */
  bySource: Record<EnquiryType, number>;
  total: number;
  /** Median business minutes from arrival to first reply, of this week's answered leads; null when none was answered. */
  medianReplyMinutes: number | null;
  answered: number;
  /** Unanswered leads past their reply time, oldest due first. */
  overdue: OverdueLead[];
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** The numbers at the top of the Leads page, for what `scope` may see. */
export async function leadDashboard(db: Db, scope: LeadScope, now: Date = new Date()): Promise<LeadDashboard> {
  const weekStart = startOfWeek(now);
  const inScope = scopeCondition(scope);
  const thisWeek = and(gte(enquiries.createdAt, weekStart), lte(enquiries.createdAt, now), inScope);

  const [counts, replies, overdueRows, settings] = await Promise.all([
    db.select({ type: enquiries.type, n: count() }).from(enquiries).where(thisWeek).groupBy(enquiries.type),
    db
      .select({ createdAt: enquiries.createdAt, firstRepliedAt: enquiries.firstRepliedAt })
      .from(enquiries)
      .where(and(thisWeek, isNotNull(enquiries.firstRepliedAt), ne(enquiries.type, "newsletter"))),
    db
      .select({
        id: enquiries.id,
        fullName: enquiries.fullName,
        email: enquiries.email,
        phone: enquiries.phone,
        type: enquiries.type,
        ownerName: user.name,
        replyDueAt: enquiries.replyDueAt,
      })
      .from(enquiries)
      .leftJoin(user, eq(user.id, enquiries.ownerId))
      .where(and(overdueCondition(now), inScope))
      .orderBy(asc(enquiries.replyDueAt)),
    getLeadSettings(db),
  ]);

  const bySource = Object.fromEntries(enquiryTypes.map((type) => [type, 0])) as Record<EnquiryType, number>;
  for (const row of counts) bySource[row.type] = Number(row.n);
  const calendar = replyCalendar(settings);
  const minutes = replies.map((row) => businessMinutesBetween(row.createdAt, row.firstRepliedAt!, calendar));

  return {
    weekStart,
    bySource,
    total: Object.values(bySource).reduce((sum, n) => sum + n, 0),
    medianReplyMinutes: median(minutes),
    answered: minutes.length,
    overdue: overdueRows.map((row) => ({
      id: row.id,
      name: row.fullName || row.email || row.phone || "(no name)",
      type: row.type,
      ownerName: row.ownerName,
      replyDueAt: row.replyDueAt!,
    })),
  };
}
