import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { agencyDate } from "@/lib/format/date";

/* Field rules shared by the site's content documents. "Max N" means N is allowed, N + 1 is not. */

export const requiredText = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .min(min, { error: `${label} must be at least ${min} characters` })
    .max(max, { error: `${label} must be less than ${max + 1} characters` });

function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar date written yyyy-mm-dd, not after today (Sydney). */
export const pastDateSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} must be a date (yyyy-mm-dd)` })
    .refine(isCalendarDate, { error: `${label} must be a real date` })
    .refine((value) => value >= "2000-01-01", { error: `${label} must be in 2000 or later` })
    .refine((value) => value <= agencyDate(), { error: `${label} cannot be in the future` });

/** A link a visitor can follow: a path on this site ("/selling") or a full https:// address. Blank means no link. */
export const optionalLinkSchema = (label: string) =>
  z
    .string()
    .trim()
    .max(255, { error: `${label} must be less than 256 characters` })
    .refine((value) => value === "" || /^\/(?!\/)[^\s]*$/.test(value) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), {
      error: `${label} must be a path on this site (starting with /) or a full https:// address`,
    });

/** A whole number typed in a form ("850,000", "$850000") or stored as a number. */
export const wholeNumber = (label: string) =>
  z.preprocess(
    (value) =>
      typeof value === "string" ? (value.replace(/[\s$,]/g, "") === "" ? undefined : Number(value.replace(/[\s$,]/g, ""))) : value,
    z.number({ error: `${label} must be a number` }).int({ error: `${label} must be a whole number` }),
  );
