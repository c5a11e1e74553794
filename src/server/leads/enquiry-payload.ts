import "server-only";
import type { EnquiryKind } from "./submit-enquiry";

export interface EnquiryTypeOption {
  value: string;
  label: string;
}

export type EnquiryPayload =
  { ok: true; kind: EnquiryKind; fields: Record<string, unknown>; details?: unknown } | { ok: false; message: string };

export const unknownEnquiryTypeMessage = "Unknown enquiry type";

/**
 * Maps the spec's send-contact-email payloads ({type, name, email, …}) to the form field names the
 * validation schemas use. Values are passed on untouched: the schema decides what is acceptable.
 */
export function parseEnquiryPayload(body: unknown, enquiryTypeOptions: readonly EnquiryTypeOption[]): EnquiryPayload {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { ok: false, message: unknownEnquiryTypeMessage };
  const b = body as Record<string, unknown>;
  const common = { website: b.website };
  const details = b.details;

  switch (b.type) {
    case "appraisal":
      return {
        ok: true,
        kind: "appraisal",
        details,
        fields: { ...common, fullName: b.name, email: b.email, phone: b.phone, address: b.address },
      };
    case "career":
      return {
        ok: true,
        kind: "career",
        details,
        fields: { ...common, fullName: b.name, email: b.email, phone: b.phone, position: b.position, message: b.message },
      };
    case "contact": {
      const { enquiryType, message } = splitContactMessage(b.enquiryType, b.message, enquiryTypeOptions);
      return {
        ok: true,
        kind: "contact",
        details,
        fields: { ...common, fullName: b.name, email: b.email, phone: b.phone, enquiryType, message },
      };
    }
    case "newsletter":
      return { ok: true, kind: "newsletter", details, fields: { ...common, email: b.email } };
    default:
      return { ok: false, message: unknownEnquiryTypeMessage };
  }
}

/**
 * The spec's contact call joins the enquiry type before the message ("Selling Property: I would like…").
 * An explicit `enquiryType` wins; otherwise a leading label or value, followed by ':' or a line break, is taken off.
 */
export function splitContactMessage(
  explicitType: unknown,
  message: unknown,
  options: readonly EnquiryTypeOption[],
): { enquiryType: unknown; message: unknown } {
  if (typeof message !== "string") return { enquiryType: explicitType, message };
  const match = /^\s*(?:enquiry type\s*:\s*)?\[?([^\]:\n]{1,40}?)\]?\s*(?::|\r?\n)\s*/i.exec(message);
  const prefix = match?.[1]?.trim().toLowerCase();
  const option =
    prefix === undefined ? undefined : options.find((o) => o.label.toLowerCase() === prefix || o.value.toLowerCase() === prefix);

  if (explicitType !== undefined && explicitType !== null && explicitType !== "") {
    const sameType = option !== undefined && option.value === explicitType;
    return { enquiryType: explicitType, message: sameType && match ? message.slice(match[0].length) : message };
  }
  if (!option || !match) return { enquiryType: undefined, message };
  return { enquiryType: option.value, message: message.slice(match[0].length) };
}
