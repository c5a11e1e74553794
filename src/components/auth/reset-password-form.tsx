"use client";

import { resetPasswordAction } from "@/server/auth/actions/reset-password-action";
import { FormStatus } from "@/components/forms/form-status";
import { Button, ButtonLink } from "@/components/ui/button";
import { PasswordPair } from "@/components/ui/password-pair";
import { passwordMessages } from "@/lib/auth/messages";
import { LinkInvalidNotice } from "./link-invalid-notice";
import { usePasswordForm } from "./use-password-form";

/** The page the e-mailed link opens: the new password twice. Works with JavaScript off (a server action). */
export function ResetPasswordForm({ token }: { token: string }) {
  const {
    state: answer,
    formAction,
    pending,
    onSubmit,
    answeredByServer,
  } = usePasswordForm(resetPasswordAction, passwordMessages.resetFailed);

  if (answer.linkInvalid) return <LinkInvalidNotice focus />;
  if (answer.status === "success") {
    return (
      <div className="space-y-5">
        <FormStatus id="reset-password-status" state={answer} bringIntoView={answeredByServer} />
        <ButtonLink href="/login" variant="ink" size="lg" className="w-full">
          Log in
        </ButtonLink>
      </div>
    );
  }

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate aria-label="Choose a new password" className="space-y-5">
      <FormStatus id="reset-password-status" state={answer} bringIntoView={answeredByServer} />
      <input type="hidden" name="token" value={token} />
      <PasswordPair id="reset-password" confirmId="reset-confirm" label="New Password" />
      <Button type="submit" variant="ink" size="lg" className="w-full" disabled={pending}>
        {pending ? "Saving..." : "Set new password"}
      </Button>
    </form>
  );
}
