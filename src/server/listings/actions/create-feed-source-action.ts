"use server";

import { revalidatePath } from "next/cache";
import { feedSourceSchema } from "@/lib/validation/listings-admin";
import { safeAction } from "@/server/actions/safe-action";
import { requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { createFeedSource } from "@/server/listings/admin-feeds";
import type { ListingFormState } from "@/lib/admin/listing-form-state";
import { formValues } from "@/lib/forms/form-values";

/** settings.manage: a new feed source; its token is answered once, here, and only its hash is stored. */
const create = safeAction({
  schema: feedSourceSchema,
  authorize: async () => (await requirePermission("settings.manage")).ok,
  failureMessage: "Failed to create the source. Please try again.",
  async handler(input) {
    const created = await createFeedSource(await getDb(), input);
    revalidatePath("/admin/listings/feed");
    return { name: input.name, token: created.token };
  },
});

/** The feed page's "New source" form, with or without JavaScript. */
export async function createFeedSourceAction(_previous: ListingFormState, formData: FormData): Promise<ListingFormState> {
  const values = formValues(formData, ["name", "allowedAgentIds", "expectFileWithinHours"]);
  const result = await create(values);
  if (!result.ok) return { status: "error", title: "Error", message: result.message, values };
  return {
    status: "success",
    title: "Source created",
    message: `Copy the token for ${result.data.name} now: it is shown only this once.`,
    values: {},
    token: result.data.token,
  };
}
