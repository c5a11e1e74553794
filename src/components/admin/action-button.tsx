"use client";

import { useRouter } from "next/navigation";
import { useId } from "react";
import { useActionForm, type FormStateAction } from "@/components/feedback/use-action-form";
import { SavedByServer } from "@/components/forms/form-status";
import { Button } from "@/components/ui/button";
import { initialEnquiryActionState } from "@/lib/forms/action-state";

interface ActionButtonProps {
  /** The server action (a `formStateAction`) the button posts `fields` to; its answer is the success toast. */
  action: FormStateAction;
  /** The fields it posts: the record's id, and the `name` its answer uses. */
  fields: Record<string, string>;
  label: string;
  pendingLabel: string;
  /** What screen readers hear after the button's word (whom or what it acts on). */
  labelDetail: string;
  failureMessage: string;
}

/**
 * One step that needs no confirmation (Bring back, Reactivate): a form of hidden fields and its button, posting to a
 * server action. With JavaScript the answer is a toast and the page refreshes; without it the page comes back changed,
 * saying what was done beside the button (Retry changes nothing else that shows), or with the refusal there.
 */
export function ActionButton({ action, fields, label, pendingLabel, labelDetail, failureMessage }: ActionButtonProps) {
  const router = useRouter();
  const id = useId();
  const { state, formAction, onSubmit, pending, answeredByServer, error } = useActionForm(action, initialEnquiryActionState, {
    failureMessage,
    onSuccess: () => router.refresh(),
  });
  return (
    <form action={formAction} onSubmit={onSubmit} className="contents">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={pending}
        aria-busy={pending || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {pending ? pendingLabel : label}
        <span className="sr-only">{labelDetail}</span>
      </Button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
      <SavedByServer id={`${id}-status`} state={state} shown={answeredByServer} className="basis-full" />
    </form>
  );
}
