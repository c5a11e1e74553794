"use server";

import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { routingRuleSchema } from "@/lib/validation/lead-admin";
import { safeAction } from "@/server/actions/safe-action";
import { formStateAction } from "@/server/actions/form-state-action";
import { requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { PublicError } from "@/server/errors";
import { addRoutingRule, leadOwnerRefusal } from "@/server/leads/lead-routing";
import { revalidateLeadPages } from "@/server/leads/revalidate-lead-pages";

/** settings.manage: a rule giving leads of a type and/or suburb to a staff member; tried after the existing rules. */
export const addRoutingRuleAction = safeAction({
  schema: routingRuleSchema,
  authorize: async () => (await requirePermission("settings.manage")).ok,
  failureMessage: adminFailureMessages.saveLeadSettings,
  handler: async (rule) => {
    const db = await getDb();
    const refusal = await leadOwnerRefusal(db, rule.ownerId);
    if (refusal) throw new PublicError(refusal);
    const id = await addRoutingRule(db, rule);
    revalidateLeadPages();
    return { id };
  },
});

/** The Add a routing rule form, with or without JavaScript. */
export const addRoutingRuleFormAction = formStateAction({
  fields: ["enquiryType", "suburb", "ownerId"],
  run: addRoutingRuleAction,
  success: (_added, { suburb }) => ({ title: "Rule added", message: suburb || "Routing rule" }),
});
