import type { ShortSuburbGuide } from "./types";

export const leppington: ShortSuburbGuide = {
  variant: "short",
  slug: "leppington",
  name: "Leppington",
  postcode: "2179",
  lga: "Camden Council and Liverpool City Council",
  image: "/art/suburbs/leppington.svg",
  imageAlt: "Illustration of Leppington railway station with new housing estates behind it",
  seo: {
    title: "Leppington Real Estate | Homes Near the Station 2179",
    description:
      "Leppington NSW 2179 guide: train station on the T2 and T5 lines, new estates, proximity to Western Sydney International Airport, and local property advice.",
    keywords: [
      "Leppington real estate",
      "Leppington 2179",
      "Leppington train station homes",
      "house and land Leppington",
      "Western Sydney Airport property",
    ],
  },
  hero: {
    title: "Real Estate in Leppington",
    intro:
      "Once a district of market gardens and rural acreage, Leppington is now a rail-connected growth area where new estates sit beside the remaining larger lots. It suits commuters, investors and anyone watching the new airport economy.",
  },
  features: [
    {
      key: "education",
      title: "Schools for a growing area",
      text: "A local public primary school serves the suburb today, and land for additional schools forms part of the long-term precinct planning. For now, most secondary students travel to high schools in neighbouring suburbs, so check catchments before you buy.",
    },
    {
      key: "shopping",
      title: "Town centre on the way",
      text: "Leppington's town centre around the station is still being developed. In the meantime, Ed.Square at Edmondson Park is one stop up the line and Narellan and Carnes Hill are a short drive.",
    },
    {
      key: "parks",
      title: "Space and semi-rural edges",
      text: "New estates include pocket parks and playgrounds, and some streets still back onto open paddocks. It is one of the few places near a train line where acreage lots can still be found.",
    },
    {
      key: "transport",
      title: "Leppington station",
      text: "The station is the end of the South West Rail Link, served by T2 and T5 trains, with a large commuter car park. Bringelly Road and Camden Valley Way link it to The Northern Road and the M5 and M7.",
    },
    {
      key: "family",
      title: "Room for a young family",
      text: "New homes on freshly released lots attract first-home buyers and young families who want a modern house and a train commute. Neighbours tend to be at a similar life stage.",
    },
    {
      key: "growth",
      title: "Near the new airport",
      text: "Western Sydney International (Nancy-Bird Walton) Airport at Badgerys Creek is a short drive north-west. The airport and the employment lands planned around it are expected to bring jobs to the region over time.",
    },
  ],
  market: {
    title: "The Leppington property market",
    paragraphs: [
      "Leppington's market is a mix of brand-new homes, vacant land and older rural-residential properties that may carry development potential. Values for each behave quite differently, so comparable sales need to be chosen with care.",
      "Because the suburb straddles two councils, zoning, rates and development controls depend on which side of the boundary a property sits. Check the planning certificate for any property before making an offer, particularly for acreage.",
    ],
  },
  marketCards: [
    {
      title: "Commuter demand",
      value: "T2 & T5 lines",
      text: "Homes within walking or short driving distance of the station are popular with buyers and tenants who work along the rail corridor.",
    },
    {
      title: "What is on offer",
      value: "New builds, land & acreage",
      text: "Buyers can choose between move-in-ready new homes, vacant lots to build on and the remaining larger rural holdings.",
    },
    {
      title: "Longer-term drivers",
      value: "Airport & town centre",
      text: "The nearby airport and the developing town centre are the main factors buyers weigh when thinking about the suburb's future.",
    },
  ],
  cta: {
    title: "Buying or selling in Leppington?",
    text: "Whether it is a new home near the station or a rural lot with potential, talk to us for a clear view of its value.",
    primary: { label: "Contact Us", href: "/contact" },
    secondary: { label: "Get Free Price Update", href: "/selling" },
  },
};
