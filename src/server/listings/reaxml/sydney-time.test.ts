import { describe, expect, it } from "vitest";
import { sydneyWallTimeToDate } from "./sydney-time";

const at = (year: number, month: number, day: number, hour: number, minute = 0) =>
  sydneyWallTimeToDate({ year, month, day, hour, minute, second: 0 }).toISOString();

describe("sydneyWallTimeToDate", () => {
  it("reads Sydney wall time with daylight saving, the same however often the hours around a change are asked", () => {
    for (let round = 0; round < 2; round += 1) {
      expect(at(2026, 1, 15, 12)).toBe("2026-01-15T01:00:00.000Z");
      expect(at(2026, 7, 15, 12)).toBe("2026-07-15T02:00:00.000Z");
      // Daylight saving ends 5 April 2026 at 3:00 AEDT: the repeated hour reads as daylight time.
      expect(at(2026, 4, 5, 1, 59)).toBe("2026-04-04T14:59:00.000Z");
      expect(at(2026, 4, 5, 2, 30)).toBe("2026-04-04T15:30:00.000Z");
      expect(at(2026, 4, 5, 3)).toBe("2026-04-04T17:00:00.000Z");
      // It starts 4 October 2026 at 2:00 AEST: the skipped hour is read forward.
      expect(at(2026, 10, 4, 1, 59)).toBe("2026-10-03T15:59:00.000Z");
      expect(at(2026, 10, 4, 2, 30)).toBe("2026-10-03T16:30:00.000Z");
      expect(at(2026, 10, 4, 3)).toBe("2026-10-03T16:00:00.000Z");
    }
  });
});
