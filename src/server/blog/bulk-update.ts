import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db";
import { blogPosts } from "@/server/db/schema";
import { adminFailureMessages } from "@/lib/admin/failure-messages";

/**
 * The spec's bulk image/date update for the nine named (seeded) posts: each gets its picture, and their
 * published dates are spaced one week apart, the first on the day of the update. Posts missing from the
 * database are skipped and reported.
 */
export const bulkUpdatePlan: ReadonlyArray<{ slug: string; featuredImage: string }> = [
  { slug: "gregory-hills-market-update-spring-2026", featuredImage: "/art/suburbs/gregory-hills.svg" },
  { slug: "oran-park-vs-gregory-hills-lifestyle-guide", featuredImage: "/art/suburbs/oran-park.svg" },
  { slug: "first-home-buyer-guide-south-west-sydney", featuredImage: "/art/blog/buying.svg" },
  { slug: "preparing-your-home-for-sale-checklist", featuredImage: "/art/blog/selling.svg" },
  { slug: "landlord-guide-routine-inspections", featuredImage: "/art/hero-interior.svg" },
  { slug: "western-sydney-airport-what-it-means-for-leppington", featuredImage: "/art/suburbs/leppington.svg" },
  { slug: "acreage-living-around-camden", featuredImage: "/art/hero-exterior.svg" },
  { slug: "understanding-settlement-in-nsw", featuredImage: "/art/blog/market.svg" },
  { slug: "gledswood-hills-suburb-profile", featuredImage: "/art/suburbs/gledswood-hills.svg" },
];

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
