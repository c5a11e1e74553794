import type { FeatureIconName } from "@/components/home/feature-icon";

export const homeHero = {
  headlines: ["The Right Move, At The Right Time.", "Unlocking Your Next Chapter"] as const,
  scrollHint: "Scroll to step inside",
  primaryCta: { label: "Get Free Property Price Update", href: "/selling#appraisal" },
};

export const claims: readonly { value: string; label: string; detail: string }[] = [
  { value: "21", label: "Days on market", detail: "Our average time to sell" },
  { value: "500,000+", label: "Property views", detail: "Reached by every campaign" },
  { value: "10+", label: "Years experience", detail: "Selling South West Sydney" },
];

export const premiumMarketing: {
  title: "Premium Marketing That Sells";
  intro: string;
  items: readonly { title: string; text: string; icon: FeatureIconName }[];
} = {
  title: "Premium Marketing That Sells",
  intro:
    "Buyers decide in seconds whether to book an inspection. Every home we list gets a campaign built to win those seconds, and the local knowledge to turn interest into a strong price.",
  items: [
    { title: "Professional photography", text: "Twilight and daylight shoots by property specialists, styled to show how a family would live in your home.", icon: "camera" },
    { title: "Video and virtual tours", text: "Cinematic walk-throughs and floor plans so interstate and busy buyers can shortlist your home from anywhere.", icon: "video" },
    { title: "Targeted digital reach", text: "Premium portal placement and social campaigns aimed at buyers searching South West Sydney right now.", icon: "target" },
    { title: "A buyer network that moves", text: "Every listing goes first to our database of qualified local buyers, often before it reaches the portals.", icon: "megaphone" },
  ],
};

export const whyFamilies: {
  title: "Why Families Choose Us";
  intro: string;
  points: readonly { title: string; text: string; icon: FeatureIconName }[];
} = {
  title: "Why Families Choose Us",
  intro: "Selling or buying a home is a family decision. We treat it that way, from the first conversation to the day you get the keys.",
  points: [
    { title: "Client-First Approach", text: "Your goals set the strategy. We listen first, then advise honestly, even when the advice is to wait.", icon: "users" },
    { title: "Trust and Integrity", text: "Clear fees, realistic prices and regular updates. No surprises, no pressure.", icon: "shield" },
    { title: "Local Expertise", text: "We live and work in Gregory Hills, Oran Park and the suburbs around them, and we know every street.", icon: "map-pin" },
    { title: "Results-Driven", text: "An average of 21 days on market and campaigns seen by over 500,000 buyers.", icon: "trending-up" },
  ],
};

export const testimonialsSection = {
  title: "Loved by the Community",
  intro: "Hundreds of South West Sydney families have trusted us with their biggest move. Here is what a few of them said.",
};

export const closingCta = {
  title: "Thinking of selling? Find out what your home is worth.",
  text: "Get a free, no-obligation property price update from a local expert. We reply within 2 hours during business hours.",
};
