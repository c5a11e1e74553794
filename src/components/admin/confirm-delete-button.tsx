"use client";

import { useRouter } from "next/navigation";
import type { ReactNode } from "react";
import { notifySuccess } from "@/components/feedback/notify";
import { runAction } from "@/components/feedback/submit-safely";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

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

  async function confirmDelete() {
    const removed = await runAction(remove, failureMessage);
    if (removed === undefined) return;
    notifySuccess(successTitle, successDetail ? successDetail(removed) : itemTitle);
    router.refresh();
  }

  return (
    <ConfirmDialog
      trigger={
        <>
          {actionLabel}
          <span className="sr-only"> “{itemTitle}”</span>
        </>
      }
      title={dialogTitle}
      question={question}
      detail={detail}
      confirmLabel={actionLabel}
      pendingLabel={pendingLabel}
      onConfirm={confirmDelete}
    />
  );
}
