"use server";

import type { EnquiryActionState } from "@/lib/forms/action-state";
import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { moveRoutingRuleSchema } from "@/lib/validation/lead-admin";
import { safeAction } from "@/server/actions/safe-action";
import { requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { PublicError } from "@/server/errors";
import { moveRoutingRule } from "@/server/leads/lead-routing";
import { revalidateLeadPages } from "@/server/leads/revalidate-lead-pages";

const move = safeAction({
  schema: moveRoutingRuleSchema,
  authorize: async () => (await requirePermission("settings.manage")).ok,
  failureMessage: adminFailureMessages.saveLeadSettings,
  handler: async ({ id, to }) => {
    if (!(await moveRoutingRule(await getDb(), id, to)))
      throw new PublicError("This rule no longer exists. Refresh the page to see the current rules.", 404);
    revalidateLeadPages();
    return { to };
  },
});

/**
 * settings.manage: puts a routing rule at another place in the order (Move up / Move down, or a drag), with or
 * without JavaScript. The first rule that matches a lead wins.
 */
export async function moveRoutingRuleAction(_previous: EnquiryActionState, formData: FormData): Promise<EnquiryActionState> {
  const values = { id: String(formData.get("id") ?? ""), to: String(formData.get("to") ?? "") };
  const result = await move(values);
  if (!result.ok) return { status: "error", title: "Error", message: result.message, values: {} };
  return { status: "success", title: "Order saved", message: `The rule is now number ${result.data.to + 1}.`, values: {} };
}
