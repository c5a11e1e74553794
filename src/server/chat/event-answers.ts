import "server-only";
import { and, gte, inArray, lte } from "drizzle-orm";
import type { ChatMessage } from "@/lib/chat/types";
import { detectSuburb, withoutSuburbs } from "@/lib/chat/intent";
import { compareEvents } from "@/lib/events/event-time";
import { agencyDate, formatCalendarDayHeading } from "@/lib/format/date";
import { suburbGuidePath, suburbGuides } from "@/content/suburbs";
import type { Db } from "@/server/db";
import { events } from "@/server/db/schema";
import { logger } from "@/server/log";
import { termsOf } from "./text-terms";

/*
 * The chat's answers about what's on: "what's on in Gregory Hills this weekend?", "is there a storytime for toddlers?".
 * Answered from the suburb guides' 'What's On' calendars as they are now (staff edit the events, and the iCalendar
 * feeds update them), each event with its day, time and place, and the calendar linked. Any other question returns null
 * and is answered as before.
 */

/** "What's on", "any events", "things to do": a question about the calendar as a whole. */
const asksWhatsOn =
  /\b((what'?s|whats|what is|anything) (on|happening|going on)(?=\s*([?!.]|$)|\s+(in|around|near|locally|nearby|this (weekend|week)|today|tonight|tomorrow|over the|for (the )?((little|young|small) )?(kids|families|toddlers|children|little ones))\b)|(any|upcoming|local|community|family|kids'?) events?|events? (on|coming up|this|next|around|in|near)|what events|things to do)\b/i;

/**
 * A question about an event named by its title asks whether, when or where it is on ("is there a storytime for toddlers?",
 * "when's the netball gala day?", "anything on for junior netball soon?"); "what's the score in the cricket today?" names
 * a title's word and asks nothing of it.
 */
const asksAboutAnEvent =
  /\b(is there|are there|when(?:'?s| is| does| do| are)|what time|what day|where(?:'?s| is| are)|is (?:the|it|that) on|(?:still|it) on|coming up|anything (?:on|happening)|on soon|how do (?:i|we) (?:join|book|get in)|can (?:i|we|kids|toddlers|children) (?:go|join|come)|starts?)\b/i;

/**
 * What an event costs, or whether it is full: "the info night at your office, is it free?", "is the choir concert free?"
 * (not a club's fees, a hire or a ticket elsewhere: "how much to join the netball club?", "the cinema at Narellan").
 */
