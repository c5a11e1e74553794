import { CalendarDays } from "lucide-react";
import { formatDisplayDate } from "@/lib/format/date";
import type { SuburbEvent } from "@/lib/events/suburb-event";
import { EventCard } from "./event-card";
import { LoadingSpinner } from "./loading-spinner";
import type { SuburbEventsState } from "./use-suburb-events";

interface EventPanelProps {
  suburb: string;
  state: SuburbEventsState;
  /** YYYY-MM-DD, or null when no date is selected. */
  selectedDate: string | null;
}

/**
 * The side panel: 'Events on {date}' or 'Select a date', at most 400px tall and scrolling. It lists the day's
 * events, or says 'No events found' (the suburb has none, or they could not be loaded) or 'No events
 * scheduled for this date.' (there are events, on other days).
 */
export function EventPanel({ suburb, state, selectedDate }: EventPanelProps) {
  const title = selectedDate ? `Events on ${formatDisplayDate(selectedDate)}` : "Select a date";
  const dayEvents = selectedDate ? state.events.filter((event) => event.date === selectedDate) : [];

  // A plain <div>, not a labelled <section>: that made a second region with the same name as the scrolling list,
  // which is the one region here, named by the heading.
  return (
    <div className="flex min-w-0 flex-col">
      <h3 id="event-panel-heading" className="flex items-center gap-2 text-h3 font-medium">
        <CalendarDays aria-hidden className="size-5 shrink-0 text-clay" />
        {title}
      </h3>
      <div
        role="region"
        aria-labelledby="event-panel-heading"
        aria-live="polite"
        aria-busy={state.status === "loading"}
        tabIndex={0}
        data-testid="event-panel"
        className="mt-4 max-h-[400px] overflow-y-auto overscroll-contain rounded-lg pr-1"
      >
        <PanelBody state={state} selectedDate={selectedDate} dayEvents={dayEvents} suburb={suburb} />
      </div>
    </div>
  );
}

function PanelBody({
  state,
  selectedDate,
  dayEvents,
  suburb,
}: {
  state: SuburbEventsState;
  selectedDate: string | null;
  dayEvents: SuburbEvent[];
  suburb: string;
}) {
  if (state.status === "loading") return <LoadingSpinner label="Loading events…" />;
  if (state.events.length === 0) return <Message>No events found</Message>;
  if (!selectedDate) return <Message>Pick a date in the calendar to see what is on. Highlighted days have events.</Message>;
  if (dayEvents.length === 0) return <Message>No events scheduled for this date.</Message>;
  return (
    <ul className="space-y-3">
      {dayEvents.map((event) => (
        <li key={event.id}>
          <EventCard event={event} suburb={suburb} />
        </li>
      ))}
    </ul>
  );
}

function Message({ children }: { children: string }) {
  return <p className="rounded-lg border border-dashed border-line bg-sand/40 px-5 py-8 text-center text-muted">{children}</p>;
}
