import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { pastDateSchema, requiredText } from "@/lib/site-content/fields";
import { formatCalendarDate } from "@/lib/format/date";

/*
 * The questions agencies are asked most about NSW renting, buying and selling rules (issue 28), answered in a few plain
 * sentences, each with its official source and the date it was last checked ("as of"), like the suburb figures. Staff
 * edit them in the admin when a rule changes; /rental, /buying and /selling show their own topics, and the chat
 * assistant answers from the same text. The first content was written from the official NSW pages collected in
 * docs/research/nsw-rental-and-sale-facts.md (checked 26 November 2026); it is general information, not legal advice.
 */

/** The pages that show the facts, in the document's order. */
export const nswFactPages = [
  { key: "rental", path: "/rental", label: "Renting" },
  { key: "buying", path: "/buying", label: "Buying" },
  { key: "selling", path: "/selling", label: "Selling" },
] as const;
export type NswFactPage = (typeof nswFactPages)[number]["key"];

interface NswFactTopic {
  key: string;
  page: NswFactPage;
  /** How the admin and the error messages name the topic. */
  label: string;
  /** Other words people use for it, for the chat's search only (never shown). */
  keywords: string;
}

/** One entry per topic; the page each is shown on is fixed, its words are the staff's. */
export const nswFactTopics = [
  { key: "rentIncrease", page: "rental", label: "Rent increases", keywords: "rise raise hike put up go up notice landlord tenant" },
  {
    key: "bond",
    page: "rental",
    label: "Bond",
    keywords: "bond deposit refund back claim rental bonds online lodge ask charge maximum most",
  },
  { key: "pets", page: "rental", label: "Pets", keywords: "pet pets dog dogs puppy cat cats kitten animal animals" },
  {
    key: "bills",
    page: "rental",
    label: "Who pays which bills",
    keywords: "bill bills water electricity power gas utilities usage who pays charges metered",
  },
  { key: "breakLease", page: "rental", label: "Breaking a lease", keywords: "break lease early leave end fixed term fee" },
  { key: "repairs", page: "rental", label: "Repairs", keywords: "repair repairs fix broken urgent maintenance tradesperson" },
  {
    key: "inspections",
    page: "rental",
    label: "Inspections and entry",
    keywords: "inspection inspections entry enter access notice landlord agent come in limit maximum how many a year",
  },
  {
    key: "managementFees",
    page: "rental",
    label: "Management fees",
    keywords: "property management fee fees cost include included landlord investment investor standard rate",
  },
  { key: "coolingOff", page: "buying", label: "Cooling-off", keywords: "cooling off cool period exchange contract pull out" },
  {
    key: "deposit",
    page: "buying",
    label: "Deposits",
    keywords: "deposit deposits 10% 5% exchange exchanging contracts trust account held holds hold bond guarantee",
  },
  {
    key: "stampDuty",
    page: "buying",
    label: "Stamp duty",
    keywords: "stamp duty transfer duty tax calculator revenue nsw foreign surcharge due paid",
  },
  {
    key: "firstHome",
    page: "buying",
    label: "First home buyer schemes",
    keywords: "first home buyer buyers grant scheme schemes exemption concession relief guarantee help assistance support available",
  },
  {
    key: "agentFees",
    page: "selling",
    label: "Agent fees and agency agreements",
    keywords: "agent fees commission agency agreement cost selling charge include cancel cooling off change mind sign",
  },
  {
    key: "openHomesTenanted",
    page: "selling",
    label: "Open homes with tenants",
    keywords: "open home homes inspection tenant tenanted tenants rent renting selling sold sale buyers showing viewing viewings",
  },
  {
    key: "priceGuide",
    page: "selling",
    label: "Price guides",
    keywords: "price guide estimate underquoting offers over range no price shown advertised list listing",
  },
] as const satisfies readonly NswFactTopic[];

export type NswFactKey = (typeof nswFactTopics)[number]["key"];

