import { gledswoodHills } from "./gledswood-hills";
import { gregoryHills } from "./gregory-hills";
import { leppington } from "./leppington";
import { oranPark } from "./oran-park";
import type { FullSuburbGuide, SuburbGuide, SuburbSlug } from "./types";

export type * from "./types";
export { buyingStepKeys, comparisonFeatureKeys, featureKeys, sellingBenefitKeys } from "./types";
export { gledswoodHills, gregoryHills, leppington, oranPark };

/** All suburb guides, in display order. */
export const suburbGuides: readonly SuburbGuide[] = [gregoryHills, oranPark, gledswoodHills, leppington];

export function findSuburbGuide(slug: string): SuburbGuide | undefined {
  return suburbGuides.find((guide) => guide.slug === slug);
}

/** Only Gregory Hills and Oran Park have /buying and /selling sub-pages. */
export function findFullSuburbGuide(slug: string): FullSuburbGuide | undefined {
  const guide = findSuburbGuide(slug);
  return guide?.variant === "full" ? guide : undefined;
}

export function suburbGuidePath(slug: SuburbSlug, page?: "buying" | "selling"): string {
  return page ? `/${slug}/${page}` : `/${slug}`;
}

/** Every suburb guide page: landing pages, plus /buying and /selling for the full guides. */
export const suburbPaths: string[] = suburbGuides.flatMap((guide) =>
  guide.variant === "full"
    ? [suburbGuidePath(guide.slug), suburbGuidePath(guide.slug, "buying"), suburbGuidePath(guide.slug, "selling")]
    : [suburbGuidePath(guide.slug)],
);
