import { AU_PHONE_PATTERN } from "@/lib/validation/fields";
import { openingHoursOf, phoneE164, type Agency } from "./agency";

/*
 * The admin's warning where free text states the agency's details in so many words and they differ from the
 * settings: a phone number that is not the agency's, or opening times the agency does not keep. Such a sentence
 * would go on saying the old number or hours after the next change; {{phone}} or {{hours}} follows the settings.
 */

/** Runs of digits, spaces, brackets and dashes that start like an Australian number. */
const phoneLike = /(?:\+61|\(0\d\)|0)[\d\s()-]{7,16}\d/g;
/** 9am, 5 pm, 9:30am, 17:00 — a time of day as people write it. */
const clockLike = /\b(\d{1,2})(?::(\d{2}))?\s?(am|pm)\b|\b([01]?\d|2[0-3]):([0-5]\d)\b/gi;

const hoursWords =
  /\b(open|opens|opening|hours|office|weekdays?|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun)\b/i;

const digitsOf = (phone: string) => phoneE164(phone.replace(/[\s()-]/g, ""));

/** "09:00" from 9am, 9:00 AM or 09:00. */
function minutesOfDay(match: RegExpMatchArray): string {
  if (match[3]) {
    let hours = Number(match[1]) % 12;
    if (match[3].toLowerCase() === "pm") hours += 12;
    return `${String(hours).padStart(2, "0")}:${match[2] ?? "00"}`;
  }
  return `${String(Number(match[4])).padStart(2, "0")}:${match[5]}`;
}

export interface AgencyDetailMismatch {
  kind: "phone" | "hours";
  /** As written in the text. */
  stated: string;
  message: string;
}

export function agencyDetailMismatches(text: string, agency: Pick<Agency, "phone" | "hours">): AgencyDetailMismatch[] {
  const plain = text.replace(/<[^>]*>/g, " ");
  const mismatches: AgencyDetailMismatch[] = [];
  const ours = digitsOf(agency.phone);
  for (const [stated] of plain.matchAll(phoneLike)) {
    const digits = stated.replace(/[\s()-]/g, "");
    if (!AU_PHONE_PATTERN.test(digits) || digitsOf(stated) === ours) continue;
    if (mismatches.some((m) => m.stated === stated.trim())) continue;
    mismatches.push({
      kind: "phone",
      stated: stated.trim(),
      message: `States the phone number ${stated.trim()}, but the settings say ${agency.phone}: write {{phone}} instead.`,
    });
  }
  const keptTimes = new Set(openingHoursOf(agency).flatMap((group) => [group.opens, group.closes]));
  // Only sentences about the office's hours: an auction at 10:30am is not a statement of opening times.
  const aboutHours = plain.split(/[.!?\n]+/).filter((sentence) => hoursWords.test(sentence));
  const strayTimes = aboutHours.flatMap((sentence) =>
    [...sentence.matchAll(clockLike)].filter((match) => !keptTimes.has(minutesOfDay(match))).map((match) => match[0]),
  );
  if (strayTimes.length > 0) {
    const hours = openingHoursOf(agency)
      .map((group) => group.label)
      .join(", ");
    const stated = [...new Set(strayTimes)].join(", ");
    mismatches.push({
      kind: "hours",
      stated,
      message: `States opening times (${stated}) the settings do not have (${hours}): write {{hours}} instead.`,
    });
  }
  return mismatches;
}
