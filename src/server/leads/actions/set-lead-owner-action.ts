"use server";

import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { leadOwnerSchema } from "@/lib/validation/lead-admin";
import { safeAction } from "@/server/actions/safe-action";
import { formStateAction } from "@/server/actions/form-state-action";
import { requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { wakeOutboxWorker } from "@/server/email/worker";
import { PublicError } from "@/server/errors";
import { setLeadOwner } from "@/server/leads/admin-leads";
import { leadOwnerRefusal } from "@/server/leads/lead-routing";
import { revalidateLeadPages } from "@/server/leads/revalidate-lead-pages";

/** leads.all: gives a lead to another staff member who works leads, or to the principal (blank); they are e-mailed at once. */
export const setLeadOwnerAction = safeAction({
  schema: leadOwnerSchema,
  authorize: async () => (await requirePermission("leads.all")).ok,
  failureMessage: adminFailureMessages.updateLead,
  handler: async ({ id, ownerId }) => {
    const db = await getDb();
    const refusal = ownerId === null ? null : await leadOwnerRefusal(db, ownerId);
    if (refusal) throw new PublicError(refusal);
    if (!(await setLeadOwner(db, id, ownerId))) throw new PublicError("This lead no longer exists.", 404);
    wakeOutboxWorker();
    revalidateLeadPages();
    return { id, ownerId };
  },
});

/** The lead card's owner form, with or without JavaScript; `name` (the lead's) only words the answer. */
export const setLeadOwnerFormAction = formStateAction({
  fields: ["id", "ownerId", "name"],
  run: setLeadOwnerAction,
  success: (_saved, { name }) => ({ title: "Owner changed", message: name ?? "" }),
});
