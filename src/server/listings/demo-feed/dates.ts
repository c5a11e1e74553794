import { wallClockAt, type WallClock } from "@/lib/format/time-zone";

/**
 * Dates as REAXML writes them: wall-clock time in Sydney with no zone (the importer reads them on the agency's clock).
 * A `LocalDate` is a calendar day in Sydney, kept as its UTC midnight so adding days never crosses a DST change.
 */
export type LocalDate = Date;

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** The Sydney wall-clock parts of an instant. */
export function sydneyParts(instant: Date): WallClock {
  return wallClockAt(instant);
}

/** The calendar day in Sydney at this instant. */
export function sydneyDate(instant: Date): LocalDate {
  const { year, month, day } = sydneyParts(instant);
  return new Date(Date.UTC(year, month - 1, day));
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return new Date(date.getTime() + days * 86_400_000);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: LocalDate): number {
  return date.getUTCDay();
}

/** `YYYY-MM-DD`. */
export function isoDate(date: LocalDate): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** REAXML's `YYYY-MM-DD-hh:mm:ss` for an instant, in Sydney time. */
export function reaxmlDateTime(instant: Date): string {
  const p = sydneyParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}-${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** `YYYY-MM-DDThh:mm` for a Sydney day and a time given in minutes after midnight. */
export function localDateTime(date: LocalDate, minutes: number): string {
  return `${isoDate(date)}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** `10:00am`, `1:30pm`. */
function clock(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  const shown = hour % 12 === 0 ? 12 : hour % 12;
  return `${shown}:${pad(minutes % 60)}${hour < 12 ? "am" : "pm"}`;
}

/** REAXML's one legal inspection form, `DD-Mon-YYYY hh:mmam to hh:mmam`, e.g. `28-Nov-2026 10:00am to 10:30am`. */
export function inspectionText(date: LocalDate, startMinutes: number, endMinutes: number): string {
  return `${pad(date.getUTCDate())}-${months[date.getUTCMonth()]}-${date.getUTCFullYear()} ${clock(startMinutes)} to ${clock(endMinutes)}`;
}

/** The first Saturday strictly after the given day. */
export function nextSaturday(date: LocalDate): LocalDate {
  const ahead = (6 - weekday(date) + 7) % 7 || 7;
  return addDays(date, ahead);
}
