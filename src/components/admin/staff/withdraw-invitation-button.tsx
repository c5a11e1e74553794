"use client";

import { withdrawInvitationFormAction } from "@/server/staff/actions/withdraw-invitation-action";
import { ConfirmDeleteButton } from "@/components/admin/confirm-delete-button";

/** Withdraw an invitation after a confirmation: its link stops working. */
export function WithdrawInvitationButton({ id, email }: { id: string; email: string }) {
  return (
    <ConfirmDeleteButton
      itemTitle={email}
      dialogTitle="Withdraw invitation"
      question={`Withdraw the invitation to ${email}?`}
      detail="The link in their e-mail stops working. You can invite them again later."
      failureMessage="Failed to withdraw the invitation. Please try again."
      actionLabel="Withdraw"
      pendingLabel="Withdrawing..."
      action={withdrawInvitationFormAction}
      fields={{ id, name: email }}
    />
  );
}
