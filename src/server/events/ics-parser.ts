import "server-only";
import ICAL from "ical.js";
import { agencyDate } from "@/lib/format/date";
import { agencyTimeZone, wallClockAt } from "@/lib/format/time-zone";
import type { EventCategory } from "@/lib/events/categories";

/** One calendar event read from an iCalendar feed, in the shape of our `events` rows. */
export interface IcsEvent {
  /** The VEVENT's UID; for an occurrence of a repeating event, UID plus the occurrence's original date. */
  uid: string;
  title: string;
  date: string;
  time: string;
  location: string;
  description: string;
  category: EventCategory;
  url: string | null;
  /** STATUS:CANCELLED — the import removes it. */
  cancelled: boolean;
}

export interface IcsParseResult {
  events: IcsEvent[];
  /** VEVENTs left out because they lack a UID, a start or a title. */
  skipped: number;
}

/** The feed is not an iCalendar file at all (HTML error page, truncated download, syntax error). */
export class MalformedIcsError extends Error {
  override name = "MalformedIcsError";
}

/** Repeating events are expanded over this window, from a month back to a year ahead, at most this many times each. */
const PAST_DAYS = 31;
const AHEAD_DAYS = 366;
const MAX_OCCURRENCES = 120;

const limits = { title: 200, location: 200, description: 2000, time: 100 } as const;

const categoryWords: ReadonlyArray<[EventCategory, RegExp]> = [
  ["market", /market|fair|bazaar/i],
  ["sports", /sport|run\b|fitness|cricket|football|soccer|netball|swim/i],
  ["arts", /art|music|concert|theatre|theater|culture|exhibition|film|cinema/i],
  ["family", /family|kids|children|school holiday/i],
  ["community", /community|council|volunteer|meeting|neighbou?r/i],
];

/**
 * Reads an iCalendar (RFC 5545) feed. Throws MalformedIcsError when the text cannot be parsed as a
 * VCALENDAR, so the caller can leave its data untouched; single events that cannot be used are skipped.
 * Times are shown in Sydney time: UTC and other zones are converted, floating and Sydney times kept as written.
 */
export function parseIcsFeed(text: string, fallbackLocation: string, now: Date = new Date()): IcsParseResult {
  const calendar = readCalendar(text);
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);

  const vevents = calendar.getAllSubcomponents("vevent");
  const exceptions = vevents.filter((v) => v.hasProperty("recurrence-id"));
  const masters = vevents.filter((v) => !v.hasProperty("recurrence-id"));
  const today = agencyDate(now);
  const window = { from: shiftDays(today, -PAST_DAYS), to: shiftDays(today, AHEAD_DAYS) };

  const events: IcsEvent[] = [];
  let skipped = 0;
  for (const vevent of masters) {
    const event = new ICAL.Event(vevent, { strictExceptions: true });
    const title = clean(event.summary, limits.title);
    if (!event.uid || !title || !vevent.hasProperty("dtstart")) {
      skipped += 1;
      continue;
    }
    for (const exception of exceptions) if (exception.getFirstPropertyValue("uid") === event.uid) event.relateException(exception);

    const shared = {
      location: clean(event.location, limits.location) || fallbackLocation,
      description: clean(event.description, limits.description),
      category: categoryOf(vevent),
      url: webUrl(vevent.getFirstPropertyValue("url")),
    };
    if (!event.isRecurring()) {
      events.push({ uid: event.uid, title, ...shared, ...when(event.startDate, event.endDate), cancelled: isCancelled(vevent) });
      continue;
    }
    const occurrences = event.iterator();
    for (let count = 0, next = occurrences.next(); next && count < MAX_OCCURRENCES; next = occurrences.next()) {
      const details = event.getOccurrenceDetails(next);
      const timing = when(details.startDate, details.endDate);
      if (timing.date > window.to) break;
      if (timing.date < window.from) continue;
      count += 1;
      const item = details.item;
      events.push({
        uid: `${event.uid}#${dayKey(details.recurrenceId)}`,
        title: clean(item.summary, limits.title) || title,
        ...shared,
        location: clean(item.location, limits.location) || shared.location,
        description: clean(item.description, limits.description) || shared.description,
        ...timing,
        cancelled: isCancelled(vevent) || isCancelled(item.component),
      });
    }
  }
  return { events, skipped };
}

function readCalendar(text: string): ICAL.Component {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch (error) {
    throw new MalformedIcsError(`not an iCalendar file: ${error instanceof Error ? error.message : String(error)}`);
  }
  const first = Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed;
  if (!Array.isArray(first) || first[0] !== "vcalendar") throw new MalformedIcsError("not an iCalendar file: no VCALENDAR");
  return new ICAL.Component(first as unknown[]);
}

/** The Sydney calendar day and a time label such as "4:00 PM - 8:00 PM" (or "All day"). */
function when(start: ICAL.Time, end: ICAL.Time | null): { date: string; time: string } {
  if (start.isDate) return { date: dayKey(start), time: "All day" };
  const from = sydneyWallClock(start);
  const to = end && !end.isDate ? sydneyWallClock(end) : null;
  const range = to && to.date === from.date && to.label !== from.label ? `${from.label} - ${to.label}` : from.label;
  return { date: from.date, time: range.slice(0, limits.time) };
}

function sydneyWallClock(time: ICAL.Time): { date: string; label: string } {
  const tzid = time.zone?.tzid;
  // A TZID whose VTIMEZONE the feed left out stays floating; ical.js keeps the name it was given.
  const declared = (time as ICAL.Time & { timezone?: string }).timezone;
  const keepAsWritten = !tzid || tzid === "floating" || tzid === agencyTimeZone || declared === agencyTimeZone;
  if (keepAsWritten && tzid !== "UTC") return { date: dayKey(time), label: clockLabel(time.hour, time.minute) };
  const instant = time.convertToZone(ICAL.Timezone.utcTimezone).toJSDate();
  const { hour, minute } = wallClockAt(instant);
  return { date: agencyDate(instant), label: clockLabel(hour, minute) };
}

function clockLabel(hour: number, minute: number): string {
  const suffix = hour < 12 ? "AM" : "PM";
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:${String(minute).padStart(2, "0")} ${suffix}`;
}

function dayKey(time: ICAL.Time): string {
  return `${time.year}-${String(time.month).padStart(2, "0")}-${String(time.day).padStart(2, "0")}`;
}

function shiftDays(key: string, days: number): string {
  const date = new Date(`${key}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function categoryOf(vevent: ICAL.Component): EventCategory {
  const words = vevent
    .getAllProperties("categories")
    .flatMap((property) => property.getValues())
    .map(String)
    .join(" ");
  if (!words) return "other";
  return categoryWords.find(([, pattern]) => pattern.test(words))?.[0] ?? "other";
}

function isCancelled(vevent: ICAL.Component): boolean {
  return String(vevent.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED";
}

function webUrl(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : null;
  } catch {
    return null;
  }
}

function clean(value: unknown, max: number): string {
  if (typeof value !== "string") return "";
  return value.replace(/\s+/g, " ").trim().slice(0, max);
}
