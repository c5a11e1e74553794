import "server-only";
import { getDb } from "@/server/db";
import { logger } from "@/server/log";
import { sitemapDocument } from "./sitemap";

/** The response for /sitemap.xml (`part` null) or one of its parts: 404 for a part that does not exist, 503 without the database. */
export async function sitemapResponse(part: number | null): Promise<Response> {
  try {
    const xml = await sitemapDocument(await getDb(), part);
    if (xml === null) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
    return new Response(xml, {
      headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, must-revalidate" },
    });
  } catch (error) {
    logger.error({ err: error }, "could not build the sitemap");
    return new Response("Sitemap unavailable", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" },
    });
  }
}
