import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { EmptyPanel } from "@/components/admin/admin-table";
import { EventFormPage } from "@/components/admin/events/event-form-page";
import { eventFormValues, eventSourceNote } from "@/components/admin/events/event-types";
import { requirePermissionPage } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { eventSuburbNames, findAdminEvent } from "@/server/events/admin-events";

export const metadata: Metadata = { title: "Edit Event", robots: { index: false, follow: false } };

/** events.manage: the Events tab's 'Edit' dialog as a page, for a browser without JavaScript. */
export default async function EditEventPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermissionPage("events.manage");
  const { id } = await params;
  const event = await findAdminEvent(await getDb(), id);
  return (
    <>
      <Link
        href={event ? `/admin/events?suburb=${encodeURIComponent(event.suburb)}` : "/admin/events"}
        className="text-sm font-semibold text-clay-600 underline-offset-4 hover:underline"
      >
        ← Back to the events
      </Link>
      <h1 className="mt-4 text-h2 font-medium text-ink">{event ? `Edit “${event.title}”` : "Event not found"}</h1>
      {event ? (
        <div className="mt-4 max-w-2xl rounded-lg border border-line bg-white p-5 sm:p-8">
          <p className="text-sm text-muted">{eventSourceNote(event.source)}</p>
          <EventFormPage title="Edit event" eventId={event.id} initialValues={eventFormValues(event)} suburbs={eventSuburbNames} />
        </div>
      ) : (
        <div className="mt-8">
          <EmptyPanel>This event does not exist any more.</EmptyPanel>
        </div>
      )}
    </>
  );
}
