"use client";

import { useActionState } from "react";
import { changePasswordAction } from "@/app/(admin)/admin/account/_actions/change-password-action";
import { initialPasswordFormState } from "@/app/(auth)/_actions/password-form-state";
import { AuthField } from "@/components/auth/auth-field";
import { FormStatus } from "@/components/forms/form-status";
import { Button } from "@/components/ui/button";
import { passwordMessages } from "@/lib/auth/messages";

/** Current password, new password twice. A server action, so it works with JavaScript off; the answer shows in the form. */
export function ChangePasswordForm() {
  const [answer, formAction, pending] = useActionState(changePasswordAction, initialPasswordFormState);
  return (
    // React empties the password boxes after each submission.
    <form action={formAction} noValidate aria-label="Change password" className="max-w-md space-y-5">
      <FormStatus id="change-password-status" state={answer} bringIntoView={answer.status !== "idle"} />
      <AuthField id="current-password" label="Current Password" name="currentPassword" type="password" autoComplete="current-password" required />
      <AuthField
        id="new-password"
        label="New Password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        aria-describedby="new-password-hint"
      />
      <p id="new-password-hint" className="-mt-3 text-sm text-muted">
        {passwordMessages.passwordRules}
      </p>
      <AuthField id="confirm-new-password" label="Confirm New Password" name="confirmPassword" type="password" autoComplete="new-password" required />
      <Button type="submit" variant="ink" size="lg" disabled={pending}>
        {pending ? "Saving..." : "Change password"}
      </Button>
    </form>
  );
}
