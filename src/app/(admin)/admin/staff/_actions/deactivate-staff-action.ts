"use server";

import { revalidatePath } from "next/cache";
import { staffMemberSchema } from "@/lib/validation/staff";
import { safeAction } from "@/server/actions/safe-action";
import { permittedCaller, requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { deactivateStaff } from "@/server/staff/staff";

/** staff.manage: the role goes and every session of theirs ends at once; not yourself, not the last admin. */
export const deactivateStaffAction = safeAction({
  schema: staffMemberSchema,
  authorize: async () => (await requirePermission("staff.manage")).ok,
  failureMessage: "Failed to deactivate this person. Please try again.",
  async handler({ userId }) {
    const admin = await permittedCaller("staff.manage");
    await deactivateStaff(await getDb(), admin.userId, userId);
    revalidatePath("/admin/staff");
    return { userId };
  },
});
