"use server";

import { revalidatePath } from "next/cache";
import type { EnquiryActionState } from "@/lib/forms/action-state";
import { inviteStaffSchema } from "@/lib/validation/staff";
import { safeAction } from "@/server/actions/safe-action";
import { permittedCaller, requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { wakeOutboxWorker } from "@/server/email/worker";
import { inviteStaff } from "@/server/staff/invitations";

/** staff.manage: stores the invitation and queues its e-mail (the link goes through the outbox). */
const invite = safeAction({
  schema: inviteStaffSchema,
  authorize: async () => (await requirePermission("staff.manage")).ok,
  failureMessage: "Failed to send the invitation. Please try again.",
  async handler({ email, role }) {
    const admin = await permittedCaller("staff.manage");
    await inviteStaff(await getDb(), { email, role, invitedBy: admin });
    wakeOutboxWorker();
    revalidatePath("/admin/staff");
    return { email };
  },
});

/** The Staff page's 'Invite' form, with or without JavaScript. */
export async function inviteStaffAction(_previous: EnquiryActionState, formData: FormData): Promise<EnquiryActionState> {
  const values = { email: String(formData.get("email") ?? ""), role: String(formData.get("role") ?? "") };
  const result = await invite(values);
  if (!result.ok) return { status: "error", title: "Error", message: result.message, values };
  return {
    status: "success",
    title: "Invitation sent",
    message: `We e-mailed an invitation to ${result.data.email}. The link works for 7 days.`,
    values: {},
  };
}
