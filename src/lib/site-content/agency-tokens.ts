import { openingHoursOf, phoneE164, weekdays, type Agency } from "./agency";
import { spokenList } from "@/lib/text/spoken-list";

/*
 * Staff write the agency's details into free text (FAQ answers, articles) by reference: {{phone}}, {{email}},
 * {{hours}} and {{address}} are filled in from the agency settings wherever the text is shown — the pages, their
 * structured data and the chat's knowledge — so a change in Settings reaches every such sentence at once.
 */

export const agencyTokenNames = ["phone", "email", "hours", "address"] as const;
export type AgencyTokenName = (typeof agencyTokenNames)[number];

/** `{{phone}}` and so on, for help texts. */
export const agencyTokenList = agencyTokenNames.map((name) => `{{${name}}}`);

/** Any `{{…}}`, known or not (spaces inside allowed, as people type them). */
const tokenPattern = /\{\{\s*([a-zA-Z]+)\s*\}\}/g;

const isTokenName = (name: string): name is AgencyTokenName => (agencyTokenNames as readonly string[]).includes(name.toLowerCase());

/** "Monday to Friday 9am–5pm and Saturday 9am–3pm" (the days it is open, as a sentence). */
export function openingHoursSentence(agency: Pick<Agency, "hours">): string {
  const open = openingHoursOf(agency).map((group) => `${group.days} ${group.label.split(" ").slice(1).join(" ")}`);
  return spokenList(open);
}

/** Days the agency is closed, "Sundays" — kept apart so a sentence can say it when it needs to. */
export const closedDays = (agency: Pick<Agency, "hours">) => weekdays.filter((_, index) => !agency.hours[index]?.open);

export function agencyTokenValues(agency: Pick<Agency, "phone" | "email" | "hours" | "address">): Record<AgencyTokenName, string> {
  const { street, suburb, region, postcode } = agency.address;
  return {
    phone: agency.phone,
    email: agency.email,
    hours: openingHoursSentence(agency),
    address: `${street}, ${suburb} ${region} ${postcode}`,
  };
}

/** The placeholders in `text` that are not the agency's (a typo such as {{fone}}), each once. */
export function unknownAgencyTokens(text: string): string[] {
  const unknown = [...text.matchAll(tokenPattern)].filter((match) => !isTokenName(match[1]!)).map((match) => match[0]);
  return [...new Set(unknown)];
}

/** The sentence that refuses a text with an unknown placeholder. */
export function unknownTokenMessage(unknown: readonly string[]): string {
  return `Unknown placeholder ${unknown.join(", ")}: use ${agencyTokenList.slice(0, -1).join(", ")} or ${agencyTokenList.at(-1)}`;
}

/** `text` with each of the agency's placeholders replaced by `value(name)`; unknown ones stay as written. */
export function replaceAgencyTokens(text: string, value: (name: AgencyTokenName) => string): string {
  if (!text.includes("{{")) return text;
  return text.replace(tokenPattern, (whole, name: string) => (isTokenName(name) ? value(name.toLowerCase() as AgencyTokenName) : whole));
}

/** Plain text with the agency's details in place of its placeholders (FAQ answers, their structured data). */
export function fillAgencyTokens(text: string, agency: Pick<Agency, "phone" | "email" | "hours" | "address">): string {
  if (!text.includes("{{")) return text;
  const values = agencyTokenValues(agency);
  return replaceAgencyTokens(text, (name) => values[name]);
}

const escapeHtml = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * Article HTML with the agency's details in place of its placeholders. In text, {{phone}} becomes a `tel:` link and
 * {{email}} a `mailto:` link (plain text inside a link the author made); inside a tag's attributes the bare value, the
 * number in E.164 after `tel:`. The result is sanitised afterwards like any article HTML.
 */
export function fillAgencyTokensInHtml(html: string, agency: Pick<Agency, "phone" | "email" | "hours" | "address">): string {
  if (!html.includes("{{")) return html;
  const values = agencyTokenValues(agency);
  let linkDepth = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith("<")) {
        if (/^<a[\s>]/i.test(part)) linkDepth += 1;
        else if (/^<\/a\s*>/i.test(part)) linkDepth = Math.max(0, linkDepth - 1);
        return part
          .replace(/tel:\s*\{\{\s*phone\s*\}\}/gi, `tel:${phoneE164(agency.phone)}`)
          .replace(tokenPattern, (whole, name: string) =>
            isTokenName(name) ? escapeHtml(values[name.toLowerCase() as AgencyTokenName]) : whole,
          );
      }
      return part.replace(tokenPattern, (whole, name: string) => {
        if (!isTokenName(name)) return whole;
        const key = name.toLowerCase() as AgencyTokenName;
        const text = escapeHtml(values[key]);
        if (linkDepth > 0) return text;
        if (key === "phone") return `<a href="tel:${phoneE164(agency.phone)}">${text}</a>`;
        if (key === "email") return `<a href="mailto:${escapeHtml(agency.email)}">${text}</a>`;
        return text;
      });
    })
    .join("");
}

/** For a zod string's `.superRefine`: refuses a text with an unknown placeholder, naming it and the right ones. */
export function refuseUnknownAgencyTokens(text: string, context: { addIssue(issue: { code: "custom"; message: string }): void }): void {
  const unknown = unknownAgencyTokens(text);
  if (unknown.length > 0) context.addIssue({ code: "custom", message: unknownTokenMessage(unknown) });
}

/** True for text without any `{{…}}`: a title or excerpt, shown in listings, feeds and cards that fill nothing in. */
export const hasNoAgencyToken = (text: string) => !/\{\{\s*[a-zA-Z]+\s*\}\}/.test(text);
