import { gregoryHills } from "./gregory-hills";
import { oranPark } from "./oran-park";
import type { SuburbComparison } from "./types";

/** /suburb-comparison: Gregory Hills and Oran Park side by side. Ratings are our local opinion, 1 (weak) to 5 (strong). */
export const suburbComparison: SuburbComparison = {
  seo: {
    title: "Gregory Hills vs Oran Park | Suburb Comparison",
    description:
      "Gregory Hills or Oran Park? Compare schools, shopping, transport, parks, growth and family appeal in two of South West Sydney's most popular suburbs.",
    keywords: ["Gregory Hills vs Oran Park", "Oran Park or Gregory Hills", "best suburb South West Sydney", "Camden Council suburbs"],
  },
  hero: {
    title: "Gregory Hills vs Oran Park",
    intro:
      "Neighbours in the Camden Council area, similar in age and popular with the same families, yet each has its own strengths. Here is how they compare, from agents who sell in both.",
  },
  suburbs: [
    {
      slug: gregoryHills.slug,
      name: gregoryHills.name,
      postcode: gregoryHills.postcode,
      image: gregoryHills.image,
      imageAlt: gregoryHills.imageAlt,
      url: "/gregory-hills",
      summary: "A settled, mostly detached-home suburb with quick road access along Camden Valley Way and Narellan on its doorstep.",
      features: {
        schools: {
          label: "Schools",
          rating: 4,
          description:
            "Public and Catholic primary schools close by; high school students usually travel to Oran Park, Narellan or Camden.",
        },
        shopping: {
          label: "Shopping",
          rating: 4,
          description: "A local town centre for the weekly shop, the Central Hills precinct and Narellan Town Centre minutes away.",
        },
        transport: {
          label: "Transport",
          rating: 4,
          description: "Camden Valley Way and Gregory Hills Drive for road trips; Leppington and Campbelltown stations a short drive.",
        },
        parks: {
          label: "Parks",
          rating: 4,
          description: "Neighbourhood parks and playgrounds throughout, with shared paths linking the estate stages.",
        },
        growth: {
          label: "Growth",
          rating: 4,
          description: "Largely built out, with a growing resale market and a clear record of comparable sales.",
        },
        familyAppeal: {
          label: "Family appeal",
          rating: 5,
          description: "Modern four-bedroom homes, quiet streets and childcare nearby make it a favourite with young families.",
        },
      },
      pros: [
        "Mostly detached homes only a few years old",
        "Fast road access north via Camden Valley Way",
        "Narellan Town Centre and hospitals close by",
        "Established streets with finished landscaping",
      ],
      cons: [
        "No high school within the suburb itself",
        "No train station; commuters drive to Leppington or Campbelltown",
        "Similar homes mean sellers must work harder to stand out",
      ],
    },
    {
      slug: oranPark.slug,
      name: oranPark.name,
      postcode: oranPark.postcode,
      image: oranPark.image,
      imageAlt: oranPark.imageAlt,
      url: "/oran-park",
      summary: "A planned town with schools from kindergarten to Year 12, the Podium, the library and council offices at its centre.",
      features: {
        schools: {
          label: "Schools",
          rating: 5,
          description: "Oran Park Public School, Oran Park High School and Oran Park Anglican College are all within the suburb.",
        },
        shopping: {
          label: "Shopping",
          rating: 5,
          description: "Oran Park Podium anchors a walkable town centre with supermarkets, specialty stores and dining.",
        },
        transport: {
          label: "Transport",
          rating: 3,
          description: "The upgraded Northern Road heads north and south; buses run to Leppington station, with no rail line yet.",
        },
        parks: {
          label: "Parks",
          rating: 4,
          description: "Parks, sports fields and cycleways planned into each neighbourhood from the start.",
        },
        growth: {
          label: "Growth",
          rating: 5,
          description: "New stages and services are still arriving, and the town centre continues to expand.",
        },
        familyAppeal: {
          label: "Family appeal",
          rating: 5,
          description: "A full school journey in town, community events and a library make daily family life easy.",
        },
      },
      pros: [
        "Primary, high school and K–12 college within the suburb",
        "Walkable town centre with the Podium and library",
        "Wide range of housing, from terraces to family homes",
        "Ongoing investment as the town keeps growing",
      ],
      cons: [
        "No train station; Leppington is the nearest",
        "Resales compete with new house-and-land packages",
        "Construction continues in some newer stages",
      ],
    },
  ],
  whichIsRight: {
    title: "Which suburb is right for you?",
    intro:
      "Both suburbs suit families, and they are only minutes apart. The better choice usually comes down to how you get to work, where your children will go to school and what kind of home you want.",
    options: [
      {
        suburb: gregoryHills.slug,
        name: gregoryHills.name,
        bestFor: [
          "Buyers who want a modern detached home in a settled street",
          "Commuters heading north along Camden Valley Way",
          "Families who use Narellan and Camden for shopping and sport",
        ],
        summary:
          "Choose Gregory Hills if you value an established neighbourhood, quick road access and a wide choice of similar family homes to compare.",
      },
      {
        suburb: oranPark.slug,
        name: oranPark.name,
        bestFor: [
          "Families planning a full school journey close to home",
          "Buyers who want to walk to shops, the library and cafés",
          "First-home buyers looking at townhouses and terraces",
        ],
        summary:
          "Choose Oran Park if you want a complete town on your doorstep, schools from kindergarten to Year 12 and more variety in housing types and price points.",
      },
    ],
  },
  cta: {
    title: "Still deciding between the two?",
    text: "We work in both suburbs every day. Tell us what matters to you and we will help you compare specific homes and streets.",
    primary: { label: "Talk to a Local Agent", href: "/contact" },
    secondary: { label: "Suburb Growth Reports", href: "/suburb-reports" },
  },
};
