import "./zod-jitless";
import { z } from "zod";
import { emailSchema } from "./fields";

/**
 * Passwords are never trimmed: spaces are part of what the person typed. "Uppercase letter" and "lowercase letter"
 * mean any letter with that case (É counts), "number" means a digit 0-9.
 */
export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Password is required" }).min(1, { error: "Password is required" }),
});

/** The composition rule for a new password: the sign-up form, the auth server and the admin CLI all use this one. */
export const newPasswordSchema = z
  .string({ error: "Password must be at least 8 characters" })
  .min(8, { error: "Password must be at least 8 characters" })
  .regex(/\p{Lu}/u, { error: "Password must contain at least one uppercase letter" })
  .regex(/\p{Ll}/u, { error: "Password must contain at least one lowercase letter" })
  .regex(/[0-9]/, { error: "Password must contain at least one number" });

export const signupSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: "Passwords do not match" }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: "Passwords do not match",
    path: ["confirmPassword"],
  });

/** 'Forgot password?': only the address. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/** The page the e-mailed link opens: the link's token, the new password twice. */
export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: "This link is not valid" })
      .min(1, { error: "This link is not valid" })
      .max(200, { error: "This link is not valid" }),
    password: newPasswordSchema,
    confirmPassword: z.string({ error: "Passwords do not match" }),
  })
  .refine((values) => values.password === values.confirmPassword, {
    error: "Passwords do not match",
    path: ["confirmPassword"],
  });

/** A signed-in member changing the password: the current one, the new one twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "Current password is required" }).min(1, { error: "Current password is required" }),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: "Passwords do not match" }),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    error: "Passwords do not match",
    path: ["confirmPassword"],
  });

export type LoginInput = z.infer<typeof loginSchema>;
export type SignupInput = z.infer<typeof signupSchema>;

/**
 * A profile picture (`POST /api/auth/update-user { image }`): an https URL or one of the site's own uploads, never a
 * scheme a browser would run (`javascript:`, `data:`). Nothing shows it today; this keeps it safe to show later.
 */
export const profileImageSchema = z
  .string({ error: "Image must be an https URL or an uploaded image" })
  .max(2048, { error: "Image must be an https URL or an uploaded image" })
  .refine((value) => /^\/uploads\/[\w.-]+$/.test(value) || URL.parse(value)?.protocol === "https:", {
    error: "Image must be an https URL or an uploaded image",
  })
  .nullable();
