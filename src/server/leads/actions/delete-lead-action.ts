"use server";

import { z } from "zod";
import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { leadIdSchema } from "@/lib/validation/lead-admin";
import { safeAction } from "@/server/actions/safe-action";
import { formStateAction } from "@/server/actions/form-state-action";
import { requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { PublicError } from "@/server/errors";
import { deleteLead } from "@/server/leads/admin-leads";
import { logger } from "@/server/log";
import { revalidateLeadPages } from "@/server/leads/revalidate-lead-pages";

/** leads.all: deletes a lead on request (a privacy request), with its notes and every e-mail about it. */
export const deleteLeadAction = safeAction({
  schema: z.object({ id: leadIdSchema }),
  authorize: async () => (await requirePermission("leads.all")).ok,
  failureMessage: adminFailureMessages.deleteLead,
  handler: async ({ id }) => {
    if (!(await deleteLead(await getDb(), id))) throw new PublicError("This lead no longer exists.", 404);
    logger.info({ id }, "lead deleted on request, with its e-mails");
    revalidateLeadPages();
    return { id };
  },
});

/** The lead card's Delete, confirmed, with or without JavaScript; `name` (the lead's) only words the answer. */
export const deleteLeadFormAction = formStateAction({
  fields: ["id", "name"],
  run: ({ id }) => deleteLeadAction({ id }),
  success: (_deleted, { name }) => ({ title: "Lead deleted", message: name ?? "" }),
});
