"use client";

import { useRouter } from "next/navigation";
import { ButtonLink } from "@/components/ui/button";
import { EventForm } from "./event-form";
import type { EventFormValues } from "./event-types";

/** The event form on a page of its own (/admin/events/new, /admin/events/{id}): the Events tab's dialog without JavaScript. */
export function EventFormPage({
  title,
  eventId,
  initialValues,
  suburbs,
}: {
  title: string;
  eventId?: string;
  initialValues: EventFormValues;
  suburbs: readonly string[];
}) {
  const router = useRouter();
  const list = `/admin/events?suburb=${encodeURIComponent(initialValues.suburb)}`;
  return (
    <EventForm
      title={title}
      eventId={eventId}
      initialValues={initialValues}
      suburbs={suburbs}
      cancel={
        <ButtonLink href={list} variant="outline" size="sm">
          Back to the events
        </ButtonLink>
      }
      onSaved={() => router.push(list)}
    />
  );
}
