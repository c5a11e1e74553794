import "./zod-jitless";
import { z } from "zod";
import { staffRoles } from "@/lib/auth/permissions";
import { newPasswordSchema } from "./auth";
import { emailSchema, fullNameSchema } from "./fields";

/* The Staff page's forms and the invitation page's, shared by the browser and the server actions. */

export const staffRoleSchema = z.enum(staffRoles, { error: "Please choose a role" });

export const inviteStaffSchema = z.object({ email: emailSchema, role: staffRoleSchema });

export const staffMemberSchema = z.object({
  userId: z.string({ error: "Unknown staff member" }).min(1, { error: "Unknown staff member" }).max(100),
});

export const changeStaffRoleSchema = z.object({ ...staffMemberSchema.shape, role: staffRoleSchema });

const invitationTokenSchema = z
  .string({ error: "This invitation link is not valid" })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: "This invitation link is not valid" });

/** A new account from an invitation: a name and a password twice. */
export const acceptInvitationSchema = z
  .object({
    token: invitationTokenSchema,
    name: fullNameSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ error: "Passwords do not match" }),
  })
  .refine((values) => values.password === values.confirmPassword, { error: "Passwords do not match", path: ["confirmPassword"] });

/** An invitation to an address that already has an account: the role is added to it, its password stays. */
export const acceptInvitationForAccountSchema = z.object({ token: invitationTokenSchema });

export type InviteStaffInput = z.infer<typeof inviteStaffSchema>;

export const invitationIdSchema = z.object({ id: z.uuid({ error: "Unknown invitation" }) });

/** Deactivating someone: where their open leads go (required only when they own some; the server checks). */
export const deactivateStaffSchema = z.object({
  ...staffMemberSchema.shape,
  openLeadsTo: z
    .enum(["", "principal", "round-robin"], { error: "Please choose where their open leads go" })
    .optional()
    .transform((value) => (value ? value : null)),
});
