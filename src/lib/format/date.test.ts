import { describe, expect, it } from "vitest";
import {
  agencyDate,
  formatCalendarDate,
  formatClockTime,
  formatDateTime,
  formatDateTimeWithZone,
  formatDisplayDate,
  formatSydneyDateTime,
  formatCalendarDayHeading,
  formatCalendarDayMonth,
  formatCalendarWeekday,
  formatClock24,
  inspectionLong,
  inspectionShort,
  longDateTime,
  shortDate,
} from "./date";
import { wallClockAt, zoneOffsetMs } from "./time-zone";

describe("formatDisplayDate", () => {
  it.each<[Date | string, string]>([
    ["2026-11-22", "November 22, 2026"],
    ["2026-01-01", "January 1, 2026"],
    ["2026-12-31", "December 31, 2026"],
    ["2024-02-29", "February 29, 2024"],
    [new Date("2026-11-22T03:00:00Z"), "November 22, 2026"],
    // Sydney is UTC+11 in November (daylight saving): late UTC evening is already the next day there.
    [new Date("2026-11-22T12:59:59Z"), "November 22, 2026"],
    [new Date("2026-11-22T13:00:00Z"), "November 23, 2026"],
    // UTC+10 in June (standard time).
    [new Date("2026-06-30T13:59:59Z"), "June 30, 2026"],
    [new Date("2026-06-30T14:00:00Z"), "July 1, 2026"],
    ["2026-06-30T14:00:00.000Z", "July 1, 2026"],
    ["2026-11-22T00:30:00+11:00", "November 22, 2026"],
    ["2026-12-31T13:00:00Z", "January 1, 2027"],
  ])("%j → %j", (input, output) => {
    expect(formatDisplayDate(input)).toBe(output);
  });

  it("gives the same text for a Date and its ISO string", () => {
    const date = new Date("2027-03-15T20:15:00Z");
    expect(formatDisplayDate(date)).toBe(formatDisplayDate(date.toISOString()));
    expect(formatDisplayDate(date)).toBe("March 16, 2027");
  });

  it.each(["", "not a date", "2026-13-45"])("throws for %j", (input) => {
    expect(() => formatDisplayDate(input)).toThrow(RangeError);
  });

  it("throws for an invalid Date", () => {
    expect(() => formatDisplayDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

/* The texts these formats gave where each was written before they moved here: unchanged. */
describe("the agency's other formats", () => {
  it("takes today from Sydney, not from the machine", () => {
    // 14:30 UTC on 21 November is already 22 November in Sydney (UTC+11 in summer).
    expect(agencyDate(new Date("2026-11-21T14:30:00Z"))).toBe("2026-11-22");
    expect(agencyDate(new Date("2026-06-30T13:59:00Z"))).toBe("2026-06-30");
  });

  it("shows the admin's date and time on Sydney's clock", () => {
    expect(formatDateTime(new Date("2026-11-21T22:05:00Z"))).toBe("Nov 22, 2026, 9:05 AM");
    expect(formatDateTime(new Date("2026-06-30T14:00:00Z"))).toBe("Jul 1, 2026, 12:00 AM");
  });

  it("names the zone in e-mails", () => {
    expect(formatDateTimeWithZone(new Date("2026-06-06T00:30:00Z"))).toBe("Sat, 6 June, 10:30 am AEST");
    expect(formatDateTimeWithZone(new Date("2026-11-21T22:05:00Z"))).toBe("Sun, 22 Nov, 9:05 am AEDT");
  });

  it("shows a saved time and a figure's calendar day", () => {
    expect(formatClockTime(new Date("2026-11-21T22:05:00Z"))).toBe("9:05 am");
    expect(formatCalendarDate("2026-10-14")).toBe("14 October 2026");
  });
});

describe("formatSydneyDateTime", () => {
  it.each<[string, string]>([
    // The audit's lead: 20:46 UTC on 25 November is 7:46 the next morning in Sydney (UTC+11, daylight saving).
    ["2026-11-25T20:46:54.020Z", "2026-11-26 07:46"],
    // UTC+10 in June; midnight is 00, not 24.
    ["2026-06-30T14:00:00Z", "2026-07-01 00:00"],
    ["2026-06-30T13:59:00Z", "2026-06-30 23:59"],
  ])("%s → %s", (input, output) => {
    expect(formatSydneyDateTime(new Date(input))).toBe(output);
  });
});

describe("calendar days and listing times", () => {
  it("names a calendar day without reading it in any zone", () => {
    expect(formatCalendarDayHeading("2026-11-28")).toBe("Saturday 28 November");
    expect(formatCalendarWeekday("2026-11-28")).toBe("Saturday");
    expect(formatCalendarDayMonth("2026-12-05")).toBe("5 December");
  });

  it("shows inspection and auction times on the agency's clock, daylight saving included", () => {
    // 23:00 UTC on Friday is 10:00 on Saturday in Sydney in November (UTC+11).
    const startsAt = new Date("2026-11-27T23:00:00Z");
    const endsAt = new Date("2026-11-27T23:30:00Z");
    expect(formatClock24(new Date("2026-11-28T03:30:00Z"))).toBe("14:30");
    expect(inspectionShort(startsAt, endsAt)).toBe("Sat 10:00–10:30");
    expect(inspectionShort(startsAt, null)).toBe("Sat 10:00");
    expect(inspectionLong(startsAt, endsAt)).toBe("Saturday 28 November 2026, 10:00–10:30");
    expect(shortDate(new Date("2026-12-12T00:00:00Z"))).toBe("Sat 12 Dec");
    // June is standard time (UTC+10).
    expect(longDateTime(new Date("2026-06-13T01:00:00Z"))).toBe("Saturday 13 June 2026 at 11:00");
  });
});

describe("the agency's wall clock", () => {
  it("reads an instant on Sydney's clock and knows its offset in both seasons", () => {
    expect(wallClockAt(new Date("2026-11-27T13:00:05Z"))).toEqual({ year: 2026, month: 11, day: 28, hour: 0, minute: 0, second: 5 });
    expect(zoneOffsetMs(new Date("2026-11-27T13:00:00Z"))).toBe(11 * 3600_000);
    expect(zoneOffsetMs(new Date("2026-06-01T00:00:00Z"))).toBe(10 * 3600_000);
    expect(wallClockAt(new Date("2026-06-01T00:00:00Z"), "UTC").hour).toBe(0);
  });
});
