import type { Instrumentation } from "next";
import { markDatabaseOutage } from "./server/http/database-outage";
import { markRefusedAction } from "./server/http/refused-actions";

/**
 * Runs once when the server starts (never during `next build`): opens the database, applies migrations
 * and seeds an empty one, so the first visitor does not wait for it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServerServices } = await import("./server/startup");
  await startServerServices();
}

/**
 * A page that failed for want of the database is answered 503, not 500 (src/server/http/database-outage.ts); a server
 * action request Next refused as malformed or too large, or a multipart POST to a page whose body is no form, 400 or
 * 413 (src/server/http/refused-actions.ts).
 */
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  markDatabaseOutage(error, request.headers);
  markRefusedAction(error, request, context.routeType);
};
