"use client";

import { useActionState, useId } from "react";
import { initialEnquiryActionState } from "@/lib/forms/action-state";
import { unlockStaffAction } from "@/server/staff/actions/unlock-staff-action";
import { FormStatus } from "@/components/forms/form-status";
import { Button } from "@/components/ui/button";

/**
 * A colleague's sign-in lock: while locked, says until when, and 'Unlock' lifts it at once. Rendered for everyone on
 * the staff, so that the answer stays in place once the lock is gone. A form posting to a server action: it works
 * with JavaScript off.
 */
export function UnlockStaffForm({
  userId,
  name,
  lockedUntil,
}: {
  userId: string;
  name: string;
  lockedUntil: { iso: string; label: string } | null;
}) {
  const id = useId();
  const [answer, formAction, pending] = useActionState(unlockStaffAction, initialEnquiryActionState);
  if (!lockedUntil && answer.status === "idle") return null;
  return (
    <form action={formAction} aria-label={`Sign-in lock of ${name}`} className="mt-1 flex flex-col items-start gap-2 whitespace-normal">
      {lockedUntil ? (
        <>
          <p className="text-sm font-semibold text-danger">
            Locked until <time dateTime={lockedUntil.iso}>{lockedUntil.label}</time>
          </p>
          <input type="hidden" name="userId" value={userId} />
          <Button type="submit" variant="outline" size="sm" disabled={pending} aria-describedby={`${id}-status`}>
            {pending ? "Unlocking..." : "Unlock"}
            <span className="sr-only"> {name}</span>
          </Button>
        </>
      ) : null}
      <FormStatus id={`${id}-status`} state={answer} focusEachAnswer bringIntoView={answer.status !== "idle"} />
    </form>
  );
}
