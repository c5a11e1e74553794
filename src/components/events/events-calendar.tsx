"use client";

import { useEffect, useMemo, useState } from "react";
import { DayPicker, type ClassNames, type Modifiers } from "react-day-picker";
import { dateFromKey, keyFromDate } from "@/lib/events/calendar-dates";
import { agencyDate, formatLocalDayLabel } from "@/lib/format/date";
import { CategoryLegend } from "./category-legend";
import { EventPanel } from "./event-panel";
import { useSuburbEvents } from "./use-suburb-events";

/** react-day-picker styled with the theme (no stylesheet of its own). */
const classNames: Partial<ClassNames> = {
  root: "relative w-full max-w-[22rem] mx-auto lg:mx-0",
  months: "relative",
  month: "space-y-3",
  month_caption: "flex h-10 items-center justify-center",
  caption_label: "font-display text-lg font-medium text-ink",
  nav: "absolute inset-x-0 top-0 z-10 flex h-10 items-center justify-between",
  button_previous:
    "inline-flex size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand-200 aria-disabled:opacity-40",
  button_next:
    "inline-flex size-10 items-center justify-center rounded-full text-ink transition-colors hover:bg-sand-200 aria-disabled:opacity-40",
  chevron: "size-4 fill-current",
  month_grid: "w-full border-collapse",
  weekday: "pb-2 text-center text-xs font-semibold uppercase tracking-wide text-muted",
  day: "p-0.5 text-center",
  day_button:
    "relative mx-auto flex size-10 items-center justify-center rounded-full text-sm font-medium text-ink transition-colors hover:bg-sand-200",
  today: "[&>button]:ring-2 [&>button]:ring-inset [&>button]:ring-ink/40",
  selected: "[&>button]:bg-ink! [&>button]:text-sand! [&>button]:hover:bg-ink-700!",
  outside: "[&>button]:font-normal [&>button]:text-muted",
  hidden: "invisible",
};

const modifiersClassNames = {
  hasEvents:
    "[&>button]:bg-clay-100 [&>button]:font-bold [&>button]:after:absolute [&>button]:after:bottom-1 [&>button]:after:size-1.5 [&>button]:after:rounded-full [&>button]:after:bg-clay-600",
};

/**
 * The 'What's On' calendar: one date at a time, weeks from Sunday, outside days shown, days with events
 * highlighted. It opens on today (Sydney); choosing the selected date again clears the selection.
 */
export function EventsCalendar({
  suburb,
  onReady,
}: {
  suburb: string;
  /** Called once the calendar is on the page. */ onReady?: () => void;
}) {
  const state = useSuburbEvents(suburb);
  useEffect(() => onReady?.(), [onReady]);
  const today = useMemo(() => dateFromKey(agencyDate()), []);
  const [selected, setSelected] = useState<Date | undefined>(today);

  const eventDays = useMemo(() => [...new Set(state.events.map((event) => event.date))].map(dateFromKey), [state.events]);

  return (
    <div className="grid gap-10 rounded-xl border border-line bg-white p-5 shadow-soft sm:p-8 lg:grid-cols-[auto_minmax(0,1fr)] lg:gap-12">
      <div>
        <DayPicker
          mode="single"
          selected={selected}
          onSelect={setSelected}
          today={today}
          defaultMonth={today}
          weekStartsOn={0}
          showOutsideDays
          modifiers={{ hasEvents: eventDays }}
          modifiersClassNames={modifiersClassNames}
          classNames={classNames}
          labels={{ labelDayButton }}
        />
        <CategoryLegend />
      </div>
      <EventPanel suburb={suburb} state={state} selectedDate={selected ? keyFromDate(selected) : null} />
    </div>
  );
}

function labelDayButton(date: Date, modifiers: Modifiers): string {
  let label = formatLocalDayLabel(date);
  if (modifiers.today) label = `Today, ${label}`;
  if (modifiers.hasEvents) label = `${label}, has events`;
  if (modifiers.selected) label = `${label}, selected`;
  return label;
}
