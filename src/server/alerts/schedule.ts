import { wallClockAt } from "@/lib/format/time-zone";
import { sydneyWallTimeToDate } from "@/server/listings/reaxml/sydney-time";
import type { AlertFrequency } from "@/server/db/schema";

/*
 * When a subscription's alert goes out: an instant one at once; a daily one at the first 07:00 Sydney time after its
 * oldest unsent match; a weekly one at the first Monday 07:00 after it. Wall-clock time, so daylight saving moves the
 * instant (07:00 AEDT is 20:00 UTC the day before; 07:00 AEST is 21:00 UTC).
 */

export const alertHour = 7;

function sydneyDay(instant: Date): { year: number; month: number; day: number } {
  const { year, month, day } = wallClockAt(instant);
  return { year, month, day };
}

/** The first 07:00 Sydney strictly after `after` (on a Monday, for weekly). */
export function nextAlertTime(frequency: Exclude<AlertFrequency, "instant">, after: Date): Date {
  const start = sydneyDay(after);
  for (let offset = 0; offset <= 8; offset += 1) {
    // Date.UTC normalises day overflow into the next month or year.
    const calendar = new Date(Date.UTC(start.year, start.month - 1, start.day + offset));
    if (frequency === "weekly" && calendar.getUTCDay() !== 1) continue;
    const at = sydneyWallTimeToDate({
      year: calendar.getUTCFullYear(),
      month: calendar.getUTCMonth() + 1,
      day: calendar.getUTCDate(),
      hour: alertHour,
      minute: 0,
      second: 0,
    });
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error("no 07:00 found in eight days");
}

/** Whether an alert holding matches since `oldestMatch` is due at `now`. */
export function isAlertDue(frequency: AlertFrequency, oldestMatch: Date, now: Date): boolean {
  if (frequency === "instant") return true;
  return nextAlertTime(frequency, oldestMatch).getTime() <= now.getTime();
}
