import type { LeadStatusValue } from "@/lib/leads/lead-options";
import type { LeadDetailsView } from "./lead-details";

/* What the Leads tab's browser part receives: plain, already formatted values (no Dates), so the server
   and the browser print the same text. */

export const leadTypeLabels = {
  appraisal: "Appraisal",
  contact: "Contact",
  career: "Career",
  newsletter: "Newsletter",
  chat: "Chat",
  listing: "Listing",
  alert: "Listing alerts",
} as const;
export type LeadType = keyof typeof leadTypeLabels;
export const leadTypes = Object.keys(leadTypeLabels) as LeadType[];

/** The list's status filter: every lead, only the overdue ones, or one status. */
export type LeadStatusFilter = "all" | "overdue" | LeadStatusValue;

export interface LeadNoteView {
  id: string;
  authorName: string;
  text: string;
  timeLabel: string;
  timeIso: string;
}

export interface LeadMailView {
  id: string;
  kind: string;
  kindLabel: string;
  to: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  sentLabel: string | null;
}

export interface LeadView {
  id: string;
  type: LeadType;
  name: string | null;
  email: string;
  phone: string | null;
  address: string | null;
  position: string | null;
  enquiryType: string | null;
  message: string | null;
  /** A listing enquiry's home: its address, public page and admin page. */
  listing: { address: string; href: string; adminHref: string } | null;
  status: LeadStatusValue;
  receivedLabel: string;
  receivedIso: string;
  /** When the status last changed. */
  handledLabel: string | null;
  ownerId: string | null;
  /** "Principal" when nobody owns it. */
  ownerName: string;
  /** Null for a newsletter sign-up, which expects no reply. */
  replyDueLabel: string | null;
  firstReplyLabel: string | null;
  /** Unanswered past its reply time. */
  overdue: boolean;
  details: LeadDetailsView;
  notes: LeadNoteView[];
  mail: LeadMailView[];
}

const mailKindLabels: Record<string, string> = {
  "agency-notification": "Agency notification",
  acknowledgement: "Acknowledgement",
  "newsletter-confirmation": "Newsletter confirmation",
  "newsletter-welcome": "Newsletter welcome",
  "lead-overdue": "Overdue notice",
  "email-verification": "Email verification",
  "password-reset": "Password reset",
  "staff-invitation": "Staff invitation",
  "feed-silent": "Listings feed silent",
  "alert-confirmation": "Alert confirmation",
  "listing-alert": "Listing alert",
};

export function mailKindLabel(kind: string): string {
  return mailKindLabels[kind] ?? kind;
}
