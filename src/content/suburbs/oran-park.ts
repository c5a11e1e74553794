import type { FullSuburbGuide } from "./types";
import { claimText } from "@/lib/agency/claims";

export const oranPark: FullSuburbGuide = {
  variant: "full",
  slug: "oran-park",
  name: "Oran Park",
  postcode: "2570",
  lga: "Camden Council",
  image: "/art/suburbs/oran-park.svg",
  imageAlt: "Illustration of the Oran Park town centre with new homes and parkland",
  seo: {
    title: "Oran Park Real Estate | Buy & Sell Homes in 2570",
    description:
      "Oran Park NSW 2570 suburb guide: schools, the Podium, transport, market conditions and local advice for buyers and sellers in South West Sydney's planned town.",
    keywords: [
      "Oran Park real estate",
      "Oran Park homes for sale",
      "Oran Park 2570",
      "sell house Oran Park",
      "Oran Park Podium",
      "Oran Park schools",
    ],
  },
  hero: {
    title: "Real Estate in Oran Park",
    intro:
      "Oran Park was planned as a complete town, with its schools, shops, council offices and library laid out alongside the housing. We help families buy into it and owners sell at the right price.",
  },
  features: [
    {
      key: "education",
      title: "Schools from kindergarten to Year 12",
      text: "Oran Park Public School, Oran Park High School and Oran Park Anglican College are all within the suburb, so many children can go from kindergarten to the HSC without leaving town.",
    },
    {
      key: "shopping",
      title: "Oran Park Podium",
      text: "The Podium shopping centre anchors the town centre with supermarkets, specialty stores, gyms and dining. Narellan Town Centre is a short drive south when you need department stores.",
    },
    {
      key: "parks",
      title: "Planned green spaces",
      text: "Parks, playgrounds and sporting fields were set aside as each neighbourhood was designed, linked by cycleways and footpaths. Evening walks to the town centre are part of daily life for many residents.",
    },
    {
      key: "transport",
      title: "The Northern Road",
      text: "The upgraded Northern Road links Oran Park south to Narellan and north towards the new Western Sydney airport and Penrith. Buses connect to Leppington station, and a future rail extension through the area has been proposed but not yet funded or scheduled.",
    },
    {
      key: "family",
      title: "Civic heart",
      text: "Camden Council's administration centre and Oran Park Library sit in the town centre, beside cafés and open space. Community events and school activities give the suburb a strong neighbourhood feel.",
    },
    {
      key: "growth",
      title: "A town still taking shape",
      text: "Built on the former Oran Park Raceway site, the town has grown rapidly and new stages, shops and services continue to open. Buyers today get established amenities while the town is still maturing.",
    },
  ],
  market: {
    title: "The Oran Park property market",
    paragraphs: [
      "Housing in Oran Park ranges from terraces and townhouses close to the town centre through to larger family homes in the outer neighbourhoods. That spread makes the suburb a realistic option for first-home buyers, upsizers and investors alike.",
      "At the time of writing, a sensibly priced home in Oran Park typically sells within around 30 to 45 days. School zones and walking distance to the Podium are among the first things buyers ask about, and homes that tick both boxes tend to draw the most enquiry.",
      "New house-and-land packages still compete with resales in some parts of the suburb, so sellers need to show what an established home offers: finished landscaping, window furnishings and no waiting for a builder. We factor that competition into every price guide we give.",
    ],
  },
  faqs: [
    {
      question: "What postcode and council is Oran Park in?",
      answer:
        "Oran Park has the postcode 2570 and is in the Camden Council area. In fact the council's administration centre is located in the Oran Park town centre, next to the library.",
    },
    {
      question: "What schools are in Oran Park?",
      answer:
        "The suburb is home to Oran Park Public School, Oran Park High School and Oran Park Anglican College, among others. Enrolment zones can change as the town grows, so check the current catchment with the school or the NSW Department of Education.",
    },
    {
      question: "Is there a train station in Oran Park?",
      answer:
        "Not at present. The nearest station is Leppington, on the T2 and T5 lines, which is a short drive or bus trip away. A rail extension through the area has been proposed, but no construction timetable has been confirmed.",
    },
    {
      question: "How quickly do homes sell in Oran Park?",
      answer:
        "At the time of writing, most well-priced homes sell within around 30 to 45 days. Homes close to the town centre or the schools, and those with a second living area, often attract the strongest interest.",
    },
    {
      question: "What was Oran Park before it became a suburb?",
      answer:
        "Much of the land was rural, and part of it was the Oran Park Raceway, a well-known motor racing circuit that closed in 2010. The town has since been developed in stages around a central town centre.",
    },
    {
      question: "Is Oran Park good for first-home buyers?",
      answer:
        "It can be, because townhouses and smaller homes sit alongside larger family houses, giving a wider spread of prices. Check your eligibility for NSW first-home buyer concessions and get pre-approval before you start inspecting.",
    },
  ],
  cards: {
    buying: {
      title: "Buying in Oran Park",
      text: "School zones, house-and-land versus established homes, and a four-step plan for buying well.",
    },
    selling: {
      title: "Selling in Oran Park",
      text: "How to compete with new builds, price for the 2570 market and negotiate the best result.",
    },
  },
  buying: {
    seo: {
      title: "Buying a Home in Oran Park | Buyer Guide 2570",
      description:
        "Buying in Oran Park NSW 2570? Compare established homes with house-and-land packages, learn the buying steps and get local advice on schools and streets.",
      keywords: ["buy house Oran Park", "Oran Park house and land", "Oran Park townhouse", "buying in 2570"],
    },
    hero: {
      title: "Buying in Oran Park",
      intro: "A planned town with schools, shops and services already in place. Here is what to weigh up before you buy in Oran Park.",
    },
    whyBuy: [
      {
        title: "Schools within the town",
        text: "With a public primary, a public high school and an independent K–12 college inside the suburb, many families can plan their children's whole school journey without a long commute.",
      },
      {
        title: "A genuine town centre",
        text: "The Podium, the library and council offices sit together, so errands, appointments and a coffee can happen in a single trip, often on foot.",
      },
      {
        title: "Choice at different price points",
        text: "Terraces, townhouses and full-sized family homes give buyers more than one way in, whether it is a first purchase or a move up.",
      },
    ],
    steps: [
      {
        key: "search",
        title: "Search established and new",
        text: "Decide whether you want a resale home or a house-and-land package. We can show you comparable established homes so you can weigh the cost and timing of building against buying now.",
      },
      {
        key: "finance",
        title: "Secure pre-approval",
        text: "Your lender will set a borrowing limit and may treat a completed home differently from a construction loan. Knowing the numbers early keeps your search focused.",
      },
      {
        key: "inspection",
        title: "Inspect with school zones in mind",
        text: "Confirm the catchment, the walk to the town centre and traffic on nearby collector roads. Order building and pest reports, and check the title for any easements or restrictions.",
      },
      {
        key: "offer",
        title: "Negotiate the purchase",
        text: "We will tell you how the vendor is approaching the sale and help you put forward a clear, competitive offer. After exchange, settlement typically takes 30 to 60 days.",
      },
    ],
    market: {
      title: "The market for buyers in Oran Park",
      paragraphs: [
        "At the time of writing, homes in Oran Park typically sell within around 30 to 45 days, which gives buyers a little time to do due diligence but not much room for hesitation on the best listings.",
        "Resale homes often come with upgrades that are costly to add later, such as landscaping, driveways, blinds and air conditioning. When comparing with a new build, add those costs and the construction wait to the package price before deciding.",
      ],
    },
    faqs: [
      {
        question: "Should I buy established or build new in Oran Park?",
        answer:
          "Building lets you choose the design, but you wait for construction and pay separately for landscaping and finishing touches. An established home lets you move in sooner and see exactly what you are getting; we can help you compare the two on total cost.",
      },
      {
        question: "How do I check the school catchment for a home?",
        answer:
          "Use the NSW Department of Education's school finder with the exact street address, and confirm with the school if you are near a boundary. Catchments in growing suburbs are reviewed from time to time.",
      },
      {
        question: "How far is Oran Park from the Sydney CBD?",
        answer:
          "Oran Park is roughly 60 km from the city. The drive typically takes 45 to 60 minutes outside peak times, or you can drive or bus to Leppington station and take the train.",
      },
      {
        question: "Are townhouses in Oran Park subject to strata or community fees?",
        answer:
          "Some are, depending on how the development was subdivided. Ask for the strata or community scheme details early and have your conveyancer review the levies, by-laws and any planned works.",
      },
      {
        question: "Can I buy before selling my current home?",
        answer:
          "Yes, but it needs planning. Options include a longer settlement, bridging finance or a sale of your current home running in parallel; we can coordinate both sides if you are buying and selling through us.",
      },
      {
        question: "Will new development affect my view or street?",
        answer:
          "Oran Park is still growing, so check the approved plans for nearby vacant land. Camden Council's development application tracker shows what is proposed around a particular address.",
      },
    ],
    cta: {
      title: "Find your home in Oran Park",
      text: "Register your brief and we will match you with listings and off-market opportunities in 2570.",
      primary: { label: "Register as a Buyer", href: "/contact" },
      secondary: { label: "Back to Oran Park", href: "/oran-park" },
    },
  },
  selling: {
    seo: {
      title: "Sell Your Home in Oran Park | Local Agents 2570",
      description:
        "Selling in Oran Park NSW 2570? We price against both resales and new builds, market to local families and negotiate hard. Start with a free price update.",
      keywords: ["sell house Oran Park", "Oran Park property appraisal", "Oran Park house prices", "real estate agent Oran Park"],
    },
    hero: {
      title: "Selling in Oran Park",
      intro:
        "In Oran Park you are competing with builders as well as neighbours. We show buyers why your finished home is the better choice.",
    },
    benefits: [
      {
        key: "appraisal",
        title: "Free price update",
        text: "A written price range based on recent Oran Park resales and what new packages nearby really cost once landscaping and extras are added.",
      },
      {
        key: "marketing",
        title: "Campaigns aimed at local families",
        text: "Photography, video and listing copy that highlight school zones, the walk to the Podium and everything already finished in your home.",
      },
      {
        key: "buyers",
        title: "Buyers already searching",
        text: "We keep in touch with renters and owners across Oran Park, Gregory Hills and Harrington Park who are ready to buy when the right home appears.",
      },
      {
        key: "pricing",
        title: "Pricing against new builds",
        text: "We position your home against nearby house-and-land offers so buyers see the value of moving in without a construction wait.",
      },
      {
        key: "negotiation",
        title: "Negotiation on your side",
        text: "Every offer is tested and reported to you. We work through conditions, deposit and settlement terms as carefully as the price.",
      },
      {
        key: "results",
        title: "Proven local results",
        text: `Our listings have averaged about ${claimText.daysOnMarket} on market, and we can show you recent comparable results around your street.`,
      },
    ],
    market: {
      title: "Selling conditions in Oran Park",
      paragraphs: [
        "At the time of writing, homes in Oran Park typically sell within around 30 to 45 days. Demand is strongest for homes in popular school catchments and within walking distance of the town centre.",
        "Because new stages are still being released, buyers can always compare with a house-and-land package. Homes that are well presented and priced with that comparison in mind usually sell faster and with fewer price reductions.",
      ],
    },
    faqs: [
      {
        question: "How do I compete with house-and-land packages?",
        answer:
          "Show buyers the full picture: a resale home is ready now, the landscaping and fencing are done and the street has settled. We present these savings clearly in your marketing and at inspections.",
      },
      {
        question: "What is my Oran Park home worth?",
        answer:
          "Value depends on the size of the block, the home's design and finish, and how close it is to schools and the town centre. A free price update gives you a range based on recent nearby sales.",
      },
      {
        question: "Do school zones affect sale prices in Oran Park?",
        answer:
          "They often affect demand, which in turn supports price. We check the catchment for your address and make sure buyers who are searching by school see your home.",
      },
      {
        question: "How should I prepare my home for sale?",
        answer:
          "Focus on street appeal, a clean and decluttered interior and any small repairs. Simple styling of the main living area and the outdoor entertaining space usually makes the biggest difference in photos.",
      },
      {
        question: "How long will it take to sell?",
        answer:
          "At the time of writing, homes typically sell within around 30 to 45 days in Oran Park. Settlement then usually follows 30 to 60 days after exchange, depending on the terms agreed.",
      },
      {
        question: "Can you manage my property if I decide to rent it out instead?",
        answer: `Yes. Our property management team can give you a rental estimate alongside a sale appraisal, so you can compare both options. Managed homes receive routine inspections ${claimText.inspectionEvery}.`,
      },
    ],
    cta: {
      title: "Thinking of selling in Oran Park?",
      text: "Get a free price update that accounts for both resales and new builds in 2570.",
      primary: { label: "Get Free Price Update", href: "/selling" },
      secondary: { label: "Talk to Our Team", href: "/contact" },
    },
  },
  showEvents: false,
  cta: {
    title: "Looking to buy or sell in Oran Park?",
    text: "Speak with a local agent about your plans, or browse what is on the market now.",
    primary: { label: "Contact Us", href: "/contact" },
    secondary: { label: "Browse Properties", href: "/buy?location=oran-park" },
  },
};
