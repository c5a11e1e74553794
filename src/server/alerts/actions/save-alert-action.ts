"use server";

import { z } from "zod";
import type { EnquiryActionState } from "@/lib/forms/action-state";
import { HONEYPOT_FIELD } from "@/lib/validation/honeypot";
import { safeAction } from "@/server/actions/safe-action";
import { getDb } from "@/server/db";
import { env } from "@/env";
import { wakeOutboxWorker } from "@/server/email/worker";
import { saveAlert } from "@/server/alerts/subscriptions";

const formSchema = z.record(z.string(), z.string());
const failure = "We couldn't save your alert. Please try again.";
const alertSavedState = {
  title: "Check your e-mail",
  message: "We've sent you a link to confirm. Nothing is sent until you follow it.",
} as const;

/**
 * "E-mail me new matches" (a saved search) and "Keep me updated" (a listing): `search` or `listing` names what to
 * follow, `email` and `frequency` the rest. Works as a plain form post without JavaScript.
 */
export async function saveAlertAction(_previous: EnquiryActionState, formData: FormData): Promise<EnquiryActionState> {
  const fields: Record<string, string> = {};
  for (const [name, value] of formData.entries()) if (typeof value === "string" && !name.startsWith("$")) fields[name] = value;
  const values = { email: fields.email ?? "", frequency: fields.frequency ?? "" };
  if ((fields[HONEYPOT_FIELD] ?? "").trim() !== "") return { status: "success", ...alertSavedState, values: {} };

  const run = safeAction({
    schema: formSchema,
    failureMessage: failure,
    rateLimit: { name: "listing-alert", limit: env.RATE_LIMIT_FORMS_MAX, windowMs: env.RATE_LIMIT_FORMS_WINDOW_SECONDS * 1000 },
    handler: async (data) => {
      const subject = data.listing
        ? ({ kind: "listing", listingId: data.listing } as const)
        : ({ kind: "search", path: data.search ?? "" } as const);
      return saveAlert(await getDb(), { fields: { email: data.email, frequency: data.frequency }, subject });
    },
  });
  const outcome = await run(fields);
  if (!outcome.ok) return { status: "error", title: "Error", message: outcome.message, values };
  if (!outcome.data.ok) return { status: "error", title: "Invalid Input", message: outcome.data.message, values };
  wakeOutboxWorker();
  return { status: "success", ...alertSavedState, values: {} };
}
