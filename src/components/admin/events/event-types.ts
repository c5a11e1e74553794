import { eventCategories, eventCategoryLabels } from "@/lib/events/categories";
import type { AdminEvent } from "@/server/events/admin-events";

/** An event as the Events tab shows and edits it: the server's AdminEvent (a type only; no server code loads). */
export type EventRow = AdminEvent;

/** The form's fields, all text. */
export interface EventFormValues {
  suburb: string;
  title: string;
  date: string;
  time: string;
  location: string;
  description: string;
  category: string;
  url: string;
}

export const categoryOptions = eventCategories.map((value) => ({ value, label: eventCategoryLabels[value] }));

const sourceLabels: Record<string, string> = { seed: "Sample", admin: "Admin", ics: "Calendar feed" };

export function sourceLabel(source: string): string {
  return sourceLabels[source] ?? source;
}

export function emptyEventValues(suburb: string): EventFormValues {
  return { suburb, title: "", date: "", time: "", location: "", description: "", category: "", url: "" };
}

export function eventFormValues(event: EventRow): EventFormValues {
  return {
    suburb: event.suburb,
    title: event.title,
    date: event.date,
    time: event.time,
    location: event.location,
    description: event.description,
    category: event.category,
    url: event.url ?? "",
  };
}

/** What the event form says under its title. */
export function eventSourceNote(source: string | undefined): string {
  return source === "ics"
    ? "Imported from the suburb's calendar feed: the next import may change it back."
    : "Shown on the suburb's 'What's On' calendar on its date.";
}
