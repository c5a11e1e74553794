/**
 * The shape of suburb content. Pages under /{suburb} are one set of components fed by these
 * modules; nothing in a component should know about a particular suburb.
 *
 * Exact counts from the spec are encoded as tuples, so a missing FAQ or an extra tile is a type error.
 */

export type SuburbSlug = "gregory-hills" | "oran-park" | "leppington" | "gledswood-hills";

/** Fixed-length read-only lists. */
export type Three<T> = readonly [T, T, T];
export type Four<T> = readonly [T, T, T, T];
export type Six<T> = readonly [T, T, T, T, T, T];

export interface Link {
  label: string;
  href: string;
}

export interface Seo {
  /** Without the agency suffix; the root title template adds it. */
  title: string;
  description: string;
  keywords: readonly string[];
}

export interface Faq {
  question: string;
  answer: string;
}

export interface TextBlock {
  title: string;
  paragraphs: readonly string[];
}

export interface CallToAction {
  title: string;
  text: string;
  primary: Link;
  secondary: Link;
}

/** The six landing-page tiles, in display order. Components pick an icon by key. */
export const featureKeys = ["education", "shopping", "parks", "transport", "family", "growth"] as const;
export type FeatureKey = (typeof featureKeys)[number];

export interface FeatureTile {
  key: FeatureKey;
  title: string;
  text: string;
}

export interface MarketCard {
  title: string;
  /** A short headline figure or phrase, e.g. "Around 30–60 days". */
  value: string;
  text: string;
}

export interface Point {
  title: string;
  text: string;
}

/** The four buying steps, in order: search or find, finance pre-approval, inspection, offer or negotiate. */
export const buyingStepKeys = ["search", "finance", "inspection", "offer"] as const;
export type BuyingStepKey = (typeof buyingStepKeys)[number];

export interface BuyingStep extends Point {
  key: BuyingStepKey;
}

/** The six selling benefits, in order: free appraisal, marketing, buyer network, pricing, negotiation, results. */
export const sellingBenefitKeys = ["appraisal", "marketing", "buyers", "pricing", "negotiation", "results"] as const;
export type SellingBenefitKey = (typeof sellingBenefitKeys)[number];

export interface SellingBenefit extends Point {
  key: SellingBenefitKey;
}

interface SubPageBase {
  seo: Seo;
  /** Shown in the 400px hero. */
  hero: { title: string; intro: string };
  market: TextBlock;
  faqs: Six<Faq>;
  cta: CallToAction;
}

/** /{suburb}/buying: three 'why buy' points, a four-step journey, market text, six FAQs. CTA: /contact and back to the suburb. */
export interface BuyingPage extends SubPageBase {
  whyBuy: Three<Point>;
  steps: Four<BuyingStep>;
}

/** /{suburb}/selling: six selling benefits, market text, six FAQs. CTA: /selling and /contact. */
export interface SellingPage extends SubPageBase {
  benefits: Six<SellingBenefit>;
}

interface SuburbGuideBase {
  slug: SuburbSlug;
  name: string;
  postcode: string;
  /** Local government area(s). */
  lga: string;
  /** `/art/suburbs/${slug}.svg` */
  image: string;
  imageAlt: string;
  seo: Seo;
  hero: { title: `Real Estate in ${string}`; intro: string };
  features: Six<FeatureTile>;
  market: TextBlock;
  cta: CallToAction;
}

/**
 * Gregory Hills and Oran Park: six FAQs, buy and sell cards, and /buying and /selling sub-pages.
 * The buy and sell cards link to `/${slug}/buying` and `/${slug}/selling`.
 */
export interface FullSuburbGuide extends SuburbGuideBase {
  variant: "full";
  faqs: Six<Faq>;
  cards: { buying: Point; selling: Point };
  buying: BuyingPage;
  selling: SellingPage;
  /** Show the 'What's On' events calendar (Gregory Hills only). */
  showEvents: boolean;
}

/** Leppington and Gledswood Hills: hero, tiles, three market cards and a call to action; no FAQs, no sub-pages. */
export interface ShortSuburbGuide extends SuburbGuideBase {
  variant: "short";
  marketCards: Three<MarketCard>;
}

export type SuburbGuide = FullSuburbGuide | ShortSuburbGuide;

/* ---------- /suburb-comparison ---------- */

export const comparisonFeatureKeys = ["schools", "shopping", "transport", "parks", "growth", "familyAppeal"] as const;
export type ComparisonFeatureKey = (typeof comparisonFeatureKeys)[number];

export type Rating = 1 | 2 | 3 | 4 | 5;

export interface ComparisonFeature {
  /** Display label, e.g. "Family appeal". */
  label: string;
  rating: Rating;
  description: string;
}

export interface ComparedSuburb {
  slug: SuburbSlug;
  name: string;
  postcode: string;
  image: string;
  imageAlt: string;
  /** The suburb's guide page. */
  url: string;
  summary: string;
  features: Record<ComparisonFeatureKey, ComparisonFeature>;
  pros: Four<string>;
  cons: Three<string>;
}

export interface WhichIsRightOption {
  suburb: SuburbSlug;
  /** Display name of the suburb. */
  name: string;
  bestFor: readonly string[];
  summary: string;
}

export interface SuburbComparison {
  seo: Seo;
  hero: { title: string; intro: string };
  suburbs: readonly [ComparedSuburb, ComparedSuburb];
  whichIsRight: { title: string; intro: string; options: readonly [WhichIsRightOption, WhichIsRightOption] };
  /** /contact and /suburb-reports. */
  cta: CallToAction;
}
