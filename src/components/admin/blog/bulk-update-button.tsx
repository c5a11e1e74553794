"use client";

import { bulkUpdatePostImagesFormAction } from "@/server/blog/actions/post-actions";
import { ConfirmDeleteButton } from "@/components/admin/confirm-delete-button";
import { adminFailureMessages } from "@/lib/admin/failure-messages";

/**
 * The spec's bulk update: the nine seeded posts get their images back and dates one week apart. It rewrites posts an
 * agency may since have edited, so it asks first (admins only; the action checks posts.bulk again).
 */
export function BulkUpdateButton() {
  return (
    <ConfirmDeleteButton
      itemTitle="the nine sample posts"
      dialogTitle="Update Blog Images"
      question="Give the nine sample posts their original pictures and new publish dates, one week apart from today?"
      detail="Their current featured images and publish dates are replaced, including any changes made since. This cannot be undone."
      action={bulkUpdatePostImagesFormAction}
      fields={{}}
      failureMessage={adminFailureMessages.bulkUpdate}
      actionLabel="Update Blog Images"
      pendingLabel="Updating..."
    />
  );
}
