import { sql } from "drizzle-orm";
import { getDb } from "@/server/db";
import { route } from "@/server/http/route";
import { logger } from "@/server/log";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

const probeTimeoutMs = 3000;

/** For load balancers and monitors: 200 when the database answers a query, 503 when it does not. */
export const GET = route({ maxBodyBytes: 0 }, async () => {
  const started = performance.now();
  try {
    await Promise.race([
      getDb().then((db) => db.execute(sql`select 1`)),
      new Promise((_, reject) => setTimeout(() => reject(new Error(`no answer within ${probeTimeoutMs} ms`)), probeTimeoutMs)),
    ]);
    return Response.json(
      { status: "ok", database: "up", latencyMs: Math.round(performance.now() - started) },
      { headers: { "Cache-Control": "no-store" } },
    );
  } catch (error) {
    logger.warn({ err: error }, "health check: database unavailable");
    return Response.json({ status: "error", database: "down" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
});
