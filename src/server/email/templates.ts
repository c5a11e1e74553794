import "server-only";
import { site } from "@/content/site";
import type { EnquiryType } from "@/server/db/schema";
import type { Agency } from "@/lib/site-content/agency";
import { formatDateTimeWithZone } from "@/lib/format/date";
import { inspectionLong } from "@/lib/format/date";
import { claimText } from "@/lib/agency/claims";
import { leadColumnLabels, leadColumnNames, type LeadColumnName } from "@/lib/leads/lead-columns";
import type { LeadContact } from "@/server/leads/lead-columns";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A stored lead, as the mail templates need it. Everything but `id`, `kind` and `receivedAt` came from a visitor. */
export interface LeadMailData extends Partial<Omit<LeadContact, "email">> {
  id: string;
  kind: EnquiryType;
  email: string;
  /** Human label, e.g. 'Selling Property'. */
  enquiryType?: string | null;
  /** Quiz answers and result, chat context: label → value. */
  details: Record<string, string>;
  receivedAt: Date;
  /** When a reply is due (the reply promise); none for a newsletter sign-up. */
  replyDueAt?: Date | null;
  /** The home a listing enquiry is about, with its open inspections still to come. */
  listing?: { address: string; url: string; inspections: readonly { startsAt: Date; endsAt: Date | null }[] } | null;
}

const kindTitles: Record<EnquiryType, string> = {
  appraisal: "Appraisal request",
  career: "Career application",
  contact: "Contact enquiry",
  newsletter: "Newsletter sign-up",
  chat: "Chat enquiry",
  listing: "Listing enquiry",
  alert: "Listing alert subscriber",
};

