import Link from "@/components/ui/link";
import { SectionHeading } from "@/components/sections/section-heading";
import { telHrefOf } from "@/lib/site-content/agency";
import { currentAgency } from "@/server/site-content/current";
import { EventsCalendarLoader } from "./events-calendar-loader";

/** The 'What's On' section: a heading rendered on the server, the calendar island loaded as it nears the viewport. */
export async function WhatsOnSection({ suburb }: { suburb: string }) {
  const agency = await currentAgency();
  // The calendar's place without JavaScript: a way to ask instead of a spinner that would turn forever. The intro above
  // asks nothing of the calendar (it explains itself once it is there), so it reads right with JavaScript off too.
  const noScriptNote = (
    <>
      The events calendar needs JavaScript. For what is on locally, call us on{" "}
      <a href={telHrefOf(agency)} className="font-semibold text-ink underline underline-offset-4">
        {agency.phone}
      </a>{" "}
      or{" "}
      <Link href="/contact" className="font-semibold text-ink underline underline-offset-4">
        send us a message
      </Link>
      .
    </>
  );
  return (
    <section aria-labelledby="whats-on-heading" className="section bg-sand-200/60">
      <div className="container-page">
        <SectionHeading
          id="whats-on-heading"
          eyebrow="What's On"
          title={`What's On in ${suburb}`}
          intro="Markets, sport, arts and family days around the suburb, day by day."
        />
        <div className="mt-10">
          <EventsCalendarLoader suburb={suburb} noScriptNote={noScriptNote} />
        </div>
      </div>
    </section>
  );
}
