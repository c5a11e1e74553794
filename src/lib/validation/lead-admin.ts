import "./zod-jitless";
import { z } from "zod";
import { isCalendarDate } from "@/lib/events/calendar-dates";
import { leadRuleTypeValues, leadStatusValues } from "@/lib/leads/lead-options";
import { emailSchema } from "./fields";

/* The admin's lead forms: status, notes, owner, routing rules and the lead settings. */

export const leadIdSchema = z.uuid({ error: "Invalid id" });

export const leadStatusSchema = z.object({
  id: leadIdSchema,
  status: z.enum(leadStatusValues, { error: "Please choose a status" }),
});

export const maxLeadNoteLength = 2000;

export const leadNoteSchema = z.object({
  id: leadIdSchema,
  text: z
    .string({ error: "Note is required" })
    .trim()
    .min(1, { error: "Note is required" })
    .max(maxLeadNoteLength, { error: `Note must be less than ${maxLeadNoteLength} characters` }),
});

export const leadOwnerSchema = z.object({
  id: leadIdSchema,
  /** Blank: the principal. */
  ownerId: z
    .string()
    .trim()
    .max(200, { error: "Please choose a staff member" })
    .transform((value) => (value === "" ? null : value)),
});

const blankToNull = (value: string) => (value === "" ? null : value);

export const routingRuleSchema = z
  .object({
    enquiryType: z
      .string()
      .trim()
      .transform(blankToNull)
      .pipe(z.enum(leadRuleTypeValues, { error: "Please choose an enquiry type" }).nullable()),
    suburb: z.string().trim().max(100, { error: "Suburb must be less than 100 characters" }).transform(blankToNull),
    ownerId: z.string({ error: "Please choose who gets these leads" }).trim().min(1, { error: "Please choose who gets these leads" }),
  })
  .refine((rule) => rule.enquiryType !== null || rule.suburb !== null, {
    error: "Choose an enquiry type, a suburb, or both",
    path: ["enquiryType"],
  });

export const routingRuleIdSchema = z.object({ id: leadIdSchema });

export const leadSettingsSchema = z.object({
  /** Blank: AGENCY_NOTIFY_EMAIL. */
  principalEmail: z.union([z.literal("").transform(() => null), emailSchema]),
  /** One "YYYY-MM-DD" per line (or separated by commas). */
  publicHolidays: z
    .string()
    .max(10_000, { error: "Too many public holidays" })
    .transform((text) =>
      text
        .split(/[\s,]+/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .refine((dates) => dates.every(isCalendarDate), { error: "Public holidays must be dates written YYYY-MM-DD, one per line" })
    .refine((dates) => dates.length <= 200, { error: "At most 200 public holidays" }),
});

/** A routing rule's new place in the order: 0 is tried first. */
export const moveRoutingRuleSchema = z.object({
  id: leadIdSchema,
  to: z.coerce
    .number({ error: "Please choose where the rule goes" })
    .int({ error: "Please choose where the rule goes" })
    .min(0, { error: "Please choose where the rule goes" })
    .max(10_000, { error: "Please choose where the rule goes" }),
});
