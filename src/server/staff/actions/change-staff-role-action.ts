"use server";

import { revalidatePath } from "next/cache";
import { changeStaffRoleSchema } from "@/lib/validation/staff";
import { roleLabels } from "@/lib/auth/permissions";
import { safeAction } from "@/server/actions/safe-action";
import { formStateAction } from "@/server/actions/form-state-action";
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

/** The Staff page's role form, with or without JavaScript; `name` (the colleague's) only words the answer. */
export const changeStaffRoleFormAction = formStateAction({
  fields: ["userId", "role", "name"],
  run: changeStaffRoleAction,
  success: ({ role }, { name }) => ({ title: "Role changed", message: `${name} is now ${roleLabels[role]}.` }),
});
