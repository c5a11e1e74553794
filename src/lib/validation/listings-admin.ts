import "./zod-jitless";
import { z } from "zod";

/* The admin's listing forms (/admin/listings): hide/show, hold approval, material-fact notes, and feed sources. */

const idSchema = z.uuid({ error: "Unknown listing" });

export const listingHiddenSchema = z.object({
  id: idSchema,
  hidden: z.enum(["true", "false"], { error: "Please choose hide or show" }).transform((value) => value === "true"),
});

export const listingIdSchema = z.object({ id: idSchema });

export const maxMaterialFactsLength = 4000;

export const materialFactsSchema = z.object({
  id: idSchema,
  notes: z
    .string({ error: "Notes must be text" })
    .max(maxMaterialFactsLength, { error: `Notes must be at most ${maxMaterialFactsLength} characters` }),
});

/** A CRM agent id as REAXML sends it (`agentID`): letters, digits and a few separators. */
const agentIdPattern = /^[A-Za-z0-9_.-]{1,50}$/;

export const feedSourceSchema = z.object({
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, { error: "Name is required" })
    .max(100, { error: "Name must be at most 100 characters" }),
  /** Comma- or space-separated; blank: any agent id. */
  allowedAgentIds: z
    .string({ error: "Agent ids must be text" })
    .max(1000, { error: "Too many agent ids" })
    .transform((value) => [...new Set(value.split(/[\s,]+/).filter(Boolean))])
    .refine((ids) => ids.every((id) => agentIdPattern.test(id)), {
      error: "Agent ids may hold only letters, digits, dots, dashes and underscores",
    })
    .refine((ids) => ids.length <= 50, { error: "At most 50 agent ids" }),
  expectFileWithinHours: z.coerce
    .number({ error: "Silence alert must be a number of hours" })
    .int({ error: "Silence alert must be a whole number of hours" })
    .min(1, { error: "Silence alert must be between 1 and 720 hours" })
    .max(720, { error: "Silence alert must be between 1 and 720 hours" }),
});

export const feedSourceIdSchema = z.object({ id: z.uuid({ error: "Unknown source" }) });

export const feedSourceEnabledSchema = z.object({
  id: z.uuid({ error: "Unknown source" }),
  enabled: z.enum(["true", "false"], { error: "Please choose enable or disable" }).transform((value) => value === "true"),
});
