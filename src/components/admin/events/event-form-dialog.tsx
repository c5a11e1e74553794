"use client";

import { X } from "lucide-react";
import { useRouter } from "next/navigation";
import { Dialog } from "radix-ui";
import { useId, useState, type FormEvent, type ReactElement } from "react";
import { createEventAction, updateEventAction } from "@/app/(admin)/admin/blog/_actions/events";
import { DialogActions } from "@/components/admin/dialog-actions";
import { notifyError, notifySuccess } from "@/components/feedback/notify";
import { submitSafely } from "@/components/feedback/submit-safely";
import { SelectField, TextAreaField, TextField } from "@/components/forms/form-fields";
import { Button } from "@/components/ui/button";
import { adminFailureMessages } from "@/lib/admin/failure-messages";
import { validate } from "@/lib/validation/first-error";
import { eventInputSchema } from "@/lib/validation/event";
import { categoryOptions, type EventFormValues } from "./event-types";
import { useSubmitting } from "@/components/feedback/use-submitting";

interface EventFormDialogProps {
  /** "Add event" or "Edit event": the dialog's title. */
  title: string;
  /** Editing this event; adding a new one when absent. */
  eventId?: string;
  source?: string;
  initialValues: EventFormValues;
  suburbs: readonly string[];
  /** The button that opens the dialog. */
  trigger: ReactElement;
}

/** Add or edit an event in a modal form; the browser checks the shared rules first, the server again. */
export function EventFormDialog({ title, eventId, source, initialValues, suburbs, trigger }: EventFormDialogProps) {
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(initialValues);
  const [error, setError] = useState<string | null>(null);
  const [pending, whileSubmitting] = useSubmitting();

  const set = (key: keyof EventFormValues) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));

  function onOpenChange(next: boolean) {
    if (next) {
      setValues(initialValues);
      setError(null);
    }
    setOpen(next);
  }

  function refuse(heading: string, message: string) {
    setError(message);
    notifyError(heading, message);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validate(eventInputSchema, values);
    if (!checked.ok) {
      refuse("Invalid Input", checked.message);
      return;
    }
    whileSubmitting(async () => {
      const save = () => (eventId ? updateEventAction({ id: eventId, event: values }) : createEventAction(values));
      const result = await submitSafely(save, adminFailureMessages.saveEvent);
      if (!result) {
        setError(adminFailureMessages.saveEvent);
        return;
      }
      if (!result.ok) {
        refuse("Error", result.message);
        return;
      }
      notifySuccess(eventId ? "Event updated" : "Event added", values.title.trim());
      setOpen(false);
      router.refresh();
    });
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(40rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-xl font-medium text-ink">{title}</Dialog.Title>
            <Dialog.Close className="rounded-full p-1 text-muted hover:bg-sand hover:text-ink" aria-label="Close">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-sm text-muted">
            {source === "ics"
              ? "Imported from the suburb's calendar feed: the next import may change it back."
              : "Shown on the suburb's 'What's On' calendar on its date."}
          </Dialog.Description>

          <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-4 sm:grid-cols-2" aria-label={title}>
            <SelectField
              id={`${id}-suburb`}
              name="suburb"
              label="Suburb"
              placeholder="Select a suburb"
              options={suburbs.map((name) => ({ value: name, label: name }))}
              value={values.suburb}
              onChange={set("suburb")}
            />
            <SelectField
              id={`${id}-category`}
              name="category"
              label="Category"
              placeholder="Select a category"
              options={categoryOptions}
              value={values.category}
              onChange={set("category")}
            />
            <div className="sm:col-span-2">
              <TextField id={`${id}-title`} name="title" label="Title" value={values.title} onChange={set("title")} />
            </div>
            <TextField id={`${id}-date`} name="date" type="date" label="Date" value={values.date} onChange={set("date")} />
            <TextField id={`${id}-time`} name="time" label="Time" placeholder="10:00 AM - 2:00 PM" value={values.time} onChange={set("time")} />
            <div className="sm:col-span-2">
              <TextField id={`${id}-location`} name="location" label="Location" value={values.location} onChange={set("location")} />
            </div>
            <div className="sm:col-span-2">
              <TextField id={`${id}-url`} name="url" type="url" label="Link" optional placeholder="https://" value={values.url} onChange={set("url")} />
            </div>
            <div className="sm:col-span-2">
              <TextAreaField id={`${id}-description`} name="description" label="Description" optional rows={3} value={values.description} onChange={set("description")} />
            </div>

            {error ? (
              <p role="alert" className="text-sm font-semibold text-danger sm:col-span-2">
                {error}
              </p>
            ) : null}

            <DialogActions className="sm:col-span-2">
              <Button type="submit" size="sm" disabled={pending}>
                {pending ? "Saving..." : "Save event"}
              </Button>
            </DialogActions>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
