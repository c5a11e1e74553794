"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, type ReactNode } from "react";
import { useActionForm, type FormStateAction } from "@/components/feedback/use-action-form";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { InPlaceQuestion } from "@/components/ui/in-place-question";
import { initialEnquiryActionState } from "@/lib/forms/action-state";

interface ConfirmDeleteButtonProps {
  /** The server action (a `formStateAction`) the confirmation posts `fields` to; its answer is the success toast. */
  action: FormStateAction;
  /** The fields it posts: the record's id, and the `name` its answer uses. */
  fields: Record<string, string>;
  /** What is deleted, named in the button's accessible name. */
  itemTitle: string;
  /** What screen readers hear after the button's word (default: the title in quotes). */
  triggerDetail?: string;
  dialogTitle: string;
  question: ReactNode;
  /** What deleting means, under the question. */
  detail?: ReactNode;
  /** Said when the request itself fails (no connection, an error page): the server's own failure sentence. */
  failureMessage: string;
  /** The button's and the confirming action's word, for a destructive step that is not a delete ("Retire"). */
  actionLabel?: string;
  pendingLabel?: string;
}

/**
 * Delete (or another step that cannot be undone) after a confirmation, posting a form to a server action.
 * With JavaScript: the confirmation dialog; the answer in a toast, then the page refreshes; Cancel sends nothing.
 * Until JavaScript runs, and without it: the button opens the same question in place (a native <details>) with the
 * confirming button, which posts the form; the page comes back without the item, or with the refusal beside it.
 */
export function ConfirmDeleteButton({
  action,
  fields,
  itemTitle,
  triggerDetail = ` “${itemTitle}”`,
  dialogTitle,
  question,
  detail,
  failureMessage,
  actionLabel = "Delete",
  pendingLabel = "Deleting...",
}: ConfirmDeleteButtonProps) {
  const router = useRouter();
  const id = useId();
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  const { formAction, submit, answeredByServer, error } = useActionForm(action, initialEnquiryActionState, {
    failureMessage,
    onSuccess: () => router.refresh(),
  });
  const hidden = Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  const trigger = (
    <>
      {actionLabel}
      <span className="sr-only">{triggerDetail}</span>
    </>
  );

  if (hydrated)
    return (
      <form ref={form} action={formAction} className="contents">
        {hidden}
        <ConfirmDialog
          trigger={trigger}
          title={dialogTitle}
          question={question}
          detail={detail}
          confirmLabel={actionLabel}
          pendingLabel={pendingLabel}
          onConfirm={() => (form.current ? submit(form.current) : Promise.resolve())}
        />
      </form>
    );

  return (
    <InPlaceQuestion
      trigger={trigger}
      label={`${actionLabel}${triggerDetail}`}
      action={formAction}
      open={answeredByServer && error !== null}
      confirm={{ label: actionLabel, describedBy: error ? `${id}-error` : undefined }}
    >
      {hidden}
      <p className="font-semibold text-ink">{dialogTitle}</p>
      <p className="text-ink/80">{question}</p>
      {detail ? <p className="text-muted">{detail}</p> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="font-semibold text-danger">
          {error}
        </p>
      ) : null}
    </InPlaceQuestion>
  );
}
