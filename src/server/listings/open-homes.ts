import "server-only";
import { and, asc, eq, gte, inArray, isNull, lt } from "drizzle-orm";
import { agencyDate } from "@/lib/format/date";
import type { Db } from "@/server/db";
import { listingInspections, listings, properties } from "@/server/db/schema";
import { listPublicListingCards, type PublicListingCard } from "./public-listing";

/** One open inspection of a home on the market. */
export interface OpenHome {
  listing: PublicListingCard;
  startsAt: Date;
  endsAt: Date | null;
}

/** A Sydney calendar day ("2026-11-28") and its open homes, earliest first. */
export interface OpenHomesDay {
  day: string;
  homes: OpenHome[];
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day `n` days after `day` (both YYYY-MM-DD): date arithmetic, free of time zones and daylight saving. */
export function addDays(day: string, n: number): string {
  const [, y, m, d] = dayPattern.exec(day) ?? [];
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + n)).toISOString().slice(0, 10);
}

/** True for a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  return dayPattern.test(value) && addDays(value, 0) === value;
}

/**
 * The open inspections of published current listings (sale and rent) that start on the Sydney days from `firstDay` to
 * `lastDay`, by day and time; ended ones (before `now`) are left out. Sydney is 10 or 11 hours ahead of UTC: the query
 * reads a little either side and each inspection is placed on its own Sydney day.
 */
export async function listOpenHomes(db: Db, firstDay: string, lastDay: string, now: Date): Promise<OpenHomesDay[]> {
  const from = new Date(`${firstDay}T00:00:00Z`);
  from.setUTCHours(from.getUTCHours() - 12);
  const to = new Date(`${addDays(lastDay, 1)}T00:00:00Z`);
  const rows = await db
    .select({ listingId: listingInspections.listingId, startsAt: listingInspections.startsAt, endsAt: listingInspections.endsAt })
    .from(listingInspections)
    .innerJoin(listings, eq(listings.id, listingInspections.listingId))
    .innerJoin(properties, eq(properties.id, listings.propertyId))
    .where(
      and(
        eq(listingInspections.kind, "open"),
        isNull(listingInspections.removedAt),
        gte(listingInspections.startsAt, from),
        lt(listingInspections.startsAt, to),
        eq(listings.published, true),
        eq(listings.adminHidden, false),
        inArray(listings.status, ["current"]),
      ),
    )
    // (Those that start together by where they are, so that the list reads the same every time.)
    .orderBy(
      asc(listingInspections.startsAt),
      asc(properties.suburb),
      asc(properties.street),
      asc(properties.streetNumber),
      asc(listingInspections.listingId),
    );
  const inWeek = rows.flatMap((row) => {
    if (!row.startsAt) return [];
    const day = agencyDate(row.startsAt);
    if (day < firstDay || day > lastDay || (row.endsAt ?? row.startsAt) <= now) return [];
    return [{ ...row, startsAt: row.startsAt, day }];
  });
  const cards = new Map((await listPublicListingCards(db, [...new Set(inWeek.map((row) => row.listingId))], now)).map((c) => [c.id, c]));
  const days = new Map<string, OpenHome[]>();
  for (const row of inWeek) {
    const listing = cards.get(row.listingId);
    if (!listing) continue;
    const list = days.get(row.day) ?? [];
    list.push({ listing, startsAt: row.startsAt, endsAt: row.endsAt });
    days.set(row.day, list);
  }
  return [...days.entries()].map(([day, homes]) => ({ day, homes }));
}
