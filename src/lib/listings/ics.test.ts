import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { googleCalendarUrl, icsCalendar } from "./ics";

describe("inspection calendar files", () => {
  const event = {
    uid: "inspection-1@ironbark",
    start: new Date("2026-11-28T23:00:00Z"),
    end: new Date("2026-11-28T23:30:00Z"),
    summary: "Open home: 12 Example Street, Gregory Hills NSW 2557; bring ID",
    location: "12 Example Street, Gregory Hills NSW 2557",
    description: `A long line that must be folded at seventy-five octets because RFC 5545 says so — with “quotes” and ü.\nSecond line`,
  };

  it("is valid iCalendar that a parser reads back with the same times and text", () => {
    const text = icsCalendar([event], new Date("2026-11-26T00:00:00Z"));
    expect(text.endsWith("\r\n")).toBe(true);
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const [parsed] = calendar.getAllSubcomponents("vevent").map((e) => new ICAL.Event(e));
    expect(parsed?.summary).toBe(event.summary);
    expect(parsed?.location).toBe(event.location);
    expect(parsed?.description).toBe(event.description);
    expect(parsed?.startDate.toJSDate().toISOString()).toBe("2026-11-28T23:00:00.000Z");
    expect(parsed?.endDate.toJSDate().toISOString()).toBe("2026-11-28T23:30:00.000Z");
  });

  it("gives the same event as a Google Calendar link", () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.searchParams.get("dates")).toBe("20261128T230000Z/20261128T233000Z");
    expect(url.searchParams.get("text")).toBe(event.summary);
  });
});
