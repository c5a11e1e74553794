import { z } from "zod";
import { emailSchema } from "./fields";

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ message: "Password is required" }).min(1, "Password is required"),
});

export const signupSchema = z
  .object({
    email: emailSchema,
    password: z
      .string({ message: "Password must be at least 8 characters" })
      .min(8, "Password must be at least 8 characters")
      .regex(/[A-Z]/, "Password must contain at least one uppercase letter")
      .regex(/[a-z]/, "Password must contain at least one lowercase letter")
      .regex(/[0-9]/, "Password must contain at least one number"),
    confirmPassword: z.string({ message: "Passwords do not match" }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });

export type LoginInput = z.infer<typeof loginSchema>;
export type SignupInput = z.infer<typeof signupSchema>;
