"use server";

import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { routingRuleIdSchema } from "@/lib/validation/lead-admin";
import { safeAction } from "@/server/actions/safe-action";
import { formStateAction } from "@/server/actions/form-state-action";
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

/** A routing rule's Remove, confirmed, with or without JavaScript; `name` (the rule, described) only words the answer. */
export const removeRoutingRuleFormAction = formStateAction({
  fields: ["id", "name"],
  run: ({ id }) => removeRoutingRuleAction({ id }),
  success: (_removed, { name }) => ({ title: "Rule removed", message: name ?? "" }),
});
