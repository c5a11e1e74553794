"use server";

import { revalidatePath } from "next/cache";
import { feedSourceEnabledSchema } from "@/lib/validation/listings-admin";
import { safeAction } from "@/server/actions/safe-action";
import { requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { setFeedSourceEnabled } from "@/server/listings/admin-feeds";
import type { ListingFormState } from "@/lib/admin/listing-form-state";
import { formValues } from "@/lib/forms/form-values";

/** settings.manage: disables a source (its token is refused at once) or enables it again. */
const setEnabled = safeAction({
  schema: feedSourceEnabledSchema,
  authorize: async () => (await requirePermission("settings.manage")).ok,
  failureMessage: "Failed to change the source. Please try again.",
  async handler({ id, enabled }) {
    const result = await setFeedSourceEnabled(await getDb(), id, enabled);
    revalidatePath("/admin/listings/feed");
    return { ...result, enabled };
  },
});

/** A source's "Disable" confirmation or "Enable" button, with or without JavaScript. */
export async function setFeedSourceEnabledAction(_previous: ListingFormState, formData: FormData): Promise<ListingFormState> {
  const values = formValues(formData, ["id", "enabled"]);
  const result = await setEnabled(values);
  if (!result.ok) return { status: "error", title: "Error", message: result.message, values };
  const { name, enabled } = result.data;
  return {
    status: "success",
    title: enabled ? "Enabled" : "Disabled",
    message: enabled ? `${name} may send files again.` : `${name} is disabled: its token is refused.`,
    values: {},
  };
}
