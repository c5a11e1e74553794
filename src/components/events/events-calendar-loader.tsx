"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
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
 *
 * Until then the place itself is a Tab stop: a keyboard user tabbing down the page would otherwise jump from
 * the content above straight past a calendar that has not loaded yet. Focusing it scrolls it into view, which
 * loads the calendar; the place keeps the focus (it is never replaced), and once the calendar is there the next
 * Tab enters it. After that the place is no longer a stop of its own.
 */
export function EventsCalendarLoader({ suburb }: { suburb: string }) {
  const [watch, near] = useNearViewport<HTMLDivElement>(LOAD_MARGIN);
  const [ready, setReady] = useState(false);

  return (
    <div ref={watch} data-testid="events-calendar" role="group" aria-label={`Events calendar for ${suburb}`} tabIndex={ready ? -1 : 0} className="rounded-xl">
      {near ? <EventsCalendar suburb={suburb} onReady={() => setReady(true)} /> : <CalendarPlaceholder />}
      <noscript>
        <p className="mt-4 text-muted">The events calendar needs JavaScript. Call in to our office for what is on locally.</p>
      </noscript>
    </div>
  );
}
