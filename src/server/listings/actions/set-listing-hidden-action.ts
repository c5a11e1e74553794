"use server";

import { revalidatePath } from "next/cache";
import { listingHiddenSchema } from "@/lib/validation/listings-admin";
import { safeAction } from "@/server/actions/safe-action";
import { permittedCaller, requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { PublicError } from "@/server/errors";
import { listingScopeFor, setListingHidden } from "@/server/listings/admin-listings";
import type { ListingFormState } from "@/lib/admin/listing-form-state";
import { formValues } from "@/lib/forms/form-values";

/** listings.own: hides a listing from every public read, or shows it again; an agent only their own listings. */
const setHidden = safeAction({
  schema: listingHiddenSchema,
  authorize: async () => (await requirePermission("listings.own")).ok,
  failureMessage: "Failed to change the listing. Please try again.",
  async handler({ id, hidden }) {
    const staff = await permittedCaller("listings.own");
    const result = await setListingHidden(await getDb(), listingScopeFor(staff.role, staff.userId, staff.email), id, hidden, staff.email);
    if (!result) throw new PublicError("This listing does not exist, or is not one of yours.", 404);
    revalidatePath("/admin/listings", "layout");
    return { hidden, ...result };
  },
});

/** The listing page's Hide / Show button, with or without JavaScript. */
export async function setListingHiddenAction(_previous: ListingFormState, formData: FormData): Promise<ListingFormState> {
  const values = formValues(formData, ["id", "hidden"]);
  const result = await setHidden(values);
  if (!result.ok) return { status: "error", title: "Error", message: result.message, values };
  const { hidden, published } = result.data;
  if (hidden) return { status: "success", title: "Hidden", message: "The listing is off the public site.", values: {} };
  return {
    status: "success",
    title: "Shown",
    message: published
      ? "The listing is on the public site again."
      : "The listing is no longer hidden; it is not on the public site while it is held or off the market.",
    values: {},
  };
}
