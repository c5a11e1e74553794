/*
 * Event dates are calendar days in Sydney ("YYYY-MM-DD"). The calendar works with Date objects at local
 * midnight of the same year, month and day, so a day in the grid is the same day whatever the browser's
 * time zone; "today" is Sydney's today (`agencyDate` in src/lib/format/date.ts).
 */

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD key as a Date at local midnight of that day. */
export function dateFromKey(key: string): Date {
  const match = DATE_KEY.exec(key);
  if (!match) throw new Error(`Not a calendar date: ${key}`);
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** The YYYY-MM-DD key of a Date's local calendar day. */
export function keyFromDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

/** True when the string is a real calendar date in YYYY-MM-DD form (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_KEY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}
