import type { ShortSuburbGuide } from "./types";
import { claimText } from "@/lib/agency/claims";

export const gledswoodHills: ShortSuburbGuide = {
  variant: "short",
  slug: "gledswood-hills",
  name: "Gledswood Hills",
  postcode: "2557",
  lga: "Camden Council",
  image: "/art/suburbs/gledswood-hills.svg",
  imageAlt: "Illustration of hillside homes in Gledswood Hills looking out over rolling green country",
  seo: {
    title: "Gledswood Hills Real Estate | Elevated Homes in 2557",
    description:
      "Gledswood Hills NSW 2557 guide: elevated blocks with views, heritage homestead surrounds, access to Camden Valley Way and local advice on buying and selling.",
    keywords: [
      "Gledswood Hills real estate",
      "Gledswood Hills 2557",
      "Gledswood Hills homes for sale",
      "sell house Gledswood Hills",
      "homes with views Camden",
    ],
  },
  hero: {
    title: "Real Estate in Gledswood Hills",
    intro:
      "Rolling hills, elevated homesites and a heritage homestead give this young suburb a character all its own. Our office is just next door, so we can show you how its views and larger homes translate into value.",
  },
  features: [
    {
      key: "education",
      title: "Schooling nearby",
      text: "Families here generally use public and Catholic primary schools in the surrounding area, with high schools in Oran Park, Narellan and Camden. Confirm your catchment by street address, as boundaries in new suburbs can shift.",
    },
    {
      key: "shopping",
      title: "Shops a few minutes away",
      text: "Daily needs are covered by the Gregory Hills town centre next door, and Narellan Town Centre is a short drive for bigger shopping trips, cinemas and services.",
    },
    {
      key: "parks",
      title: "Hills, heritage and fairways",
      text: "The historic Gledswood homestead, with its winery and gardens, recalls the area's colonial farming past. A nearby golf course and local parks add green outlooks that many homes look across.",
    },
    {
      key: "transport",
      title: "On Camden Valley Way",
      text: "Camden Valley Way runs along the suburb, heading north to Leppington and the M5 and M7, and south to Narellan and Camden. Leppington station is a short drive for a train commute.",
    },
    {
      key: "family",
      title: "Quiet, elevated streets",
      text: "Curving streets that follow the contours of the land keep through traffic low. Larger homes with a rumpus room or home office suit families who need more space as children grow.",
    },
    {
      key: "growth",
      title: "A premium pocket of 2557",
      text: "Views and elevation set many homes apart from flatter estates nearby. Buyers often pay attention to outlook and aspect here, which gives well-positioned homes a point of difference when they come to market.",
    },
  ],
  market: {
    title: "The Gledswood Hills property market",
    paragraphs: [
      "Gledswood Hills is a relatively small, newer suburb, so only a modest number of homes change hands each year. That makes each sale more telling, and it means a realistic appraisal needs evidence from both inside the suburb and the wider 2557 postcode.",
      "Homes with an outlook across the hills or towards the homestead grounds tend to draw the most interest, while steeper blocks can mean split-level designs and retaining walls that buyers will want explained. At the time of writing, sale times broadly track neighbouring Gregory Hills.",
    ],
  },
  marketCards: [
    {
      title: "Typical time to sell",
      value: "Around 30–60 days",
      text: "In line with the wider 2557 postcode at the time of writing; well-presented homes with views can move faster.",
    },
    {
      title: "Our average days on market",
      value: claimText.daysOnMarket,
      text: "Across our listings, homes have averaged about three weeks from launch to sale, helped by pricing that draws buyers in early.",
    },
    {
      title: "What buyers pay for",
      value: "Outlook & aspect",
      text: "Elevated positions, north-facing living areas and a view over open country are the features buyers here ask about first.",
    },
  ],
  cta: {
    title: "Thinking about Gledswood Hills?",
    text: "Find out what your home with a view is really worth, or tell us what you are looking for in the hills.",
    primary: { label: "Contact Us", href: "/contact" },
    secondary: { label: "Get Free Price Update", href: "/selling" },
  },
};
