"use client";

import { useActionState, useId } from "react";
import { initialEnquiryActionState } from "@/lib/forms/action-state";
import { inviteStaffAction } from "@/server/staff/actions/invite-staff-action";
import { SelectField, TextField } from "@/components/ui/fields";
import { FormStatus } from "@/components/forms/form-status";
import { Button } from "@/components/ui/button";
import { roleLabels, staffRoles } from "@/lib/auth/permissions";
import { useUnsavedChanges } from "@/components/admin/use-unsaved-changes";

export const roleOptions = staffRoles.map((role) => ({ value: role, label: roleLabels[role] }));

/** E-mail and role; the server sends the link through the outbox. Works with JavaScript off (a server action). */
export function InviteStaffForm() {
  const id = useId();
  const [answer, formAction, pending] = useActionState(inviteStaffAction, initialEnquiryActionState);
  const unsaved = useUnsavedChanges(answer.status === "success" ? answer : null);
  return (
    <form {...unsaved.formProps} action={formAction} noValidate aria-label="Invite staff" className="flex flex-col gap-4">
      <FormStatus id={`${id}-status`} state={answer} focusEachAnswer bringIntoView={answer.status !== "idle"} />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end">
        <TextField
          id={`${id}-email`}
          name="email"
          label="E-mail address"
          type="email"
          autoComplete="off"
          defaultValue={answer.values.email ?? ""}
        />
        <SelectField
          id={`${id}-role`}
          name="role"
          label="Role"
          placeholder="Choose a role"
          options={roleOptions}
          defaultValue={answer.values.role ?? "agent"}
        />
        <Button type="submit" variant="ink" disabled={pending} aria-describedby={`${id}-status`}>
          {pending ? "Sending..." : "Send invitation"}
        </Button>
      </div>
    </form>
  );
}
