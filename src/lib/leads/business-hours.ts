/*
 * The reply clock: when a reply to a lead is due, counting only the agency's opening hours in its own time zone.
 * Everything is done on the wall clock of that zone (dates, weekdays, "09:00") and turned into an instant only at the
 * end, through Intl, so daylight saving and a server running in UTC change nothing.
 */

import { agencyClaims } from "@/lib/agency/claims";
import { agencyTimeZone, wallClockAt, zoneOffsetMs } from "@/lib/format/time-zone";

/** One line of the opening hours, as `site.openingHours` holds them: schema.org day names and "HH:MM" times. */
export interface OpeningHoursLine {
  schemaDays: readonly string[];
  opens: string;
  closes: string;
}

export interface BusinessCalendar {
  openingHours: readonly OpeningHoursLine[];
  /** Days the office is shut, as "YYYY-MM-DD" in the agency's time zone. */
  holidays: readonly string[];
  timeZone?: string;
}

/** The reply promise the site makes (src/lib/agency/claims.ts), in business minutes. */
export const replyPromiseMinutes = agencyClaims.replyWithinHours * 60;

const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

interface WallTime {
  year: number;
  month: number;
  day: number;
  /** Minutes since local midnight. */
  minutes: number;
}

function wallTimeOf(instant: Date, timeZone: string): WallTime & { seconds: number } {
  const wall = wallClockAt(instant, timeZone);
  return {
    year: wall.year,
    month: wall.month,
    day: wall.day,
    minutes: wall.hour * 60 + wall.minute,
    seconds: wall.second + (instant.getTime() % 1000) / 1000,
  };
}

/** The instant a wall-clock time in `timeZone` names. Opening hours never fall in the night-time hour DST skips or repeats. */
function instantOf(wall: WallTime, timeZone: string): Date {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, 0, wall.minutes);
  let guess = naive - zoneOffsetMs(new Date(naive), timeZone);
  // A second pass settles the offset when the first guess fell on the other side of a transition.
  guess = naive - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

function minutesOf(hhmm: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!match) throw new Error(`Not an HH:MM time: ${hhmm}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The opening window of one local date, in minutes since midnight, or null when the office is shut that day. */
function windowOf(calendar: BusinessCalendar, year: number, month: number, day: number): { opens: number; closes: number } | null {
  if (calendar.holidays.includes(isoDate(year, month, day))) return null;
  const weekday = weekdayNames[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const line = calendar.openingHours.find((candidate) => weekday !== undefined && candidate.schemaDays.includes(weekday));
  if (!line) return null;
  const opens = minutesOf(line.opens);
  const closes = minutesOf(line.closes);
  return closes > opens ? { opens, closes } : null;
}

/** Three weeks of closed days in a row would mean the calendar has no opening hours at all. */
const maxDaysSearched = 370;

/**
 * When `businessMinutes` of opening hours have passed since `arrival`: a lead that arrives while the office is shut
 * starts counting at the next opening. A Friday 4:30 pm lead with a 2-hour promise is due at Saturday 10:30 am.
 */
export function businessDueTime(arrival: Date, calendar: BusinessCalendar, businessMinutes: number = replyPromiseMinutes): Date {
  const timeZone = calendar.timeZone ?? agencyTimeZone;
  const start = wallTimeOf(arrival, timeZone);
  // A lead at 9:00:30 counts from 9:01: the clock works in whole minutes and never gives less time than promised.
  const startMinutes = start.minutes + (start.seconds > 0 ? 1 : 0);
  let remaining = businessMinutes;
  const cursor = new Date(Date.UTC(start.year, start.month - 1, start.day));

  for (let dayIndex = 0; dayIndex < maxDaysSearched; dayIndex++) {
    const year = cursor.getUTCFullYear();
    const month = cursor.getUTCMonth() + 1;
    const day = cursor.getUTCDate();
    const window = windowOf(calendar, year, month, day);
    if (window) {
      const from = dayIndex === 0 ? Math.max(window.opens, startMinutes) : window.opens;
      const available = window.closes - from;
      if (available >= remaining) return instantOf({ year, month, day, minutes: from + remaining }, timeZone);
      if (available > 0) remaining -= available;
    }
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  throw new Error("The opening hours have no open day: a reply can never fall due");
}

/** Business minutes between two instants (the time a reply took, counted as the promise counts it). */
export function businessMinutesBetween(from: Date, to: Date, calendar: BusinessCalendar): number {
  if (to <= from) return 0;
  // Counted by bisection on businessDueTime, which is monotonic in its minutes.
  let low = 0;
  let high = 60;
  while (businessDueTime(from, calendar, high) <= to) high *= 2;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (businessDueTime(from, calendar, middle) <= to) low = middle;
    else high = middle;
  }
  return low;
}

/** "YYYY-MM-DD", for the public holidays list. */
export const holidayDatePattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Monday 00:00 of the week `instant` falls in, on the wall clock of `timeZone` (the dashboard's "this week"). */
export function startOfWeek(instant: Date, timeZone: string = agencyTimeZone): Date {
  const wall = wallTimeOf(instant, timeZone);
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day));
  const daysSinceMonday = (date.getUTCDay() + 6) % 7;
  date.setUTCDate(date.getUTCDate() - daysSinceMonday);
  return instantOf({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), minutes: 0 }, timeZone);
}
