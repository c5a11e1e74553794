"use client";

import { deactivateStaffAction } from "@/app/(admin)/admin/staff/_actions/deactivate-staff-action";
import { ConfirmDeleteButton } from "@/components/admin/confirm-delete-button";

/** Deactivate after a confirmation: the role goes and they are signed out everywhere at once. */
export function DeactivateStaffButton({ userId, name }: { userId: string; name: string }) {
  return (
    <ConfirmDeleteButton
      itemTitle={name}
      dialogTitle="Deactivate staff member"
      question={`Deactivate ${name}?`}
      detail="They lose access to the admin and are signed out on every device at once. Their posts stay. You can reactivate them later."
      successTitle="Deactivated"
      failureMessage="Failed to deactivate this person. Please try again."
      actionLabel="Deactivate"
      pendingLabel="Deactivating..."
      remove={() => deactivateStaffAction({ userId })}
    />
  );
}
