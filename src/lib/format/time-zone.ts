/**
 * The agency's time zone. Every date and time the site, the admin and the e-mails show, the reply clock's opening
 * hours, the events' calendar days and dated file names are read on this clock, whatever zone the server or the
 * browser runs in. Dates are formatted in one module, ./date.ts.
 */
export const agencyTimeZone = "Australia/Sydney";

/** A wall-clock reading: the calendar day and time of day a clock in some zone shows. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormatFor(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** What the clock in `timeZone` (the agency's by default) reads at `instant`, daylight saving included. */
export function wallClockAt(instant: Date, timeZone: string = agencyTimeZone): WallClock {
  const parts = Object.fromEntries(
    partsFormatFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    // Some engines write midnight as 24 even in h23.
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The zone's offset from UTC at `instant`, in milliseconds (+10 h in AEST, +11 h in AEDT), to the whole second. */
export function zoneOffsetMs(instant: Date, timeZone: string = agencyTimeZone): number {
  const wall = wallClockAt(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}
