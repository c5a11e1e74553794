"use server";

import type { EnquiryActionState } from "@/lib/forms/action-state";
import { agencyFormValues, agencyFromForm } from "@/lib/site-content/agency";
import { accessDeniedMessage } from "@/server/actions/safe-action";
import { requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { logger } from "@/server/log";
import { saveSiteDocument } from "@/server/site-content/store";

/** Text fields only: what the form posts back is shown again after a refusal, so nothing has to be typed twice. */
function enteredValues(form: FormData): Record<string, string> {
  return Object.fromEntries(
    [...form.entries()].filter(([name, value]) => !name.startsWith("$") && typeof value === "string") as [string, string][],
  );
}

/**
 * Saves the agency's settings (admins only). Every public page shows them, and is rendered again with them within a
 * second of the save (the site's content version: src/server/content-pages/). A refused entry changes nothing.
 */
export async function saveAgencyAction(_previous: EnquiryActionState, form: FormData): Promise<EnquiryActionState> {
  const values = enteredValues(form);
  const check = await requirePermission("settings.manage");
  if (!check.ok) return { status: "error", title: "Not saved", message: accessDeniedMessage, values };
  try {
    const saved = await saveSiteDocument(await getDb(), "agency", agencyFromForm(form), check.userId);
    if (!saved.ok) return { status: "error", title: "Not saved", message: saved.message, values };
    logger.info({ userId: check.userId }, "agency settings saved");
    return {
      status: "success",
      title: "Saved.",
      message: "Every page shows the new details from now on.",
      values: agencyFormValues(saved.data),
    };
  } catch (error) {
    logger.error({ err: error }, "could not save the agency settings");
    return { status: "error", title: "Not saved", message: "Something went wrong. Please try again.", values };
  }
}
