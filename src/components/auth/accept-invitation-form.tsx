"use client";

import { useActionState } from "react";
import { acceptInvitationAction } from "@/server/staff/actions/accept-invitation-action";
import { initialAcceptInvitationState } from "@/lib/auth/accept-invitation-state";
import { FormStatus } from "@/components/forms/form-status";
import { Button, ButtonLink } from "@/components/ui/button";
import { TextField } from "@/components/ui/fields";
import { PasswordPair } from "@/components/ui/password-pair";

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
        <ButtonLink href="/login" variant="ink" size="lg" className="w-full">
          Log in
        </ButtonLink>
      </div>
    );
  }

  return (
    <form action={formAction} noValidate aria-label="Accept the invitation" className="space-y-5">
      <FormStatus id="invitation-status" state={answer} bringIntoView={answer.status !== "idle"} />
      <input type="hidden" name="token" value={token} />
      {hasAccount ? null : (
        <>
          <TextField id="invitation-name" label="Your Name" name="name" autoComplete="name" defaultValue={answer.values.name ?? ""} />
          <PasswordPair id="invitation-password" confirmId="invitation-confirm" />
        </>
      )}
      <Button type="submit" variant="ink" size="lg" className="w-full" disabled={pending}>
        {pending ? "Saving..." : hasAccount ? "Accept invitation" : "Create my account"}
      </Button>
    </form>
  );
}
