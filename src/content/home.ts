/**
 * Texts of the home page, in the order the sections appear. The page and its components supply the
 * agency's name and phone from `site`; nothing here repeats them.
 */

/** Icons the home page's feature cards can show (a subset of the names FeatureIcon knows). */
export type MarketingIcon = "camera" | "video" | "megaphone" | "target" | "sparkles" | "chart";
import { agencyClaims, claimText } from "@/lib/agency/claims";
export type FamilyIcon = "users" | "shield" | "map-pin" | "trending-up";

export const homeHero = {
  /** The headline switches from the first to the second as the visitor scrolls "inside" the home. */
  headlines: ["The Right Move, At The Right Time.", "Unlocking Your Next Chapter"] as const,
  scrollHint: "Scroll to step inside",
  primaryCta: { label: "Get Free Property Price Update", href: "/selling#appraisal" },
};

/** The three headline claims of the spec. */
export const claims: readonly { value: string; label: string; detail: string }[] = [
  { value: String(agencyClaims.averageDaysOnMarket), label: "Days average on market", detail: "Our listings, from launch to sold" },
  {
    value: claimText.viewsPerCampaign,
    label: "Property views per campaign",
    detail: "Across the portals, social media and our buyer list",
  },
  { value: claimText.yearsExperience, label: "Years experience", detail: "Selling homes in Gregory Hills, Oran Park and beyond" },
];

export const premiumMarketing: {
  title: "Premium Marketing That Sells";
  intro: string;
  items: readonly { title: string; text: string; icon: MarketingIcon }[];
} = {
  title: "Premium Marketing That Sells",
  intro:
    "Buyers decide in seconds whether to book an inspection. Every home we list gets a campaign built to win those seconds, backed by the local knowledge to turn interest into a strong price.",
  items: [
    {
      title: "Professional photography",
      text: "Daylight and twilight shoots by property photographers, composed to show how a family would really live in your home.",
      icon: "camera",
    },
    {
      title: "Video and floor plans",
      text: "Walk-through video and accurate floor plans let busy and interstate buyers shortlist your home before they set foot inside.",
      icon: "video",
    },
    {
      title: "Styling that photographs well",
      text: "Practical advice on decluttering, furniture placement and small repairs, and professional styling when it will pay for itself.",
      icon: "sparkles",
    },
    {
      title: "Targeted digital reach",
      text: "Premium portal placement and social campaigns aimed at the people searching for homes in South West Sydney right now.",
      icon: "target",
    },
    {
      title: "A buyer network that moves",
      text: "Every listing goes first to our database of qualified local buyers, and often finds its strongest interest before the portals go live.",
      icon: "megaphone",
    },
    {
      title: "Weekly campaign reports",
      text: "Views, saves, enquiries and inspection feedback in one plain-English report, so you always know how your campaign is tracking.",
      icon: "chart",
    },
  ],
};

export const whyFamilies: {
  title: "Why Families Choose Us";
  intro: string;
  points: readonly { title: string; text: string; icon: FamilyIcon }[];
} = {
  title: "Why Families Choose Us",
  intro:
    "Selling or buying a home is a family decision. We treat it that way, from the first conversation at the kitchen table to the day you collect the keys.",
  points: [
    {
      title: "Client-First Approach",
      text: "Your goals set the strategy. We listen first, then advise honestly, even when the best advice is to wait.",
      icon: "users",
    },
    {
      title: "Trust and Integrity",
      text: "Clear fees, realistic price guides and regular updates. No surprises and no pressure, at any stage.",
      icon: "shield",
    },
    {
      title: "Local Expertise",
      text: "We live and work in Gregory Hills, Oran Park and the suburbs around them, and we know what sells on each street.",
      icon: "map-pin",
    },
    {
      title: "Results-Driven",
      text: `An average of ${claimText.daysOnMarket} on market, and campaigns that draw more than ${claimText.views} property views.`,
      icon: "trending-up",
    },
  ],
};

export const testimonialsSection = {
  title: "Loved by the Community",
  intro:
    "Families across Gregory Hills, Oran Park and the South West have trusted us with their biggest move. Here is what a few of them said.",
};

export const closingCta = {
  title: "Thinking of selling? Find out what your home is worth.",
  text: `Get a free, no-obligation property price update from a local expert. We reply ${claimText.replyWithin} during business hours.`,
};
