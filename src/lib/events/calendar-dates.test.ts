import { describe, expect, it } from "vitest";
import { dateFromKey, isCalendarDate, keyFromDate } from "./calendar-dates";
import { eventLink } from "./suburb-event";
import { toEventCategory } from "./categories";

describe("calendar dates", () => {
  it("round-trips a key through a local Date", () => {
    for (const key of ["2026-01-01", "2026-02-28", "2026-10-04", "2026-12-31"]) {
      expect(keyFromDate(dateFromKey(key))).toBe(key);
    }
  });

  it("accepts only real calendar dates", () => {
    expect(isCalendarDate("2026-11-22")).toBe(true);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("22/11/2026")).toBe(false);
  });
});

describe("event links", () => {
  it("use the event's own url when it has one", () => {
    expect(eventLink({ title: "Run", location: "Reserve", url: "https://example.org/run" }, "Gregory Hills")).toBe(
      "https://example.org/run",
    );
  });

  it("search the web for title, location and suburb otherwise", () => {
    const link = new URL(eventLink({ title: "Twilight Market", location: "Town Centre", url: null }, "Gregory Hills"));
    expect(link.origin + link.pathname).toBe("https://www.google.com/search");
    expect(link.searchParams.get("q")).toBe("Twilight Market Town Centre Gregory Hills");
  });
});

describe("categories", () => {
  it("map unknown values to other", () => {
    expect(toEventCategory("Sports")).toBe("sports");
    expect(toEventCategory("concert")).toBe("other");
  });
});

describe("event start times", () => {
  it("order a day's events by when they start", async () => {
    const { compareEvents, startMinutes } = await import("./event-time");
    expect(startMinutes("7:00 AM - 8:30 AM")).toBe(420);
    expect(startMinutes("12:30 PM")).toBe(750);
    expect(startMinutes("12:00 AM")).toBe(0);
    expect(startMinutes("10 pm")).toBe(1320);
    expect(startMinutes("All day")).toBe(-1);
    const day = [
      { date: "2026-11-23", time: "10:00 AM - 11:00 AM", title: "B" },
      { date: "2026-11-23", time: "7:00 AM - 8:30 AM", title: "A" },
      { date: "2026-11-22", time: "4:00 PM", title: "C" },
    ];
    expect([...day].sort(compareEvents).map((e) => e.title)).toEqual(["C", "A", "B"]);
  });
});
