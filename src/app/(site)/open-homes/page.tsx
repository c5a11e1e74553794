import { Bath, BedDouble, CalendarPlus, Car, Download } from "lucide-react";
import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { connection } from "next/server";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { inspectionEvent } from "@/components/listings/listing-calendar";
import { agencyDate, formatCalendarDayHeading, formatCalendarWeekday, formatClock24 } from "@/lib/format/date";
import { googleCalendarUrl } from "@/lib/listings/ics";
import { listingPath } from "@/lib/listings/listing-slug";
import { buildMetadata } from "@/content/seo/metadata";
import { getDb } from "@/server/db";
import { addDays, listOpenHomes, type OpenHomesDay } from "@/server/listings/open-homes";

export const metadata: Metadata = buildMetadata({
  title: "Open homes this week",
  description: "Every open inspection of our homes for sale and for rent this week, by day and time, to add to your calendar.",
  path: "/open-homes",
});

function Counts({ bedrooms, bathrooms, carSpaces }: { bedrooms: number | null; bathrooms: number | null; carSpaces: number | null }) {
  const items = [
    { icon: BedDouble, label: "bedrooms", value: bedrooms },
    { icon: Bath, label: "bathrooms", value: bathrooms },
    { icon: Car, label: "car spaces", value: carSpaces },
  ].filter((item) => item.value !== null);
  if (items.length === 0) return null;
  return (
    <p className="mt-1 flex flex-wrap gap-4 text-sm text-muted">
      {items.map(({ icon: Icon, label, value }) => (
        <span key={label} className="inline-flex items-center gap-1.5">
          <Icon aria-hidden className="size-4 text-clay" />
          {value}
          <span className="sr-only"> {label}</span>
        </span>
      ))}
    </p>
  );
}

/**
 * One day's open homes. The day is a plain GET form: tick the homes you plan to see (none ticked: all of them) and
 * download one calendar file for the day, with or without JavaScript.
 */
function Day({ day, homes }: OpenHomesDay) {
  const headingId = `day-${day}`;
  const weekday = formatCalendarWeekday(day);
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="font-display text-2xl text-ink">
        {formatCalendarDayHeading(day)}
      </h2>
      <form method="get" action={`/open-homes/${day}.ics`} className="mt-4">
        <ul className="flex flex-col divide-y divide-ink/10">
          {homes.map(({ listing, startsAt, endsAt }) => {
            const event = inspectionEvent(listing, { kind: "open", startsAt, endsAt });
            const boxId = `plan-${day}-${listing.id}-${startsAt.getTime()}`;
            return (
              <li
                key={`${listing.id}-${startsAt.toISOString()}`}
                className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start"
                data-testid="open-home"
              >
                <p className="w-32 shrink-0 font-semibold text-ink">
                  <time dateTime={startsAt.toISOString()}>{formatClock24(startsAt)}</time>
                  {endsAt ? (
                    <>
                      –<time dateTime={endsAt.toISOString()}>{formatClock24(endsAt)}</time>
                    </>
                  ) : null}
                </p>
                <div className="min-w-0 flex-1">
                  <p className="text-lg font-semibold text-ink">
                    <Link
                      href={listingPath(listing.slug)}
                      className="underline decoration-clay/50 underline-offset-4 hover:decoration-clay"
                    >
                      {listing.address}
                    </Link>
                  </p>
                  <p className="text-ink">
                    {listing.priceLabel}
                    {listing.channel === "lease" ? <span className="text-muted"> · for rent</span> : null}
                  </p>
                  <Counts bedrooms={listing.bedrooms} bathrooms={listing.bathrooms} carSpaces={listing.carSpaces} />
                  <p className="mt-2 flex flex-wrap gap-x-4 gap-y-2 text-sm">
                    <a
                      href={`${listingPath(listing.slug)}/calendar?start=${encodeURIComponent(startsAt.toISOString())}`}
                      download
                      className="inline-flex items-center gap-1.5 font-semibold text-clay-600 underline"
                    >
                      <CalendarPlus aria-hidden className="size-4" />
                      Add to calendar (.ics)<span className="sr-only">: {listing.address}</span>
                    </a>
                    <a
                      href={googleCalendarUrl(event)}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="font-semibold text-clay-600 underline"
                    >
                      Google Calendar<span className="sr-only">: {listing.address} (opens in a new tab)</span>
                    </a>
                  </p>
                </div>
                <p className="flex items-center gap-2 text-sm text-ink">
                  <input id={boxId} type="checkbox" name="home" value={listing.id} className="size-5 accent-clay-600" />
                  <label htmlFor={boxId}>
                    In my plan
                    <span className="sr-only">
                      {" "}
                      for {weekday}: {listing.address}
                    </span>
                  </label>
                </p>
              </li>
            );
          })}
        </ul>
        <div className="mt-4 flex flex-col gap-2 border-t border-ink/10 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">Tick the homes you plan to see, or none for all of them.</p>
          <button
            type="submit"
            className="inline-flex h-11 items-center justify-center gap-2 rounded-full bg-clay px-5 font-semibold text-white hover:bg-clay-600"
          >
            <Download aria-hidden className="size-4" />
            Download {weekday}&apos;s plan (.ics)
          </button>
        </div>
      </form>
    </section>
  );
}

