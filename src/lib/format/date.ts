import { agencyTimeZone } from "./time-zone";

/*
 * Every date and time shown to a visitor, a member of staff or in an e-mail is formatted here. Times are read on the
 * agency's clock (./time-zone.ts) so that the server and every browser render the same text (no hydration mismatch),
 * except the two formats named "local", which show a moment in the reader's own browser.
 */

const displayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: agencyTimeZone,
  year: "numeric",
  month: "long",
  day: "numeric",
});

/**
 * Dates shown to visitors, in en-US format ("November 22, 2026"). The time zone is fixed to the agency's so
 * the server and every browser render the same text (no hydration mismatch). A bare "yyyy-mm-dd" is read as
 * UTC midnight, which is the same calendar day in Sydney (always ahead of UTC), so it shows as that day.
 * Strings should carry an offset ("…Z", "+10:00") or be a bare date: without one, JavaScript reads a date-time
 * in the machine's own zone. An unreadable date throws a RangeError rather than printing "Invalid Date".
 */
export function formatDisplayDate(date: Date | string): string {
  const instant = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not a date: ${String(date)}`);
  return displayFormat.format(instant);
}

const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: agencyTimeZone,
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "Nov 22, 2026, 9:05 AM", on the agency's clock: the admin's times (leads, staff, sign-ins, last saved). */
export function formatDateTime(date: Date): string {
  return dateTimeFormat.format(date);
}

const dateTimeWithZoneFormat = new Intl.DateTimeFormat("en-AU", {
  timeZone: agencyTimeZone,
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** "Sat, 6 June, 10:30 am AEST": times in e-mails to the agency, which reads them on its own clock. */
export function formatDateTimeWithZone(date: Date): string {
  return dateTimeWithZoneFormat.format(date);
}

const clockTimeFormat = new Intl.DateTimeFormat("en-AU", { hour: "numeric", minute: "2-digit", timeZone: agencyTimeZone });

/** "9:05 am", on the agency's clock. */
export function formatClockTime(date: Date): string {
  return clockTimeFormat.format(date);
}

const dayKeyFormat = new Intl.DateTimeFormat("en-CA", { timeZone: agencyTimeZone, year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar day an instant falls on at the agency, as YYYY-MM-DD (today by default), whatever the server's zone. */
export function agencyDate(instant: Date = new Date()): string {
  return dayKeyFormat.format(instant);
}

const calendarDateFormat = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "14 October 2026" for the calendar day "2026-10-14" (no time, so no zone to read it in). */
export function formatCalendarDate(day: string): string {
  return calendarDateFormat.format(new Date(`${day}T00:00:00Z`));
}

const calendarDayHeadingFormat = new Intl.DateTimeFormat("en-AU", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });

/** "Saturday 28 November" for the calendar day "2026-11-28" (the open homes' day headings). */
export function formatCalendarDayHeading(day: string): string {
  return calendarDayHeadingFormat.format(new Date(`${day}T00:00:00Z`));
}

const calendarWeekdayFormat = new Intl.DateTimeFormat("en-AU", { weekday: "long", timeZone: "UTC" });

/** "Saturday" for the calendar day "2026-11-28". */
export function formatCalendarWeekday(day: string): string {
  return calendarWeekdayFormat.format(new Date(`${day}T00:00:00Z`));
}

const calendarDayMonthFormat = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", timeZone: "UTC" });

/** "28 November" for the calendar day "2026-11-28". */
export function formatCalendarDayMonth(day: string): string {
  return calendarDayMonthFormat.format(new Date(`${day}T00:00:00Z`));
}

const calendarWeekLabelFormat = new Intl.DateTimeFormat("en-AU", {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** "Mon 23 Nov 2026" for the calendar day "2026-11-23" (a week's first day in the admin's tables). */
export function formatCalendarWeekLabel(day: string): string {
  return calendarWeekLabelFormat.format(new Date(`${day}T00:00:00Z`));
}

/* Listing times (inspections, auctions), on the agency's clock. */
const shortWeekdayFormat = new Intl.DateTimeFormat("en-AU", { timeZone: agencyTimeZone, weekday: "short" });
const clock24Format = new Intl.DateTimeFormat("en-AU", { timeZone: agencyTimeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const shortDayMonthFormat = new Intl.DateTimeFormat("en-AU", { timeZone: agencyTimeZone, day: "numeric", month: "short" });
const longDayFormat = new Intl.DateTimeFormat("en-AU", {
  timeZone: agencyTimeZone,
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** "10:00", "14:30": a 24-hour time on the agency's clock. */
export function formatClock24(date: Date): string {
  return clock24Format.format(date);
}

/** "Sat 10:00–10:30" */
export function inspectionShort(startsAt: Date, endsAt: Date | null): string {
  return `${shortWeekdayFormat.format(startsAt)} ${formatClock24(startsAt)}${endsAt ? `–${formatClock24(endsAt)}` : ""}`;
}

/** "Saturday 28 November 2026, 10:00–10:30" */
export function inspectionLong(startsAt: Date, endsAt: Date | null): string {
  return `${longDayFormat.format(startsAt)}, ${formatClock24(startsAt)}${endsAt ? `–${formatClock24(endsAt)}` : ""}`;
}

/** "Sat 12 Dec" */
export function shortDate(date: Date): string {
  return `${shortWeekdayFormat.format(date)} ${shortDayMonthFormat.format(date)}`;
}

/** "Saturday 12 December 2026 at 11:00" */
export function longDateTime(date: Date): string {
  return `${longDayFormat.format(date)} at ${formatClock24(date)}`;
}

const localDayLabelFormat = new Intl.DateTimeFormat("en-US", { weekday: "long", year: "numeric", month: "long", day: "numeric" });

/** "Saturday, December 5, 2026" for a Date at local midnight of a calendar day (the events calendar's grid). */
export function formatLocalDayLabel(date: Date): string {
  return localDayLabelFormat.format(date);
}

const localDateTimeFormat = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeStyle: "short" });

/** "5 Dec 2026, 9:05 am" in the browser's own zone: when this browser kept something (the editor's unsaved draft). */
export function formatLocalDateTime(date: Date): string {
  return localDateTimeFormat.format(date);
}

const sydneyDateTimeParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: agencyTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * "2026-11-26 07:46": an instant on the agency's clock (Sydney, daylight saving included), for the staff's exports.
 * Sorts as text, and spreadsheets read it as a date and time.
 */
export function formatSydneyDateTime(date: Date): string {
  const part = Object.fromEntries(sydneyDateTimeParts.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
