"use server";

import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { leadSettingsSchema } from "@/lib/validation/lead-admin";
import { safeAction } from "@/server/actions/safe-action";
import { formStateAction } from "@/server/actions/form-state-action";
import { requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { saveLeadSettings } from "@/server/leads/lead-settings";
import { revalidateLeadPages } from "@/server/leads/revalidate-lead-pages";

/** settings.manage: the principal's e-mail and the public holidays the reply clock skips. */
export const saveLeadSettingsAction = safeAction({
  schema: leadSettingsSchema,
  authorize: async () => (await requirePermission("settings.manage")).ok,
  failureMessage: adminFailureMessages.saveLeadSettings,
  handler: async (settings) => {
    await saveLeadSettings(await getDb(), settings);
    revalidateLeadPages();
    return { saved: true };
  },
});

/** The Lead settings form, with or without JavaScript. */
export const saveLeadSettingsFormAction = formStateAction({
  fields: ["principalEmail", "publicHolidays"],
  run: saveLeadSettingsAction,
  success: () => ({ title: "Lead settings saved", message: "" }),
});
