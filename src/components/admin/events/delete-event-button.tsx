"use client";

import { deleteEventFormAction } from "@/server/events/actions/event-actions";
import { ConfirmDeleteButton } from "@/components/admin/confirm-delete-button";
import { adminFailureMessages } from "@/lib/admin/failure-messages";

/** Delete an event after a confirmation. An imported event may come back with the next feed import. */
export function DeleteEventButton({ id, title, source }: { id: string; title: string; source: string }) {
  return (
    <ConfirmDeleteButton
      itemTitle={title}
      dialogTitle="Delete event"
      question="Are you sure you want to delete this event?"
      detail={
        source === "ics"
          ? `“${title}” will be removed from the calendar. It came from the suburb's calendar feed, so the next import may bring it back.`
          : `“${title}” will be removed from the calendar. This cannot be undone.`
      }
      failureMessage={adminFailureMessages.deleteEvent}
      action={deleteEventFormAction}
      fields={{ id, name: title }}
    />
  );
}
