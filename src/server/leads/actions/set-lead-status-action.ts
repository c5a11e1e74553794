"use server";

import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { leadStatusLabels } from "@/lib/leads/lead-options";
import { leadStatusSchema } from "@/lib/validation/lead-admin";
import { safeAction } from "@/server/actions/safe-action";
import { formStateAction } from "@/server/actions/form-state-action";
import { permissionDeniedMessage, requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { PublicError } from "@/server/errors";
import { setLeadStatus } from "@/server/leads/admin-leads";
import { currentLeadActor } from "@/server/leads/lead-access";
import { revalidateLeadPages } from "@/server/leads/revalidate-lead-pages";

/** leads.own: an agent moves only the leads they own (the update's WHERE says so); leads.all any lead. */
export const setLeadStatusAction = safeAction({
  schema: leadStatusSchema,
  authorize: async () => (await requirePermission("leads.own")).ok,
  failureMessage: adminFailureMessages.updateLead,
  handler: async ({ id, status }) => {
    const actor = await currentLeadActor();
    if (!actor) throw new PublicError(permissionDeniedMessage);
    const lead = await setLeadStatus(await getDb(), id, status, actor.scope);
    if (!lead) throw new PublicError("This lead no longer exists.", 404);
    revalidateLeadPages();
    return { id: lead.id, status: lead.status, firstRepliedAt: lead.firstRepliedAt?.toISOString() ?? null };
  },
});

/** The lead card's status form, with or without JavaScript; `name` (the lead's) only words the answer. */
export const setLeadStatusFormAction = formStateAction({
  fields: ["id", "status", "name"],
  run: setLeadStatusAction,
  success: ({ status }, { name }) => ({ title: `Status: ${leadStatusLabels[status]}`, message: name ?? "" }),
});
