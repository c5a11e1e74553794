import "./zod-jitless";
import { z } from "zod";
import { auPhoneSchema, emailSchema, fullNameSchema } from "./fields";

/** The free appraisal (property price update) form, spec section 5. Field order is the order messages win in. */
export const appraisalSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  phone: auPhoneSchema,
  address: z
    .string({ error: "Address must be at least 5 characters" })
    .trim()
    .min(5, { error: "Address must be at least 5 characters" })
    .max(200, { error: "Address must be less than 200 characters" }),
});

export type AppraisalInput = z.infer<typeof appraisalSchema>;
