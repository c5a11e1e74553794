import "server-only";
import { z } from "zod";
import { appraisalSchema } from "@/lib/validation/appraisal";
import { careerSchema } from "@/lib/validation/career";
import { contactSchema } from "@/lib/validation/contact";
import { enquiryTypes } from "@/lib/validation/contact-enquiry-types";
import { listingEnquirySchema } from "@/lib/validation/listing-enquiry";
import { listingEnquiryInterestLabel } from "@/lib/validation/listing-enquiry-interests";
import { HONEYPOT_FIELD } from "@/lib/validation/honeypot";
import { validate } from "@/lib/validation/first-error";
import { newsletterSchema } from "@/lib/validation/newsletter";
import type { EnquiryType, enquiries } from "@/server/db/schema";
import type { LeadContact } from "./lead-columns";
import { chatLeadFieldsSchema } from "./chat-lead-fields";

/** The `enquiries` columns a lead fills in (./lead-columns.ts), and a listing enquiry's listing. */
export type LeadColumns = LeadContact & { listingId: (typeof enquiries.$inferSelect)["listingId"] };

export type ParsedLeadFields = { ok: true; columns: LeadColumns; enquiryTypeLabel: string | null } | { ok: false; message: string };

/** Bots fill every field, people never see this one. */
export function isHoneypotFilled(fields: unknown): boolean {
  if (typeof fields !== "object" || fields === null) return false;
  const value: unknown = (fields as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.trim() !== "";
}

const empty: LeadColumns = {
  fullName: null,
  email: "",
  phone: null,
  address: null,
  position: null,
  enquiryType: null,
  message: null,
  listingId: null,
};

/** Validates a form's fields with that form's schema (the first failing rule's message, as the spec shows it). */
export function parseLeadFields(kind: Exclude<EnquiryType, "alert">, fields: unknown): ParsedLeadFields {
  switch (kind) {
    case "appraisal": {
      const r = validate(appraisalSchema, fields);
      if (!r.ok) return r;
      const { fullName, email, phone, address } = r.data;
      return { ok: true, enquiryTypeLabel: null, columns: { ...empty, fullName, email, phone, address } };
    }
    case "career": {
      const r = validate(careerSchema, fields);
      if (!r.ok) return r;
      const { fullName, email, phone, position, message } = r.data;
      return { ok: true, enquiryTypeLabel: null, columns: { ...empty, fullName, email, phone, position, message: message || null } };
    }
    case "contact": {
      const r = validate(contactSchema, fields);
      if (!r.ok) return r;
      const { fullName, email, phone, enquiryType, message } = r.data;
      const label = enquiryTypes.find((t) => t.value === enquiryType)?.label ?? enquiryType;
      return { ok: true, enquiryTypeLabel: label, columns: { ...empty, fullName, email, phone, enquiryType, message } };
    }
    case "newsletter": {
      const r = validate(newsletterSchema, fields);
      if (!r.ok) return r;
      return { ok: true, enquiryTypeLabel: null, columns: { ...empty, email: r.data.email } };
    }
    case "listing": {
      const r = validate(listingEnquirySchema, fields);
      if (!r.ok) return r;
      const { listingId, interest, fullName, email, phone, message } = r.data;
      return {
        ok: true,
        enquiryTypeLabel: listingEnquiryInterestLabel(interest),
        columns: { ...empty, fullName, email, phone, enquiryType: interest, message: message || null, listingId },
      };
    }
    case "chat": {
      const r = validate(chatLeadFieldsSchema, fields);
      if (!r.ok) return r;
      const { fullName, email, phone, message } = r.data;
      // The table needs an e-mail; a chat lead may have left only a phone number.
      return {
        ok: true,
        enquiryTypeLabel: null,
        columns: { ...empty, fullName, email: email ?? "", phone: phone ?? null, message: message ?? null },
      };
    }
  }
}

const maxDetailEntries = 20;
const maxDetailKeyLength = 100;
/** Long values (a chat transcript) are cut rather than refused: the lead matters more than its last lines. */
const maxDetailValueLength = 16_000;

const detailsSchema = z
  .record(z.string().min(1).max(maxDetailKeyLength), z.string())
  .refine((d) => Object.keys(d).length <= maxDetailEntries);

export const invalidDetailsMessage = "Invalid details";

/** Extra lead context (quiz answers and result, chat transcript): a small record of strings. */
export function parseLeadDetails(details: unknown): { ok: true; data: Record<string, string> } | { ok: false; message: string } {
  if (details === undefined || details === null) return { ok: true, data: {} };
  const parsed = detailsSchema.safeParse(details);
  if (!parsed.success) return { ok: false, message: invalidDetailsMessage };
  const data = Object.fromEntries(
    Object.entries(parsed.data).map(([key, value]) => [
      key,
      value.length > maxDetailValueLength ? `${value.slice(0, maxDetailValueLength)}…` : value,
    ]),
  );
  return { ok: true, data };
}
