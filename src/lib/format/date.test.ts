import { describe, expect, it } from "vitest";
import { agencyDate, formatCalendarDate, formatClockTime, formatDateTime, formatDateTimeWithZone, formatDisplayDate, formatSydneyDateTime } from "./date";

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
