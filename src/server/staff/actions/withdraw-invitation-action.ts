"use server";

import { revalidatePath } from "next/cache";
import { invitationIdSchema } from "@/lib/validation/staff";
import { safeAction } from "@/server/actions/safe-action";
import { formStateAction } from "@/server/actions/form-state-action";
import { requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { withdrawInvitation } from "@/server/staff/invitations";

/** staff.manage: an invitation not yet accepted is withdrawn; its link stops working. */
export const withdrawInvitationAction = safeAction({
  schema: invitationIdSchema,
  authorize: async () => (await requirePermission("staff.manage")).ok,
  failureMessage: "Failed to withdraw the invitation. Please try again.",
  async handler({ id }) {
    await withdrawInvitation(await getDb(), id);
    revalidatePath("/admin/staff");
    return { id };
  },
});

/** The invitation's Withdraw, confirmed, with or without JavaScript; `name` (the invitee's e-mail) only words the answer. */
export const withdrawInvitationFormAction = formStateAction({
  fields: ["id", "name"],
  run: ({ id }) => withdrawInvitationAction({ id }),
  success: (_withdrawn, { name }) => ({ title: "Invitation withdrawn", message: name ?? "" }),
});
