/**
 * Cover artwork for posts without a featured image, chosen by category (artwork in public/art/blog). The seeded posts
 * each have a drawing of their own in the same folder, stored as their featured image (src/server/db/seed-data).
 */
const covers = {
  market: "/art/blog/market.svg",
  buying: "/art/blog/buying.svg",
  selling: "/art/blog/selling.svg",
  local: "/art/blog/local.svg",
} as const;

const rules: ReadonlyArray<[RegExp, keyof typeof covers]> = [
  [/market|invest|price|growth|report/i, "market"],
  [/buy|first home|finance|loan/i, "buying"],
  [/sell|appraisal|auction|settle/i, "selling"],
];

export const coverSize = { width: 1200, height: 630 } as const;

export function categoryCover(category: string): string {
  return covers[rules.find(([pattern]) => pattern.test(category))?.[1] ?? "local"];
}

/** The image a post shows: its featured image, else its category's cover. */
export function postImage(post: { featuredImage: string | null; category: string }): string {
  return post.featuredImage?.trim() ? post.featuredImage : categoryCover(post.category);
}
