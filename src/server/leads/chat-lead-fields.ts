import "server-only";
import { z } from "zod";

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((v) => (v === "" ? undefined : v));

/**
 * A lead taken by the chat assistant: a name and at least one way back (e-mail or phone).
 * The chat panel checks the visitor's entry first (src/lib/chat/lead-schema.ts); this is the storage-side guard.
 */
export const chatLeadFieldsSchema = z
  .object({
    fullName: z.string().trim().min(1, "Name is required").max(100, "Name must be less than 100 characters"),
    email: z
      .string()
      .trim()
      .max(255, "Email must be less than 255 characters")
      .optional()
      .transform((v) => (v === "" ? undefined : v))
      .pipe(z.string().email("Invalid email address").optional()),
    phone: optionalText(20, "Invalid phone number format"),
    message: optionalText(1000, "Message must be less than 1000 characters"),
  })
  .refine((lead) => lead.email !== undefined || lead.phone !== undefined, {
    message: "Please enter your phone number or email address",
  });