const acknowledgementLines: Record<EnquiryType, string> = {
  appraisal: "Thank you for reaching out. We'll be in touch soon to discuss your property.",
  career: `Thank you for your interest in joining ${site.name}. We'll be in touch soon!`,
  contact: `Thanks for your message. We'll get back to you as soon as possible — usually ${claimText.replyWithin} during business hours.`,
  newsletter: "Thanks for subscribing.",
  chat: `Thanks for chatting with ${site.assistant.name}. One of our team will be in touch soon.`,
  listing: `Thanks for your enquiry. The agent will get back to you as soon as possible — usually ${claimText.replyWithin} during business hours.`,
  alert: "Your listing alert is on.",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Visitor text must never break a header line (nodemailer encodes, but a newline in a subject still reads badly). */
function headerSafe(value: string, max = 120): string {
  const flat = value
    .replace(/[\r\n\t]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The lead's columns as the admin labels them; the e-mail says which address it is. */
const mailLabels: Record<LeadColumnName, string> = { ...leadColumnLabels, address: "Property address" };

function leadFields(lead: LeadMailData): Array<[string, string]> {
  const rows = leadColumnNames.map((name): [string, string | null | undefined] => [
    mailLabels[name],
    name === "listing" ? (lead.listing ? `${lead.listing.address}\n${lead.listing.url}` : null) : lead[name],
  ]);
  return rows.filter((row): row is [string, string] => typeof row[1] === "string" && row[1] !== "");
}

function textBlock(rows: Array<[string, string]>): string {
  return rows.map(([label, value]) => `${label}: ${value.includes("\n") ? `\n${value}` : value}`).join("\n");
}

function htmlTable(rows: Array<[string, string]>): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return `<table cellpadding="0" cellspacing="0" style="border-collapse:collapse">${cells}</table>`;
}

function htmlPage(body: string): string {
  return `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">${body}</body></html>`;
}

/** The agency's contact details as the mail's signature. */
export type MailSignatureDetails = Pick<Agency, "phone" | "email">;
const signatureText = (agency: MailSignatureDetails) => `${site.name}\n${agency.phone} · ${agency.email}`;
const signatureHtml = (agency: MailSignatureDetails) =>
  `<p style="color:#6b7280">${escapeHtml(site.name)}<br>${escapeHtml(agency.phone)} · ${escapeHtml(agency.email)}</p>`;

/** To the agency: every field of the lead, with reply-to set to the lead by the caller. */
export function agencyNotification(lead: LeadMailData): MailContent {
  const title = kindTitles[lead.kind];
  const who = lead.fullName || lead.email;
  const fields = leadFields(lead);
  const details = Object.entries(lead.details);
  const received = formatDateTimeWithZone(lead.receivedAt);
  const due = lead.replyDueAt
    ? `Reply due by ${formatDateTimeWithZone(lead.replyDueAt)} (the ${claimText.replyBusinessHours} the website promises).`
    : null;
  const howToAnswer = lead.email
    ? "Reply to this e-mail to answer the enquirer directly."
    : `No e-mail given: call ${lead.phone ?? "the enquirer"}.`;

  const text = [
    `${title} from the website`,
    "",
    textBlock(fields),
    ...(details.length ? ["", "Details:", textBlock(details)] : []),
    "",
    `Received: ${received}`,
    `Reference: ${lead.id}`,
    ...(due ? ["", due] : []),
    "",
    howToAnswer,
  ].join("\n");

  const html = htmlPage(
    `<h2 style="margin:0 0 12px">${escapeHtml(title)}</h2>` +
      htmlTable(fields) +
      (details.length ? `<h3 style="margin:16px 0 8px">Details</h3>${htmlTable(details)}` : "") +
      `<p style="color:#6b7280">Received ${escapeHtml(received)} · Reference ${escapeHtml(lead.id)}</p>` +
      (due ? `<p><strong>${escapeHtml(due)}</strong></p>` : "") +
      `<p>${escapeHtml(howToAnswer)}</p>`,
  );

  return { subject: headerSafe(`${title}: ${who}`), text, html };
}

/** A listing enquiry's home and its open inspections still to come, for the acknowledgement. */
function listingLines(listing: NonNullable<LeadMailData["listing"]>): { text: string[]; html: string } {
  const times = listing.inspections.map((i) => inspectionLong(i.startsAt, i.endsAt));
  const intro =
    times.length > 0 ? "Upcoming open inspections:" : "No open inspections are planned yet: the agent can arrange a time with you.";
  const text = [`Your enquiry is about ${listing.address}:`, listing.url, "", intro, ...times.map((t) => `- ${t}`)];
  const html =
    `<p>Your enquiry is about <a href="${escapeHtml(listing.url)}">${escapeHtml(listing.address)}</a>.</p>` +
    `<p>${escapeHtml(intro)}</p>` +
    (times.length > 0 ? `<ul>${times.map((t) => `<li>${escapeHtml(t)}</li>`).join("")}</ul>` : "");
  return { text, html };
}

/** To the enquirer: a short note that we have their enquiry (for a listing: the home and its upcoming inspections). */
export function enquirerAcknowledgement(lead: LeadMailData, agency: MailSignatureDetails): MailContent {
  const greeting = lead.fullName ? `Hi ${headerSafe(lead.fullName, 100)},` : "Hello,";
  const line = acknowledgementLines[lead.kind];
  const phoneLine = `If it's urgent, call us on ${agency.phone}.`;
  const listing = lead.listing ? listingLines(lead.listing) : null;
  const text = [greeting, "", line, ...(listing ? ["", ...listing.text] : []), "", phoneLine, "", signatureText(agency)].join("\n");
  const html = htmlPage(
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}</p>${listing?.html ?? ""}<p>${escapeHtml(phoneLine)}</p>${signatureHtml(agency)}`,
  );
  const subject = lead.listing
    ? headerSafe(`Your enquiry about ${lead.listing.address} — ${site.name}`)
    : `We've received your enquiry — ${site.name}`;
  return { subject, text, html };
}

/** An overdue lead, as the escalation e-mail needs it. */
export interface OverdueLeadMailData {
  id: string;
  kind: EnquiryType;
  fullName: string | null;
  email: string;
  phone: string | null;
  receivedAt: Date;
  replyDueAt: Date;
  /** The owner's name and address, or null when the principal owns it. */
  owner: { name: string; email: string } | null;
}

/** To the principal: a lead was not answered within the promised business hours. */
export function overdueLeadEscalation(lead: OverdueLeadMailData): MailContent {
  const title = kindTitles[lead.kind];
  const who = lead.fullName || lead.email || lead.phone || "(no name)";
  const rows: Array<[string, string]> = [
    ["Lead", `${title}: ${who}`],
    ["Owner", lead.owner ? `${lead.owner.name} <${lead.owner.email}>` : "Nobody (the principal)"],
    ["Received", formatDateTimeWithZone(lead.receivedAt)],
    ["Reply was due", formatDateTimeWithZone(lead.replyDueAt)],
    ...(lead.email ? [["Email", lead.email] as [string, string]] : []),
    ...(lead.phone ? [["Phone", lead.phone] as [string, string]] : []),
    ["Reference", lead.id],
  ];
  const line = `This lead has had no reply within the ${claimText.replyBusinessHours} the website promises. Please make sure someone answers it now.`;
  const text = [`Overdue lead: ${who}`, "", line, "", textBlock(rows)].join("\n");
  const html = htmlPage(`<h2 style="margin:0 0 12px">Overdue lead</h2><p>${escapeHtml(line)}</p>${htmlTable(rows)}`);
  return { subject: headerSafe(`Overdue lead: ${who} (${title})`), text, html };
}

export interface SilentFeedMailData {
  sourceName: string;
  lastFileAt: Date;
  expectWithinHours: number;
}

/** To the principal: a listings feed that used to send has been silent longer than its setting (docs/listings.md). */
export function silentFeedAlert(feed: SilentFeedMailData): MailContent {
  const rows: Array<[string, string]> = [
    ["Feed", feed.sourceName],
    ["Last file received", formatDateTimeWithZone(feed.lastFileAt)],
    ["Expected at least every", `${feed.expectWithinHours} hours`],
  ];
  const line =
    "The website has received no listings file from this feed for longer than expected, so new listings, price changes and sales may be missing from the site. Please check that the CRM's website export is still switched on and sending.";
  const text = [`Listings feed silent: ${feed.sourceName}`, "", line, "", textBlock(rows)].join("\n");
  const html = htmlPage(`<h2 style="margin:0 0 12px">Listings feed silent</h2><p>${escapeHtml(line)}</p>${htmlTable(rows)}`);
  return { subject: headerSafe(`Listings feed silent: ${feed.sourceName}`), text, html };
}
