"use server";

import { revalidatePath } from "next/cache";
import { materialFactsSchema } from "@/lib/validation/listings-admin";
import { safeAction } from "@/server/actions/safe-action";
import { permittedCaller, requirePermission } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { PublicError } from "@/server/errors";
import { listingScopeFor, saveMaterialFacts } from "@/server/listings/admin-listings";
import type { ListingFormState } from "@/lib/admin/listing-form-state";
import { formValues } from "@/lib/forms/form-values";

/** listings.own: the staff-only material-fact notes of a listing; an agent only on their own listings. */
const save = safeAction({
  schema: materialFactsSchema,
  authorize: async () => (await requirePermission("listings.own")).ok,
  failureMessage: "Failed to save the notes. Please try again.",
  async handler({ id, notes }) {
    const staff = await permittedCaller("listings.own");
    const result = await saveMaterialFacts(await getDb(), listingScopeFor(staff.role, staff.userId, staff.email), id, notes, staff.email);
    if (!result) throw new PublicError("This listing does not exist, or is not one of yours.", 404);
    revalidatePath("/admin/listings", "layout");
    return result;
  },
});

/** The listing page's material-facts form, with or without JavaScript. */
export async function saveMaterialFactsAction(_previous: ListingFormState, formData: FormData): Promise<ListingFormState> {
  const values = formValues(formData, ["id", "notes"]);
  const result = await save(values);
  if (!result.ok) return { status: "error", title: "Error", message: result.message, values };
  return {
    status: "success",
    title: "Saved",
    message: result.data.changed ? "The notes are saved (staff only)." : "Nothing had changed.",
    values: {},
  };
}
