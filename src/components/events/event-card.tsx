import { Clock, ExternalLink, MapPin } from "lucide-react";
import { eventLink, type SuburbEvent } from "@/lib/events/suburb-event";
import { CategoryBadge } from "./category-badge";

/** One event: title, category, time, place, description and a link (the event's page, or a web search). */
export function EventCard({ event, suburb }: { event: SuburbEvent; suburb: string }) {
  return (
    <article className="rounded-lg border border-line bg-sand/50 p-5">
      <div className="flex items-start justify-between gap-3">
        <h4 className="font-display text-lg font-medium leading-snug text-ink">{event.title}</h4>
        <CategoryBadge category={event.category} />
      </div>
      <ul className="mt-3 space-y-1.5 text-sm text-muted">
        <li className="flex items-center gap-2">
          <Clock aria-hidden className="size-4 shrink-0 text-clay" />
          <span>
            <span className="sr-only">Time: </span>
            {event.time}
          </span>
        </li>
        <li className="flex items-start gap-2">
          <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-clay" />
          <span>
            <span className="sr-only">Location: </span>
            {event.location}
          </span>
        </li>
      </ul>
      {event.description ? <p className="mt-3 text-sm leading-relaxed text-ink/85">{event.description}</p> : null}
      <a
        href={eventLink(event, suburb)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-clay underline-offset-4 hover:underline"
      >
        {event.url ? "Event details" : "Find out more"}
        <span className="sr-only"> about {event.title} (opens in a new tab)</span>
        <ExternalLink aria-hidden className="size-3.5" />
      </a>
    </article>
  );
}
