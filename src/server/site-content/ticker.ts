import "server-only";
import { getDb } from "@/server/db";
import { blogPosts } from "@/server/db/schema";
import { newestPostsFirst, visiblePostCondition } from "@/server/blog/posts";
import { logger } from "@/server/log";
import { TICKER_MAX_HEADLINES, tickerItems, type TickerItem } from "@/lib/site-content/headlines";
import { currentSiteDocument } from "./current";

async function newestPostTitles(): Promise<Array<{ title: string; slug: string }>> {
  try {
    const db = await getDb();
    return await db
      .select({ title: blogPosts.title, slug: blogPosts.slug })
      .from(blogPosts)
      .where(visiblePostCondition(new Date()))
      .orderBy(...newestPostsFirst)
      .limit(TICKER_MAX_HEADLINES);
  } catch (error) {
    logger.error({ err: error }, "could not read the newest posts for the ticker; showing its written headlines");
    return [];
  }
}

/** The ticker's headlines for the page being rendered: as staff wrote them, or the newest posts' titles. */
export async function currentTickerItems(): Promise<TickerItem[]> {
  const ticker = await currentSiteDocument("ticker");
  return tickerItems(ticker, ticker.source === "latest-posts" ? await newestPostTitles() : []);
}
