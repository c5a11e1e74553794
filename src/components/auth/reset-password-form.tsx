"use client";

import Link from "next/link";
import { useActionState } from "react";
import { initialPasswordFormState } from "@/app/(auth)/_actions/password-form-state";
import { resetPasswordAction } from "@/app/(auth)/_actions/reset-password-action";
import { FormStatus } from "@/components/forms/form-status";
import { Button } from "@/components/ui/button";
import { passwordMessages } from "@/lib/auth/messages";
import { AuthField } from "./auth-field";
import { LinkInvalidNotice } from "./link-invalid-notice";

/** The page the e-mailed link opens: the new password twice. Works with JavaScript off (a server action). */
export function ResetPasswordForm({ token }: { token: string }) {
  const [answer, formAction, pending] = useActionState(resetPasswordAction, initialPasswordFormState);

  if (answer.linkInvalid) return <LinkInvalidNotice focus />;
  if (answer.status === "success") {
    return (
      <div className="space-y-5">
        <FormStatus id="reset-password-status" state={answer} bringIntoView />
        <Link
          href="/login"
          className="flex h-13 w-full items-center justify-center rounded-full bg-ink px-7 text-base font-semibold text-sand shadow-soft hover:bg-ink-700"
        >
          Log in
        </Link>
      </div>
    );
  }

  return (
    <form action={formAction} noValidate aria-label="Choose a new password" className="space-y-5">
      <FormStatus id="reset-password-status" state={answer} bringIntoView={answer.status !== "idle"} />
      <input type="hidden" name="token" value={token} />
      <AuthField
        id="reset-password"
        label="New Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        aria-describedby="reset-password-hint"
      />
      <p id="reset-password-hint" className="-mt-3 text-sm text-muted">
        {passwordMessages.passwordRules}
      </p>
      <AuthField id="reset-confirm" label="Confirm New Password" name="confirmPassword" type="password" autoComplete="new-password" required />
      <Button type="submit" variant="ink" size="lg" className="w-full" disabled={pending}>
        {pending ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}
