import "server-only";
import { and, eq, gte, isNotNull, isNull, ne, sql } from "drizzle-orm";
import { agencyDate } from "@/lib/format/date";
import { agencyTimeZone } from "@/lib/format/time-zone";
import { startOfWeek } from "@/lib/leads/business-hours";
import type { Db } from "@/server/db/connect";
import { alertMails, alertSubscriptions } from "@/server/db/schema";

/*
 * The admin's weekly alert counts (issue 31, item 5), in Sydney weeks (Monday 00:00 to Monday 00:00 local time, so a
 * daylight-saving change makes a 167- or 169-hour week): the alerts queued, how many of those were opened (their
 * tracking image fetched, at any time since: decision 026), and the confirmed alert subscriptions ended that week.
 */

export interface AlertWeek {
  /** The week's Monday in Sydney, YYYY-MM-DD. */
  week: string;
  sent: number;
  opened: number;
  unsubscribed: number;
}

const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

// The zone is written into the SQL, not bound: GROUP BY must repeat the select's expression exactly, and two bound
// parameters are two different expressions to PostgreSQL. It is a constant of ours, checked here all the same.
if (!/^[A-Za-z_/]+$/.test(agencyTimeZone)) throw new Error(`unexpected time zone name ${agencyTimeZone}`);
const zone = sql.raw(`'${agencyTimeZone}'`);

const weekOf = (column: typeof alertMails.queuedAt | typeof alertSubscriptions.unsubscribedAt) =>
  sql<string>`to_char(date_trunc('week', ${column} at time zone ${zone}), 'YYYY-MM-DD')`;

/** The last `weeks` Sydney weeks, newest first, this one included (so far); weeks with nothing are zeros. */
export async function alertWeeklyStats(db: Db, now: Date = new Date(), weeks = 8): Promise<AlertWeek[]> {
  const starts: Date[] = [startOfWeek(now)];
  // A week back from a Monday is the Monday of the week holding the instant just before it.
  while (starts.length < weeks) starts.push(startOfWeek(new Date(starts[starts.length - 1]!.getTime() - 1)));
  const from = starts[starts.length - 1]!;

  const mailWeek = weekOf(alertMails.queuedAt);
  const mails = await db
    .select({ week: mailWeek, sent: sql<number>`count(*)::int`, opened: sql<number>`count(${alertMails.openedAt})::int` })
    .from(alertMails)
    .where(gte(alertMails.queuedAt, from))
    .groupBy(mailWeek);
  const unsubscribeWeek = weekOf(alertSubscriptions.unsubscribedAt);
  const unsubscribes = await db
    .select({ week: unsubscribeWeek, n: sql<number>`count(*)::int` })
    .from(alertSubscriptions)
    .where(
      and(
        gte(alertSubscriptions.unsubscribedAt, from),
        isNotNull(alertSubscriptions.confirmedAt),
        ne(alertSubscriptions.kind, "newsletter"),
      ),
    )
    .groupBy(unsubscribeWeek);

  return starts.map((start) => {
    const week = agencyDate(start);
    const m = mails.find((row) => row.week === week);
    return { week, sent: m?.sent ?? 0, opened: m?.opened ?? 0, unsubscribed: unsubscribes.find((row) => row.week === week)?.n ?? 0 };
  });
}

/** The tracking image was fetched: the alert's first open is recorded, later ones change nothing. */
export async function recordAlertOpened(db: Db, openToken: string, now: Date = new Date()): Promise<void> {
  if (!tokenPattern.test(openToken)) return;
  await db
    .update(alertMails)
    .set({ openedAt: now })
    .where(and(eq(alertMails.openToken, openToken), isNull(alertMails.openedAt)));
}
