"use client";

import Link from "@/components/ui/link";
import { requestPasswordResetAction } from "@/server/auth/actions/request-password-reset-action";
import { FormStatus } from "@/components/forms/form-status";
import { Button } from "@/components/ui/button";
import { EmailField } from "@/components/ui/fields";
import { passwordMessages } from "@/lib/auth/messages";
import { usePasswordForm } from "./use-password-form";

/**
 * 'Forgot password?': the address, then the same neutral answer whatever it is. Posts to a server action, so it works
 * with JavaScript off; the answer is shown in the form either way (usePasswordForm).
 */
export function ForgotPasswordForm() {
  const {
    state: answer,
    formAction,
    pending,
    onSubmit,
    answeredByServer,
  } = usePasswordForm(requestPasswordResetAction, passwordMessages.resetRequestFailed);
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate aria-label="Forgot password" className="space-y-5">
      <FormStatus id="forgot-password-status" state={answer} bringIntoView={answeredByServer} />
      <EmailField id="forgot-password-email" label="Email" placeholder="you@example.com" defaultValue={answer.values.email} />
      <Button type="submit" variant="ink" size="lg" className="w-full" disabled={pending}>
        {pending ? "Sending..." : "Send reset link"}
      </Button>
      <p className="text-center text-sm text-muted">
        Remembered it?{" "}
        <Link href="/login" className="font-semibold text-clay underline-offset-4 hover:underline">
          Log in
        </Link>
      </p>
    </form>
  );
}
