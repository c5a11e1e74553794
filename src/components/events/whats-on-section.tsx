import { SectionHeading } from "@/components/sections/section-heading";
import { EventsCalendarLoader } from "./events-calendar-loader";

/** The 'What's On' section: a heading rendered on the server, the calendar island loaded as it nears the viewport. */
export function WhatsOnSection({ suburb }: { suburb: string }) {
  return (
    <section aria-labelledby="whats-on-heading" className="section bg-sand-200/60">
      <div className="container-page">
        <SectionHeading
          id="whats-on-heading"
          eyebrow="What's On"
          title={`What's On in ${suburb}`}
          intro="Markets, sport, arts and family days around the suburb. Pick a highlighted date to see what is happening."
        />
        <div className="mt-10">
          <EventsCalendarLoader suburb={suburb} />
        </div>
      </div>
    </section>
  );
}
