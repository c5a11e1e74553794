"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { retryOutboxMessageAction, setLeadHandledAction } from "@/app/(admin)/admin/blog/_actions/leads";
import { notifySuccess } from "@/components/feedback/notify";
import { runAction } from "@/components/feedback/submit-safely";
import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { Button } from "@/components/ui/button";

/** 'Mark handled' on a new lead, 'Mark as new' on a handled one. */
export function HandledToggle({ id, name, handled }: { id: string; name: string; handled: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function toggle() {
    startTransition(async () => {
      const result = await runAction(() => setLeadHandledAction({ id, handled: !handled }), adminFailureMessages.updateLead);
      if (result === undefined) return;
      notifySuccess(handled ? "Marked as new" : "Marked handled", name);
      router.refresh();
    });
  }

  return (
    <Button variant={handled ? "outline" : "primary"} size="sm" onClick={toggle} disabled={pending} aria-busy={pending || undefined}>
      {handled ? "Mark as new" : "Mark handled"}
      <span className="sr-only">: {name}</span>
    </Button>
  );
}

/** Sends a pending or failed e-mail again now. */
export function RetryMailButton({ id, description }: { id: string; description: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function retry() {
    startTransition(async () => {
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
