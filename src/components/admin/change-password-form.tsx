"use client";

import { useActionState } from "react";
import { changePasswordAction } from "@/server/auth/actions/change-password-action";
import { initialPasswordFormState } from "@/lib/auth/password-form-state";
import { FormStatus } from "@/components/forms/form-status";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/fields";
import { PasswordPair } from "@/components/ui/password-pair";
import { useUnsavedChanges } from "@/components/admin/use-unsaved-changes";

/** Current password, new password twice. A server action, so it works with JavaScript off; the answer shows in the form. */
export function ChangePasswordForm() {
  const [answer, formAction, pending] = useActionState(changePasswordAction, initialPasswordFormState);
  const unsaved = useUnsavedChanges(answer.status === "success" ? answer : null);
  return (
    // React empties the password boxes after each submission.
    <form {...unsaved.formProps} action={formAction} noValidate aria-label="Change password" className="max-w-md space-y-5">
      <FormStatus id="change-password-status" state={answer} focusEachAnswer bringIntoView={answer.status !== "idle"} />
      <TextField id="current-password" label="Current Password" name="currentPassword" type="password" autoComplete="current-password" />
      <PasswordPair id="new-password" confirmId="confirm-new-password" name="newPassword" label="New Password" />
      <Button type="submit" variant="ink" size="lg" disabled={pending}>
        {pending ? "Saving..." : "Change password"}
      </Button>
    </form>
  );
}
