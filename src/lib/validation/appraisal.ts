import { z } from "zod";
import { auPhoneSchema, emailSchema, fullNameSchema } from "./fields";

export const appraisalSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  phone: auPhoneSchema,
  address: z
    .string({ message: "Address must be at least 5 characters" })
    .trim()
    .min(5, "Address must be at least 5 characters")
    .max(200, "Address must be less than 200 characters"),
});

export type AppraisalInput = z.infer<typeof appraisalSchema>;
