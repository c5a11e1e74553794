import { buildRssFeed } from "@/server/blog/feed";
import { listVisiblePosts } from "@/server/blog/posts";
import { getDb } from "@/server/db";
import { route } from "@/server/http/route";
import { logger } from "@/server/log";
import { siteDocumentNow } from "@/server/site-content/current";

// Read per request, so a scheduled post enters the feed on its date.
export const dynamic = "force-dynamic";

export const GET = route({ maxBodyBytes: 0 }, async () => {
  try {
    const db = await getDb();
    const [posts, agency] = await Promise.all([listVisiblePosts(db), siteDocumentNow("agency", db)]);
    const xml = buildRssFeed(posts, agency);
    return new Response(xml, {
      headers: {
        "Content-Type": "application/rss+xml; charset=utf-8",
        "Cache-Control": "public, max-age=0, s-maxage=300, stale-while-revalidate=600",
      },
    });
  } catch (error) {
    logger.error({ err: error }, "could not build the RSS feed");
    return new Response("Feed unavailable", { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" } });
  }
});
