"use client";

import { useRouter } from "next/navigation";
import { useId } from "react";
import { retryOutboxMessageFormAction } from "@/server/leads/actions/retry-outbox-message-action";
import { addLeadNoteFormAction } from "@/server/leads/actions/add-lead-note-action";
import { deleteLeadFormAction } from "@/server/leads/actions/delete-lead-action";
import { setLeadOwnerFormAction } from "@/server/leads/actions/set-lead-owner-action";
import { setLeadStatusFormAction } from "@/server/leads/actions/set-lead-status-action";
import { ActionButton } from "@/components/admin/action-button";
import { ConfirmDeleteButton } from "@/components/admin/confirm-delete-button";
import { SelectSaveForm } from "@/components/admin/select-save-form";
import { useActionForm } from "@/components/feedback/use-action-form";
import { SavedByServer } from "@/components/forms/form-status";
import { Button } from "@/components/ui/button";
import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { initialEnquiryActionState } from "@/lib/forms/action-state";
import { leadStatusLabels, leadStatusValues, type LeadStatusValue } from "@/lib/leads/lead-options";
import { leadNoteSchema, maxLeadNoteLength } from "@/lib/validation/lead-admin";
import { useUnsavedChanges } from "@/components/admin/use-unsaved-changes";

/** The lead's status: choose one and save. Moving past 'New' stops the reply clock. */
export function LeadStatusForm({ id, name, status }: { id: string; name: string; status: LeadStatusValue }) {
  return (
    <SelectSaveForm
      action={setLeadStatusFormAction}
      failureMessage={adminFailureMessages.updateLead}
      hidden={{ id, name }}
      name="status"
      label="Status"
      value={status}
      options={leadStatusValues.map((value) => ({ value, label: leadStatusLabels[value] }))}
      formLabel={`Status of ${name}`}
      buttonLabel="Save status"
      buttonDetail={`: ${name}`}
    />
  );
}

/** Who answers the lead (leads.all only): another active staff member, or the principal. */
export function LeadOwnerForm({
  id,
  name,
  ownerId,
  staff,
}: {
  id: string;
  name: string;
  ownerId: string | null;
  staff: readonly { id: string; name: string }[];
}) {
  return (
    <SelectSaveForm
      action={setLeadOwnerFormAction}
      failureMessage={adminFailureMessages.updateLead}
      hidden={{ id, name }}
      name="ownerId"
      label="Owner"
      value={ownerId ?? ""}
      options={[{ value: "", label: "Principal" }, ...staff.map((member) => ({ value: member.id, label: member.name }))]}
      formLabel={`Owner of ${name}`}
      buttonLabel="Save owner"
      buttonDetail={`: ${name}`}
    />
  );
}

/** A note on the lead (a call made, an appointment booked), checked with the server's rule before it is sent. */
export function LeadNoteForm({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  const fieldId = useId();
  const unsaved = useUnsavedChanges();
  const { state, formAction, onSubmit, pending, answeredByServer, error, entered } = useActionForm(
    addLeadNoteFormAction,
    initialEnquiryActionState,
    {
      failureMessage: adminFailureMessages.addNote,
      toastInvalid: false,
      check: (formData) => {
        const parsed = leadNoteSchema.safeParse({ id, text: formData.get("text") });
        return parsed.success ? null : (parsed.error.issues[0]?.message ?? "Note is required");
      },
      onSuccess: (_answer, form) => {
        form.reset();
        unsaved.markSaved();
        router.refresh();
      },
    },
  );

  return (
    <form
      {...unsaved.formProps}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className="mt-3 flex flex-col gap-2"
      aria-label={`Add a note to ${name}`}
    >
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="name" value={name} />
      <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
        Add a note
      </label>
      <textarea
        id={fieldId}
        name="text"
        defaultValue={entered({ text: "" }).text}
        rows={2}
        maxLength={maxLeadNoteLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className="w-full rounded-md border border-line bg-white px-3 py-2 text-sm text-ink hover:border-ink-300 focus-visible:border-clay"
      />
      {error ? (
        <p id={`${fieldId}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <SavedByServer id={`${fieldId}-status`} state={state} shown={answeredByServer} />
      <div>
        <Button type="submit" variant="outline" size="sm" disabled={pending} aria-busy={pending || undefined}>
          {pending ? "Adding..." : "Add note"}
          <span className="sr-only">: {name}</span>
        </Button>
      </div>
    </form>
  );
}

/** Deletes the lead and every e-mail about it after a confirmation (a privacy request). */
export function DeleteLeadButton({ id, name }: { id: string; name: string }) {
  return (
    <ConfirmDeleteButton
      itemTitle={name}
      dialogTitle="Delete this lead?"
      question={`Delete the lead from ${name}, with its notes and every e-mail about it?`}
      detail="Use this when the person asks to be forgotten. It cannot be undone."
      action={deleteLeadFormAction}
      fields={{ id, name }}
      failureMessage={adminFailureMessages.deleteLead}
    />
  );
}

/** Queues a failed or pending e-mail again (leads.all), with or without JavaScript. */
export function RetryMailButton({ id, description }: { id: string; description: string }) {
  return (
    <ActionButton
      action={retryOutboxMessageFormAction}
      fields={{ id, description }}
      label="Retry"
      pendingLabel="Retrying..."
      labelDetail={`: ${description}`}
      failureMessage={adminFailureMessages.retryMail}
    />
  );
}
