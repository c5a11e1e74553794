import "./zod-jitless";
import { z } from "zod";
import { emailSchema } from "./fields";

export const alertFrequencyOptions = [
  { value: "instant", label: "As soon as they're listed" },
  { value: "daily", label: "Daily (7 am)" },
  { value: "weekly", label: "Weekly (Monday 7 am)" },
] as const;

/** "E-mail me new matches" and "Keep me updated": an e-mail and how often. */
export const listingAlertSchema = z.object({
  email: emailSchema,
  frequency: z.enum(["instant", "daily", "weekly"], { error: "Please choose how often" }),
});

export type ListingAlertInput = z.infer<typeof listingAlertSchema>;
