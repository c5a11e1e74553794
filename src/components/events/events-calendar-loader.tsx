"use client";

import dynamic from "next/dynamic";
import { useState, type ReactNode } from "react";
import { LoadingSpinner } from "./loading-spinner";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { useNearViewport } from "@/lib/hooks/use-near-viewport";

/** How close to the viewport the calendar must come before its code is fetched. */
const LOAD_MARGIN = "400px";

const EventsCalendar = dynamic(() => import("./events-calendar").then((m) => m.EventsCalendar), {
  ssr: false,
  loading: () => <CalendarPlaceholder scripted />,
});

/**
 * The calendar's place while it is not there. The spinner is drawn only once JavaScript runs (`scripted`): the
 * server's HTML, which is all a visitor without JavaScript ever gets, holds the no-JavaScript note instead of a
 * spinner that would turn forever. (The page is prerendered, so events listed here would be frozen at build time.)
 * Not a <noscript>: a browser that has scripting but does not run this page's scripts (blocked, failed to load)
 * would show neither; hydration replaces the note, which sits far below the first screen.
 */
function CalendarPlaceholder({ scripted, note }: { scripted: boolean; note?: ReactNode }) {
  return (
    // With scripting off (the `noscript` variant) the place is as tall as its note, not a 26rem card standing empty.
    <div className="flex min-h-[26rem] items-center justify-center rounded-xl border border-line bg-white px-6 shadow-soft noscript:min-h-0 noscript:py-8">
      {scripted ? <LoadingSpinner label="Loading events…" /> : <p className="max-w-prose text-center text-muted">{note}</p>}
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
 * Tab enters it. After that the place is no longer a stop of its own. Without JavaScript it never is one: the
 * links in its note are the stops.
 */
export function EventsCalendarLoader({
  suburb,
  noScriptNote,
}: {
  suburb: string;
  /** What the place says without JavaScript. */ noScriptNote: ReactNode;
}) {
  const [watch, near] = useNearViewport<HTMLDivElement>(LOAD_MARGIN);
  const [ready, setReady] = useState(false);
  const hydrated = useHydrated();

  return (
    <div
      ref={watch}
      data-testid="events-calendar"
      role="group"
      aria-label={`Events calendar for ${suburb}`}
      tabIndex={hydrated && !ready ? 0 : -1}
      className="rounded-xl"
    >
      {near ? (
        <EventsCalendar suburb={suburb} onReady={() => setReady(true)} />
      ) : (
        <CalendarPlaceholder scripted={hydrated} note={noScriptNote} />
      )}
    </div>
  );
}