const asksEventCost =
  /^(?!.*\b(club|join\w*|rego|registration|hire|membership|removal|remove|cinema|library|group|plant trees on|to use|my block|tickets? (for|at) the)\b).*\b((?:is|are) (?:it|they|that|this|the [\w' -]{3,60}?) (?:free|full|booked out)|how much (?:is|are|does|do) (?:it|they|that|this|the)|(?:do|does) (?:it|they|that|this) cost)\b/i;

/**
 * "What's happening in the market in Gregory Hills?" asks about property, not the calendar (a farmers' market is an event,
 * and so are "any markets on in Gregory Hills?").
 */
const aboutProperty =
  /\b((?<!\b(farmers'?|growers'?|produce|craft|makers'?|night|twilight|christmas|flea|food|street|any) )markets?(?! on (in|at|this|near|around|locally|nearby)\b)|prices?|rents?|rental|sales?|sell\w*|buy\w*|listings?|auctions?|contracts?|settlement|bond|lease|interest rates?|propert(y|ies)|house|homes?|inspections?|open homes?)\b/i;

/** "Anything on for the kids?": the family events come first, or alone when there are any. */
const asksForFamilies =
  /\bfor (the |my |our )?((little|young|small) )?(kids?|kiddies|children|toddlers?|little ones|bubs|famil(y|ies))\b|\b(kid|child|family|toddler)[- ]friendly\b/i;

/** Words of an event's title too common to say the question names that event ("market" is also the property market). */
const commonTitleWords = new Set(
  (
    "the and for with under in on at of a an day days night evening morning afternoon park parks community local family families " +
    "welcome market markets walk new club centre center town kids free open home homes first buyer buyers information info come try pop"
  ).split(" "),
);

const words = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

/**
 * A kind of event named in other words than its title's, which are too common to find it by: a "seminar" or an "info night"
 * is the "First-Home Buyer Information Evening" (and is no question about buying, though it names buyers).
 */
interface EventKind {
  asked: RegExp;
  title: RegExp;
}
const eventKinds: readonly EventKind[] = [
  {
    // (…or "a free night for first home buyers".)
    asked:
      /\b(seminars?|info(rmation)? (nights?|evenings?|sessions?)|workshops?|(home ?)?buyers?'? (nights?|evenings?)|(nights?|evenings?|sessions?|talks?) (for|on) (first[- ]home |new )?buyers?)\b/i,
    title: /\binformation (evening|night|session)\b/i,
  },
];

/** Another name for a title's word: a farmers' market is a growers' market. */
const alsoCalled: Record<string, string> = { farmer: "grower" };

/** A title's words, with a trailing s dropped, so "markets" and "storytime" meet their title's. */
const plain = (word: string) => {
  const single = word.length > 4 && word.endsWith("s") ? word.slice(0, -1) : word;
  return alsoCalled[single] ?? single;
};

interface Window {
  from: string;
  to: string;
  label: string;
}

function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** The days the question asks about: today, tomorrow, this weekend, this week; otherwise the next four weeks. */
function windowOf(question: string, today: string): Window {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  if (/\b(today|tonight)\b/i.test(question)) return { from: today, to: today, label: "today" };
  if (/\btomorrow\b/i.test(question)) return { from: addDays(today, 1), to: addDays(today, 1), label: "tomorrow" };
  if (/\b(this |the )?weekend\b/i.test(question)) {
    const saturday = weekday === 0 ? addDays(today, -1) : addDays(today, 6 - weekday);
    return { from: weekday === 0 ? today : saturday, to: addDays(saturday, 1), label: "this weekend" };
  }
  if (/\bthis week\b/i.test(question)) return { from: today, to: addDays(today, 6), label: "this week" };
  return { from: today, to: addDays(today, 27), label: "coming up" };
}

type EventRow = {
  title: string;
  date: string;
  time: string;
  location: string;
  description: string;
  suburb: string;
  category: string;
};

function describe(event: EventRow): string {
  return `${event.title}, ${formatCalendarDayHeading(event.date)}, ${event.time}, at ${event.location}`;
}

function calendarLink(suburb: string): string {
  const guide = suburbGuides.find((g) => g.name === suburb);
  return guide ? `[What's On in ${suburb}](${suburbGuidePath(guide.slug)}#whats-on-heading)` : "";
}

/** The suburbs whose guide shows a calendar, or the one the question names if it does. */
function calendarSuburbs(question: string): string[] | null {
  const withCalendar = suburbGuides.filter((guide) => "showEvents" in guide && guide.showEvents).map((guide) => guide.name);
  const named = detectSuburb(question);
  if (!named) return withCalendar;
  return withCalendar.includes(named) ? [named] : null;
}

/** The calendar asked for in so many words beside a kind of event: "any workshops for landlords or events this weekend?" */
const asksForEvents = /\b(events?|what'?s on|anything (else )?on)\b/i;

/**
 * Words that say nothing of what a seminar is about: when it is ("a seminar on Wednesday night") or how it is asked
 * ("any free seminars coming up this month?").
 */
const notASubject =
  /\b((mon|tues|wednes|thurs|fri|satur|sun)days?|today|tonight|tomorrow|weekends?|weeks?|months?|years?|mornings?|afternoons?|evenings?|nights?|january|february|march|april|may|june|july|august|september|october|november|december|next|this|that|coming|upcoming|soon|free|any|there|your|some|held|hold|holding|running|run|people|everyone|anyone|local|good|new|the|a|an|at|in|on|up|for|about|or|and)\b/gi;

/**
 * What an event of a kind is asked to be about: the terms of the word before the kind and the words after "on", "about"
 * or "for" ("an auction seminar", "a workshop for landlords"); none when only a day or the asking is said.
 */
function askedSubject(question: string, kind: EventKind): string[] {
  const around = new RegExp(
    String.raw`(?<before>\w+)?\s*(?:${kind.asked.source})(?:\s+(?:on|about|for|covering)\s+(?<after>(?:[\w'-]+\s*){1,3}))?`,
    "i",
  );
  const { before = "", after = "" } = around.exec(withoutSuburbs(question))?.groups ?? {};
  return termsOf(`${before} ${after}`.replace(notASubject, " "));
}

/** Whether an event's title or description names what it is asked to be about ("buying" is a buyer's). */
function coversSubject(subject: readonly string[], event: EventRow): boolean {
  if (subject.length === 0) return true;
  const told = termsOf(`${event.title} ${event.description}`);
  return subject.some((term) => told.some((word) => word.startsWith(term)));
}

/** The upcoming event a question names by a word of its title ("storytime", "netball"), if exactly one title has it. */
/** "What time does it run?", "the school run", "a BBQ area in the park": no fun run or welcome BBQ named. */
const runsAsAVerb =
  /\b(it|they|that|this|which)( still)? runs?\b|\bruns? (from|until|till|til|for|on|every|each|at|between)\b|\bschool runs?\b|\b(bbq|barbecue)s? (areas?|facilities|spots?|pits?|plates?)\b/gi;

/** "The airport at Badgerys Creek": a place, not the creek corridor's clean-up. */
const creekPlaces = /\b(badgerys|kemps|south|eastern|bow bowing|prospect) creek\b/gi;

/**
 * The sentences of a message that ask about an event: "Is there a pool fence requirement? We have toddlers." names no
 * toddlers' storytime, since the toddlers are said beside the question, not asked about.
 */
function askingSentences(question: string): string {
  const asking = (question.match(/[^.?!]+[.?!]*/g) ?? []).filter(
    (sentence) => asksAboutAnEvent.test(sentence) || asksEventCost.test(sentence) || asksWhatsOn.test(sentence),
  );
  return asking.length > 0 ? asking.join(" ") : question;
}

/** Words that ask after the calendar in general ("anything coming up soon for the kids?"), naming no event. */
const askingWords = new Set(
  (
    "anything something any event events thing things stuff coming happening going there this next week weekend month " +
    "today tonight tomorrow around here near nearby local locally soon what whats is are for the on up us me we our kids " +
    "kid family families children little ones again another one it that when time last same"
  ).split(" "),
);

const namesSomething = (text: string) => words(withoutSuburbs(text)).some((word) => word.length >= 3 && !askingWords.has(word));

function namedEvent(question: string, upcoming: readonly EventRow[], kind: EventKind | undefined): EventRow | undefined {
  // The sentences that ask name the event; the story beside them only tells apart two it could be ("my boy's cricket
  // mad. is there a junior come-and-try thing?").
  const askingText = askingSentences(question);
  const asking = eventNamedIn(askingText, question, upcoming, kind);
  // (…nor when the asking names nothing of its own: "My daughter wants to learn cricket. Anything coming up?")
  if (asking !== "two or more" && (asking || namesSomething(askingText))) return asking;
  const told = eventNamedIn(question, question, upcoming, kind);
  return told === "two or more" ? undefined : told;
}

function eventNamedIn(
  text: string,
  question: string,
  upcoming: readonly EventRow[],
  kind: EventKind | undefined,
): EventRow | undefined | "two or more" {
  const asked = new Set(words(withoutSuburbs(text).replace(runsAsAVerb, " ").replace(creekPlaces, " ")).map(plain));
  const subject = kind ? askedSubject(question, kind) : [];
  // Each title named, with the distinctive words of it the question says: "junior cricket" names the cricket day more
  // than the junior netball one, whose only word named is the cricket day's too.
  const titles = new Map<string, { event: EventRow; named: string[] }>();
  for (const event of upcoming) {
    if (titles.has(event.title)) continue;
    if (kind) {
      if (kind.title.test(event.title) && coversSubject(subject, event)) titles.set(event.title, { event, named: [event.title] });
      continue;
    }
    const distinctive = words(event.title)
      .filter((word) => word.length >= 3 && !commonTitleWords.has(word))
      .map(plain);
    const named = distinctive.filter((word) => asked.has(word));
    if (named.length > 0) titles.set(event.title, { event, named });
  }
  // (Two events asked for, "the choir concert, and the movie night?", are neither one.)
  const most = Math.max(0, ...[...titles.values()].map((t) => t.named.length));
  const best = [...titles.values()].filter((t) => t.named.length === most);
  const [chosen] = best;
  if (best.length > 1) return "two or more";
  if (!chosen) return undefined;
  const alsoNamed = [...titles.values()].filter((t) => t !== chosen).some((t) => t.named.some((word) => !chosen.named.includes(word)));
  return alsoNamed ? "two or more" : chosen.event;
}

export async function answerEventQuestion(db: Db, messages: readonly ChatMessage[], now: Date = new Date()): Promise<string | null> {
  const question =
    messages
      .filter((m) => m.role === "user")
      .at(-1)
      ?.content.trim() ?? "";
  if (!question || question.length > 500) return null;
  // Most questions are about neither: answered as before without reading the calendar.
  const whatsOn = asksWhatsOn.test(question);
  const aboutAnEvent = asksAboutAnEvent.test(question) || asksEventCost.test(question);
  const kind = aboutAnEvent ? eventKinds.find((k) => k.asked.test(question)) : undefined;
  // (Judged on what is asked: "Anything on this weekend? We love markets." is the calendar's.)
  if ((!whatsOn && !aboutAnEvent) || (aboutProperty.test(askingSentences(question)) && !kind)) return null;
  const suburbs = calendarSuburbs(question);
  if (!suburbs || suburbs.length === 0) return null;
  const today = agencyDate(now);
  try {
    const rows = await db
      .select({
        title: events.title,
        date: events.date,
        time: events.time,
        location: events.location,
        description: events.description,
        suburb: events.suburb,
        category: events.category,
      })
      .from(events)
      .where(and(inArray(events.suburb, suburbs), gte(events.date, today), lte(events.date, addDays(today, 90))));
    // Date, then start time, then title, as the calendar lists them.
    const upcoming = rows.sort(compareEvents);
    const event = aboutAnEvent ? namedEvent(question, upcoming, kind) : undefined;
    if (event) {
      const more = calendarLink(event.suburb);
      return [`${describe(event)}.`, event.description, more && `More: ${more}.`].filter(Boolean).join(" ");
    }
    // ("Any workshops for landlords?": the one evening on the calendar is not about them, and nor is the rest of it,
    // unless the rest is asked for too: "… or events this weekend?")
    if (!whatsOn || (kind && !asksForEvents.test(question))) return null;
    const window = windowOf(question, today);
    const dated = upcoming.filter((row) => row.date >= window.from && row.date <= window.to);
    const forFamilies = asksForFamilies.test(question) ? dated.filter((row) => row.category === "family") : [];
    const inWindow = forFamilies.length > 0 ? forFamilies : dated;
    const place = suburbs.length === 1 ? suburbs[0]! : "our suburbs";
    const more = suburbs.map(calendarLink).filter(Boolean).join(" and ");
    if (inWindow.length === 0)
      return `Nothing is on the ${place} calendar ${window.label === "coming up" ? "in the next four weeks" : window.label} yet. More: ${more}.`;
    const shown = inWindow.slice(0, 4);
    const rest = inWindow.length - shown.length;
    const heading = window.label === "coming up" ? "Coming up" : `On ${window.label}`;
    return `${forFamilies.length > 0 ? `For families, ${heading.toLowerCase()}` : heading} in ${place}: ${shown.map(describe).join("; ")}.${
      rest > 0 ? ` And ${rest} more on the calendar.` : ""
    } More: ${more}.`;
  } catch (error) {
    // The events cannot be read (the database is down): the chat answers as it would without them.
    logger.warn({ err: error }, "chat: could not read the events");
    return null;
  }
}
