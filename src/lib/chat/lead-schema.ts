import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { AU_PHONE_PATTERN } from "@/lib/validation/fields";

/**
 * The chat's lead form: a name and one way to reach the visitor (an Australian phone number or an
 * e-mail address), checked in the panel and again on the server with the same rules.
 */
const email = z.string().email();

export type ChatLeadContact = { kind: "phone"; value: string } | { kind: "email"; value: string };

/** Reads 'phone or e-mail' into one of the two; spaces, dashes and brackets in phone numbers are allowed. */
export function parseChatContact(raw: string): ChatLeadContact | null {
  const value = raw.trim();
  if (value.includes("@")) return value.length <= 255 && email.safeParse(value).success ? { kind: "email", value } : null;
  const phone = value.replace(/[\s()-]/g, "");
  // The forms' Australian rule, after the same clean-up (src/lib/validation/fields.ts).
  return AU_PHONE_PATTERN.test(phone) ? { kind: "phone", value: phone } : null;
}

export const chatLeadSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(100, "Name must be less than 100 characters"),
  contact: z
    .string()
    .trim()
    .min(1, "Please enter your phone number or email address")
    .refine((v) => parseChatContact(v) !== null, "Please enter a valid Australian phone number or email address"),
});

export type ChatLeadInput = z.infer<typeof chatLeadSchema>;

/** The first failing rule's message, as the forms show it. */
export function firstChatLeadError(input: unknown): string | null {
  const parsed = chatLeadSchema.safeParse(input);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? "Invalid input");
}