/** An official page the chat can link (https, a .gov.au host, no query string): the same links the chat renders. */
const officialUrl = /^https:\/\/(?:[a-z0-9-]+\.)+gov\.au(?:\/[\w\-./#]*)?$/;

function factSchema(label: string) {
  return z.object({
    question: requiredText(`${label}: the question`, 160, 10),
    answer: requiredText(`${label}: the answer`, 480, 40),
    sourceName: requiredText(`${label}: the source's name`, 80),
    sourceUrl: z
      .string({ error: `${label}: the source's link is required` })
      .trim()
      .min(1, { error: `${label}: the source's link is required` })
      .max(255, { error: `${label}: the source's link must be less than 256 characters` })
      .refine((value) => officialUrl.test(value), {
        error: `${label}: the source's link must be an official page: https:// and a .gov.au address, without spaces or a ?`,
      }),
    asOf: pastDateSchema(`${label}: the 'as of' date`),
  });
}

export const nswFactSchema = factSchema("Fact");

export const nswFactsSchema = z.object(
  Object.fromEntries(nswFactTopics.map((topic) => [topic.key, factSchema(topic.label)])) as Record<
    NswFactKey,
    ReturnType<typeof factSchema>
  >,
);

export type NswFact = z.output<typeof nswFactSchema>;
export type NswFacts = z.output<typeof nswFactsSchema>;

const checked = "2026-11-26";
const legislation = "https://legislation.nsw.gov.au/view/html/inforce/current";
const nswRules = "https://www.nsw.gov.au/housing-and-construction/rules";
const accessNotice = {
  sourceName: "NSW Government: notice periods for access to a rental property",
  sourceUrl: `${nswRules}/minimum-notice-periods-for-access-to-rental-property`,
};

/** The first content, from the official NSW pages in docs/research/nsw-rental-and-sale-facts.md. */
export const initialNswFacts: NswFacts = {
  rentIncrease: {
    question: "How much notice is needed for a rent increase?",
    answer:
      "At least 60 days' written notice, giving the new rent and the day it starts. Rent can go up at most once every 12 months, on every kind of lease, and during a fixed term only if the lease sets out the amount or how it is worked out. There is no cap on an increase; a tenant who thinks one is excessive can apply to NCAT within 30 days of the notice.",
    sourceName: "NSW Government: rent increases",
    sourceUrl: "https://www.nsw.gov.au/housing-and-construction/renting-a-place-to-live/rent-increases",
    asOf: checked,
  },
  bond: {
    question: "How much bond can be charged, and how do I get it back?",
    answer:
      "The bond is at most 4 weeks' rent, with no extra pet bond, and it is lodged with NSW Fair Trading through Rental Bonds Online. At the end of the tenancy, when tenant and landlord agree the claim, the refund is paid within about 2 working days. If one side claims alone, the other has 14 days to dispute it by applying to NCAT.",
    sourceName: "NSW Government: bond disputes for tenants",
    sourceUrl:
      "https://www.nsw.gov.au/housing-and-construction/renting-a-place-to-live/residential-rental-bonds/dealing-bond-disputes-for-tenants",
    asOf: checked,
  },
  pets: {
    question: "Can I keep a pet in my rental?",
    answer:
      "A tenant can keep a pet with the landlord's consent, which can only be refused on set grounds. Since 19 May 2025 a tenant asks with the standard pet application form, and the landlord must reply in writing within 21 days; no reply means yes. Grounds to refuse include too many animals (4 or fewer is never too many), unsuitable fencing or space, or a law or by-law. A landlord cannot ask for extra rent or a pet bond.",
    sourceName: "Residential Tenancies Act 2010, section 73F",
    sourceUrl: `${legislation}/act-2010-042`,
    asOf: checked,
  },
  bills: {
    question: "Who pays the water, electricity and gas bills in a rental?",
    answer:
      "The landlord pays council rates, water supply and sewerage charges, and the first connection of services. The tenant pays for the electricity and gas they use when the home is separately metered. The tenant pays the water bill for usage only when the home is separately metered and water-efficient (no leaking taps or toilets, showerheads and taps at most 9 litres a minute), and never more than the supplier charged.",
    sourceName: "NSW Government: water in rental properties",
    sourceUrl: `${nswRules}/connection-and-supply-of-water-to-rental-properties`,
    asOf: checked,
  },
  breakLease: {
    question: "What does it cost to break a lease early?",
    answer:
      "On a fixed term of 3 years or less, the break fee is 4 weeks' rent if under a quarter of the term has passed, 3 weeks' if under half, 2 weeks' if under three quarters, then 1 week's. Longer terms have no set fee: the landlord may claim lost rent and advertising, agreed or ordered by NCAT. Some reasons need no fee, such as moving into social housing; a tenant facing domestic violence can end the lease at once.",
    sourceName: "NSW Government: breaking a fixed-term tenancy early",
    sourceUrl: `${nswRules}/breaking-a-fixed-term-residential-tenancy-early`,
    asOf: checked,
  },
  repairs: {
    question: "Who pays for repairs, and what counts as urgent?",
    answer:
      "The landlord must keep the home in reasonable repair. Urgent repairs include a burst water service, a blocked toilet, a serious roof leak, a gas leak, a dangerous electrical fault and a failed hot water, cooking or heating appliance. If the landlord has had a reasonable chance and hasn't fixed an urgent repair, a tenant has the right to use a licensed tradesperson and be repaid up to $1,000 within 14 days. Don't stop paying rent over repairs.",
    sourceName: "Residential Tenancies Act 2010, sections 62 to 64",
    sourceUrl: `${legislation}/act-2010-042`,
    asOf: checked,
  },
  inspections: {
    question: "How much notice is needed for an inspection or entry?",
    answer:
      "A routine inspection needs at least 7 days' written notice, with no more than 4 in 12 months. Entry for ordinary repairs needs at least 2 days' notice, and showing the home to buyers 14 days' written notice before it is first shown. Entry is only between 8am and 8pm, and not on Sundays or public holidays, except for urgent repairs or an emergency.",
    ...accessNotice,
    asOf: checked,
  },
  managementFees: {
    question: "What do property management fees include?",
    answer:
      "Management fees, such as a fee based on the rent, a letting fee or inspection fees, are not set by law: they are negotiable and must be written in the management agency agreement. What the fee covers, such as inspections, following up arrears, arranging repairs or representing the landlord at NCAT, depends on that agreement, so ask for it in writing before you sign.",
    sourceName: "NSW Government: agency agreements",
    sourceUrl: "https://www.nsw.gov.au/housing-and-construction/property-professionals/working-as-an-agent/agency-agreements",
    asOf: checked,
  },
  coolingOff: {
    question: "What is the cooling-off period when buying a home?",
    answer:
      "A buyer of a home in NSW has a cooling-off period of five business days after exchange (10 business days for off the plan), ending at 5pm on the last day. To cool off you give written notice and pay a penalty of 0.25% of the price ($2,500 on $1,000,000). There is no cooling-off at auction, or when your solicitor or conveyancer gives a section 66W certificate. The seller has none.",
    sourceName: "Conveyancing Act 1919, sections 66S to 66ZH",
    sourceUrl: `${legislation}/act-1919-006`,
    asOf: checked,
  },
  deposit: {
    question: "How much deposit do I pay, and who holds it?",
    answer:
      "The standard NSW contract asks for a 10% deposit, but 5% or another amount is common when the seller agrees; a deposit bond or bank guarantee can replace cash only with the seller's agreement. A deposit paid to an agent is held in the agent's trust account until settlement. At auction it is due straight after the fall of the hammer.",
    sourceName: "Property and Stock Agents Act 2002",
    sourceUrl: `${legislation}/act-2002-066`,
    asOf: checked,
  },
  stampDuty: {
    question: "How much stamp duty will I pay?",
    answer:
      "Transfer (stamp) duty is worked out on the price or the market value, whichever is higher, at rates indexed every 1 July, so we don't quote a figure: Revenue NSW's calculator gives it. Duty is due within 3 months of the contract, or at settlement if that is sooner. Foreign buyers pay a 9% surcharge on top. First home buyers may pay less or none.",
    sourceName: "Revenue NSW: transfer duty calculator",
    sourceUrl: "https://www.apps09.revenue.nsw.gov.au/erevenue/calculators/landsalesimple.php",
    asOf: checked,
  },
  firstHome: {
    question: "What help is there for first home buyers?",
    answer:
      "First home buyers who meet the conditions pay no transfer duty on a home up to $800,000 and reduced duty up to $1,000,000. The First Home Owner (New Homes) Grant gives $10,000 towards a new home up to $600,000. The federal Home Guarantee Scheme lets you buy with a 5% deposit and no lenders mortgage insurance, up to $1.5 million in Sydney.",
    sourceName: "NSW Government: First Home Buyers Assistance Scheme",
    sourceUrl:
      "https://www.nsw.gov.au/housing-and-construction/buying-and-selling-property/home-buying-assistance/first-home-buyers-assistance-scheme",
    asOf: checked,
  },
  agentFees: {
    question: "What are agent fees, and what must the agency agreement say?",
    answer:
      "Commission is not set by law: it is negotiable, and there is no standard NSW rate. An agent can only claim commission or expenses under a written agency agreement signed by both of you, with a copy given to you within 48 hours. It must list the services, every fee and the commission and when they are paid, and the estimated selling price. You can cancel it within 1 business day of signing.",
    sourceName: "NSW Fair Trading: agency agreements",
    sourceUrl: "https://www.fairtrading.nsw.gov.au/housing-and-property/buying-and-selling-property/selling-a-property/agency-agreements",
    asOf: checked,
  },
  openHomesTenanted: {
    question: "Can I hold open homes while my property is tenanted?",
    answer:
      "The tenant must get 14 days' written notice before the home is first shown to buyers. After that, showings (open homes and private inspections) are at agreed times, or at most 2 a week with 48 hours' notice each, between 8am and 8pm and not on Sundays or public holidays. The law does not expressly cover open homes, so we ask for the tenant's written agreement first.",
    ...accessNotice,
    asOf: checked,
  },
  priceGuide: {
    question: "How is the price guide set when selling?",
    answer:
      "The agent must write a reasonable estimated selling price in the agency agreement, with evidence such as comparable sales; a range can be no wider than 10%. An advertised price guide cannot be lower than that estimate, and 'offers over' or '$X+' are banned. If offers show the estimate is too low, the agent must revise it and correct the ads. You can also ask for no price to be given.",
    sourceName: "NSW Fair Trading: underquoting",
    sourceUrl: "https://www.fairtrading.nsw.gov.au/housing-and-property/buying-and-selling-property/selling-a-property/underquoting",
    asOf: checked,
  },
};

export interface PublishedNswFact extends NswFact {
  key: NswFactKey;
  page: NswFactPage;
  /** "As of 26 November 2026". */
  asOfText: string;
  /** For the chat: other words people use for the topic. */
  keywords: string;
}

/** The facts one page shows, in order, each with its source and date. */
export function nswFactsOf(facts: NswFacts, page: NswFactPage): PublishedNswFact[] {
  return nswFactTopics
    .filter((topic) => topic.page === page)
    .map((topic) => ({
      ...facts[topic.key],
      key: topic.key,
      page,
      asOfText: `As of ${formatCalendarDate(facts[topic.key].asOf)}`,
      keywords: topic.keywords,
    }));
}

export function nswFactPagePath(page: NswFactPage): string {
  return nswFactPages.find((p) => p.key === page)!.path;
}
