import "./zod-jitless";
import { z } from "zod";
import { auPhoneSchema, emailSchema, fullNameSchema } from "./fields";

/** The careers application form, spec section 5. Position and message are trimmed like the other text fields. */
export const careerSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  phone: auPhoneSchema,
  position: z
    .string({ error: "Position is required" })
    .trim()
    .min(1, { error: "Position is required" })
    .max(100, { error: "Position must be less than 100 characters" }),
  message: z
    .string({ error: "Message must be less than 1000 characters" })
    .trim()
    .max(1000, { error: "Message must be less than 1000 characters" })
    .optional(),
});

export type CareerInput = z.infer<typeof careerSchema>;
