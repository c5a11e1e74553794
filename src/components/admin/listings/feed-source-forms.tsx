"use client";

import { useActionState, useId } from "react";
import { createFeedSourceAction } from "@/server/listings/actions/create-feed-source-action";
import { rotateFeedSourceTokenAction } from "@/server/listings/actions/rotate-feed-source-token-action";
import { setFeedSourceEnabledAction } from "@/server/listings/actions/set-feed-source-enabled-action";
import { FormStatus } from "@/components/forms/form-status";
import { Button, buttonClasses } from "@/components/ui/button";
import { initialListingFormState, type ListingFormState } from "@/lib/admin/listing-form-state";

/*
 * Feed sources (settings.manage). Forms post to server actions through useActionState, so they work with JavaScript
 * off. Rotating and disabling ask first: the button opens a confirmation (a disclosure, which needs no script) whose
 * own button does it. A new token is shown once, in the answer, and never again.
 */

const fieldClasses =
  "h-10 w-full rounded-md border border-line bg-white px-3 text-sm text-ink hover:border-ink-300 focus-visible:border-clay";

function ShownOnce({ answer }: { answer: ListingFormState }) {
  if (answer.status !== "success" || !answer.token) return null;
  return (
    <div className="rounded-md border border-line bg-sand/60 p-4">
      <p className="text-sm font-semibold text-ink">Feed token (shown once)</p>
      <code data-testid="feed-token" className="mt-2 block break-all rounded bg-white px-3 py-2 font-mono text-sm text-ink select-all">
        {answer.token}
      </code>
      <p className="mt-2 text-xs text-muted">Give it to the CRM as its bearer token. Only its hash is stored: if it is lost, rotate it.</p>
    </div>
  );
}

export function CreateFeedSourceForm() {
  const id = useId();
  const [answer, formAction, pending] = useActionState(createFeedSourceAction, initialListingFormState);
  const values = answer.status === "error" ? answer.values : {};
  return (
    <form action={formAction} aria-label="New source" className="grid gap-4" key={answer.status === "success" ? answer.token : "form"}>
      <div className="grid gap-4 md:grid-cols-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-name`} className="text-sm font-semibold text-ink">
            Name
          </label>
          <input
            id={`${id}-name`}
            name="name"
            required
            maxLength={100}
            defaultValue={values.name ?? ""}
            placeholder="e.g. Rex CRM"
            className={fieldClasses}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-agents`} className="text-sm font-semibold text-ink">
            CRM agent ids it may send
          </label>
          <input
            id={`${id}-agents`}
            name="allowedAgentIds"
            maxLength={1000}
            defaultValue={values.allowedAgentIds ?? ""}
            placeholder="e.g. IRBGRH, IRBORP"
            aria-describedby={`${id}-agents-hint`}
            className={fieldClasses}
          />
          <p id={`${id}-agents-hint`} className="text-xs text-muted">
            Separated by commas; blank: any.
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-hours`} className="text-sm font-semibold text-ink">
            Silence alert after (hours)
          </label>
          <input
            id={`${id}-hours`}
            name="expectFileWithinHours"
            type="number"
            min={1}
            max={720}
            required
            defaultValue={values.expectFileWithinHours ?? "24"}
            className={fieldClasses}
          />
        </div>
      </div>
      <div>
        <Button type="submit" size="sm" disabled={pending} aria-describedby={`${id}-status`}>
          {pending ? "Creating..." : "Create source"}
        </Button>
      </div>
      <FormStatus id={`${id}-status`} state={answer} bringIntoView={answer.status !== "idle"} />
      <ShownOnce answer={answer} />
    </form>
  );
}

/** A step that asks first: the summary opens the question, the button inside does it. */
function Confirmation({ label, question, children }: { label: string; question: string; children: React.ReactNode }) {
  return (
    <details className="group">
      <summary className={buttonClasses("outline", "sm", "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>{label}</summary>
      <div
        role="group"
        aria-label={question}
        className="mt-2 flex flex-col items-start gap-2 rounded-md border border-line bg-white p-3 text-sm"
      >
        <p className="text-ink">{question}</p>
        {children}
      </div>
    </details>
  );
}

export function RotateTokenForm({ id, name }: { id: string; name: string }) {
  const formId = useId();
  const [answer, formAction, pending] = useActionState(rotateFeedSourceTokenAction, initialListingFormState);
  return (
    <form action={formAction} aria-label={`Rotate the token of ${name}`} className="flex flex-col items-start gap-2">
      <input type="hidden" name="id" value={id} />
      {answer.status === "success" ? null : (
        <Confirmation label="Rotate token" question={`Rotate the token of ${name}? The CRM's current token stops working at once.`}>
          <Button type="submit" size="sm" disabled={pending} aria-describedby={`${formId}-status`}>
            {pending ? "Rotating..." : "Yes, rotate the token"}
          </Button>
        </Confirmation>
      )}
      <FormStatus id={`${formId}-status`} state={answer} bringIntoView={answer.status !== "idle"} />
      <ShownOnce answer={answer} />
    </form>
  );
}

export function SourceEnabledForm({ id, name, enabled }: { id: string; name: string; enabled: boolean }) {
  const formId = useId();
  const [answer, formAction, pending] = useActionState(setFeedSourceEnabledAction, initialListingFormState);
  const submit = (
    <Button type="submit" size="sm" variant={enabled ? "primary" : "outline"} disabled={pending} aria-describedby={`${formId}-status`}>
      {enabled ? (pending ? "Disabling..." : "Yes, disable it") : pending ? "Enabling..." : "Enable"}
    </Button>
  );
  return (
    <form action={formAction} aria-label={`${enabled ? "Disable" : "Enable"} ${name}`} className="flex flex-col items-start gap-2">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="enabled" value={enabled ? "false" : "true"} />
      {enabled ? (
        <Confirmation label="Disable" question={`Disable ${name}? Its files are refused (401) until it is enabled again.`}>
          {submit}
        </Confirmation>
      ) : (
        submit
      )}
      <FormStatus id={`${formId}-status`} state={answer} bringIntoView={answer.status !== "idle"} />
    </form>
  );
}
