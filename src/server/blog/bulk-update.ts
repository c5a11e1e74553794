import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db";
import { blogPosts } from "@/server/db/schema";
import { seedPosts } from "@/server/db/seed-data/blog-posts";
import { adminFailureMessages } from "@/lib/admin/failure-messages";

/** The nine named posts, in the order the update dates them (the first on the day of the update). */
const namedSlugs = [
  "gregory-hills-market-update-spring-2026",
  "oran-park-vs-gregory-hills-lifestyle-guide",
  "first-home-buyer-guide-south-west-sydney",
  "preparing-your-home-for-sale-checklist",
  "landlord-guide-routine-inspections",
  "western-sydney-airport-what-it-means-for-leppington",
  "acreage-living-around-camden",
  "understanding-settlement-in-nsw",
  "gledswood-hills-suburb-profile",
] as const;

function coverOf(slug: string): string {
  const post = seedPosts.find((p) => p.slug === slug);
  if (!post) throw new Error(`The bulk update names ${slug}, which is not a seeded post`);
  return post.cover;
}

/**
 * The spec's bulk image/date update for the nine named (seeded) posts: each gets its own cover drawing (the one
 * the seed gives it, so the update restores it), and their published dates are spaced one week apart, the first on
 * the day of the update. Posts missing from the database are skipped and reported.
 */
export const bulkUpdatePlan: ReadonlyArray<{ slug: string; featuredImage: string }> = namedSlugs.map((slug) => ({
  slug,
  featuredImage: coverOf(slug),
}));

export const bulkUpdateFailedMessage = adminFailureMessages.bulkUpdate;

const weekMs = 7 * 24 * 60 * 60 * 1000;

export interface BulkUpdateResult {
  updated: string[];
  missing: string[];
}

/** All nine in one transaction: either every found post changes, or none does. */
export async function bulkUpdateNamedPosts(db: Db, now: Date = new Date()): Promise<BulkUpdateResult> {
  return db.transaction(async (tx) => {
    const result: BulkUpdateResult = { updated: [], missing: [] };
    for (const [index, { slug, featuredImage }] of bulkUpdatePlan.entries()) {
      const publishedDate = new Date(now.getTime() - index * weekMs);
      const rows = await tx
        .update(blogPosts)
        .set({ featuredImage, publishedDate })
        .where(eq(blogPosts.slug, slug))
        .returning({ slug: blogPosts.slug });
      (rows.length > 0 ? result.updated : result.missing).push(slug);
    }
    return result;
  });
}
