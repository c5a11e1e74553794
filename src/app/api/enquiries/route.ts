import { enquiryTypes } from "@/lib/validation/contact-enquiry-types";
import { getDb, type Db } from "@/server/db";
import { getClientIp } from "@/server/http/client-ip";
import { readJsonBody } from "@/server/http/read-json-body";
import { route } from "@/server/http/route";
import { parseEnquiryPayload } from "@/server/leads/enquiry-payload";
import { databaseRetryAfterSeconds } from "@/server/db/unavailable";
import { databaseUnavailableMessage, submitEnquiry } from "@/server/leads/submit-enquiry";
import { logger } from "@/server/log";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

// A real lead is a few kilobytes. The cap sits above 1 MB so that an oversized field still gets its own
// message (e.g. 'Message must be less than 1000 characters', HTTP 400); only larger bodies get 413.
const maxBodyBytes = 2 * 1024 * 1024;

/** The spec's send-contact-email call as JSON: {type:'appraisal'|'career'|'contact'|'newsletter', …}. */
export const POST = route({ maxBodyBytes }, async (request) => {
  const body = await readJsonBody(request);
  if (!body.ok) return Response.json({ error: body.message }, { status: body.status });

  const payload = parseEnquiryPayload(body.value, enquiryTypes);
  if (!payload.ok) return Response.json({ error: payload.message }, { status: 400 });

  let db: Db;
  try {
    db = await getDb();
  } catch (error) {
    logger.error({ err: error }, "enquiry endpoint: database unavailable");
    return Response.json(
      { error: databaseUnavailableMessage() },
      { status: 503, headers: { "Retry-After": String(databaseRetryAfterSeconds) } },
    );
  }

  const result = await submitEnquiry(db, { kind: payload.kind, fields: payload.fields, ip: await getClientIp(), details: payload.details });
  if (!result.ok) {
    const headers = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : undefined;
    return Response.json({ error: result.message }, { status: result.status, headers });
  }
  return Response.json({ ok: true, id: result.id }, { status: 201 });
});
