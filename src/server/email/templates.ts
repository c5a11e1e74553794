import "server-only";
import { site } from "@/content/site";
import type { EnquiryType } from "@/server/db/schema";
import type { Agency } from "@/lib/site-content/agency";
import { formatDateTimeWithZone } from "@/lib/format/date";

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A stored lead, as the mail templates need it. Everything but `id`, `kind` and `receivedAt` came from a visitor. */
export interface LeadMailData {
  id: string;
  kind: EnquiryType;
  fullName?: string | null;
  email: string;
  phone?: string | null;
  address?: string | null;
  position?: string | null;
  /** Human label, e.g. 'Selling Property'. */
  enquiryType?: string | null;
  message?: string | null;
  /** Quiz answers and result, chat context: label → value. */
  details: Record<string, string>;
  receivedAt: Date;
  /** When a reply is due (2 business hours); none for a newsletter sign-up. */
  replyDueAt?: Date | null;
}

const kindTitles: Record<EnquiryType, string> = {
  appraisal: "Appraisal request",
  career: "Career application",
  contact: "Contact enquiry",
  newsletter: "Newsletter sign-up",
  chat: "Chat enquiry",
};

const acknowledgementLines: Record<EnquiryType, string> = {
  appraisal: "Thank you for reaching out. We'll be in touch soon to discuss your property.",
  career: `Thank you for your interest in joining ${site.name}. We'll be in touch soon!`,
  contact: "Thanks for your message. We'll get back to you as soon as possible — usually within 2 hours during business hours.",
  newsletter: "Thanks for subscribing.",
  chat: `Thanks for chatting with ${site.assistant.name}. One of our team will be in touch soon.`,
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Visitor text must never break a header line (nodemailer encodes, but a newline in a subject still reads badly). */
function headerSafe(value: string, max = 120): string {
  const flat = value.replace(/[\r\n\t]+/g, " ").replace(/\s{2,}/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function leadFields(lead: LeadMailData): Array<[string, string]> {
  const rows: Array<[string, string | null | undefined]> = [
    ["Name", lead.fullName],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Property address", lead.address],
    ["Position", lead.position],
    ["Enquiry type", lead.enquiryType],
    ["Message", lead.message],
  ];
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
  const due = lead.replyDueAt ? `Reply due by ${formatDateTimeWithZone(lead.replyDueAt)} (the 2 business hours the website promises).` : null;
  const howToAnswer = lead.email ? "Reply to this e-mail to answer the enquirer directly." : `No e-mail given: call ${lead.phone ?? "the enquirer"}.`;

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

/** To the enquirer: a short note that we have their enquiry. */
export function enquirerAcknowledgement(lead: LeadMailData, agency: MailSignatureDetails): MailContent {
  const greeting = lead.fullName ? `Hi ${headerSafe(lead.fullName, 100)},` : "Hello,";
  const line = acknowledgementLines[lead.kind];
  const phoneLine = `If it's urgent, call us on ${agency.phone}.`;
  const text = [greeting, "", line, phoneLine, "", signatureText(agency)].join("\n");
  const html = htmlPage(
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(line)}</p><p>${escapeHtml(phoneLine)}</p>${signatureHtml(agency)}`,
  );
  return { subject: `We've received your enquiry — ${site.name}`, text, html };
}

/** To a new newsletter subscriber. */
export function newsletterWelcome(agency: MailSignatureDetails): MailContent {
  const lines = [
    `Thanks for subscribing to ${site.name} insights.`,
    "You'll hear from us with local market updates, suburb news and tips for buying, selling and renting in South West Sydney.",
    "If you didn't sign up, reply to this e-mail and we'll remove you.",
  ];
  const text = ["Hello,", "", ...lines, "", signatureText(agency)].join("\n");
  const html = htmlPage(`<p>Hello,</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}${signatureHtml(agency)}`);
  return { subject: `You're subscribed — ${site.name}`, text, html };
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

/** To the principal: a lead was not answered within the 2 business hours. */
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
  const line = "This lead has had no reply within the 2 business hours the website promises. Please make sure someone answers it now.";
  const text = [`Overdue lead: ${who}`, "", line, "", textBlock(rows)].join("\n");
  const html = htmlPage(`<h2 style="margin:0 0 12px">Overdue lead</h2><p>${escapeHtml(line)}</p>${htmlTable(rows)}`);
  return { subject: headerSafe(`Overdue lead: ${who} (${title})`), text, html };
}
