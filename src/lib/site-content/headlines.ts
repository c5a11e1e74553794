import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { optionalLinkSchema, requiredText } from "./fields";

/*
 * The 'Latest Property News' ticker: up to 12 headlines written by staff (each optionally a link), or the titles of
 * the newest published posts. The written headlines are kept when the source is the posts, and shown while there
 * are none.
 */

export const tickerSources = ["headlines", "latest-posts"] as const;
export type TickerSource = (typeof tickerSources)[number];
export const TICKER_MAX_HEADLINES = 12;

export const headlineSchema = z.object({
  text: requiredText("Headline", 90),
  href: optionalLinkSchema("Headline link"),
});

export const tickerSchema = z.object({
  source: z.enum(tickerSources, { error: "Choose where the ticker's headlines come from" }),
  headlines: z
    .array(headlineSchema)
    .min(1, { error: "The ticker needs at least 1 headline" })
    .max(TICKER_MAX_HEADLINES, { error: `The ticker shows at most ${TICKER_MAX_HEADLINES} headlines` })
    // The ticker keys its items on the text, and a repeated headline reads as a glitch.
    .refine((headlines) => new Set(headlines.map((h) => h.text.toLowerCase())).size === headlines.length, {
      error: "Each headline must be different",
    }),
});

export type Headline = z.output<typeof headlineSchema>;
export type Ticker = z.output<typeof tickerSchema>;

export interface TickerItem {
  text: string;
  /** Where the headline leads, or null when it is plain text. */
  href: string | null;
}

/**
 * What the ticker shows: the written headlines, or the newest published posts' titles (at most 12) linking to
 * them; the written headlines while no post is published.
 */
export function tickerItems(ticker: Ticker, newestPosts: ReadonlyArray<{ title: string; slug: string }>): TickerItem[] {
  if (ticker.source === "latest-posts" && newestPosts.length > 0) {
    // The ticker keys its items on the text: of two posts with the same title, the newer one.
    const items: TickerItem[] = [];
    for (const post of newestPosts) {
      if (items.length === TICKER_MAX_HEADLINES) break;
      if (!items.some((item) => item.text === post.title)) items.push({ text: post.title, href: `/insights/${post.slug}` });
    }
    return items;
  }
  return ticker.headlines.map((headline) => ({ text: headline.text, href: headline.href || null }));
}
