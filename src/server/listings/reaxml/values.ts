import * as cheerio from "cheerio";
import { parseReaxmlDate, sydneyWallTimeToDate, wallDate } from "./sydney-time";

/** A REAXML boolean: yes/no, y/n, true/false, on/off, 1/0 and any other number (above 1 counts as yes). Null when unreadable. */
export function readBoolean(value: string | undefined): boolean | null {
  if (value === undefined) return null;
  const text = value.trim().toLowerCase();
  if (["yes", "y", "true", "on"].includes(text)) return true;
  if (["no", "n", "false", "off"].includes(text)) return false;
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text) >= 1;
  return null;
}

/** A number as CRMs write it ("850000", "850,000", "$850,000.00"); null when unreadable. */
export function readNumber(value: string | undefined): number | null {
  if (value === undefined) return null;
  const text = value.trim().replace(/[$,\s]/g, "");
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** A date-time read as Sydney wall time; null when not a date (zero dates included). */
export function readDateTime(value: string | undefined): Date | null {
  if (value === undefined) return null;
  const parsed = parseReaxmlDate(value);
  return parsed ? sydneyWallTimeToDate(parsed.wall) : null;
}

/** A calendar date ("YYYY-MM-DD") from any of the five shapes; null when not a date. */
export function readDate(value: string | undefined): string | null {
  if (value === undefined) return null;
  const parsed = parseReaxmlDate(value);
  return parsed ? wallDate(parsed.wall) : null;
}

const months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/**
 * An inspection in REAXML's one legal form, "21-Dec-2006 11:00am to 1:00pm", as its start and end instants in
 * Sydney time; null for anything else ("By appointment").
 */
export function readInspection(value: string): { startsAt: Date; endsAt: Date } | null {
  const match = /^(\d{1,2})-([a-z]{3})-(\d{4})\s+(\d{1,2}):(\d{2})\s*(am|pm)\s+to\s+(\d{1,2}):(\d{2})\s*(am|pm)$/i.exec(value.trim());
  if (!match) return null;
  const [, day, mon, year, h1, m1, ap1, h2, m2, ap2] = match as unknown as string[];
  const month = months.indexOf((mon ?? "").toLowerCase()) + 1;
  if (month === 0) return null;
  const dateText = `${year}-${String(month).padStart(2, "0")}-${String(Number(day)).padStart(2, "0")}`;
  if (!parseReaxmlDate(dateText)) return null;
  const hour = (h: string, ap: string) => (Number(h) % 12) + (ap.toLowerCase() === "pm" ? 12 : 0);
  const base = { year: Number(year), month, day: Number(day), second: 0 };
  if (Number(h1) > 12 || Number(h2) > 12 || Number(m1) > 59 || Number(m2) > 59) return null;
  const startsAt = sydneyWallTimeToDate({ ...base, hour: hour(h1 ?? "", ap1 ?? ""), minute: Number(m1) });
  const endsAt = sydneyWallTimeToDate({ ...base, hour: hour(h2 ?? "", ap2 ?? ""), minute: Number(m2) });
  if (endsAt <= startsAt) return null;
  return { startsAt, endsAt };
}

/** A description as plain text: HTML some CRMs send is reduced to its words, paragraphs and line breaks kept. */
export function plainText(value: string): string {
  if (!/<[a-z!/]|&[a-z0-9#]+;/i.test(value)) return tidy(value);
  const withBreaks = value.replace(/<br\s*\/?>/gi, "\n").replace(/<\/(p|div|li|h[1-6])>/gi, "\n\n");
  const $ = cheerio.load(withBreaks, null, false);
  $("script, style, iframe, object, template").remove();
  return tidy($.root().text());
}

function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u2028\u2029]/g, "\n")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Square metres from a REAXML area and its unit (square = 100 sq ft, the Australian "square"). */
export function toSquareMetres(value: number, unit: string | undefined): number | null {
  switch ((unit ?? "squareMeter").toLowerCase()) {
    case "squaremeter":
    case "squaremetre":
    case "sqm":
    case "m2":
      return value;
    case "square":
      return Math.round(value * 9.290304 * 100) / 100;
    case "acre":
      return Math.round(value * 4046.8564224 * 100) / 100;
    case "hectare":
      return value * 10000;
    default:
      return null;
  }
}
