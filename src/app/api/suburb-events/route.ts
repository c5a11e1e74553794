import { validate } from "@/lib/validation/first-error";
import { suburbEventsRequestSchema } from "@/lib/validation/event";
import { getDb } from "@/server/db";
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from "@/server/db/unavailable";
import { listEvents } from "@/server/events/event-store";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";
import { logger } from "@/server/log";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const maxBodyBytes = 4 * 1024;

/** The spec's suburb-events call: POST `{ suburb }` (the suburb's name) → `{ events: [...] }`, empty when it has none. */
export const POST = route({ maxBodyBytes }, async (request) => {
  const body = await readJsonBody(request);
  if (!body.ok) return Response.json({ error: body.message }, { status: body.status });

  const input = validate(suburbEventsRequestSchema, body.value);
  if (!input.ok) return Response.json({ error: input.message }, { status: 400 });

  try {
    const events = await listEvents(await getDb(), input.data.suburb);
    return Response.json({ events }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logger.error({ err: error, suburb: input.data.suburb }, "suburb events: could not read the events");
    if (isDatabaseUnavailable(error)) {
      return Response.json(
        { error: "Failed to load events" },
        { status: 503, headers: { "Retry-After": String(databaseRetryAfterSeconds) } },
      );
    }
    return Response.json({ error: "Failed to load events" }, { status: 500 });
  }
});
