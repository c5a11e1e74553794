"use client";

import { useRouter } from "next/navigation";
import { useState, type ReactElement } from "react";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { Dialog, DialogCancel } from "@/components/ui/dialog";
import { EventForm } from "./event-form";
import { eventSourceNote, type EventFormValues } from "./event-types";

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
  /** Until JavaScript runs (and without it): a link to the same form on a page of its own. */
  fallback: ReactElement;
}

/** Add or edit an event in a modal form; without JavaScript the trigger is a link to the form's own page. */
export function EventFormDialog({ title, eventId, source, initialValues, suburbs, trigger, fallback }: EventFormDialogProps) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) return fallback;

  return (
    <Dialog open={open} onOpenChange={setOpen} trigger={trigger} title={title} description={eventSourceNote(source)} size="lg">
      <EventForm
        title={title}
        eventId={eventId}
        initialValues={initialValues}
        suburbs={suburbs}
        cancel={<DialogCancel />}
        onSaved={() => {
          setOpen(false);
          router.refresh();
        }}
      />
    </Dialog>
  );
}
