"use client";

import Link from "next/link";
import { useActionState } from "react";
import { acceptInvitationAction } from "@/app/(auth)/_actions/accept-invitation-action";
import { initialAcceptInvitationState } from "@/app/(auth)/_actions/accept-invitation-state";
import { FormStatus } from "@/components/forms/form-status";
import { Button } from "@/components/ui/button";
import { passwordMessages } from "@/lib/auth/messages";
import { AuthField } from "./auth-field";

const signInLink =
  "flex h-13 w-full items-center justify-center rounded-full bg-ink px-7 text-base font-semibold text-sand shadow-soft hover:bg-ink-700";

/**
 * The invitation page's form: a name and a password twice, or, when a confirmed account already uses the address,
 * one button. A server action, so it works with JavaScript off.
 */
export function AcceptInvitationForm({ token, hasAccount }: { token: string; hasAccount: boolean }) {
  const [answer, formAction, pending] = useActionState(acceptInvitationAction, initialAcceptInvitationState);

  if (answer.status === "success" || answer.linkDead) {
    return (
      <div className="space-y-5">
        <FormStatus id="invitation-status" state={answer} bringIntoView />
        <Link href="/login" className={signInLink}>
          Log in
        </Link>
      </div>
    );
  }

  return (
    <form action={formAction} noValidate aria-label="Accept the invitation" className="space-y-5">
      <FormStatus id="invitation-status" state={answer} bringIntoView={answer.status !== "idle"} />
      <input type="hidden" name="token" value={token} />
      {hasAccount ? null : (
        <>
          <AuthField id="invitation-name" label="Your Name" name="name" autoComplete="name" required defaultValue={answer.values.name ?? ""} />
          <AuthField
            id="invitation-password"
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            aria-describedby="invitation-password-hint"
          />
          <p id="invitation-password-hint" className="-mt-3 text-sm text-muted">
            {passwordMessages.passwordRules}
          </p>
          <AuthField id="invitation-confirm" label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" required />
        </>
      )}
      <Button type="submit" variant="ink" size="lg" className="w-full" disabled={pending}>
        {pending ? "Saving..." : hasAccount ? "Accept invitation" : "Create my account"}
      </Button>
    </form>
  );
}
