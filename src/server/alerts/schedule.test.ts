import { describe, expect, it } from "vitest";
import { isAlertDue, nextAlertTime } from "./schedule";

describe("alert schedule (07:00 Sydney)", () => {
  it("sends a daily alert at 07:00 AEDT (20:00 UTC) before daylight saving ends, and 07:00 AEST (21:00 UTC) after", () => {
    // Daylight saving ends on Sunday 5 April 2026 at 03:00 AEDT.
    // Saturday 4 April, 07:00 AEDT; then Sunday 5 April, 07:00 AEST.
    expect(nextAlertTime("daily", new Date("2026-04-03T10:00:00Z")).toISOString()).toBe("2026-04-03T20:00:00.000Z");
    expect(nextAlertTime("daily", new Date("2026-04-03T20:00:00Z")).toISOString()).toBe("2026-04-04T21:00:00.000Z");
    // …and starts on Sunday 4 October 2026 at 02:00 AEST: Saturday 07:00 AEST, then Sunday 07:00 AEDT.
    expect(nextAlertTime("daily", new Date("2026-10-02T12:00:00Z")).toISOString()).toBe("2026-10-02T21:00:00.000Z");
    expect(nextAlertTime("daily", new Date("2026-10-02T21:00:00Z")).toISOString()).toBe("2026-10-03T20:00:00.000Z");
  });

  it("sends a weekly alert on the next Monday at 07:00 Sydney, across a year's end", () => {
    // Wednesday 30 December 2026 → Monday 4 January 2027, 07:00 AEDT.
    expect(nextAlertTime("weekly", new Date("2026-12-30T01:00:00Z")).toISOString()).toBe("2027-01-03T20:00:00.000Z");
    // Monday 07:00 itself has passed: the Monday after.
    expect(nextAlertTime("weekly", new Date("2027-01-03T20:00:00Z")).toISOString()).toBe("2027-01-10T20:00:00.000Z");
  });

  it("holds a match until the next 07:00, never sending it early", () => {
    const matched = new Date("2026-04-03T10:00:00Z");
    expect(isAlertDue("instant", matched, matched)).toBe(true);
    expect(isAlertDue("daily", matched, new Date("2026-04-03T19:59:59Z"))).toBe(false);
    expect(isAlertDue("daily", matched, new Date("2026-04-03T20:00:00Z"))).toBe(true);
    // Friday → Monday 6 April, 07:00 AEST.
    expect(isAlertDue("weekly", matched, new Date("2026-04-05T20:59:59Z"))).toBe(false);
    expect(isAlertDue("weekly", matched, new Date("2026-04-05T21:00:00Z"))).toBe(true);
  });
});
