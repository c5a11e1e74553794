import type { CalendarEvent } from "@/lib/listings/ics";
import { absoluteUrl } from "@/lib/seo/site-url";
import { listingPath } from "@/lib/listings/listing-slug";
import type { PublicInspection, PublicListingSummary } from "@/server/listings/public-listing";

/** An open inspection as a calendar event (30 minutes when the feed gave no end). */
export function inspectionEvent(listing: PublicListingSummary, inspection: PublicInspection & { startsAt: Date }): CalendarEvent {
  const end = inspection.endsAt ?? new Date(inspection.startsAt.getTime() + 30 * 60_000);
  return {
    uid: `inspection-${listing.id}-${inspection.startsAt.getTime()}@ironbarkrealty.com.au`,
    start: inspection.startsAt,
    end,
    summary: `Open home: ${listing.address}`,
    location: listing.address,
    description: `${listing.headline ?? "Open inspection"}\n${absoluteUrl(listingPath(listing.slug))}`,
    url: absoluteUrl(listingPath(listing.slug)),
  };
}

export function upcomingInspections(inspections: PublicInspection[], now: Date): (PublicInspection & { startsAt: Date })[] {
  return inspections.filter(
    (i): i is PublicInspection & { startsAt: Date } => i.kind === "open" && i.startsAt !== null && (i.endsAt ?? i.startsAt) > now,
  );
}
