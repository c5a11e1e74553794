import { describe, expect, it } from "vitest";
import { COUNT_UP_DURATION_MS, countUpValue, formatStat } from "./count-up";

describe("count-up", () => {
  it("runs for 2500 ms", () => {
    expect(COUNT_UP_DURATION_MS).toBe(2500);
  });

  it("starts at 0 and lands exactly on the end value at the duration and after it", () => {
    expect(countUpValue(500, 0)).toBe(0);
    expect(countUpValue(500, COUNT_UP_DURATION_MS)).toBe(500);
    expect(countUpValue(500, COUNT_UP_DURATION_MS + 1000)).toBe(500);
  });

  it("only ever rises, and stays within 0..end", () => {
    let previous = -1;
    for (let t = 0; t <= COUNT_UP_DURATION_MS; t += 50) {
      const value = countUpValue(21, t);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(21);
      previous = value;
    }
  });

  it("shows the end value at once for a zero duration (reduced motion)", () => {
    expect(countUpValue(10, 0, 0)).toBe(10);
  });

  it("formats with the suffix", () => {
    expect(formatStat({ suffix: "K+" }, 250)).toBe("250K+");
  });
});
