"use client";

import dynamic from "next/dynamic";
import { LoadingSpinner } from "./loading-spinner";
import { useNearViewport } from "@/lib/hooks/use-near-viewport";

/** How close to the viewport the calendar must come before its code is fetched. */
const LOAD_MARGIN = "400px";

const EventsCalendar = dynamic(() => import("./events-calendar").then((m) => m.EventsCalendar), {
  ssr: false,
  loading: () => <CalendarPlaceholder />,
});

function CalendarPlaceholder() {
  return (
    <div className="flex min-h-[26rem] items-center justify-center rounded-xl border border-line bg-white shadow-soft">
      <LoadingSpinner label="Loading events…" />
    </div>
  );
}

/**
 * Holds the calendar's place until it scrolls near the viewport, then loads it with next/dynamic, so neither
 * react-day-picker nor the calendar is part of the page's initial JavaScript.
 */
export function EventsCalendarLoader({ suburb }: { suburb: string }) {
  const [watch, near] = useNearViewport<HTMLDivElement>(LOAD_MARGIN);


  return (
    <div ref={watch} data-testid="events-calendar">
      {near ? <EventsCalendar suburb={suburb} /> : <CalendarPlaceholder />}
      <noscript>
        <p className="mt-4 text-muted">The events calendar needs JavaScript. Call in to our office for what is on locally.</p>
      </noscript>
    </div>
  );
}
