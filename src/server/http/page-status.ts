import "server-only";
import { headers } from "next/headers";
import { productionServer, requestIdHeader } from "./production-server";

/*
 * A page that renders its own "not found" content instead of calling notFound(). Next renders notFound() thrown in a
 * page rendered per request as an empty HTML shell that only JavaScript fills in (the not-found boundary is a client
 * error boundary, which server rendering cannot run), so without JavaScript the visitor, and a crawler, would see a
 * blank page. Rendering the content directly keeps it in the HTML; the status is then set by scripts/server.ts,
 * which owns the response head and sends the status marked here for the request (src/server/http/production-server.ts).
 */

/** Marks the request being rendered so that its 200 is sent as `status` (404 for a missing article). */
export async function answerPageWithStatus(status: number): Promise<void> {
  const statuses = productionServer()?.pageStatuses;
  const id = (await headers()).get(requestIdHeader);
  if (statuses && id) statuses.set(id, status);
}
