import { z } from "zod";
import { auPhoneSchema, emailSchema, fullNameSchema } from "./fields";

export const careerSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  phone: auPhoneSchema,
  position: z
    .string({ message: "Position is required" })
    .trim()
    .min(1, "Position is required")
    .max(100, "Position must be less than 100 characters"),
  message: z
    .string({ message: "Message must be less than 1000 characters" })
    .trim()
    .max(1000, "Message must be less than 1000 characters")
    .optional(),
});

export type CareerInput = z.infer<typeof careerSchema>;
