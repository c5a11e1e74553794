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
 * then 8 digits"). People write them as "(02) 5550 4821", "0412 345 678" or "02-5550-4821", the agency included,
 * so whitespace (anywhere, the ends too), hyphens and brackets are taken out before the rule is applied, and the
 * number is kept without them ("0255504821", "+61412345678") for staff to call. Letters, dots and any other
 * punctuation are still refused.
 */
export const AU_PHONE_PATTERN = /^(\+61|0)[23478]\d{8}$/;

export const auPhoneSchema = z
  .string({ error: "Invalid Australian phone number" })
  .overwrite((phone) => phone.replace(/[\s()-]/g, ""))
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
