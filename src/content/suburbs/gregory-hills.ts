import type { FullSuburbGuide } from "./types";
import { claimText } from "@/lib/agency/claims";

export const gregoryHills: FullSuburbGuide = {
  variant: "full",
  slug: "gregory-hills",
  name: "Gregory Hills",
  postcode: "2557",
  lga: "Camden Council",
  image: "/art/suburbs/gregory-hills.svg",
  imageAlt: "Illustration of new family homes along a tree-lined street in Gregory Hills",
  seo: {
    title: "Gregory Hills Real Estate Agent | Buy & Sell in 2557",
    description:
      "Local real estate agents in Gregory Hills NSW 2557. Suburb guide, market insights and free property price updates from the team based right here in Gregory Hills.",
    keywords: [
      "Gregory Hills real estate",
      "real estate agent Gregory Hills",
      "Gregory Hills 2557",
      "homes for sale Gregory Hills",
      "sell my house Gregory Hills",
      "Camden Council property",
    ],
  },
  hero: {
    title: "Real Estate in Gregory Hills",
    intro:
      "Our office is in Gregory Hills, so this is the suburb we know street by street. Whether you are upsizing from a first home, buying off the plan or weighing up a sale, we can tell you what homes like yours are actually doing here.",
  },
  features: [
    {
      key: "education",
      title: "Schools close to home",
      text: "Public and Catholic primary schools sit within the suburb or just over its edges, and high schools are a short drive away in Oran Park, Narellan and Camden. St Gregory's College at Campbelltown is also within easy reach.",
    },
    {
      key: "shopping",
      title: "Everyday shopping",
      text: "The Gregory Hills town centre covers supermarkets, cafés and medical services, and the Central Hills precinct adds larger-format retail. For a full day out, Narellan Town Centre is only minutes down the road.",
    },
    {
      key: "parks",
      title: "Parks and open space",
      text: "Neighbourhood parks, playgrounds and shared paths are woven through each stage of the estate. Many streets are a short stroll from a green space where kids can kick a ball after school.",
    },
    {
      key: "transport",
      title: "Road connections",
      text: "Gregory Hills Drive connects to Camden Valley Way, which runs north towards Leppington, Liverpool and the M5 and M7 motorways. Leppington and Campbelltown stations are each a short drive for rail commuters.",
    },
    {
      key: "family",
      title: "Built for families",
      text: "Most homes are modern four-bedroom designs on compact, easy-care blocks. Wide footpaths, childcare centres and sporting clubs nearby make it a practical base for young families.",
    },
    {
      key: "growth",
      title: "An established new suburb",
      text: "Gregory Hills has moved beyond the building-site years into a settled community. Resale homes now make up a growing share of listings, which gives buyers more choice and sellers a clearer record of comparable sales.",
    },
  ],
  market: {
    title: "The Gregory Hills property market",
    paragraphs: [
      "Gregory Hills is mostly detached family housing built over roughly the last decade, with a mix of double-storey homes, single-level designs and a smaller number of townhouses and duplexes. Because so many homes are of similar age and size, presentation, block orientation and street position tend to separate a quick sale from a slow one.",
      `At the time of writing, a well-priced home in Gregory Hills typically sells within around 30 to 60 days, and our own listings have averaged about ${claimText.daysOnMarket} on market. Demand comes largely from families already living in the Camden area who want more space, plus buyers moving out from Liverpool and the inner south-west for better value.`,
      "Prices move with interest rates and the wider Sydney market, so we prefer to give you a current, evidence-based range rather than a headline figure. A free price update compares your home with recent sales in your own pocket of the suburb.",
    ],
  },
  faqs: [
    {
      question: "What council is Gregory Hills in?",
      answer:
        "Gregory Hills is in the Camden Council area and shares the 2557 postcode with neighbouring Gledswood Hills. Council rates, development applications and waste services are all handled by Camden Council, whose administration centre is in nearby Oran Park.",
    },
    {
      question: "How far is Gregory Hills from the Sydney CBD?",
      answer:
        "Gregory Hills is about 60 km south-west of the Sydney CBD. By car the trip typically takes 45 to 60 minutes outside peak hour, via Camden Valley Way and the M5. Many commuters instead drive to Leppington or Campbelltown station and take the train.",
    },
    {
      question: "How long does it take to sell a house in Gregory Hills?",
      answer: `At the time of writing, most well-presented homes sell within around 30 to 60 days, and our own listings have averaged about ${claimText.daysOnMarket} on market. Pricing correctly from the first week matters most, because fresh listings attract the strongest buyer attention.`,
    },
    {
      question: "What types of homes are available in Gregory Hills?",
      answer:
        "The suburb is mostly modern detached homes, typically four bedrooms with two bathrooms and a double garage. You will also find townhouses, duplexes and homes with granny flats, which suit investors and multi-generational families.",
    },
    {
      question: "Is Gregory Hills a good place to raise a family?",
      answer:
        "Many of our clients think so. The suburb has parks within walking distance of most streets, childcare and primary schools nearby, and a town centre that covers the weekly shop. Narellan, Camden and Oran Park add sport, high schools and more services within a short drive.",
    },
    {
      question: "Where is your office and when is it open?",
      answer:
        "Our office is at {{address}} and is open {{hours}}. You are welcome to drop in, or book a time if you would like to talk through a sale or purchase in detail.",
    },
  ],
  cards: {
    buying: {
      title: "Buying in Gregory Hills",
      text: "Why buyers choose the suburb, how to prepare your finance and what to check at an inspection here.",
    },
    selling: {
      title: "Selling in Gregory Hills",
      text: "How we price, market and negotiate homes in 2557, and what local buyers are looking for right now.",
    },
  },
  buying: {
    seo: {
      title: "Buying a Home in Gregory Hills | Local Buyer Guide",
      description:
        "Thinking of buying in Gregory Hills NSW 2557? Local advice on streets, finance pre-approval, inspections and making an offer from agents based in the suburb.",
      keywords: ["buy house Gregory Hills", "Gregory Hills homes for sale", "buying in 2557", "first home Gregory Hills"],
    },
    hero: {
      title: "Buying in Gregory Hills",
      intro:
        "Newer homes, good parks and a short drive to Narellan and Camden. Here is how to find the right home in Gregory Hills and buy it with confidence.",
    },
    whyBuy: [
      {
        title: "Modern homes without the build",
        text: "Buying an established home here means the landscaping, fencing and driveway are done and the neighbourhood has settled in. You avoid construction delays while still getting a home that is usually only a few years old.",
      },
      {
        title: "Room to grow",
        text: "Four-bedroom layouts with a second living area are common, so you can buy a home that still works when the kids are teenagers. Some properties include a granny flat or a study that can double as a home office.",
      },
      {
        title: "Everything close by",
        text: "Supermarkets, cafés and doctors are in the local town centre, and Narellan Town Centre, Camden Hospital and Campbelltown Hospital are all within a short drive.",
      },
    ],
    steps: [
      {
        key: "search",
        title: "Find the right pocket",
        text: "Tell us your budget, must-haves and preferred streets. We will flag listings as they come up, including homes sold quietly to our buyer list before they reach the portals.",
      },
      {
        key: "finance",
        title: "Get finance pre-approval",
        text: "Speak to your lender or broker before you start bidding so you know your limit. A pre-approval also shows sellers your offer is serious, which helps when several buyers are interested.",
      },
      {
        key: "inspection",
        title: "Inspect carefully",
        text: "Look at the orientation of living areas, the size of the yard and how the street handles parking. Arrange building and pest reports, and check whether any easements or estate covenants apply to the lot.",
      },
      {
        key: "offer",
        title: "Make an offer and negotiate",
        text: "We will explain how the sale is being run and what the vendor is looking for. Once terms are agreed, your conveyancer reviews the contract and settlement typically follows within 30 to 60 days.",
      },
    ],
    market: {
      title: "What buyers should know about the market",
      paragraphs: [
        "Good homes in Gregory Hills often attract several buyers in the first fortnight, so being pre-approved and ready to act is an advantage. At the time of writing, homes typically take around 30 to 60 days to sell, but sought-after homes near parks or with a granny flat can move faster.",
        "Compare recent sales of similar homes rather than asking prices. Small differences such as a north-facing backyard, a third bathroom or a wider frontage can explain gaps of tens of thousands of dollars between homes that look alike online.",
      ],
    },
    faqs: [
      {
        question: "Do I need pre-approval before making an offer in Gregory Hills?",
        answer:
          "It is not legally required, but it makes a real difference. Pre-approval tells you your buying limit and shows the vendor you can proceed, which can tip the balance when two offers are close.",
      },
      {
        question: "Are there many off-market homes in Gregory Hills?",
        answer:
          "Some homes are sold to registered buyers before they are advertised, particularly when a vendor values privacy or a quick sale. Registering your brief with us means you hear about these opportunities early.",
      },
      {
        question: "What should I check at an inspection?",
        answer:
          "Check how the home catches the sun, the condition of wet areas, and whether there are cracks around doors and windows. Get independent building and pest reports, and ask your conveyancer to review any estate covenants or easements on the title.",
      },
      {
        question: "How long does settlement usually take?",
        answer:
          "Settlement typically takes 30 to 60 days from exchange of contracts, depending on what you and the vendor agree. A longer settlement can suit buyers who need to sell first, while a shorter one may appeal to a vendor who has already bought.",
      },
      {
        question: "Is Gregory Hills a good suburb for investors?",
        answer: `Demand from families who prefer to rent newer homes is steady, and homes with a granny flat can offer a second income stream. Speak to our property management team about realistic rents before you buy; routine inspections ${claimText.inspectionEvery} help protect your investment.`,
      },
      {
        question: "Which schools are near Gregory Hills?",
        answer:
          "There are public and Catholic primary schools in and around the suburb, with high schools in Oran Park, Narellan and Camden. Catchments change as the area grows, so confirm the current boundaries with the NSW Department of Education before you buy.",
      },
    ],
    cta: {
      title: "Looking for a home in Gregory Hills?",
      text: "Tell us what you need and we will let you know when the right property comes up, including homes that never reach the portals.",
      primary: { label: "Register as a Buyer", href: "/contact" },
      secondary: { label: "Back to Gregory Hills", href: "/gregory-hills" },
    },
  },
  selling: {
    seo: {
      title: "Selling Your Home in Gregory Hills | Free Price Update",
      description:
        "Selling in Gregory Hills NSW 2557? Get a free price update, a marketing plan built for local buyers and negotiation from agents with an office in the suburb.",
      keywords: ["sell house Gregory Hills", "Gregory Hills property appraisal", "real estate agent 2557", "Gregory Hills house prices"],
    },
    hero: {
      title: "Selling in Gregory Hills",
      intro:
        "Your home is competing with others of a similar age, size and style. We help it stand out and reach the buyers who are already looking in Gregory Hills.",
    },
    benefits: [
      {
        key: "appraisal",
        title: "Free, evidence-based appraisal",
        text: "We compare your home with recent sales in your part of Gregory Hills, not the suburb average, and explain the range in plain language.",
      },
      {
        key: "marketing",
        title: "Marketing that shows the difference",
        text: "Professional photography, floor plans and copy that point out what makes your home different from the house next door, from the orientation to the upgrades inside.",
      },
      {
        key: "buyers",
        title: "A ready-made buyer network",
        text: "Many of our buyers are already renting or living in the Camden area and are waiting for the right home in 2557. We contact them before and during your campaign.",
      },
      {
        key: "pricing",
        title: "Pricing that draws buyers in",
        text: "A realistic guide brings more people through the door in the first two weeks, which is when competition between buyers is strongest.",
      },
      {
        key: "negotiation",
        title: "Firm negotiation",
        text: "We report every offer to you, test each buyer's position and work to lift the price before you commit to a contract.",
      },
      {
        key: "results",
        title: "Results we can show you",
        text: `Our listings have averaged about ${claimText.daysOnMarket} on market. We will walk you through recent results in your street and nearby so you can judge for yourself.`,
      },
    ],
    market: {
      title: "Selling conditions in Gregory Hills",
      paragraphs: [
        "At the time of writing, homes in Gregory Hills typically sell within around 30 to 60 days. Well-presented homes on a good block can sell faster, while homes that need work or are priced above recent sales tend to sit longer.",
        "Because many homes in the suburb were built by a handful of builders to similar plans, buyers compare closely. Simple preparation such as fresh paint, tidy gardens and decluttered rooms often returns more than it costs.",
      ],
    },
    faqs: [
      {
        question: "How much is my Gregory Hills home worth?",
        answer:
          "The best guide is recent sales of similar homes close to yours. Book a free price update and we will prepare a written range based on that evidence, along with what could move your home to the top of it.",
      },
      {
        question: "When is the best time to sell in Gregory Hills?",
        answer:
          "Spring and early autumn are traditionally busy, but the right time is usually when your own plans line up and there is limited competing stock in your street. We can tell you how many similar homes are currently listed nearby.",
      },
      {
        question: "Should I renovate before selling?",
        answer:
          "Major renovations rarely pay for themselves in a newer suburb. Small fixes, a fresh coat of paint and good styling usually give the best return; we can suggest a short list of jobs worth doing.",
      },
      {
        question: "What does it cost to sell?",
        answer:
          "The main costs are agent commission, marketing and conveyancing. We set these out in writing before you sign anything, so there are no surprises at settlement.",
      },
      {
        question: "Auction or private treaty in Gregory Hills?",
        answer:
          "Most homes in the suburb sell by private treaty, but an auction can work well for unique homes with strong interest. We will recommend the method that suits your home and timing, and explain why.",
      },
      {
        question: "How long after exchange will I receive the money?",
        answer:
          "Funds are released at settlement, which typically happens 30 to 60 days after exchange. The exact date is agreed in the contract, so we can negotiate a settlement period that fits your next move.",
      },
    ],
    cta: {
      title: "Thinking of selling in Gregory Hills?",
      text: "Start with a free, no-obligation price update from the agents down the road.",
      primary: { label: "Get Free Price Update", href: "/selling" },
      secondary: { label: "Talk to Our Team", href: "/contact" },
    },
  },
  showEvents: true,
  cta: {
    title: "Ready to make your move in Gregory Hills?",
    text: `Call in to our Gregory Hills office or send us a message. We reply ${claimText.replyWithin} during business hours.`,
    primary: { label: "Contact Us", href: "/contact" },
    secondary: { label: "Get Free Price Update", href: "/selling" },
  },
};
