import { describe, expect, it } from "vitest";
import { fromDateTimeLocal, toDateTimeLocal } from "./datetime-local";

describe("datetime-local conversion", () => {
  it("round-trips a local wall-clock time through an ISO instant", () => {
    const iso = fromDateTimeLocal("2026-12-01T09:30");
    expect(iso).toMatch(/Z$/);
    expect(toDateTimeLocal(iso)).toBe("2026-12-01T09:30");
  });

  it("turns empty or unreadable values into empty strings", () => {
    expect(fromDateTimeLocal("")).toBe("");
    expect(fromDateTimeLocal("not a date")).toBe("");
    expect(toDateTimeLocal(null)).toBe("");
    expect(toDateTimeLocal("garbage")).toBe("");
  });
});
