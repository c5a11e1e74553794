"use client";

import { AlertDialog } from "radix-ui";
import { useState, type ReactNode } from "react";
import { useSubmitting } from "@/components/feedback/use-submitting";
import { buttonClasses } from "./button";

interface ConfirmDialogProps {
  /** The trigger button's content (its word, and what screen readers hear after it). */
  trigger: ReactNode;
  title: string;
  /** The question, read as the dialog's description. */
  question: ReactNode;
  /** What it means, under the question. */
  detail?: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** The step itself; the dialog stays open, its button saying `pendingLabel`, until it ends, then closes. */
  onConfirm: () => Promise<unknown>;
}

/**
 * The one confirmation before a step that cannot be undone (Radix alert dialog: the focus starts on Cancel, Escape is
 * a cancel too, and the focus goes back to the trigger). Cancel closes it and does nothing.
 */
export function ConfirmDialog({ trigger, title, question, detail, confirmLabel, pendingLabel, onConfirm }: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const [pending, whileSubmitting] = useSubmitting();

  function confirm() {
    void whileSubmitting(async () => {
      try {
        await onConfirm();
      } finally {
        setOpen(false);
      }
    });
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={buttonClasses("outline", "sm")}>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-display text-xl font-medium text-ink">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-ink/80">{question}</AlertDialog.Description>
          {detail ? <p className="mt-2 text-sm text-muted">{detail}</p> : null}
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses("outline", "sm")}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses("primary", "sm")}
              disabled={pending}
              onClick={(event) => {
                event.preventDefault();
                confirm();
              }}
            >
              {pending ? pendingLabel : confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
