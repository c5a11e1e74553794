"use client";

import { useId, type ReactNode } from "react";
import { saveEventFormAction } from "@/server/events/actions/event-actions";
import { useActionForm } from "@/components/feedback/use-action-form";
import { SavedByServer } from "@/components/forms/form-status";
import { SelectField, TextAreaField, TextField } from "@/components/ui/fields";
import { FormActions } from "@/components/ui/form-actions";
import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { initialEnquiryActionState } from "@/lib/forms/action-state";
import { formCheck } from "@/lib/forms/form-check";
import { eventInputSchema } from "@/lib/validation/event";
import { useUnsavedChanges } from "@/components/admin/use-unsaved-changes";
import { categoryOptions, type EventFormValues } from "./event-types";

const fieldNames = ["suburb", "title", "date", "time", "location", "description", "category", "url"] as const;

interface EventFormProps {
  /** The form's accessible name: "Add event" or "Edit event". */
  title: string;
  /** Editing this event; adding a new one when absent. */
  eventId?: string;
  initialValues: EventFormValues;
  suburbs: readonly string[];
  /** After a save with JavaScript (its toast is shown): close the dialog, or go back to the list. */
  onSaved: () => void;
  /** What sits left of 'Save event': the dialog's Cancel, or the page's link back. */
  cancel: ReactNode;
}

/**
 * An event's fields, posting to a server action: it works without JavaScript (the page comes back with the answer);
 * with JavaScript the browser checks the shared rules first and the server again.
 */
export function EventForm({ title, eventId, initialValues, suburbs, onSaved, cancel }: EventFormProps) {
  const id = useId();
  const unsaved = useUnsavedChanges();
  const { state, formAction, onSubmit, pending, answeredByServer, error, entered } = useActionForm(
    saveEventFormAction,
    initialEnquiryActionState,
    {
      failureMessage: adminFailureMessages.saveEvent,
      check: formCheck(eventInputSchema, fieldNames),
      onSuccess: () => {
        unsaved.markSaved();
        onSaved();
      },
    },
  );
  const values = entered(initialValues);
  const field = (name: keyof EventFormValues) => ({ id: `${id}-${name}`, name, defaultValue: values[name] });

  return (
    <form
      {...unsaved.formProps}
      action={formAction}
      noValidate
      onSubmit={onSubmit}
      className="mt-5 grid gap-4 sm:grid-cols-2"
      aria-label={title}
    >
      {eventId ? <input type="hidden" name="id" value={eventId} /> : null}
      <SavedByServer id={`${id}-status`} state={state} shown={answeredByServer} className="sm:col-span-2" />
      <SelectField
        {...field("suburb")}
        label="Suburb"
        placeholder="Select a suburb"
        options={suburbs.map((name) => ({ value: name, label: name }))}
      />
      <SelectField {...field("category")} label="Category" placeholder="Select a category" options={categoryOptions} />
      <div className="sm:col-span-2">
        <TextField {...field("title")} label="Title" />
      </div>
      <TextField {...field("date")} type="date" label="Date" />
      <TextField {...field("time")} label="Time" placeholder="10:00 AM - 2:00 PM" />
      <div className="sm:col-span-2">
        <TextField {...field("location")} label="Location" />
      </div>
      <div className="sm:col-span-2">
        <TextField {...field("url")} type="url" label="Link" optional placeholder="https://" />
      </div>
      <div className="sm:col-span-2">
        <TextAreaField {...field("description")} label="Description" optional rows={3} />
      </div>

      <FormActions error={error} cancel={cancel} submitLabel="Save event" pending={pending} className="sm:col-span-2" />
    </form>
  );
}
