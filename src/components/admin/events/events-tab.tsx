import { getDb } from "@/server/db";
import { eventSuburbNames, listAdminEvents, type AdminEvent } from "@/server/events/admin-events";
import { logger } from "@/server/log";
import { EventsManager } from "./events-manager";

async function load(): Promise<AdminEvent[] | null> {
  try {
    return await listAdminEvents(await getDb());
  } catch (error) {
    logger.error({ err: error }, "could not load the admin events");
    return null;
  }
}

/** The Events tab: each suburb's 'What's On' events, editable. */
export async function EventsTab({ suburb }: { suburb?: string }) {
  const events = await load();
  if (!events) {
    return (
      <p role="alert" className="text-danger">
        Failed to load events
      </p>
    );
  }
  return <EventsManager events={events} suburbs={eventSuburbNames} initialSuburb={suburb} />;
}
