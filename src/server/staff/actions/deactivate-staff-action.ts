"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import type { EnquiryActionState } from "@/lib/forms/action-state";
import { deactivateStaffSchema } from "@/lib/validation/staff";
import { safeAction } from "@/server/actions/safe-action";
import { permittedCaller, requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { revalidateLeadPages } from "@/server/leads/revalidate-lead-pages";
import { deactivateStaff } from "@/server/staff/staff";

/**
 * staff.manage: the role goes, every session of theirs ends at once, and their open leads go where the admin chose
 * (the principal, or the other agents in turn); not yourself, not the last admin.
 */
const deactivate = safeAction({
  schema: deactivateStaffSchema,
  authorize: async () => (await requirePermission("staff.manage")).ok,
  failureMessage: "Failed to deactivate this person. Please try again.",
  async handler({ userId, openLeadsTo }) {
    const admin = await permittedCaller("staff.manage");
    const { movedLeads } = await deactivateStaff(await getDb(), admin.userId, userId, { openLeadsTo });
    revalidatePath("/admin/staff");
    revalidateLeadPages();
    return { userId, movedLeads, openLeadsTo };
  },
});

/** The Staff page's 'Deactivate' form, with or without JavaScript; on success the page says who left and where their leads went. */
export async function deactivateStaffAction(_previous: EnquiryActionState, formData: FormData): Promise<EnquiryActionState> {
  const values = { userId: String(formData.get("userId") ?? ""), openLeadsTo: String(formData.get("openLeadsTo") ?? "") };
  const result = await deactivate(values);
  if (!result.ok) return { status: "error", title: "Error", message: result.message, values };
  const { userId, movedLeads, openLeadsTo } = result.data;
  const query = new URLSearchParams({ deactivated: userId, moved: String(movedLeads), ...(openLeadsTo ? { to: openLeadsTo } : {}) });
  redirect(`/admin/staff?${query}#deactivated`);
}
