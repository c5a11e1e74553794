"use server";

import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { leadOwnerSchema } from "@/lib/validation/lead-admin";
import { safeAction } from "@/server/actions/safe-action";
import { requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { wakeOutboxWorker } from "@/server/email/worker";
import { PublicError } from "@/server/errors";
import { setLeadOwner } from "@/server/leads/admin-leads";
import { isAssignable } from "@/server/leads/lead-routing";
import { revalidateLeadPages } from "@/server/leads/revalidate-lead-pages";

/** leads.all: gives a lead to another active staff member, or to the principal (blank); they are e-mailed at once. */
export const setLeadOwnerAction = safeAction({
  schema: leadOwnerSchema,
  authorize: async () => (await requirePermission("leads.all")).ok,
  failureMessage: adminFailureMessages.updateLead,
  handler: async ({ id, ownerId }) => {
    const db = await getDb();
    if (ownerId !== null && !(await isAssignable(db, ownerId))) throw new PublicError("Please choose an active staff member.");
    if (!(await setLeadOwner(db, id, ownerId))) throw new PublicError("This lead no longer exists.", 404);
    wakeOutboxWorker();
    revalidateLeadPages();
    return { id, ownerId };
  },
});