/** The week's days at the top (when there are several), each a link to its list: a busy week is a long page on a phone. */
function DayLinks({ days }: { days: readonly OpenHomesDay[] }) {
  return (
    <nav aria-label="Days" className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {days.map(({ day, homes }) => (
          <li key={day}>
            <a
              href={`#day-${day}`}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-ink/15 bg-white px-4 py-2 text-sm font-semibold text-ink hover:border-clay"
            >
              {formatCalendarDayHeading(day)}
              <span className="font-normal text-muted">
                · {homes.length} {homes.length === 1 ? "home" : "homes"}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default async function OpenHomesPage() {
  await connection();
  const now = new Date();
  const today = agencyDate(now);
  const days = await listOpenHomes(await getDb(), today, addDays(today, 6), now);
  return (
    <div className="bg-sand pb-20 pt-28 sm:pt-32">
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <Breadcrumbs
          items={[
            { name: "Home", path: "/" },
            { name: "Open homes", path: "/open-homes" },
          ]}
        />
        <h1 className="mt-6 font-display text-4xl text-ink">Open homes this week</h1>
        <p className="mt-3 max-w-2xl text-lg text-muted">
          Every open inspection of our homes for sale and for rent over the next seven days. Add one to your calendar, or plan a day of
          several and download it as one file.
        </p>
        {days.length === 0 ? (
          <section aria-labelledby="no-open-homes" className="mt-10 rounded-xl bg-white p-8 text-center shadow-sm">
            <h2 id="no-open-homes" className="font-display text-2xl text-ink">
              No open homes are planned this week
            </h2>
            <p className="mt-3 text-muted">New inspections are added as our agents book them. Meanwhile, browse the homes on the market.</p>
            <p className="mt-6 flex flex-wrap justify-center gap-3">
              <Link
                href="/buy"
                className="inline-flex h-11 items-center rounded-full bg-clay px-5 font-semibold text-white hover:bg-clay-600"
              >
                Homes for sale
              </Link>
              <Link
                href="/rent"
                className="inline-flex h-11 items-center rounded-full border border-ink/25 bg-white px-5 font-semibold text-ink hover:border-clay"
              >
                Homes for rent
              </Link>
            </p>
          </section>
        ) : (
          <>
            {days.length > 1 ? <DayLinks days={days} /> : null}
            <div className="mt-10 flex flex-col gap-8">
              {days.map((day) => (
                <Day key={day.day} {...day} />
              ))}
            </div>
          </>
        )}
      </div>
    </div>
  );
}
