"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { retryOutboxMessageAction } from "@/app/(admin)/admin/blog/_actions/leads";
import { addLeadNoteAction } from "@/app/(admin)/admin/leads/_actions/add-lead-note-action";
import { deleteLeadAction } from "@/app/(admin)/admin/leads/_actions/delete-lead-action";
import { setLeadOwnerAction } from "@/app/(admin)/admin/leads/_actions/set-lead-owner-action";
import { setLeadStatusAction } from "@/app/(admin)/admin/leads/_actions/set-lead-status-action";
import { ConfirmDeleteButton } from "@/components/admin/confirm-delete-button";
import { notifySuccess } from "@/components/feedback/notify";
import { runAction } from "@/components/feedback/submit-safely";
import { Button } from "@/components/ui/button";
import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { leadStatusLabels, leadStatusValues, type LeadStatusValue } from "@/lib/leads/lead-options";
import { leadNoteSchema, maxLeadNoteLength } from "@/lib/validation/lead-admin";
import { useSubmitting } from "@/components/feedback/use-submitting";

const selectClasses = "h-9 rounded-md border border-line bg-white px-2 text-sm text-ink hover:border-ink-300 focus-visible:border-clay";

/** The lead's status: choose one and save. Moving past 'New' stops the reply clock. */
export function LeadStatusForm({ id, name, status }: { id: string; name: string; status: LeadStatusValue }) {
  const router = useRouter();
  const selectId = useId();
  const [chosen, setChosen] = useState(status);
  const [pending, whileSubmitting] = useSubmitting();

  function save(event: FormEvent) {
    event.preventDefault();
    whileSubmitting(async () => {
      const result = await runAction(() => setLeadStatusAction({ id, status: chosen }), adminFailureMessages.updateLead);
      if (result === undefined) return;
      notifySuccess(`Status: ${leadStatusLabels[chosen]}`, name);
      router.refresh();
    });
  }

  return (
    <form onSubmit={save} className="flex items-end gap-2" aria-label={`Status of ${name}`}>
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="text-xs font-semibold uppercase tracking-wide text-muted">
          Status
        </label>
        <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value as LeadStatusValue)} className={selectClasses}>
          {leadStatusValues.map((value) => (
            <option key={value} value={value}>
              {leadStatusLabels[value]}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline" size="sm" disabled={pending || chosen === status} aria-busy={pending || undefined}>
        {pending ? "Saving..." : "Save status"}
        <span className="sr-only">: {name}</span>
      </Button>
    </form>
  );
}

/** Who answers the lead (leads.all only): another active staff member, or the principal. */
export function LeadOwnerForm({ id, name, ownerId, staff }: { id: string; name: string; ownerId: string | null; staff: readonly { id: string; name: string }[] }) {
  const router = useRouter();
  const selectId = useId();
  const [chosen, setChosen] = useState(ownerId ?? "");
  const [pending, whileSubmitting] = useSubmitting();

  function save(event: FormEvent) {
    event.preventDefault();
    whileSubmitting(async () => {
      const result = await runAction(() => setLeadOwnerAction({ id, ownerId: chosen }), adminFailureMessages.updateLead);
      if (result === undefined) return;
      notifySuccess("Owner changed", name);
      router.refresh();
    });
  }

  return (
    <form onSubmit={save} className="flex items-end gap-2" aria-label={`Owner of ${name}`}>
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="text-xs font-semibold uppercase tracking-wide text-muted">
          Owner
        </label>
        <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)} className={selectClasses}>
          <option value="">Principal</option>
          {staff.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline" size="sm" disabled={pending || chosen === (ownerId ?? "")} aria-busy={pending || undefined}>
        {pending ? "Saving..." : "Save owner"}
        <span className="sr-only">: {name}</span>
      </Button>
    </form>
  );
}

/** A note on the lead (a call made, an appointment booked), checked with the server's rule before it is sent. */
export function LeadNoteForm({ id, name }: { id: string; name: string }) {
  const router = useRouter();
  const fieldId = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, whileSubmitting] = useSubmitting();

  function add(event: FormEvent) {
    event.preventDefault();
    const parsed = leadNoteSchema.safeParse({ id, text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Note is required");
      return;
    }
    setError(null);
    whileSubmitting(async () => {
      const result = await runAction(() => addLeadNoteAction({ id, text }), adminFailureMessages.addNote);
      if (result === undefined) return;
      setText("");
      notifySuccess("Note added", name);
      router.refresh();
    });
  }

  return (
    <form onSubmit={add} noValidate className="mt-3 flex flex-col gap-2" aria-label={`Add a note to ${name}`}>
      <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
        Add a note
      </label>
      <textarea
        id={fieldId}
        value={text}
        onChange={(event) => setText(event.target.value)}
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
      successTitle="Lead deleted"
      remove={() => deleteLeadAction({ id })}
      failureMessage={adminFailureMessages.deleteLead}
    />
  );
}

/** Sends a pending or failed e-mail again now. */
export function RetryMailButton({ id, description }: { id: string; description: string }) {
  const router = useRouter();
  const [pending, whileSubmitting] = useSubmitting();

  function retry() {
    whileSubmitting(async () => {
      const result = await runAction(() => retryOutboxMessageAction({ id }), adminFailureMessages.retryMail);
      if (result === undefined) return;
      notifySuccess("E-mail queued again", description);
      router.refresh();
    });
  }

  return (
    <Button variant="outline" size="sm" onClick={retry} disabled={pending} aria-busy={pending || undefined}>
      {pending ? "Retrying..." : "Retry"}
      <span className="sr-only">: {description}</span>
    </Button>
  );
}
