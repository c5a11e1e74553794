import "server-only";
import type { Agency } from "@/lib/site-content/agency";
import type { OutgoingMail } from "@/server/email/outbox";
import { agencyNotification, enquirerAcknowledgement, type LeadMailData } from "@/server/email/templates";

/**
 * The mail a new lead causes: its owner (or the principal) hears about it at once, and the enquirer gets an acknowledgement.
 * (A newsletter sign-up is not stored here: it asks for consent first, src/server/alerts/subscriptions.ts.)
 */
export function mailForLead(lead: LeadMailData, notifyEmail: string | null, agency: Agency): OutgoingMail[] {
  // A chat lead may have left only a phone number: then there is nobody to acknowledge or reply to by e-mail.
  const replyTo = lead.email || undefined;
  const mails: OutgoingMail[] = [];
  if (notifyEmail) mails.push({ kind: "agency-notification", to: notifyEmail, replyTo, enquiryId: lead.id, ...agencyNotification(lead) });
  if (lead.email) {
    mails.push({
      kind: "acknowledgement",
      to: lead.email,
      replyTo: agency.email,
      enquiryId: lead.id,
      ...enquirerAcknowledgement(lead, agency),
    });
  }
  return mails;
}
