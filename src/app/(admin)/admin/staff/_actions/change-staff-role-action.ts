"use server";

import { revalidatePath } from "next/cache";
import { changeStaffRoleSchema } from "@/lib/validation/staff";
import { safeAction } from "@/server/actions/safe-action";
import { requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { changeStaffRole } from "@/server/staff/staff";

/** staff.manage: one role per person; the last admin cannot be demoted. */
export const changeStaffRoleAction = safeAction({
  schema: changeStaffRoleSchema,
  authorize: async () => (await requirePermission("staff.manage")).ok,
  failureMessage: "Failed to change the role. Please try again.",
  async handler({ userId, role }) {
    await changeStaffRole(await getDb(), userId, role);
    revalidatePath("/admin/staff");
    return { userId, role };
  },
});
