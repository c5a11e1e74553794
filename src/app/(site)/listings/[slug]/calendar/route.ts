import { icsCalendar } from "@/lib/listings/ics";
import { inspectionEvent, upcomingInspections } from "@/components/listings/listing-calendar";
import { getDb } from "@/server/db";
import { listingPageAnswer } from "@/server/listings/listing-page";

/**
 * GET /listings/{slug}/calendar[?start=<ISO time>]: the listing's upcoming open inspections (or the one starting then)
 * as an iCalendar file to add to a calendar.
 */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const answer = await listingPageAnswer(await getDb(), (await params).slug);
  if (answer.kind !== "listing")
    return new Response("This listing is not on the market.", {
      status: answer.kind === "gone" ? 410 : 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const now = new Date();
  const start = new URL(request.url).searchParams.get("start");
  const wanted = start ? Date.parse(start) : null;
  const inspections = upcomingInspections(answer.listing.inspections, now).filter(
    (i) => wanted === null || i.startsAt.getTime() === wanted,
  );
  if (inspections.length === 0)
    return new Response("No upcoming inspection at that time.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const body = icsCalendar(
    inspections.map((i) => inspectionEvent(answer.listing, i)),
    now,
  );
  const name = `open-home-${answer.listing.slug.slice(0, 60)}.ics`;
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
}
