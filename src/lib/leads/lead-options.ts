import { enquiryTypes as contactEnquiryTypes } from "@/lib/validation/contact-enquiry-types";

/* Labels and choices the lead pages and their validation share (no server code: the browser imports them too). */

export const leadStatusValues = ["new", "contacted", "appointment", "listed", "closed"] as const;
export type LeadStatusValue = (typeof leadStatusValues)[number];

export const leadStatusLabels: Record<LeadStatusValue, string> = {
  new: "New",
  contacted: "Contacted",
  appointment: "Appointment",
  listed: "Listed",
  closed: "Closed",
};

/**
 * What a routing rule's enquiry type can name: a form or chat, or one of the contact form's enquiry types. 'appraisal'
 * is both the appraisal form and the contact form's "Free Appraisal": either matches.
 */
export const leadRuleTypeOptions = [
  { value: "appraisal", label: "Appraisal (form or Free Appraisal enquiry)" },
  { value: "contact", label: "Any contact form enquiry" },
  ...contactEnquiryTypes
    .filter((option) => option.value !== "appraisal")
    .map((option) => ({ value: option.value, label: `Contact: ${option.label}` })),
  { value: "career", label: "Career application" },
  { value: "chat", label: "Chat" },
  { value: "alert", label: "Listing alerts" },
] as const;

export const leadRuleTypeValues = ["appraisal", "contact", "selling", "buying", "rental", "general", "career", "chat", "alert"] as const;

export function leadRuleTypeLabel(value: string | null): string {
  return leadRuleTypeOptions.find((option) => option.value === value)?.label ?? value ?? "Any type";
}
