import { z } from "zod";

/* Field rules shared by the forms, with the spec's messages (section 5). Max N means N is allowed. */

export const emailSchema = z
  .string({ message: "Invalid email address" })
  .trim()
  .email("Invalid email address")
  .max(255, "Email must be less than 255 characters");

/**
 * Australian phone numbers for the appraisal and careers forms: +61 or 0, then one of 2, 3, 4, 7, 8,
 * then 8 digits, optionally split 4+4 by a space ("02 5550 4821", "0255504821", "+61 2 5550 4821").
 */
export const AU_PHONE_PATTERN = /^(\+61|0)[23478]\s?\d{4}\s?\d{4}$/;

export const auPhoneSchema = z
  .string({ message: "Invalid Australian phone number" })
  .trim()
  .regex(AU_PHONE_PATTERN, "Invalid Australian phone number");

export const fullNameSchema = z
  .string({ message: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(100, "Name must be less than 100 characters");

/** The hidden field bots fill in and people never see. */
export const HONEYPOT_FIELD = "website";
