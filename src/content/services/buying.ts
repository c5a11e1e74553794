import type { FaqInput } from "@/content/seo/schema";
import type { JourneyStep } from "./selling";

export const buyingHero = {
  eyebrow: "Buying in South West Sydney",
  title: "Find Your Family's Next Home",
  intro:
    "From first homes in Leppington to family upsizers in Gregory Hills and Oran Park, we help buyers find the right home in the right street, and buy it with confidence.",
  searchLabel: "Suburb or postcode",
  searchPlaceholder: "e.g. Oran Park or 2557",
};

export interface FamilySection {
  title: string;
  text: string;
  points: readonly string[];
}

export const familySections: { title: string; intro: string; sections: readonly FamilySection[] } = {
  title: "Homes for Every Stage of Family Life",
  intro: "South West Sydney is where Sydney families come for space, schools and value. We match the home to the stage you are at.",
  sections: [
    {
      title: "First-home buyers",
      text: "Leppington and the newer estates of Oran Park offer some of Sydney's best value for a first home, with the Leppington train line and new town centres close by.",
      points: [
        "Help understanding the First Home Buyers Assistance Scheme",
        "Introductions to local brokers for pre-approval",
        "Plain-English contract and strata checks",
      ],
    },
    {
      title: "Growing families",
      text: "Gregory Hills and Gledswood Hills combine four-bedroom homes, parks at the end of the street and schools within walking distance.",
      points: [
        "School catchment and childcare information",
        "Homes near parks, playgrounds and cycleways",
        "Honest advice on which streets suit young children",
      ],
    },
    {
      title: "Upsizers and acreage seekers",
      text: "Ready for a bigger block, a granny flat or a few acres? Our acreage specialist knows the rural-residential pockets around Camden and The Oaks.",
      points: [
        "Off-market opportunities from our buyer database",
        "Acreage, dual-living and granny-flat homes",
        "Guidance on zoning, bores and subdivision potential",
      ],
    },
  ],
};

/** Spec: five steps — property search, inspect, make offer, due diligence, settlement. */
export const buyingJourney: { title: string; intro: string; steps: readonly JourneyStep[] } = {
  title: "Your Buying Journey in Five Steps",
  intro: "Buying in NSW has a few moving parts. Here is how it works, and where we help at each step.",
  steps: [
    {
      title: "Property search",
      text: "Tell us your budget, suburbs and must-haves. We send matching homes, including off-market ones, before they hit the portals.",
    },
    {
      title: "Inspect",
      text: "Join open homes or book a private inspection. We answer questions on the spot and share recent sales so you can judge value.",
    },
    {
      title: "Make an offer",
      text: "Put your offer in writing with any conditions. We present it to the vendor and keep you updated throughout the negotiation.",
    },
    {
      title: "Due diligence",
      text: "Have your solicitor or conveyancer review the contract, arrange building and pest inspections, and confirm your finance before exchange.",
    },
    {
      title: "Settlement",
      text: "After exchange, settlement typically takes 30-60 days. We arrange a final inspection and hand over the keys on settlement day.",
    },
  ],
};

export const buyerQuizSection = {
  title: "Ready to Buy?",
  intro: "Four quick questions to see how ready you are to buy in South West Sydney.",
};

export const buyingFaqs: readonly FaqInput[] = [
  {
    question: "How much deposit do I need to buy in South West Sydney?",
    answer:
      "For the loan, most lenders look for a 20% deposit to avoid lenders mortgage insurance, but many first-home buyers purchase with 5-10% through government schemes. That is separate from the deposit paid on the contract when it is exchanged, usually 10% (5% when the seller agrees), held in trust until settlement. A broker can tell you exactly what you can borrow.",
  },
  {
    question: "Should I get finance pre-approval before I start looking?",
    answer:
      "Yes. Pre-approval tells you your budget and shows vendors you are a serious buyer, which helps when there are competing offers.",
  },
  {
    question: "How long does settlement take in NSW?",
    answer:
      "Settlement typically takes 30-60 days after exchange of contracts. The exact date is agreed in the contract, so a shorter, quicker settlement or a longer one can be negotiated with the seller before you exchange.",
  },
  {
    question: "What is the cooling-off period in NSW?",
    answer:
      "For private treaty sales in NSW the cooling-off period is five business days after exchange (ten business days for off the plan), and cooling off costs 0.25% of the price. There is no cooling-off period when you buy at auction, or when your solicitor or conveyancer gives a section 66W certificate.",
  },
  {
    question: "Which suburb is right for my family?",
    answer:
      "It depends on your budget, schools and commute. Gregory Hills and Gledswood Hills suit families wanting established amenity, Oran Park offers a growing town centre, and Leppington offers value near the train line. Our suburb guides compare them in detail.",
  },
  {
    question: "Can you tell me about homes before they are advertised?",
    answer: "Yes. Register with us and we will send you off-market and pre-market homes that match what you are looking for.",
  },
];

export const buyingService = {
  serviceType: "Buyer guidance and property search",
  description:
    "Help for home buyers in Gregory Hills, Oran Park, Gledswood Hills, Leppington and South West Sydney: property search, inspections, offers, due diligence and settlement.",
};
