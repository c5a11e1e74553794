import type { EventCategory } from "./categories";

/** An event as the suburb-events call returns it and the calendar shows it (spec section 3). */
export interface SuburbEvent {
  id: string;
  title: string;
  /** Calendar day in Sydney, YYYY-MM-DD. */
  date: string;
  time: string;
  location: string;
  description: string;
  category: EventCategory;
  url: string | null;
}

/** The event's own page, or else a web search for its title, location and suburb. */
export function eventLink(event: Pick<SuburbEvent, "title" | "location" | "url">, suburb: string): string {
  if (event.url) return event.url;
  const query = [event.title, event.location, suburb].filter(Boolean).join(" ");
  return `https://www.google.com/search?q=${encodeURIComponent(query)}`;
}
