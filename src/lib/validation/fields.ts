import "./zod-jitless";
import { z } from "zod";
import { HONEYPOT_FIELD } from "./honeypot";

/* Field rules shared by the forms, with the spec's messages (section 5). "Max N" means N is allowed, N + 1 is not. */

export const emailSchema = z
  .string({ error: "Invalid email address" })
  .trim()
  .pipe(z.email({ error: "Invalid email address" }).max(255, { error: "Email must be less than 255 characters" }));

/**
 * Australian numbers for the appraisal and careers forms (spec: "+61 or 0, then one digit of 2, 3, 4, 7, 8,
 * then 8 digits, optionally split 4+4 with spaces"). We read "split 4+4" as: one optional whitespace character
 * after that first digit and one between the two groups of four. Accepted: "0255504821", "02 5550 4821",
 * "0412345678", "04 1234 5678", "+61412345678", "+614 1234 5678". Refused, as other groupings:
 * "0412 345 678", "+61 4 1234 5678" (a space straight after +61), double spaces.
 */
export const AU_PHONE_PATTERN = /^(\+61|0)[23478](\s?\d{4}\s?\d{4})$/;

export const auPhoneSchema = z
  .string({ error: "Invalid Australian phone number" })
  .trim()
  .regex(AU_PHONE_PATTERN, { error: "Invalid Australian phone number" });

export const fullNameSchema = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, { error: "Name is required" })
  .max(100, { error: "Name must be less than 100 characters" });

/**
 * The honeypot: `website` must be absent, null, or blank. The message is never shown to a person; the server
 * treats a filled honeypot as a bot and answers as if it had succeeded.
 */
export const honeypotSchema = z.object({
  [HONEYPOT_FIELD]: z.string({ error: "Invalid input" }).trim().max(0, { error: "Invalid input" }).nullish(),
});
