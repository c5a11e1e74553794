import { describe, expect, it } from "vitest";
import { holdReasons, salePriceProblems } from "../nsw-gate";
import { withoutCredentials } from "./credentials";
import { parseReaxml } from "./parse";
import { parseReaxmlDate, sydneyWallTimeToDate } from "./sydney-time";
import { readBoolean, readInspection } from "./values";

const wall = (text: string) => {
  const parsed = parseReaxmlDate(text);
  if (!parsed) throw new Error(`not a date: ${text}`);
  return sydneyWallTimeToDate(parsed.wall).toISOString();
};

describe("REAXML dates in Sydney time", () => {
  it("reads the five shapes", () => {
    expect(wall("2026-11-20")).toBe("2026-11-19T13:00:00.000Z");
    expect(wall("2026-11-20-14:30")).toBe("2026-11-20T03:30:00.000Z");
    expect(wall("2026-11-20T14:30:15")).toBe("2026-11-20T03:30:15.000Z");
    expect(wall("20261120-143015")).toBe("2026-11-20T03:30:15.000Z");
    expect(wall("20261120T1430")).toBe("2026-11-20T03:30:00.000Z");
  });

  it("refuses zero and impossible dates", () => {
    for (const text of ["0000-00-00", "2026-02-30", "2026-13-01", "2026-11-20 25:00", "Now", ""])
      expect(parseReaxmlDate(text), text).toBeNull();
  });

  it("follows daylight saving on the days it changes", () => {
    // 4 October 2026, 02:00 → 03:00: before the jump UTC+10, after it UTC+11; the skipped half hour reads forward.
    expect(wall("2026-10-04-01:30")).toBe("2026-10-03T15:30:00.000Z");
    expect(wall("2026-10-04-03:30")).toBe("2026-10-03T16:30:00.000Z");
    expect(wall("2026-10-04-02:30")).toBe("2026-10-03T16:30:00.000Z");
    // 5 April 2026, 03:00 → 02:00: the repeated 02:30 is the first (daylight) one.
    expect(wall("2026-04-05-02:30")).toBe("2026-04-04T15:30:00.000Z");
    expect(wall("2026-04-05-03:30")).toBe("2026-04-04T17:30:00.000Z");
  });

  it("reads inspections in the one legal form only", () => {
    expect(readInspection("21-Dec-2026 11:00am to 1:00pm")).toEqual({
      startsAt: new Date("2026-12-21T00:00:00Z"),
      endsAt: new Date("2026-12-21T02:00:00Z"),
    });
    expect(readInspection("12-jul-2026 12:00pm to 12:30pm")?.startsAt.toISOString()).toBe("2026-07-12T02:00:00.000Z");
    for (const text of ["By appointment", "Saturday 11am", "31-Feb-2026 9:00am to 9:30am", "21-Dec-2026 11:00am to 10:00am"])
      expect(readInspection(text), text).toBeNull();
  });
});

describe("REAXML values", () => {
  it("reads booleans written seven ways", () => {
    for (const yes of ["yes", "YES", "true", "1", "2", "y", "on"]) expect(readBoolean(yes), yes).toBe(true);
    for (const no of ["no", "false", "0", "n", "off"]) expect(readBoolean(no), no).toBe(false);
    expect(readBoolean("maybe")).toBeNull();
  });

  it("removes the root's credentials however they are quoted, even from a broken file", () => {
    expect(withoutCredentials(`<propertyList date="x" username="u1" password='p"1'>`)).toBe('<propertyList date="x">');
    expect(withoutCredentials(`<?xml version="1.0"?><propertyList username=abc password="truncated`)).toBe(
      '<?xml version="1.0"?><propertyList',
    );
    expect(withoutCredentials("<rss username='kept'>")).toBe("<rss username='kept'>");
  });

  it("fails what is not REAXML instead of reading nothing", () => {
    expect(parseReaxml("")).toMatchObject({ ok: false, diagnostic: { code: "empty-file" } });
    expect(parseReaxml("<html><body/></html>")).toMatchObject({ ok: false, diagnostic: { code: "not-reaxml" } });
    expect(parseReaxml("<propertyList><land>")).toMatchObject({ ok: false, diagnostic: { code: "xml-malformed" } });
    expect(parseReaxml('<!DOCTYPE x [<!ENTITY a "b">]><propertyList/>')).toMatchObject({
      ok: false,
      diagnostic: { code: "doctype-entities" },
    });
    expect(parseReaxml("<propertyList/>")).toEqual({ ok: true, listings: [], diagnostics: [] });
  });
});

describe("the NSW price gate", () => {
  it("holds sale texts that suggest a lower price", () => {
    for (const text of [
      "Offers over $900,000",
      "offers above $1.1m",
      "$900,000+",
      "From $750k",
      "$800,000 - $950,000",
      "Offers in excess of $1m",
      "$1m plus+",
    ]) {
      expect(salePriceProblems(text, null), text).not.toEqual([]);
    }
    for (const text of [
      "$850,000 - $930,000",
      "$999,000",
      "Contact agent",
      "Auction",
      "Expressions of interest",
      "Price on application",
      "$1.2m - $1.3m",
    ]) {
      expect(salePriceProblems(text, null), text).toEqual([]);
    }
    expect(salePriceProblems("$700,000", 900_000)).not.toEqual([]);
  });

  it("holds a rental without one fixed weekly rent, and checks only listings on the market", () => {
    const rental = {
      kind: "rental",
      channel: "lease" as const,
      status: "current",
      searchPrice: null,
      priceDisplay: true,
      priceText: null,
      rentWeekly: 650,
      rentDisplay: true,
    };
    expect(holdReasons(rental)).toEqual([]);
    expect(holdReasons({ ...rental, rentDisplay: false })).toHaveLength(1);
    expect(holdReasons({ ...rental, rentWeekly: null })).toHaveLength(1);
    expect(holdReasons({ ...rental, priceText: "$620 - $680 per week" })).toHaveLength(1);
    expect(holdReasons({ ...rental, priceText: "Rent by negotiation $650" })).toHaveLength(1);
    expect(holdReasons({ ...rental, rentDisplay: false, status: "leased" })).toEqual([]);
  });
});
