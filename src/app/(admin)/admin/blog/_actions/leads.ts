"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { safeAction } from "@/server/actions/safe-action";
import { requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { PublicError } from "@/server/errors";
import { retryLeadMail, setLeadHandled } from "@/server/leads/admin-leads";

/* The Leads tab's writes; each checks leads.all itself (safeAction's authorize). */

const mayHandleAllLeads = async () => (await requirePermission("leads.all")).ok;

const idSchema = z.uuid({ error: "Invalid id" });

export const setLeadHandledAction = safeAction({
  schema: z.object({ id: idSchema, handled: z.boolean({ error: "Handled must be true or false" }) }),
  authorize: mayHandleAllLeads,
  failureMessage: adminFailureMessages.updateLead,
  handler: async ({ id, handled }) => {
    const lead = await setLeadHandled(await getDb(), id, handled);
    if (!lead) throw new PublicError("This lead no longer exists.", 404);
    revalidatePath("/admin/blog");
    return { id: lead.id, status: lead.status, handledAt: lead.handledAt?.toISOString() ?? null };
  },
});

export const retryOutboxMessageAction = safeAction({
  schema: z.object({ id: idSchema }),
  authorize: mayHandleAllLeads,
  failureMessage: adminFailureMessages.retryMail,
  handler: async ({ id }) => {
    const retried = await retryLeadMail(await getDb(), id);
    if (!retried) throw new PublicError("This e-mail has already been sent or no longer exists.", 404);
    revalidatePath("/admin/blog");
    return { id };
  },
});
