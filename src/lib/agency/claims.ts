import { formatWholeNumber } from "@/lib/format/number";

/**
 * What the agency claims about itself (spec section 9): its results, how fast it replies and how often it inspects a
 * managed rental. Written once here; the pages and their metadata, the chat's knowledge, the e-mails and the reply
 * clock (src/lib/leads/business-hours.ts, whose due time makes a lead overdue) all quote it, so changing a promise
 * here changes what every one of them says and does. (Contact details and opening hours are the agency document's,
 * which staff edit: src/lib/site-content/agency.ts.)
 */
export const agencyClaims = {
  /** Our listings' average, from launch to sold. */
  averageDaysOnMarket: 21,
  viewsPerCampaign: 500_000,
  yearsExperience: 10,
  /** Every enquiry is answered within this many business hours (the reply clock counts them). */
  replyWithinHours: 2,
  /** Routine inspections of a managed rental. */
  inspectionEveryMonths: 3,
  settlementDays: "30–60",
  saleDays: { "Gregory Hills": "30–60", "Oran Park": "30–45" },
  cityDistanceKm: 60,
  cityDriveMinutes: "45–60",
} as const;

const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** "3 months", "1 month"; in words ("three months") where the text spells small numbers out. */
function count(n: number, unit: string, inWords = false): string {
  return `${inWords ? (numberWords[n] ?? String(n)) : n} ${n === 1 ? unit : `${unit}s`}`;
}

const c = agencyClaims;
const views = formatWholeNumber(c.viewsPerCampaign);

/** The claims as the site's sentences word them. */
export const claimText = {
  /** "21 days" */
  daysOnMarket: count(c.averageDaysOnMarket, "day"),
  /** "500,000" */
  views,
  /** "500,000+" */
  viewsPerCampaign: `${views}+`,
  /** "500K+" */
  viewsShort: `${c.viewsPerCampaign / 1000}K+`,
  /** "10+" */
  yearsExperience: `${c.yearsExperience}+`,
  /** "within 2 hours" */
  replyWithin: `within ${count(c.replyWithinHours, "hour")}`,
  /** "within two hours" */
  replyWithinInWords: `within ${count(c.replyWithinHours, "hour", true)}`,
  /** "2 business hours" */
  replyBusinessHours: count(c.replyWithinHours, "business hour"),
  /** "every 3 months" */
  inspectionEvery: `every ${count(c.inspectionEveryMonths, "month")}`,
  /** "every three months" */
  inspectionEveryInWords: `every ${count(c.inspectionEveryMonths, "month", true)}`,
} as const;
