const displayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "Australia/Sydney",
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

const sydneyDateTimeParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Australia/Sydney",
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
