"use client";

import Link from "next/link";
import { useActionState } from "react";
import { initialPasswordFormState } from "@/app/(auth)/_actions/password-form-state";
import { requestPasswordResetAction } from "@/app/(auth)/_actions/request-password-reset-action";
import { FormStatus } from "@/components/forms/form-status";
import { Button } from "@/components/ui/button";
import { AuthField } from "./auth-field";

/**
 * 'Forgot password?': the address, then the same neutral answer whatever it is. Posts to a server action, so it works
 * with JavaScript off; the answer is shown in the form either way.
 */
export function ForgotPasswordForm() {
  const [answer, formAction, pending] = useActionState(requestPasswordResetAction, initialPasswordFormState);
  return (
    <form action={formAction} noValidate aria-label="Forgot password" className="space-y-5">
      <FormStatus id="forgot-password-status" state={answer} bringIntoView={answer.status !== "idle"} />
      <AuthField
        id="forgot-password-email"
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        placeholder="you@example.com"
        defaultValue={answer.values.email}
      />
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
