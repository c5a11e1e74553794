"use server";

import { revalidatePath } from "next/cache";
import { listingIdSchema } from "@/lib/validation/listings-admin";
import { safeAction } from "@/server/actions/safe-action";
import { permittedCaller, requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { PublicError } from "@/server/errors";
import { approveListingHold } from "@/server/listings/admin-listings";
import type { ListingFormState } from "@/lib/admin/listing-form-state";
import { formValues } from "@/lib/forms/form-values";

/**
 * listings.all (admins and editors): approves what the NSW gate holds a listing for, explicitly and on the record;
 * the approval stands while the feed sends the same text (decision record 021).
 */
const approve = safeAction({
  schema: listingIdSchema,
  authorize: async () => (await requirePermission("listings.all")).ok,
  failureMessage: "Failed to approve the listing. Please try again.",
  async handler({ id }) {
    const staff = await permittedCaller("listings.all");
    const outcome = await approveListingHold(await getDb(), id, staff.email);
    if (!outcome.ok)
      throw new PublicError(
        outcome.reason === "not-found" ? "This listing does not exist." : "This listing is not held: there is nothing to approve.",
        409,
      );
    revalidatePath("/admin/listings", "layout");
    return outcome;
  },
});

/** The listing page's "Approve and publish" form, with or without JavaScript. */
export async function approveListingHoldAction(_previous: ListingFormState, formData: FormData): Promise<ListingFormState> {
  const values = formValues(formData, ["id"]);
  const result = await approve(values);
  if (!result.ok) return { status: "error", title: "Error", message: result.message, values };
  return {
    status: "success",
    title: "Approved",
    message: result.data.published
      ? "The listing is on the public site."
      : "The hold is approved; the listing is not public while it is hidden or off the market.",
    values: {},
  };
}
