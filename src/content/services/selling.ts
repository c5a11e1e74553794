import type { FaqInput } from "@/content/seo/schema";
import type { CountUpStat } from "@/lib/stats/count-up";
import { agencyClaims, claimText } from "@/lib/agency/claims";

export const sellingHero = {
  eyebrow: "Selling in South West Sydney",
  title: "Get Your Free Property Price Update",
  intro:
    "Find out what your home would sell for in today's market. A local agent who sells in your street will prepare a no-obligation price update for your Gregory Hills, Oran Park, Gledswood Hills or Leppington home.",
  formTitle: "Request your free price update",
  formIntro: `Four details and we'll do the rest. We reply ${claimText.replyWithin} during business hours.`,
};

/** The spec's three animated stats: days on market, views per campaign (in thousands), years of experience. */
export const sellingStats: readonly CountUpStat[] = [
  { end: agencyClaims.averageDaysOnMarket, suffix: "", unit: "days", label: "Average days on market" },
  { end: agencyClaims.viewsPerCampaign / 1000, suffix: "K+", unit: "", label: "Property views per campaign" },
  { end: agencyClaims.yearsExperience, suffix: "+", unit: "years", label: "Years selling South West Sydney" },
];

export interface JourneyStep {
  title: string;
  text: string;
}

export const sellingJourney: { title: string; intro: string; steps: readonly JourneyStep[] } = {
  title: "Your Selling Journey, Step by Step",
  intro: "A clear plan from the first conversation to settlement day, so you always know what happens next.",
  steps: [
    {
      title: "Free price update",
      text: "We walk through your home, study recent sales in your street and give you an honest, evidence-based price range. No obligation, no pressure.",
    },
    {
      title: "Prepare and present",
      text: "Styling advice, small fixes that pay for themselves, then professional photography, video and floor plans that show your home at its best.",
    },
    {
      title: "Launch the campaign",
      text: `Your home goes to our database of qualified local buyers first, then to the portals and social channels, reaching ${claimText.viewsPerCampaign} views per campaign.`,
    },
    {
      title: "Negotiate and settle",
      text: "We negotiate every offer hard, keep you informed daily, and look after contracts and keys through to settlement, typically 30-60 days after exchange.",
    },
  ],
};

export const sellingStory = {
  title: "Your Story",
  paragraphs: [
    "Every home in South West Sydney has a story. The first house you bought in Oran Park when the town centre was still a plan. The Gregory Hills home where the kids learnt to ride their bikes. The acreage near Camden you always meant to subdivide.",
    "We start with that story. Why are you moving, where to, and when? Upsizing, downsizing, relocating for work or cashing in growth, the right strategy depends on what comes next for you, not on a template.",
    "Then we tell your home's story to buyers: the morning light in the kitchen, the five-minute walk to school, the park at the end of the street. That is how a house becomes someone's next home, and how you get the best price for it.",
  ],
};

export const sellerQuizSection = {
  title: "Ready for What's Next?",
  intro: "Four quick questions to see where you stand before you sell. It takes under a minute.",
};

export const sellingFaqs: readonly FaqInput[] = [
  {
    question: "How long does it take to sell a home in Gregory Hills?",
    answer: `Our average is ${claimText.daysOnMarket} on market. Most sales in Gregory Hills take 30-60 days from listing to exchange depending on price and presentation, and settlement typically follows 30-60 days after exchange.`,
  },
  {
    question: "Is the property price update really free?",
    answer:
      "Yes. A local agent visits your home, reviews recent comparable sales and gives you a written price range. There is no cost and no obligation to list with us.",
  },
  {
    question: "What does your marketing include?",
    answer: `Professional photography, video and floor plans, premium portal listings, targeted social campaigns and a launch to our database of local buyers. Campaigns regularly reach ${claimText.viewsPerCampaign} property views.`,
  },
  {
    question: "Should I renovate before selling?",
    answer:
      "Usually not. Fresh paint, a tidy garden and small repairs often return more than they cost, while major renovations rarely do. We will tell you honestly which jobs are worth doing for your home.",
  },
  {
    question: "Auction or private treaty: which is better?",
    answer:
      "It depends on your home and the market. In much of South West Sydney private treaty works well for family homes, while auctions can suit unique or high-demand properties. We will recommend the method most likely to get you the best result.",
  },
  {
    question: "Can you help me sell and buy at the same time?",
    answer:
      "Yes. The risk is the timing: moving twice, or paying two loans at once. A longer settlement on the sale or the purchase, bridging finance, or running the sale and the purchase in parallel can line them up, and when you are selling and buying through us we can coordinate both sides so you move only once.",
  },
  {
    question: "What are your fees?",
    answer:
      "Our commission and marketing costs are set out in writing before you sign anything, with no hidden extras. We are happy to walk you through exactly what you pay for and why.",
  },
];

export const sellingService = {
  serviceType: "Residential property sales",
  description:
    "Free property price updates, premium marketing and expert negotiation for home sellers in Gregory Hills, Oran Park, Gledswood Hills, Leppington and South West Sydney.",
};
