"use client";

import { reactivateStaffFormAction } from "@/server/staff/actions/reactivate-staff-action";
import { ActionButton } from "@/components/admin/action-button";

/** Gives a former staff member their role back, with or without JavaScript. */
export function ReactivateStaffButton({ userId, name }: { userId: string; name: string }) {
  return (
    <ActionButton
      action={reactivateStaffFormAction}
      fields={{ userId, name }}
      label="Reactivate"
      pendingLabel="Reactivating..."
      labelDetail={` ${name}`}
      failureMessage="Failed to reactivate this person. Please try again."
    />
  );
}
