import "server-only";
import { agencyClaims, claimText } from "@/lib/agency/claims";
import { site } from "@/content/site";
import { agencyAddress, agencyEmail, agencyHours, agencyPhone } from "./agency-details";
import type { KnowledgeDocument } from "./knowledge-base";

/**
 * The agency's facts as the assistant states them: contact details and hours from the site config,
 * and the claims the site's pages make (src/lib/agency/claims.ts), so the answers and the pages agree.
 */
export const officeHoursSentence = `Our office is open ${agencyHours}.`;

export const contactSentence = `You can call us on ${agencyPhone}, e-mail ${agencyEmail}, or visit the office at ${agencyAddress}.`;

const c = agencyClaims;

/** Places whose opening hours visitors ask about, none of them our office. */
const otherPlaces =
  "library|libraries|pool|pools|aquatic centre|gym|shops|shopping centre|supermarkets?|woolworths|coles|aldi|council|tip|post office|bank|medical centre|doctors?|gp|clinic|hospital|pharmacy|chemist|childcare|daycare|preschool|church|markets?|station|cafe|restaurant|podium|leisure centre";

export function agencyFactDocuments(): KnowledgeDocument[] {
  return [
    {
      id: "fact:hours",
      kind: "contact",
      title: "Office opening hours",
      text: officeHoursSentence,
      keywords:
        "hours open opening close closing closed shut time times when weekday weekend saturday sunday business hours trading visit visiting drop in pop in walk in",
      // Our office's hours, not another place's: "does the library open on Sundays?" is not ours to say.
      notAskedBy: new RegExp(
        String.raw`\b(whether|if) (i|we|you|they|someone|anyone)('ve| have| had)? opened\b|^(?![\s\S]*\b((are|r|will|is) (you|u|ya|your office|the office)( guys)?( be)? (open|closed)|your (office )?hours|(do|does|will) (you|u|ya|your office|the office)( guys)? (open|close|shut)|(time|when) (do|does|will) (you|u|ya|your office|the office)( guys)? (open|close|shut))\b)[\s\S]*(\b(${otherPlaces})('s|s)?( ([\w'-]+ ){0,2}?)? (open|opens|opening|close|closes|closing|shut|hours|trading)\b|\b(hours|times|open|opens|close|closes)\b[^.?!,]{0,20}\b(of|for|at) (the )?([\w'-]+ )?(${otherPlaces})\b)`,
        "i",
      ),
      url: "/contact",
    },
    {
      id: "fact:contact",
      kind: "contact",
      title: "Our office address, phone number and e-mail",
      text: `${contactSentence} The contact form on [Contact us](/contact) reaches the whole team.`,
      keywords:
        "phone number call ring email e-mail mail contact reach address office located location where visit speak talk person human agent",
      url: "/contact",
    },
    {
      id: "fact:reply-time",
      kind: "contact",
      title: "How quickly we reply to enquiries",
      // (When the office is shut, the next time it opens: "enquired at 9pm on Sunday, when will I hear back?")
      text: `We reply to every enquiry ${claimText.replyWithin} during business hours; one sent while the office is closed is answered when it next opens (${agencyHours}).`,
      // Not "soon", "long" or "fast": they ask how long anything takes ("how soon will my bond come back?").
      keywords: "reply respond response get back hear back expect enquiry enquiries email mail message wait",
      url: "/contact",
    },
    {
      id: "fact:service-area",
      kind: "contact",
      title: "Which suburbs we cover (service area)",
      // The suburbs by name, then the region they are in (the service area's own wording named three of them twice).
      text: `We work across ${site.areaServed.filter((area) => area !== "South West Sydney").join(", ")} and the surrounding suburbs of South West Sydney.`,
      keywords: "service area cover covers suburbs region where work operate locations serve camden narellan",
      url: "/contact",
    },
    {
      id: "fact:inspections",
      kind: "service",
      title: "How often routine inspections happen for rental properties",
      text: `When we manage a rental property we carry out routine inspections ${claimText.inspectionEvery}.`,
      keywords: "routine inspection inspections inspect how often frequency frequently condition landlord tenant managed rental report",
      url: "/rental",
    },
    {
      id: "fact:settlement",
      kind: "fact",
      title: "How long settlement takes (the settlement period)",
      text: `Settlement typically takes ${c.settlementDays} days after contracts are exchanged.`,
      keywords: "settlement settle settling how long exchange contracts conveyancing period",
      url: "/buying",
    },
    {
      id: "fact:sale-time-gregory-hills",
      kind: "fact",
      title: "How long it takes to sell a home in Gregory Hills",
      text: `Homes in Gregory Hills typically sell in ${c.saleDays["Gregory Hills"]} days. Our own listings average ${claimText.daysOnMarket} on market.`,
      keywords: "how long sell selling sale sold take time days on market quickly fast",
      url: "/gregory-hills/selling",
      suburb: "Gregory Hills",
    },
    {
      id: "fact:sale-time-oran-park",
      kind: "fact",
      title: "How long it takes to sell a home in Oran Park",
      text: `Homes in Oran Park typically sell in ${c.saleDays["Oran Park"]} days. Our own listings average ${claimText.daysOnMarket} on market.`,
      keywords: "how long sell selling sale sold take time days on market quickly fast",
      url: "/oran-park/selling",
      suburb: "Oran Park",
    },
    {
      id: "fact:campaign-results",
      kind: "fact",
      title: "Our results: days on market, campaign views and experience",
      text: `Our listings average ${claimText.daysOnMarket} on market, each campaign reaches ${claimText.viewsPerCampaign} property views, and the team brings ${claimText.yearsExperience} years of local experience.`,
      keywords: "average days on market results track record statistics stats views campaign marketing reach experience years record",
      url: "/selling",
    },
    {
      id: "fact:city-distance",
      kind: "fact",
      title: "Distance and travel time to Sydney city (CBD)",
      text: `Gregory Hills, Oran Park and the neighbouring suburbs are about ${c.cityDistanceKm} km from Sydney's city centre, roughly ${c.cityDriveMinutes} minutes by car.`,
      keywords: "distance far how far city cbd sydney centre drive driving commute commuting km kilometres minutes travel trip",
      url: "/suburb-comparison",
    },
    {
      id: "service:appraisal",
      kind: "service",
      title: "How to get a free property appraisal (price update)",
      text: `A free, no-obligation property price update (appraisal) is easy: fill in the short [free property price update](/selling#appraisal) form with your name, phone, e-mail and the property's address, or call us on ${agencyPhone}, and a local agent will prepare an estimate of what your home is worth.`,
      keywords: "free appraisal appraise valuation value valued worth price update estimate how much market appraisal request book",
      url: "/selling#appraisal",
    },
    {
      id: "service:selling",
      kind: "service",
      title: "Selling your home with us",
      text: `We sell homes across South West Sydney with a free appraisal, premium marketing (${claimText.viewsPerCampaign} views per campaign), our buyer network, careful pricing and strong negotiation — our listings average ${claimText.daysOnMarket} on market.`,
      keywords: "sell selling sale list listing vendor seller agent marketing campaign",
      url: "/selling",
    },
    {
      id: "service:buying",
      kind: "service",
      title: "Buying a home with our help",
      text: "We help buyers through every step: the property search, inspections, making an offer, due diligence and settlement. The buying guide also has a Ready to Buy quiz.",
      keywords: "buy buying buyer purchase purchasing first home buyer offer search inspect due diligence",
      url: "/buying",
    },
    {
      id: "service:rental",
      kind: "service",
      title: "Rental services and property management",
      text: `For landlords we offer full property management — finding and screening tenants, collecting rent, routine inspections ${claimText.inspectionEvery} and looking after maintenance — and for tenants we help find a rental home and look after them during the lease.`,
      keywords:
        "rental rent renting lease leasing property management manager landlord landlords tenant tenants investor investment manage",
      url: "/rental",
    },
    {
      id: "page:why-choose",
      kind: "fact",
      title: `Why choose ${site.name}`,
      text: `Families choose ${site.name} for a client-first approach, trust and integrity, local expertise and results.`,
      keywords: "why choose you different better reasons benefits compare agents trust integrity",
      url: `/why-choose-${site.brandSlug}`,
    },
    {
      id: "page:team",
      kind: "team",
      title: "Our team of agents",
      text: "Our team includes the Principal & Managing Director, the Operations & Marketing Director, two Sales Executives, an Acreage Specialist and our Office Manager.",
      keywords: "team staff agents people who work members principal director",
      url: "/team",
    },
    {
      id: "page:mission",
      kind: "fact",
      title: "Mission the One scholarship program",
      text: "Mission the One is our scholarship program: we sponsor local schools, run a colouring competition and support a scholar from the community.",
      keywords: "mission the one scholarship community sponsor sponsorship school charity give back colouring competition",
      url: "/mission",
    },
    {
      id: "page:comparison",
      kind: "fact",
      title: "Comparing Gregory Hills and Oran Park",
      text: "Our suburb comparison sets Gregory Hills and Oran Park side by side — schools, shopping, transport, parks, growth and family appeal, with pros and cons of each.",
      keywords: "compare comparison versus vs difference which better choose between",
      url: "/suburb-comparison",
    },
    {
      id: "page:suburb-reports",
      kind: "fact",
      title: "Suburb growth reports",
      text: "Our suburb growth reports are coming soon; in the meantime the suburb guides for Gregory Hills, Oran Park, Gledswood Hills and Leppington cover each market.",
      keywords: "suburb report reports growth data market report statistics median",
      url: "/suburb-reports",
    },
    {
      id: "page:insights",
      kind: "fact",
      title: "Real estate news and articles (blog)",
      text: "Our Real Estate Insights blog has articles on the local market, buying, selling and renting, and you can subscribe for updates there.",
      keywords: "blog articles news insights newsletter subscribe updates read",
      url: "/insights",
      // What the blog is about (the market, renting) is not what a question on the market or renting asks.
      askedBy: /\b(blog|articles?|news|insights?|newsletters?|subscribe|posts?|read(ing)?)\b/i,
    },
    {
      id: "page:events",
      kind: "fact",
      title: "Local events in Gregory Hills (What's On)",
      text: "The Gregory Hills page has a What's On calendar of local community, sports, arts, market and family events.",
      keywords: "events whats on what's on calendar community markets festival things to do weekend activities",
      url: "/gregory-hills",
      suburb: "Gregory Hills",
    },
    {
      id: "fact:assistant",
      kind: "fact",
      title: `About ${site.assistant.name}, the assistant`,
      text: `I'm ${site.assistant.name}, ${site.name}'s virtual assistant. I answer from the agency's own website, and for anything I can't help with our team is a phone call away on ${agencyPhone}.`,
      keywords: "who are you bot robot ai human real person assistant chatbot name",
      url: "/contact",
    },
  ];
}
