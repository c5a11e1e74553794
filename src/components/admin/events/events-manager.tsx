"use client";

import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { AdminTable, ColumnHeads, EmptyPanel } from "@/components/admin/admin-table";
import { Button, ButtonLink } from "@/components/ui/button";
import { eventCategoryBadgeClasses, eventCategoryLabels } from "@/lib/events/categories";
import { formatDisplayDate } from "@/lib/format/date";
import { cn } from "@/lib/cn";
import { DeleteEventButton } from "./delete-event-button";
import { EventFormDialog } from "./event-form-dialog";
import { emptyEventValues, eventFormValues, sourceLabel, type EventRow } from "./event-types";

interface EventsManagerProps {
  events: readonly EventRow[];
  suburbs: readonly string[];
  /** The suburb shown first (/admin/events?suburb=…); the first suburb when absent. */
  initialSuburb?: string;
}

/**
 * A suburb picker, that suburb's events by date, and add, edit and delete. Without JavaScript the picker is a form
 * that opens /admin/events for the chosen suburb, and Add and Edit are links to the event form's own page.
 */
export function EventsManager({ events, suburbs, initialSuburb }: EventsManagerProps) {
  const id = useId();
  const [suburb, setSuburb] = useState(initialSuburb && suburbs.includes(initialSuburb) ? initialSuburb : (suburbs[0] ?? ""));
  const shown = events.filter((event) => event.suburb === suburb);

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <form method="get" action="/admin/events" className="flex flex-col gap-1" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${id}-suburb`} className="text-sm font-semibold text-ink">
            Suburb
          </label>
          <select
            id={`${id}-suburb`}
            name="suburb"
            value={suburb}
            onChange={(event) => setSuburb(event.target.value)}
            className="h-10 rounded-md border border-line bg-white px-3 text-sm text-ink hover:border-ink-300 focus-visible:border-clay"
          >
            {suburbs.map((name) => (
              <option key={name} value={name}>
                {name} ({events.filter((event) => event.suburb === name).length})
              </option>
            ))}
          </select>
          <noscript>
            <Button type="submit" variant="outline" size="sm" className="mt-2">
              Show events
            </Button>
          </noscript>
        </form>
        <EventFormDialog
          title="Add event"
          initialValues={emptyEventValues(suburb)}
          suburbs={suburbs}
          trigger={
            <Button size="sm">
              <Plus aria-hidden="true" />
              Add event
            </Button>
          }
          fallback={
            <ButtonLink href={`/admin/events/new?suburb=${encodeURIComponent(suburb)}`} size="sm">
              <Plus aria-hidden="true" />
              Add event
            </ButtonLink>
          }
        />
      </div>

      {shown.length === 0 ? (
        <EmptyPanel>No events for {suburb} yet.</EmptyPanel>
      ) : (
        <AdminTable
          caption={`Events in ${suburb}, by date`}
          minWidth="min-w-[44rem]"
          head={<ColumnHeads labels={["Date", "Time", "Title", "Category", "Source"]} actions />}
        >
          {shown.map((event) => (
            <tr key={event.id} className="border-b border-line last:border-0">
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={event.date}>{formatDisplayDate(event.date)}</time>
              </td>
              <td className="px-4 py-3">{event.time}</td>
              <th scope="row" className="px-4 py-3 font-semibold text-ink">
                {event.title}
                <span className="block text-xs font-normal text-muted">{event.location}</span>
              </th>
              <td className="px-4 py-3">
                <span
                  className={cn(
                    "rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset",
                    eventCategoryBadgeClasses[event.category],
                  )}
                >
                  {eventCategoryLabels[event.category]}
                </span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{sourceLabel(event.source)}</td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-2">
                  <EventFormDialog
                    title="Edit event"
                    eventId={event.id}
                    source={event.source}
                    initialValues={eventFormValues(event)}
                    suburbs={suburbs}
                    trigger={
                      <Button variant="outline" size="sm">
                        Edit<span className="sr-only"> “{event.title}”</span>
                      </Button>
                    }
                    fallback={
                      <ButtonLink href={`/admin/events/${event.id}`} variant="outline" size="sm">
                        Edit<span className="sr-only"> “{event.title}”</span>
                      </ButtonLink>
                    }
                  />
                  <DeleteEventButton id={event.id} title={event.title} source={event.source} />
                </div>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
    </div>
  );
}
