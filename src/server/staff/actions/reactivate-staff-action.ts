"use server";

import { revalidatePath } from "next/cache";
import { staffMemberSchema } from "@/lib/validation/staff";
import { safeAction } from "@/server/actions/safe-action";
import { roleLabels } from "@/lib/auth/permissions";
import { formStateAction } from "@/server/actions/form-state-action";
import { requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { reactivateStaff } from "@/server/staff/staff";

/** staff.manage: a former staff member gets their role back. */
export const reactivateStaffAction = safeAction({
  schema: staffMemberSchema,
  authorize: async () => (await requirePermission("staff.manage")).ok,
  failureMessage: "Failed to reactivate this person. Please try again.",
  async handler({ userId }) {
    const role = await reactivateStaff(await getDb(), userId);
    revalidatePath("/admin/staff");
    return { userId, role };
  },
});

/** The Staff page's Reactivate, with or without JavaScript; `name` (the person's) only words the answer. */
export const reactivateStaffFormAction = formStateAction({
  fields: ["userId", "name"],
  run: ({ userId }) => reactivateStaffAction({ userId }),
  success: ({ role }, { name }) => ({ title: "Reactivated", message: `${name ?? ""} is ${roleLabels[role]} again.` }),
});
