import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { EventFormPage } from "@/components/admin/events/event-form-page";
import { emptyEventValues } from "@/components/admin/events/event-types";
import { requirePermissionPage } from "@/server/auth/roles";
import { eventSuburbNames } from "@/server/events/admin-events";

export const metadata: Metadata = { title: "Add Event", robots: { index: false, follow: false } };

/** events.manage: the Events tab's 'Add event' dialog as a page, for a browser without JavaScript. */
export default async function NewEventPage({ searchParams }: { searchParams: Promise<{ suburb?: string | string[] }> }) {
  await requirePermissionPage("events.manage");
  const { suburb } = await searchParams;
  const chosen = typeof suburb === "string" && eventSuburbNames.includes(suburb) ? suburb : (eventSuburbNames[0] ?? "");
  return (
    <>
      <Link
        href={`/admin/events?suburb=${encodeURIComponent(chosen)}`}
        className="text-sm font-semibold text-clay-600 underline-offset-4 hover:underline"
      >
        ← Back to the events
      </Link>
      <h1 className="mt-4 text-h2 font-medium text-ink">Add event</h1>
      <div className="mt-4 max-w-2xl rounded-lg border border-line bg-white p-5 sm:p-8">
        <EventFormPage title="Add event" initialValues={emptyEventValues(chosen)} suburbs={eventSuburbNames} />
      </div>
    </>
  );
}
