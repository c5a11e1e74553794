import { describe, expect, it } from "vitest";
import { businessDueTime, businessMinutesBetween, startOfWeek, type BusinessCalendar } from "./business-hours";

// The agency's hours as src/content/site.ts gives them: Mon–Fri 9–5, Sat 9–3, Sunday shut.
const calendar: BusinessCalendar = {
  openingHours: [
    { schemaDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "17:00" },
    { schemaDays: ["Saturday"], opens: "09:00", closes: "15:00" },
  ],
  holidays: [],
};

/** Sydney wall time written with its offset, so each expectation says which of AEST (+10) and AEDT (+11) applies. */
const at = (iso: string) => new Date(iso);

describe("businessDueTime (2 business hours, Australia/Sydney)", () => {
  it("a Friday 4:30 pm lead is due Saturday 10:30 am", () => {
    // Friday 5 June 2026, AEST.
    expect(businessDueTime(at("2026-06-05T16:30:00+10:00"), calendar)).toEqual(at("2026-06-06T10:30:00+10:00"));
    // Friday 27 November 2026, AEDT.
    expect(businessDueTime(at("2026-11-27T16:30:00+11:00"), calendar)).toEqual(at("2026-11-28T10:30:00+11:00"));
  });

  it("counts within one day when the hours allow", () => {
    expect(businessDueTime(at("2026-06-03T10:15:00+10:00"), calendar)).toEqual(at("2026-06-03T12:15:00+10:00"));
    expect(businessDueTime(at("2026-06-03T15:00:00+10:00"), calendar)).toEqual(at("2026-06-03T17:00:00+10:00"));
  });

  it("starts counting at the next opening when a lead arrives outside the hours", () => {
    // Wednesday 7 pm → Thursday 9 am + 2 h.
    expect(businessDueTime(at("2026-06-03T19:00:00+10:00"), calendar)).toEqual(at("2026-06-04T11:00:00+10:00"));
    // Wednesday 6 am → Wednesday 11 am.
    expect(businessDueTime(at("2026-06-03T06:00:00+10:00"), calendar)).toEqual(at("2026-06-03T11:00:00+10:00"));
    // Saturday 2 pm: one hour on Saturday, Sunday shut, one hour on Monday.
    expect(businessDueTime(at("2026-06-06T14:00:00+10:00"), calendar)).toEqual(at("2026-06-08T10:00:00+10:00"));
    // Sunday → Monday 11 am.
    expect(businessDueTime(at("2026-06-07T12:00:00+10:00"), calendar)).toEqual(at("2026-06-08T11:00:00+10:00"));
    // Saturday 3:30 pm (after closing) → Monday 11 am.
    expect(businessDueTime(at("2026-06-06T15:30:00+10:00"), calendar)).toEqual(at("2026-06-08T11:00:00+10:00"));
  });

  it("skips configured public holidays", () => {
    const withHolidays = { ...calendar, holidays: ["2026-06-08", "2026-12-25", "2026-12-26", "2026-12-28"] };
    // King's Birthday Monday 8 June 2026: Saturday 2 pm → 1 h Saturday, Monday shut, Tuesday 10 am.
    expect(businessDueTime(at("2026-06-06T14:00:00+10:00"), withHolidays)).toEqual(at("2026-06-09T10:00:00+10:00"));
    // Christmas Eve Thursday 4 pm: 1 h, then Friday 25, Saturday 26 and Monday 28 shut → Tuesday 29 10 am.
    expect(businessDueTime(at("2026-12-24T16:00:00+11:00"), withHolidays)).toEqual(at("2026-12-29T10:00:00+11:00"));
  });

  it("is right across the start of daylight saving (first Sunday of October)", () => {
    // Saturday 3 October 2026 2 pm AEST; clocks go forward at 2 am Sunday 4 October; Monday 5 October is AEDT.
    expect(businessDueTime(at("2026-10-03T14:00:00+10:00"), calendar)).toEqual(at("2026-10-05T10:00:00+11:00"));
    // Friday 2 October 4:30 pm AEST → Saturday 10:30 am AEST (still standard time).
    expect(businessDueTime(at("2026-10-02T16:30:00+10:00"), calendar)).toEqual(at("2026-10-03T10:30:00+10:00"));
    // Arriving in the skipped hour itself (2:30 am AEST is 3:30 am AEDT) on the Sunday.
    expect(businessDueTime(at("2026-10-03T16:30:00Z"), calendar)).toEqual(at("2026-10-05T11:00:00+11:00"));
  });

  it("is right across the end of daylight saving (first Sunday of April)", () => {
    // Saturday 4 April 2026 2 pm AEDT; clocks go back at 3 am Sunday 5 April; Monday 6 April is AEST.
    expect(businessDueTime(at("2026-04-04T14:00:00+11:00"), calendar)).toEqual(at("2026-04-06T10:00:00+10:00"));
    // Sunday 5 April in the repeated hour (2:30 am, both offsets) → Monday 11 am AEST.
    expect(businessDueTime(at("2026-04-04T15:30:00Z"), calendar)).toEqual(at("2026-04-06T11:00:00+10:00"));
    expect(businessDueTime(at("2026-04-04T16:30:00Z"), calendar)).toEqual(at("2026-04-06T11:00:00+10:00"));
  });

  it("gives the same answer whatever the server's own time zone", () => {
    const original = process.env.TZ;
    try {
      for (const zone of ["UTC", "America/Los_Angeles", "Australia/Perth", "Pacific/Kiritimati"]) {
        process.env.TZ = zone;
        expect(businessDueTime(at("2026-06-05T16:30:00+10:00"), calendar), zone).toEqual(at("2026-06-06T10:30:00+10:00"));
        expect(businessDueTime(at("2026-10-03T14:00:00+10:00"), calendar), zone).toEqual(at("2026-10-05T10:00:00+11:00"));
      }
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });

  it("uses the Sydney date, not the server's UTC date", () => {
    // 23:30 UTC Thursday is 9:30 am Friday in Sydney (AEST).
    expect(businessDueTime(at("2026-06-04T23:30:00Z"), calendar)).toEqual(at("2026-06-05T11:30:00+10:00"));
    // 06:30 UTC Friday is 4:30 pm Friday in Sydney.
    expect(businessDueTime(at("2026-06-05T06:30:00Z"), calendar)).toEqual(at("2026-06-06T10:30:00+10:00"));
  });

  it("never gives less than the promise when a lead arrives between minutes", () => {
    expect(businessDueTime(at("2026-06-03T10:15:30+10:00"), calendar)).toEqual(at("2026-06-03T12:16:00+10:00"));
  });

  it("refuses a calendar with no open day instead of looping", () => {
    expect(() => businessDueTime(at("2026-06-03T10:00:00+10:00"), { openingHours: [], holidays: [] })).toThrow(/no open day/);
  });
});

describe("businessMinutesBetween", () => {
  it("counts only the opening hours", () => {
    expect(businessMinutesBetween(at("2026-06-05T16:30:00+10:00"), at("2026-06-06T10:30:00+10:00"), calendar)).toBe(120);
    expect(businessMinutesBetween(at("2026-06-03T10:00:00+10:00"), at("2026-06-03T10:45:00+10:00"), calendar)).toBe(45);
    expect(businessMinutesBetween(at("2026-06-06T20:00:00+10:00"), at("2026-06-07T20:00:00+10:00"), calendar)).toBe(0);
    expect(businessMinutesBetween(at("2026-06-03T11:00:00+10:00"), at("2026-06-03T10:00:00+10:00"), calendar)).toBe(0);
  });
});

describe("startOfWeek", () => {
  it("is Monday midnight in Sydney", () => {
    expect(startOfWeek(at("2026-06-05T16:30:00+10:00"))).toEqual(at("2026-06-01T00:00:00+10:00"));
    // Sunday evening belongs to the week that began the Monday before.
    expect(startOfWeek(at("2026-11-29T20:00:00+11:00"))).toEqual(at("2026-11-23T00:00:00+11:00"));
    // Monday 00:30 in Sydney is still Sunday in UTC.
    expect(startOfWeek(at("2026-11-22T13:30:00Z"))).toEqual(at("2026-11-23T00:00:00+11:00"));
    // The week daylight saving starts in: Monday 28 September was AEST.
    expect(startOfWeek(at("2026-10-05T09:00:00+11:00"))).toEqual(at("2026-10-05T00:00:00+11:00"));
    expect(startOfWeek(at("2026-10-04T09:00:00+11:00"))).toEqual(at("2026-09-28T00:00:00+10:00"));
  });
});
