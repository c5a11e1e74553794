"use client";

import { AlertDialog } from "radix-ui";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { notifySuccess } from "@/components/feedback/notify";
import { runAction } from "@/components/feedback/submit-safely";
import { buttonClasses } from "@/components/ui/button";
import { useSubmitting } from "@/components/feedback/use-submitting";

interface ConfirmDeleteButtonProps<T> {
  /** What is deleted, named in the button's accessible name and the success toast. */
  itemTitle: string;
  dialogTitle: string;
  question: string;
  /** What deleting means, under the question. */
  detail: ReactNode;
  successTitle: string;
  remove: () => Promise<{ ok: true; data: T } | { ok: false; message: string }>;
  /** The success toast's line from what the action answered (default: `itemTitle`). */
  successDetail?: (data: T) => string;
  /** Said when the request itself fails (no connection, an error page): the server's own failure sentence. */
  failureMessage: string;
  /** The button's and the confirming action's word, for a destructive step that is not a delete ("Deactivate"). */
  actionLabel?: string;
  pendingLabel?: string;
}

/**
 * Delete (or another step that cannot be undone) after a confirmation dialog; the server's message in a toast on
 * failure, then the page refreshes. Cancel closes the dialog and sends nothing.
 */
export function ConfirmDeleteButton<T = unknown>({
  itemTitle,
  dialogTitle,
  question,
  detail,
  successTitle,
  remove,
  successDetail,
  failureMessage,
  actionLabel = "Delete",
  pendingLabel = "Deleting...",
}: ConfirmDeleteButtonProps<T>) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, whileSubmitting] = useSubmitting();

  function confirmDelete() {
    whileSubmitting(async () => {
      const removed = await runAction(remove, failureMessage);
      setOpen(false);
      if (removed === undefined) return;
      notifySuccess(successTitle, successDetail ? successDetail(removed) : itemTitle);
      router.refresh();
    });
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger className={buttonClasses("outline", "sm")}>
        {actionLabel}
        <span className="sr-only"> “{itemTitle}”</span>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-display text-xl font-medium text-ink">{dialogTitle}</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-ink/80">{question}</AlertDialog.Description>
          <p className="mt-2 text-sm text-muted">{detail}</p>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClasses("outline", "sm")}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses("primary", "sm")}
              disabled={pending}
              onClick={(event) => {
                event.preventDefault();
                confirmDelete();
              }}
            >
              {pending ? pendingLabel : actionLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
