/*
 * REAXML dates carry no time zone ("No time zone is assumed nor implied", the spec's Common Data Types); the agency
 * and its CRM are in Sydney, so a date-time is read as wall time on the agency's clock (src/lib/format/time-zone.ts), daylight saving included.
 */

import { zoneOffsetMs, type WallClock } from "@/lib/format/time-zone";

/**
 * Sydney's offset per UTC hour: its clock changes only on the hour in UTC (2:00 standard time, 16:00 UTC), and asking
 * Intl costs about 20 µs, four times a date (a 5,000-listing file reads some 50,000 dates).
 */
const offsetsByHour = new Map<number, number>();

/** Sydney's offset from UTC, in milliseconds, at the instant `utcMs`. */
function sydneyOffsetMs(utcMs: number): number {
  const hour = Math.floor(utcMs / 3600_000);
  const known = offsetsByHour.get(hour);
  if (known !== undefined) return known;
  if (offsetsByHour.size >= 100_000) offsetsByHour.clear();
  const offset = zoneOffsetMs(new Date(hour * 3600_000));
  offsetsByHour.set(hour, offset);
  return offset;
}

/** A Sydney wall-clock reading (the calendar day and time of day). */
export type WallTime = WallClock;

/**
 * The instant a Sydney wall-clock time names. In the hour skipped when daylight saving starts the clock is read
 * forward (02:30 → 03:30 AEDT); in the hour repeated when it ends, the first (daylight) occurrence is taken.
 */
export function sydneyWallTimeToDate(t: WallTime): Date {
  const wall = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  // The offset is one of two values; try the earlier instant's first so a repeated hour reads as daylight time.
  const candidates = [sydneyOffsetMs(wall - 11 * 3600_000), sydneyOffsetMs(wall - 10 * 3600_000)].sort((a, b) => b - a);
  for (const offset of candidates) {
    if (sydneyOffsetMs(wall - offset) === offset) return new Date(wall - offset);
  }
  // In the skipped hour no offset fits: take the standard-time reading, which lands after the jump.
  return new Date(wall - Math.min(...candidates));
}

/** A date or date-time as REAXML writes it, split into its parts; null when it is not one of the five shapes or not a real date. */
export function parseReaxmlDate(value: string): { wall: WallTime; hasTime: boolean } | null {
  const text = value.trim();
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[-T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text) ??
    /^(\d{4})(\d{2})(\d{2})(?:[-T](\d{2})(\d{2})(\d{2})?)?$/.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => (part === undefined ? undefined : Number(part)));
  if (year === undefined || month === undefined || day === undefined) return null;
  const wall: WallTime = { year, month, day, hour: hour ?? 0, minute: minute ?? 0, second: second ?? 0 };
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > 31 || wall.hour > 23 || wall.minute > 59 || wall.second > 59) return null;
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1) return null;
  return { wall, hasTime: hour !== undefined };
}

/** "YYYY-MM-DD" of a wall time. */
export function wallDate(t: WallTime): string {
  return `${String(t.year).padStart(4, "0")}-${String(t.month).padStart(2, "0")}-${String(t.day).padStart(2, "0")}`;
}
