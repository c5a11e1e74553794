"use client";

import { useRouter } from "next/navigation";
import { bulkUpdatePostImagesAction } from "@/app/(admin)/admin/blog/_actions/posts";
import { notifySuccess } from "@/components/feedback/notify";
import { runAction } from "@/components/feedback/submit-safely";
import { Button } from "@/components/ui/button";
import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { useSubmitting } from "@/components/feedback/use-submitting";

/** The spec's bulk update: the nine named posts get their images and dates one week apart. */
export function BulkUpdateButton() {
  const router = useRouter();
  const [pending, whileSubmitting] = useSubmitting();
  return (
    <Button
      variant="outline"
      disabled={pending}
      aria-busy={pending}
      onClick={() =>
        whileSubmitting(async () => {
          const result = await runAction(() => bulkUpdatePostImagesAction({}), adminFailureMessages.bulkUpdate);
          if (!result) return;
          const { updated, missing } = result;
          notifySuccess("Blog images updated", `${updated.length} posts updated${missing.length ? `, ${missing.length} not found` : ""}.`);
          router.refresh();
        })
      }
    >
      {pending ? "Updating..." : "Update Blog Images"}
    </Button>
  );
}
