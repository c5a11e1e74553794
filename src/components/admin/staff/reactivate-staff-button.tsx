"use client";

import { useRouter } from "next/navigation";
import { reactivateStaffAction } from "@/server/staff/actions/reactivate-staff-action";
import { notifySuccess } from "@/components/feedback/notify";
import { runAction } from "@/components/feedback/submit-safely";
import { Button } from "@/components/ui/button";
import { roleLabels } from "@/lib/auth/permissions";
import { useSubmitting } from "@/components/feedback/use-submitting";

/** Gives a former staff member their role back. */
export function ReactivateStaffButton({ userId, name }: { userId: string; name: string }) {
  const router = useRouter();
  const [pending, whileSubmitting] = useSubmitting();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={pending}
      onClick={() =>
        whileSubmitting(async () => {
          const done = await runAction(() => reactivateStaffAction({ userId }), "Failed to reactivate this person. Please try again.");
          if (done === undefined) return;
          notifySuccess("Reactivated", `${name} is ${roleLabels[done.role]} again.`);
          router.refresh();
        })
      }
    >
      {pending ? "Reactivating..." : "Reactivate"}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}
