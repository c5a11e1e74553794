"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { bulkUpdatePostImagesAction } from "@/app/(admin)/admin/blog/_actions/posts";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { Button } from "@/components/ui/button";

const failure = "Failed to update blog images. Please try again.";

/** The spec's bulk update: the nine named posts get their images and dates one week apart. */
export function BulkUpdateButton() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button
      variant="outline"
      disabled={pending}
      aria-busy={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await bulkUpdatePostImagesAction({}).catch(() => null);
          if (!result?.ok) {
            notifyError("Error", result?.message ?? failure);
            return;
          }
          const { updated, missing } = result.data;
          notifySuccess("Blog images updated", `${updated.length} posts updated${missing.length ? `, ${missing.length} not found` : ""}.`);
          router.refresh();
        })
      }
    >
      {pending ? "Updating..." : "Update Blog Images"}
    </Button>
  );
}
