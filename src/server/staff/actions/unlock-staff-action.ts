"use server";

import { revalidatePath } from "next/cache";
import type { EnquiryActionState } from "@/lib/forms/action-state";
import { staffMemberSchema } from "@/lib/validation/staff";
import { safeAction } from "@/server/actions/safe-action";
import { requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { unlockStaffAccount } from "@/server/staff/staff";

/** staff.manage: lifts a colleague's sign-in lock and forgets their failed sign-ins. */
const unlock = safeAction({
  schema: staffMemberSchema,
  authorize: async () => (await requirePermission("staff.manage")).ok,
  failureMessage: "Failed to unlock this account. Please try again.",
  async handler({ userId }) {
    const unlocked = await unlockStaffAccount(await getDb(), userId);
    revalidatePath("/admin/staff");
    return unlocked;
  },
});

/** The Staff page's 'Unlock' button, with or without JavaScript. */
export async function unlockStaffAction(_previous: EnquiryActionState, formData: FormData): Promise<EnquiryActionState> {
  const values = { userId: String(formData.get("userId") ?? "") };
  const result = await unlock(values);
  if (!result.ok) return { status: "error", title: "Error", message: result.message, values };
  const { name, wasLocked } = result.data;
  const message = wasLocked ? `${name} can sign in again.` : `${name} was not locked; their failed sign-ins are forgotten.`;
  return { status: "success", title: "Unlocked", message, values: {} };
}
