"use client";

import { useActionState, useId } from "react";
import { FormStatus } from "@/components/forms/form-status";
import { HoneypotField } from "@/components/forms/honeypot-field";
import { Button } from "@/components/ui/button";
import { EmailField, SelectField } from "@/components/ui/fields";
import { initialEnquiryActionState } from "@/lib/forms/action-state";
import { alertFrequencyOptions } from "@/lib/validation/listing-alert";
import { saveAlertAction } from "@/server/alerts/actions/save-alert-action";

/**
 * The e-mail and frequency form shared by "E-mail me new matches" and "Keep me updated". A plain form post to the
 * server action, so it works without JavaScript; the answer shows inline (and is focused on the page a no-JavaScript
 * post returns). The hidden field names what to follow.
 */
export function AlertForm({
  follow,
  submitLabel,
  idPrefix,
}: {
  follow: { search: string } | { listing: string };
  submitLabel: string;
  idPrefix: string;
}) {
  const [state, formAction, pending] = useActionState(saveAlertAction, initialEnquiryActionState);
  const statusId = useId();
  return (
    <form action={formAction} noValidate className="relative mt-4 flex flex-col gap-3" aria-label={submitLabel}>
      {"search" in follow ? (
        <input type="hidden" name="search" value={follow.search} />
      ) : (
        <input type="hidden" name="listing" value={follow.listing} />
      )}
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <EmailField
          id={`${idPrefix}-email`}
          placeholder="you@example.com"
          defaultValue={state.values.email ?? ""}
          key={`email-${state.status}-${state.message}`}
        />
        <SelectField
          id={`${idPrefix}-frequency`}
          name="frequency"
          label="How often"
          options={alertFrequencyOptions}
          defaultValue={state.values.frequency || "daily"}
          key={`frequency-${state.status}-${state.message}`}
        />
      </div>
      <HoneypotField idPrefix={idPrefix} />
      <div>
        <Button type="submit" disabled={pending} aria-describedby={statusId}>
          {pending ? "Saving..." : submitLabel}
        </Button>
      </div>
      <FormStatus id={statusId} state={state} bringIntoView={state.status !== "idle"} />
      <p className="text-xs text-muted">
        We&apos;ll e-mail you a link to confirm first. Every alert has a one-click unsubscribe, and our team may call to help with your
        search.
      </p>
    </form>
  );
}
