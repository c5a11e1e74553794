import { inspectionEvent } from "@/components/listings/listing-calendar";
import { icsCalendar } from "@/lib/listings/ics";
import { getDb } from "@/server/db";
import { isCalendarDay, listOpenHomes } from "@/server/listings/open-homes";

const text = (body: string, status: number) => new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * GET /open-homes/{YYYY-MM-DD}.ics[?home=<listing id>…]: one calendar file with a day's open homes — the ticked homes,
 * or all of them when none is named — for a Saturday of inspections planned on /open-homes.
 */
export async function GET(request: Request, { params }: { params: Promise<{ day: string }> }): Promise<Response> {
  const day = (await params).day.replace(/\.ics$/, "");
  if (!(await params).day.endsWith(".ics") || !isCalendarDay(day)) return text("Not found.", 404);
  const now = new Date();
  const wanted = new Set(new URL(request.url).searchParams.getAll("home"));
  const [found] = await listOpenHomes(await getDb(), day, day, now);
  const homes = (found?.homes ?? []).filter((home) => wanted.size === 0 || wanted.has(home.listing.id));
  if (homes.length === 0) return text("No open homes on that day.", 404);
  const body = icsCalendar(
    homes.map(({ listing, startsAt, endsAt }) => inspectionEvent(listing, { kind: "open", startsAt, endsAt })),
    now,
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="open-homes-${day}.ics"`,
      "Cache-Control": "no-store",
    },
  });
}
