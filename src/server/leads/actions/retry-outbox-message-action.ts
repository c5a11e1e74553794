"use server";

import { z } from "zod";
import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { formStateAction } from "@/server/actions/form-state-action";
import { safeAction } from "@/server/actions/safe-action";
import { requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { PublicError } from "@/server/errors";
import { retryLeadMail } from "@/server/leads/admin-leads";
import { revalidateLeadPages } from "@/server/leads/revalidate-lead-pages";

/* The Leads tab's mail retry; the lead's own writes are the other files here. */

const idSchema = z.uuid({ error: "Invalid id" });

/** leads.all: the outbox is the whole agency's. */
export const retryOutboxMessageAction = safeAction({
  schema: z.object({ id: idSchema }),
  authorize: async () => (await requirePermission("leads.all")).ok,
  failureMessage: adminFailureMessages.retryMail,
  handler: async ({ id }) => {
    const retried = await retryLeadMail(await getDb(), id);
    if (!retried) throw new PublicError("This e-mail has already been sent or no longer exists.", 404);
    revalidateLeadPages();
    return { id };
  },
});

/** Retry, with or without JavaScript; `description` (the e-mail's kind and address) only words the answer. */
export const retryOutboxMessageFormAction = formStateAction({
  fields: ["id", "description"],
  run: ({ id }) => retryOutboxMessageAction({ id }),
  success: (_retried, { description }) => ({ title: "E-mail queued again", message: description ?? "" }),
});
