"use server";

import { revalidatePath } from "next/cache";
import { feedSourceIdSchema } from "@/lib/validation/listings-admin";
import { safeAction } from "@/server/actions/safe-action";
import { requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { rotateFeedSourceToken } from "@/server/listings/admin-feeds";
import type { ListingFormState } from "@/lib/admin/listing-form-state";
import { formValues } from "@/lib/forms/form-values";

/** settings.manage: a new token for a source; the old one is refused from now on. */
const rotate = safeAction({
  schema: feedSourceIdSchema,
  authorize: async () => (await requirePermission("settings.manage")).ok,
  failureMessage: "Failed to rotate the token. Please try again.",
  async handler({ id }) {
    const rotated = await rotateFeedSourceToken(await getDb(), id);
    revalidatePath("/admin/listings/feed");
    return rotated;
  },
});

/** A source's "Rotate token" confirmation, with or without JavaScript. */
export async function rotateFeedSourceTokenAction(_previous: ListingFormState, formData: FormData): Promise<ListingFormState> {
  const values = formValues(formData, ["id"]);
  const result = await rotate(values);
  if (!result.ok) return { status: "error", title: "Error", message: result.message, values };
  return {
    status: "success",
    title: "Token rotated",
    message: `The old token of ${result.data.name} no longer works. Copy the new one now: it is shown only this once.`,
    values: {},
    token: result.data.token,
  };
}
