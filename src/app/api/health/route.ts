import { sql } from "drizzle-orm";
import { getDatabaseHandle, getDb, isDatabaseOpen } from "@/server/db";
import { route } from "@/server/http/route";
import { logger } from "@/server/log";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const probeTimeoutMs = 3000;
const noStore = { "Cache-Control": "no-store" };

/**
 * For load balancers and monitors: 200 when the database answers a query; 503 when it does not, and while it is
 * still being opened (migrations, or waiting for the PGlite folder) — never 500.
 */
export const GET = route({ maxBodyBytes: 0 }, async () => {
  if (!isDatabaseOpen()) {
    // Start it if nothing has yet (the start-up hook normally has); the probe does not wait for it.
    getDatabaseHandle().catch(() => undefined);
    return unavailable("starting");
  }
  const started = performance.now();
  try {
    await Promise.race([
      getDb().then((db) => db.execute(sql`select 1`)),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${probeTimeoutMs} ms`)), probeTimeoutMs)),
    ]);
    return Response.json({ status: "ok", database: "up", latencyMs: Math.round(performance.now() - started) }, { headers: noStore });
  } catch (error) {
    logger.warn({ err: error }, "health check: database unavailable");
    return unavailable("down");
  }
});

function unavailable(database: "starting" | "down"): Response {
  return Response.json({ status: "error", database }, { status: 503, headers: noStore });
}
