"use server";

import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { routingRuleIdSchema } from "@/lib/validation/lead-admin";
import { safeAction } from "@/server/actions/safe-action";
import { requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { PublicError } from "@/server/errors";
import { removeRoutingRule } from "@/server/leads/lead-routing";
import { revalidateLeadPages } from "@/server/leads/revalidate-lead-pages";

/** settings.manage. */
export const removeRoutingRuleAction = safeAction({
  schema: routingRuleIdSchema,
  authorize: async () => (await requirePermission("settings.manage")).ok,
  failureMessage: adminFailureMessages.saveLeadSettings,
  handler: async ({ id }) => {
    if (!(await removeRoutingRule(await getDb(), id))) throw new PublicError("This rule no longer exists.", 404);
    revalidateLeadPages();
    return { id };
  },
});
