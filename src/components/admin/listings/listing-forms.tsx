"use client";

import { useActionState, useId } from "react";
import { approveListingHoldAction } from "@/server/listings/actions/approve-listing-hold-action";
import { saveMaterialFactsAction } from "@/server/listings/actions/save-material-facts-action";
import { setListingHiddenAction } from "@/server/listings/actions/set-listing-hidden-action";
import { FormStatus } from "@/components/forms/form-status";
import { Button } from "@/components/ui/button";
import { initialListingFormState } from "@/lib/admin/listing-form-state";
import { maxMaterialFactsLength } from "@/lib/validation/listings-admin";

/*
 * The listing page's forms. Each posts to a server action through useActionState, so it works with JavaScript off
 * (the page comes back with the answer in view) and on (the answer appears in place).
 */

/** Hide the listing from the public site, or show it again. */
export function ListingVisibilityForm({ id, hidden }: { id: string; hidden: boolean }) {
  const formId = useId();
  const [answer, formAction, pending] = useActionState(setListingHiddenAction, initialListingFormState);
  return (
    <form action={formAction} aria-label="Visibility" className="flex flex-col items-start gap-3">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="hidden" value={hidden ? "false" : "true"} />
      <Button type="submit" variant="outline" size="sm" disabled={pending} aria-describedby={`${formId}-status`}>
        {hidden ? (pending ? "Showing..." : "Show on the site") : pending ? "Hiding..." : "Hide from the site"}
      </Button>
      <FormStatus id={`${formId}-status`} state={answer} bringIntoView={answer.status !== "idle"} />
    </form>
  );
}

/**
 * Approve what the NSW gate holds the listing for. Rendered whether or not the listing is held (the button only while
 * it is), so that the answer stays in view once the approval has released it.
 */
export function ApproveHoldForm({ id, held }: { id: string; held: boolean }) {
  const formId = useId();
  const [answer, formAction, pending] = useActionState(approveListingHoldAction, initialListingFormState);
  if (!held && answer.status === "idle") return null;
  return (
    <form action={formAction} aria-label="Approve the hold" className="mt-4 flex flex-col items-start gap-3">
      <input type="hidden" name="id" value={id} />
      {held ? (
        <Button type="submit" size="sm" disabled={pending} aria-describedby={`${formId}-status`}>
          {pending ? "Approving..." : "Approve and publish"}
        </Button>
      ) : null}
      <FormStatus id={`${formId}-status`} state={answer} bringIntoView={answer.status !== "idle"} />
    </form>
  );
}

/** The staff-only material-fact notes. */
export function MaterialFactsForm({ id, notes }: { id: string; notes: string | null }) {
  const formId = useId();
  const [answer, formAction, pending] = useActionState(saveMaterialFactsAction, initialListingFormState);
  const value = answer.status === "error" ? (answer.values.notes ?? "") : (notes ?? "");
  return (
    <form action={formAction} aria-label="Material facts" className="flex flex-col gap-3">
      <input type="hidden" name="id" value={id} />
      <label htmlFor={`${formId}-notes`} className="text-sm font-semibold text-ink">
        Material-fact notes <span className="font-normal text-muted">(staff only, never on the site)</span>
      </label>
      <textarea
        id={`${formId}-notes`}
        name="notes"
        // A new value from the server (after saving) replaces what the field shows.
        key={value}
        defaultValue={value}
        rows={4}
        maxLength={maxMaterialFactsLength}
        className="w-full rounded-md border border-line bg-white px-3 py-2 text-sm text-ink hover:border-ink-300 focus-visible:border-clay"
      />
      <div>
        <Button type="submit" variant="outline" size="sm" disabled={pending} aria-describedby={`${formId}-status`}>
          {pending ? "Saving..." : "Save notes"}
        </Button>
      </div>
      <FormStatus id={`${formId}-status`} state={answer} bringIntoView={answer.status !== "idle"} />
    </form>
  );
}
