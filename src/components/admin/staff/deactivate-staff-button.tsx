"use client";

import { useActionState, useId } from "react";
import { initialEnquiryActionState } from "@/lib/forms/action-state";
import { deactivateStaffAction } from "@/server/staff/actions/deactivate-staff-action";
import { FormStatus } from "@/components/forms/form-status";
import { InPlaceQuestion } from "@/components/ui/in-place-question";

/**
 * 'Deactivate', opened in place (a native <details>, so it works without JavaScript): what deactivating means, and —
 * when they own open leads — where those go: the principal, or the other agents in turn. The server moves them in the
 * transaction that deactivates, and the Staff page then says where they went.
 */
export function DeactivateStaffButton({
  userId,
  name,
  openLeads,
  otherAgents,
}: {
  userId: string;
  name: string;
  openLeads: number;
  otherAgents: number;
}) {
  const id = useId();
  const [answer, formAction, pending] = useActionState(deactivateStaffAction, initialEnquiryActionState);
  const chosen = answer.values.openLeadsTo;
  return (
    <InPlaceQuestion
      trigger={
        <>
          Deactivate<span className="sr-only"> {name}</span>
        </>
      }
      label={`Deactivate ${name}`}
      action={formAction}
      open={answer.status === "error"}
      confirm={{ label: pending ? "Deactivating..." : `Deactivate ${name}`, describedBy: `${id}-status`, pending }}
    >
      <input type="hidden" name="userId" value={userId} />
      <p className="text-muted">
        They lose access to the admin and are signed out on every device at once. Their posts stay. You can reactivate them later.
      </p>
      {openLeads > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold text-ink">
            Where should {name}&apos;s {openLeads} open lead{openLeads === 1 ? "" : "s"} go?
          </legend>
          <label className="flex items-start gap-2">
            <input type="radio" name="openLeadsTo" value="principal" required defaultChecked={chosen === "principal"} className="mt-1" />
            <span>To the principal</span>
          </label>
          <label className="flex items-start gap-2">
            <input
              type="radio"
              name="openLeadsTo"
              value="round-robin"
              required
              defaultChecked={chosen === "round-robin"}
              className="mt-1"
            />
            <span>
              To the other agents in turn
              {otherAgents === 0 ? <span className="block text-muted">There is no other agent: they go to the principal.</span> : null}
            </span>
          </label>
        </fieldset>
      ) : (
        <p className="text-muted">They own no open leads.</p>
      )}
      <FormStatus id={`${id}-status`} state={answer} focusEachAnswer bringIntoView={answer.status !== "idle"} />
    </InPlaceQuestion>
  );
}
