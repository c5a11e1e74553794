import "server-only";
import { termsOf } from "./text-terms";

/**
 * Questions of tenancy or sale law. The agency's pages answer some of them (where the bond is lodged, the cooling-off
 * period); for the rest a confident-sounding passage about something near it (the inspection notice for a rent rise)
 * would mislead a tenant in the agency's name. So a question on one of these subjects is answered only by a passage
 * that covers the subject's own words; otherwise the assistant says it doesn't know and links the official NSW page on
 * that subject (NSW Fair Trading for renting, buying and selling; Revenue NSW for transfer duty), beside the phone,
 * the contact form and the lead form.
 */
export interface LawTopic {
  id: string;
  /** How people ask about it. */
  pattern: RegExp;
  /** Words a passage must contain (stemmed as the search does) to answer it; any one group of them. */
  answeredBy: readonly string[][];
  /** The official page, as a readable link. */
  source: { label: string; url: string };
  /** Renting or buying and selling: a question is on the subject only when it is about that (rentalContext, saleContext). */
  area: "renting" | "sale";
  /** Words that put a question in the topic's area by themselves ("month to month", "sublet"). */
  inArea?: RegExp;
}

const fairTrading = "https://www.fairtrading.nsw.gov.au/housing-and-property";
const renting = { label: "NSW Fair Trading: renting", url: `${fairTrading}/renting` };
const duringTenancy = { label: "NSW Fair Trading: during a tenancy", url: `${fairTrading}/renting/during-a-tenancy` };
const buyingSelling = { label: "NSW Fair Trading: buying and selling property", url: `${fairTrading}/buying-and-selling-property` };
const endingTenancy = { label: "NSW Fair Trading: ending a tenancy", url: `${fairTrading}/renting/ending-a-tenancy` };

/** Who inspects a rented home, asked of by the tenant: the landlord or their agent, not "you" (the agency's own practice). */
const inspector =
  "(they|he|she|(my|the|our) (landlord|agent|owner|lessor|property manager|pm|real estate( agent)?)|landlords|agents|owners|property managers)";

/**
 * "The plumber is coming this Sunday … are they allowed to, and how much notice should they give me?": a tradesperson
 * sent into the home, and whether it may be, asked by the one who lives there; only a tenant is owed notice.
 */
const tradesperson = String.raw`(tradies?|tradesm[ae]n|tradespe(rson|ople)|plumbers?|electricians?|handym[ae]n|repair(er|man|men)s?)`;
export const tradespersonVisit = new RegExp(
  [
    // Not a build, nor the visitor's own notice to cancel a tradesperson.
    String.raw`^(?!.*\b(builders?|new build|building (a|our|my)|cancel\w*)\b).*?(?:`,
    // "How much notice does the handyman have to give?": the tradesperson owes it.
    String.raw`\b(how much|how many days'?|what) notice (do|does|should|must|will|has|have) (the |a |my |our |your )?${tradesperson}( \w+)? (have to |need to |needs to |got to )?give`,
    // "The plumber is coming this Sunday … are they allowed to, and how much notice should they give me?"
    String.raw`|\b${tradesperson}\b.{0,80}\b(coming|comes?|turn(s|ing)? up|arriv\w*|visit\w*|(be|been) (booked|sent))\b.{0,120}\b(notice (should|must|do|does|will|has|have) (they|he|she|the \w+) (give|need)|give (me|us) (\w+ )?notice|(are|is|can) (they|he|she|the \w+)( even)? (allowed|permitted|entitled)(?=\s*(to\s*([?,.!]|$)|to (come|enter|turn up|be (there|here|in)|let \w+ in|do (that|this|it))\b|[?,.!]|(and|or)\b|$))|(can|could) (they|he|she) (just )?(come|turn up|rock up|show up|do that|do this))\b`,
    // "My landlord texted that he's coming round Sunday to fix the side fence … can he just rock up on a Sunday?"
    String.raw`|\b(landlord|owner|property manager)\b.{0,40}\b(coming|comes?|turn(s|ing)? up|popping|dropping)\b( (round|over|by|in|past))?.{0,40}\bto (fix|repair|look at|check|replace|paint|mow)\b.{0,120}\b(can|could|is|are) (they|he|she)( just| even)? (come|turn up|rock up|show up|do (that|this|it)|allowed|permitted|entitled)\b`,
    // "Is a tradie allowed into my rental at 7 in the morning on a Sunday?"
    String.raw`|\b${tradesperson}\b( (legally|even))? (allowed|permitted|entitled) (in|into|to (come|enter|be) (in|into))\b|\b(can|could|may) (a |the )?${tradesperson} (come|get|let (himself|herself|themselves)) (in|into)\b`,
    String.raw`)`,
  ].join(""),
  "i",
);

/** A guide dog or another assistance animal: not a pet in law, so the pet rules in brief are not its answer. */
export const assistanceAnimal = /\b(guide|assistance|service|support|therapy|seeing[- ]eye|hearing) (dogs?|animals?)\b/i;

const rentalContext =
  /\b(rent\w*|tenan\w*|lease\w*|leasing|landlord\w*|lessor|property manager|strata|unit|flat|apartment|bond|fixed[- ]term)\b/i;
/** Words about renting by themselves, with no word of rentalContext beside them: "we're month to month", "sublet". */
const aboutRenting = /\b(periodic|month[- ]to[- ]month|fixed term|sub-?let\w*|sub-?leas\w*)\b/i;
const saleContext = /\b(buy\w*|sell\w*|sale|sold|vendor|purchas\w*|contract\w*|exchange\w*|settlement|auction\w*|deposit|list(ing)?)\b/i;

/**
 * A death in a home ("someone passed away in the house"), not a thing that "died" ("the hot water system died", "the
 * market has died").
 */
const deathInTheHome =
  /(?<!\b(hot water|system|heater|heating|oven|stove|cooktop|aircon|air ?con\w*|cooling|fridge|freezer|dishwasher|dryer|washing machine|washer|battery|batteries|car|phone|laptop|computer|pump|motor|engine|lawn|grass|garden|plants?|trees?|hedge|power|lights?|globes?|fans?|tv|internet|wi-?fi|nbn|market|sale|deal|interest|enquiry|enquiries|finance|campaign|appliances?|unit|alarm|door|remote|bore|tank)\b[^.?!]{0,30})\b(died|passed away)\b|\b(death|deaths|deceased|murder\w*|suicide)\b/i;

export const lawTopics: readonly LawTopic[] = [
  {
    id: "rent-increase",
    pattern:
      /\b(rent (increase|rise|hike|review)s?|(put|putting|puts|raise|raising|raises|increase|increasing|hike|hiking|lift|lifting|bump|bumping)\w* (up )?(the |my |our |their )?rent\b|\brent\b.{0,25}\b(go(es|ing)? up|went up|up by|put up|increas\w*|rais\w*)|\bmak(e|es|ing) (the |my |our |their )?(weekly |monthly )?rent (more expensive|higher|dearer|bigger)\b)/i,
    answeredBy: [
      ["increas", "rent"],
      // ("… bump the rent a bit for the cat": the pet rule says a landlord cannot ask for extra rent.)
      ["extra", "rent"],
    ],
    // The Government's page, not Fair Trading's older one, whose rules predate the October 2024 reform
    // (docs/research/nsw-rental-and-sale-facts.md, section 1).
    source: {
      label: "NSW Government: rent increases",
      url: "https://www.nsw.gov.au/housing-and-construction/renting-a-place-to-live/rent-increases",
    },
    area: "renting",
  },
  {
    id: "pets",
    pattern: /\b(pets?|dogs?|cats?|pupp(y|ies)|kittens?|animals?)\b/i,
    answeredBy: [["pet"]],
    source: duringTenancy,
    area: "renting",
    inArea: assistanceAnimal,
  },
  {
    id: "bills",
    pattern:
      /\b(water|electricity|power|gas|internet|utilit\w*|energy)\b.{0,20}\b(bills?|charges?|usage|accounts?|costs?)\b|\bwho pays\b|\b(bills?|charges?)\b.{0,20}\b(water|electricity|power|gas)\b/i,
    answeredBy: [["water", "bill"], ["water", "charg"], ["utility"]],
    source: duringTenancy,
    area: "renting",
    // "Who pays for the marketing?" is a seller's question, not one about a rental's bills, nor is a fence between
    // neighbours or around a pool; "who pays for all that?" asks about what was said before, whatever it was.
    inArea:
      /^(?!.*\b(market\w*|advertis\w*|commission|campaign|photo\w*|sell\w*|sale|buy\w*|stamp duty|conveyanc\w*|(dividing|boundary|side|back|colou?rbond) fences?|neighbou?rs?|pools?|spas?)\b).*\bwho pays\b(?! for (it|that|this|all (of )?(that|this|it)|them|those|these)\b)/i,
  },
  {
    id: "break-lease",
    // ("… 7 months into a 1-year fixed term … If we break it now, how much do we owe?")
    pattern:
      /\b(break\w*|end\w*|terminat\w*|get out of|leav\w*)\b.{0,15}\b(lease|tenancy|agreement)\b.{0,15}\b(early|before)\b|\bbreak\w* (my |the |a |our )?(lease|tenancy)\b|\bmove out early\b|\bfixed[- ]term\b.{0,80}\bbreak(ing)? it\b/i,
    // Stemmed as the search does: "lease" is "leas".
    answeredBy: [["break", "leas"]],
    source: { label: "NSW Fair Trading: breaking a lease", url: `${fairTrading}/renting/ending-a-tenancy/breaking-a-lease` },
    area: "renting",
  },
  {
    id: "bond-back",
    pattern:
      /\bbond\b.{0,20}\b(back|refund\w*|return\w*|claim\w*|deduct\w*|keep|kept)\b|\b(get|getting|claim\w*|refund\w*) (back )?(my |the |our )?bond\b|\b(keep|keeps|kept|keeping|withhold\w*|deduct\w*|tak(e|es|ing) (money|some|part|\$?\d+))\b.{0,25}\bbond\b/i,
    answeredBy: [
      ["bond", "refund"],
      ["bond", "back"],
    ],
    source: { label: "NSW Fair Trading: getting your bond back", url: `${fairTrading}/renting/ending-a-tenancy/getting-your-bond-back` },
    area: "renting",
  },
  {
    id: "entry",
    // (How often the landlord may inspect is the law's limit, asked of them: "can they inspect every month?", "how often
    // can my landlord inspect?". How often we inspect — "how often do you inspect?", "will the agent inspect" — is ours.)
    pattern: new RegExp(
      [
        /\b(come|coming|comes|let (himself|herself|themselves)) in(to)?\b|\b(enter|entry|access)\b.{0,30}\b(without|notice|permission|telling|asking)\b|\bwithout (telling|asking|notice|permission|warning)\b/
          .source,
        `\\b(how often|how many times( a| per| each)? ?(year|month)?|how frequently) (can|could|may|is|are) ${inspector}\\b[^.?!]{0,40}\\b(?<!open for |private )inspect`,
        `\\b(can|could|may) ${inspector} (\\w+ ){0,2}?(inspect\\w*|do (an |the )?(routine )?inspections?)\\b[^.?!]{0,40}\\b(every|each|once a|twice a|more than|as often|whenever)\\b`,
        `\\b(is|are) ${inspector} (allowed|permitted|able|entitled) to (inspect|do (an |the )?inspections?)\\b`,
        `\\bhow many (routine )?inspections\\b[^.?!]{0,30}\\b(allowed|permitted|legally|by law|(can|could|may) ${inspector}|${inspector} (can|could|may))\\b`,
        `\\b(legal|lawful) (limit|maximum|max|cap)\\b[^.?!]{0,40}\\binspections\\b`,
        tradespersonVisit.source,
        // "Inspection of my apartment will be this Saturday, today is Wednesday. They can do this?": notice given for an
        // inspection, asked of.
        String.raw`\binspect\w*\b[^?]{0,120}\b(they can do (this|that|it)|can (they|he|she|the (agent|landlord|owner)) (do|just do) (this|that|it)|(is|are) (this|that|they|it) (ok|okay|allowed|legal|fair)|short notice|only (\w+ )?days?'? notice)`,
      ].join("|"),
      "i",
    ),
    answeredBy: [
      ["entry", "notic"],
      ["enter", "notic"],
    ],
    source: duringTenancy,
    area: "renting",
    inArea: tradespersonVisit,
  },
  {
    id: "showing-while-renting",
    // Showing the home to buyers or new tenants: a question of tenancy law only when the one asking lives there.
    pattern:
      /\b(open homes?|opens (every|each|on|twice|most|all)|open for inspection|(show|bring|take)\w* (people|buyers|tenants|anyone|someone|strangers|groups?)( \w+)? (through|around|over)|show\w* (it|the (house|home|place|property)) (to|on|every|each|twice|\w+days)|inspections? for (buyers|the sale|new tenants)|show\w* (a |the |my |our )?tenanted (house|home|place|property|investment)s?)\b/i,
    answeredBy: [["open", "tenant", "notic"]],
    source: duringTenancy,
    area: "renting",
  },
  {
    id: "eviction",
    pattern:
      /\b(evict\w*|(kick|get|got|move)\w* (me|us|them|him|her|my tenants?|the tenants?) out|throw\w* (me|us|them) out|notice to (vacate|leave|move out|get out)|wants? (me|us|them|him|her|my tenants?|the tenants?) out|termination notice|no[- ]grounds?|(for )?no reason( at all| given)?)\b|\b(behind (on|with)|arrears|(weeks?|months?|fortnights?) behind)\b.{0,80}\b(end|terminat\w*|evict\w*|kick\w* (them|him|her) out)\b/i,
    answeredBy: [["evict"], ["terminat", "tenancy"]],
    source: endingTenancy,
    area: "renting",
  },
  {
    id: "ending-tenancy",
    // The tenant's own notice, or the end of a periodic agreement ("we're month to month now: how much notice do we give?").
    pattern:
      /\b(periodic|month[- ]to[- ]month|no fixed term)\b|\b(fixed term|lease|tenancy)\b.{0,20}\b(ends?|ending|expir\w*|finish\w*|is up|runs? out|comes? to an end)\b|\bend of (the|our|my|a|an|his|her|their) (lease|fixed[- ]term|tenancy)\b|\b(do ?n[o']?t|not|never) (sign|renew)\b.{0,15}\b(lease|agreement)\b|\b(notice|warning)\b.{0,40}\b(move out|moving out|leave|leaving|vacat\w*|end (the|our|my) (lease|tenancy))\b|\b(move out|leave|vacate)\b.{0,30}\bnotice\b/i,
    answeredBy: [["periodic", "notic"]],
    source: endingTenancy,
    area: "renting",
    // ("How much notice do I need to give to move out?": a tenant's notice, though no word of renting is said.)
    inArea: new RegExp(
      String.raw`${aboutRenting.source}|\bnotice\b.{0,30}\b(give|giving)\b.{0,10}\b(move out|vacate|leave)\b|\b(give|giving|gave) (my |our |\w+ )?notice\b.{0,20}\b(move out|vacate)\b`,
      "i",
    ),
  },
  {
    id: "holding-deposit",
    pattern: /\bholding (deposit|fee)s?\b/i,
    answeredBy: [["hold", "deposit"]],
    source: renting,
    area: "renting",
    inArea: /\bholding (deposit|fee)s?\b/i,
  },
  {
    id: "sale-during-tenancy",
    pattern:
      // (The notice owed before buyers first come through is the showing's: "I'm the landlord, selling my tenanted place …")
      /^(?!.*\bnotice\b[^?]{0,60}\b(buyers?|open homes?|show\w*|viewings?|inspect\w*)\b).*?(?:\b(owner|landlord|lessor)\b.{0,30}\b(sell\w*|sold|on the market)\b.{0,80}\b(move out|leave|lease|tenancy|tenants?|renting|rent)\b|\b(do|will|would) (we|i) have to (move|leave|go)\b.{0,40}\b(sells?|sold|sale)\b|\b(i|we)('m| am|'re| are)? (rent|lease|renting|leasing)\b.{0,60}\b(owner|landlord|lessor)('s| is| are| has)? (selling|sold|put \w+ on the market)\b(?![^?]*\b(buyers?|open homes?|show\w*|viewings?|inspect\w*|notice)\b)|\b(house|home|place|unit|property|flat|townhouse) (i|we)('m| am|'re| are)? (rent|lease|renting|leasing)\b.{0,20}\b(being|getting|going to be|to be|been|is|was) (sold|sell\w*|put on the market|listed)\b(?![^?]*\b(buyers?|open homes?|show\w*|viewings?|inspect\w*|notice)\b))/i,
    answeredBy: [["sold", "tenancy", "continu"]],
    source: duringTenancy,
    area: "renting",
  },
  {
    id: "sublet",
    pattern: /\b(sub-?let\w*|sub-?leas\w*|take in a (boarder|lodger)|(rent|let) out (a|my|our|the) (spare )?room)\b/i,
    answeredBy: [["sublet"], ["subleas"]],
    source: duringTenancy,
    area: "renting",
    inArea: aboutRenting,
  },
  {
    id: "bond-lodgement",
    // When the bond must be lodged: the site says where it goes, not by when.
    pattern:
      /\b(how (long|soon)|when|deadline|within|by when)\b.{0,50}\blodg\w*|\blodg\w*\b.{0,50}\b(how (long|soon)|deadline|within|by when)\b/i,
    answeredBy: [["lodg", "deadlin"]],
    source: renting,
    area: "renting",
  },
  {
    id: "repair-rights",
    pattern:
      /\b(won'?t|will not|wont|refus\w*|doesn'?t|does not|didn'?t|not) (fix|repair|do anything|respond)\w*|\b(mou?ld|damp|pests?|cockroach\w*|rats?|mice)\b|\bmy rights\b|\bwhat are (my|our) rights\b/i,
    answeredBy: [["mould"], ["right", "tenant", "repair"]],
    source: { label: "NSW Fair Trading: repairs and maintenance", url: `${fairTrading}/renting/during-a-tenancy/repairs-and-maintenance` },
    area: "renting",
  },
  {
    id: "alterations",
    pattern:
      /\b(hang\w*|hook\w*|nails?|screws?|paint\w*|alteration\w*|modif\w*|install\w*|renovat\w*)\b.{0,60}\b(rental|rented|lease[d]?|tenan\w*|landlord|(i'?m|we'?re|i am|we are) (renting|leasing))\b|\b(my|our|the) (rental|rented)\b.{0,40}\b(hang|paint|alter|install|nails?)\b|\b(allowed|permitted|ok|okay|can (i|we))\b.{0,30}\b(put|hang|stick|nail|mount|drill|screw)\w*( (them|it|things|stuff|pictures|photos|frames|shelves|a (tv|shelf|picture|photo|frame)))?( up)? (on|in|into) the walls?\b|\b(hang\w*|hook\w*|nails?|screws?|paint\w*|drill\w*|alteration\w*|modif\w*|install\w*)\b.{0,80}\b(permission|consent|approval)\b/i,
    answeredBy: [["alteration"]],
    source: duringTenancy,
    area: "renting",
  },
  {
    id: "cooling-off-penalty",
    pattern:
      /\bcooling[- ]?off\b.{0,60}\b(penalt\w*|cost|fee|lose|forfeit\w*|0\.25|pay(?! (the |a |my |our |any )?(deposit|balance|stamp duty)))\b|\b(penalt\w*|forfeit\w*)\b.{0,60}\bcooling[- ]?off\b/i,
    answeredBy: [["cool", "penalty"], ["0.25"]],
    source: buyingSelling,
    area: "sale",
  },
  {
    id: "deposit-forfeit",
    pattern: /\b(keep|forfeit\w*|lose|lost)\b.{0,20}\bdeposit\b|\b(buyer|purchaser|vendor|seller)s? (backs?|pulls?|pulled|backed) out\b/i,
    answeredBy: [["deposit", "forfeit"]],
    source: buyingSelling,
    area: "sale",
  },
  {
    id: "disclosure",
    pattern: new RegExp(
      String.raw`\b(disclos\w*|have to (tell|say|mention)|must (tell|disclose)|required to (tell|disclose)|obliged to (tell|disclose))\b|${deathInTheHome.source}|\bstigma\w*`,
      "i",
    ),
    answeredBy: [["disclos"]],
    source: buyingSelling,
    area: "sale",
    // A death in the home is a question of disclosure whoever asks.
    inArea: deathInTheHome,
  },
  {
    id: "contract-for-sale",
    pattern:
      /\bcontract\b.{0,40}\b(before (i|we|you|he|she|they) (can )?(to )?(list|sell|market|advertis|put (it|the (house|home|place|property)|(my|our|his|her|their) (house|home|place|property)) on the market)\w*|before (my|our|the) (house|home|place|property|unit) (goes|is|gets|can go) (on the market|listed|advertised|up for sale)|ready|has to be in|have to include|required|must include|what goes in)\b|\bwhat( things?)? (has|have|needs?|goes|must( go)?|should) (to )?(be |go )?(included |put )?in(to)? ((the|a|my|our|his|her|their) )?contract\b|\b(prepare|draw up|do|write) (the|a|my|our) contract (of|for) sale\b|\bwho (does|prepares|writes|draws up|organi[sz]es) the contract\b/i,
    answeredBy: [
      ["contract", "disclos"],
      ["contract", "prepar", "sell"],
    ],
    source: buyingSelling,
    area: "sale",
  },
  {
    id: "late-settlement",
    pattern:
      /\b(late|delay\w*|miss\w*|fail\w*)\b.{0,30}\bsettle\w*|\bsettle\w*\b.{0,30}\b(late|delay\w*|missed|fell through)\b|\bnotice to complete\b|\bpenalty interest\b/i,
    answeredBy: [
      ["settl", "late"],
      ["notic", "complet"],
    ],
    source: buyingSelling,
    area: "sale",
  },
  {
    id: "gazumping",
    pattern:
      /\bgazump\w*|\baccept\w* (our|my|the) offer\b.{0,80}\b(more|higher|better|another offer|someone else)\b|\b(higher|better|another) offer\b.{0,60}\bbefore (we|i|they) (exchang\w*|sign\w*)\b/i,
    answeredBy: [["gazump"]],
    source: buyingSelling,
    area: "sale",
  },
  {
    id: "auction-bidding",
    pattern:
      /\b(vendor|seller|owner)'?s?\b.{0,20}\bbid\w*|\bbid\w*\b.{0,20}\b(their|his|her|its|the seller'?s|the vendor'?s) own auction\b|\b(dummy|fake|shill) bid\w*|\bbid\w* (on behalf of (the |a )?(seller|vendor|owner)|for (the |a )?(seller|vendor|owner)\b(?!'s)|on (the |a )?(seller|vendor|owner)'?s behalf)/i,
    // A passage on vendor bids says how the auctioneer declares them, not only that vendors take bids.
    answeredBy: [["vendor", "bid", "auctioneer"]],
    source: buyingSelling,
    area: "sale",
  },
  {
    id: "stamp-duty",
    pattern: /\b(stamp|transfer) duty\b/i,
    answeredBy: [["duty"]],
    source: {
      label: "Revenue NSW: transfer (stamp) duty",
      url: "https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/transfer-duty",
    },
    area: "sale",
    inArea: /\b(stamp|transfer) duty\b/i,
  },
];

const landTax = { label: "Revenue NSW: land tax", url: "https://www.revenue.nsw.gov.au/taxes-duties-levies-royalties/land-tax" };
const swimmingPools = {
  label: "Swimming Pools Act 1992 (NSW legislation)",
  url: "https://legislation.nsw.gov.au/view/html/inforce/current/act-1992-049",
};
/** A pool's fence or barrier, whose rules are the Swimming Pools Act's, not a neighbour's fence nor a rental's bills. */
const poolBarrier =
  /\b(pools?|spas?)[- ]?(fenc\w*|barriers?|gates?)\b|\b(fenc\w*|barriers?|gates?)\b.{0,12}\b(around|round|for|of|on) (the |a |our |my |their )?(swimming )?(pools?|spas?)\b|\b(pools?|spas?) (safety )?(certificat\w*|complian\w*)\b/i;
const dividingFences = {
  label: "Dividing Fences Act 1991 (NSW legislation)",
  url: "https://legislation.nsw.gov.au/view/html/inforce/current/act-1991-072",
};
const trusteeAndGuardian = { label: "NSW Trustee and Guardian", url: "https://www.tag.nsw.gov.au" };
/** Acting for someone who cannot: a power of attorney, a guardianship order, a deceased estate's executor. */
const actingForSomeone =
  /\b(power of attorney|enduring guardian\w*|guardianship (order|tribunal)?|financial management order|probate|executor|letters of administration)\b/i;
/** "If I just leave the couch at the rental, will they bill me?": goods left behind at the end of a tenancy. */
const goodsLeftBehind =
  /^(?=.*\b(furniture|couch|sofa|beds?|mattress(es)?|fridge|belongings|goods|stuff|rubbish|junk|boxes)\b)(?=.*\b(leave|leaving|left|abandon\w*)\b)(?=.*\b(rental|rented|tenants?|move out|moving out|moved out|vacat\w*)\b)/i;
const planningPortal = { label: "NSW Planning Portal: approvals for building work", url: "https://www.planningportal.nsw.gov.au" };
/** Building work and its approval ("turn the garage into a bedroom", "do I need council approval for a deck?"). */
const buildingWork =
  /^(?!.*\bstrata\b).*?(?:\b(council|building|planning|da) approvals?\b|\b(approv\w*|permits?|legal\w*|allowed)\b[^?]{0,60}\b(build\w*|renovat\w*|extend\w*|extension|convert\w*|garage|deck|granny flat|pergola|carport|shed)\b|\b(turn\w*|convert\w*) (the|a|my|our) garage\b[^?]{0,80}\b(approv\w*|permits?|legal\w*|allowed|council)\b)/i;
/** A pool at a home asked about for its paperwork ("my rental has a pool, what certificate do I need?"). */
const poolPaperwork =
  /\b(pools?|spas?)\b(?! of\b)[^?]{0,80}\b(certificat\w*|paperwork|complian\w*)\b|\b(pool|spa) registration\b|\bregist\w* (the |my |our |a )?(pool|spa)\b|\b(certificat\w*|paperwork|complian\w*)\b[^?]{0,60}\b(pools?|spas?)\b/i;
const neighbourTrees = {
  label: "Trees (Disputes Between Neighbours) Act 2006 (NSW legislation)",
  url: "https://legislation.nsw.gov.au/view/html/inforce/current/act-2006-126",
};
/** A neighbour's tree over the visitor's land ("next door's gum tree keeps dropping branches on my roof"). */
const treeBetweenNeighbours =
  /\b(neighbou?r'?s'?|next[- ]doors?'?s?)( (?!(have|has|had|are|is|was|with|said|say|says|recommended|told)\b)[\w-]+){0,2} (trees?|branches|roots?|hedges?)\b[^?.!]{0,80}\b(cut|trim\w*|prun\w*|lop\w*|remov\w*|overhang\w*|dropp?\w*|fall\w*|damag\w*|crack\w*)\b/i;
/** A fence between neighbours and who pays for it ("neighbour wants me to pay half the new Colorbond"). */
const fenceBetweenNeighbours =
  /\b(dividing|boundary|side|back|colou?rbond) fences?\b|\bfences?\b.{0,60}\b(neighbou?rs?|half|share|split)\b|\bneighbou?rs?\b.{0,60}\bfences?\b/i;

/** The law subject a question asks about, if any (the rental topics only when it is about renting). */
export function lawTopicOf(question: string, before = ""): LawTopic | null {
  // The subject must be the question's own; whose side it is may have been said the turn before ("I've just moved into
  // a rental … → am I allowed to put them up on the walls?").
  for (const topic of lawTopics) {
    if (!topic.pattern.test(question)) continue;
    if (topic.id === "showing-while-renting") {
      // A tenant's question about showing the home they live in to buyers; "do you run open homes for rentals?" is a
      // question about the agency's service.
      const livesThere = /\b(still )?(living|live) (there|here|in (it|the (house|home|place)))\b/i.test(question);
      // ("We're selling our unit and still living there": the seller at home, not a tenant.)
      if (/\b((we'?re|i'?m|we are|i am) selling|selling (our|my))\b/i.test(question)) continue;
      if (livesThere || (rentalContext.test(question) && /\b(sell\w*|sale|sold|buyers?|on the market)\b/i.test(question))) return topic;
      continue;
    }
    if (namesItsSide(topic, question, before)) return topic;
  }
  return before && leansOnTurnBefore(question) ? topicAcrossTurns(question, before) : null;
}

/** A short follow-up: "can my landlord say no to it?", "can I end the lease?" (after "my tenant is 3 weeks behind"). */
function leansOnTurnBefore(question: string): boolean {
  return question.split(/\s+/).length <= 10 && !/\b(your|ur|you guys|ironbark)\b/i.test(question);
}

/**
 * The subject said the turn before, asked of now: "I have a guide dog → can my landlord say no to it?" (the earlier
 * turn's subject, which "it" stands for), "my tenant is 3 weeks behind → can I end the lease?" (a subject neither turn
 * names alone: ending a tenancy for arrears).
 */
function topicAcrossTurns(question: string, before: string): LawTopic | null {
  const both = `${before} ${question}`;
  const pointsBack = /\b(it|that|this|them|him|her)\b/i.test(question);
  for (const topic of lawTopics) {
    if (topic.id === "showing-while-renting" || !topic.pattern.test(both)) continue;
    if (topic.pattern.test(before) && !pointsBack) continue;
    if (namesItsSide(topic, both)) return topic;
  }
  return null;
}

/**
 * Whether the message (or the turn before) says which side of the law it is on, in words of renting or of a sale. Every
 * topic but showing a home while living there needs it to be a topic at all; that one is taken from the living there
 * ("can the agent show people through while I'm still living there?" may come from a tenant or from a seller at home).
 */
export function namesItsSide(topic: LawTopic, question: string, before = ""): boolean {
  return (topic.area === "sale" ? saleContext : rentalContext).test(`${before} ${question}`) || topic.inArea?.test(question) === true;
}

/** Whether a passage's own words cover the subject (so it answers it rather than something near it). */
export function passageCovers(topic: LawTopic, passageText: string): boolean {
  const terms = new Set(termsOf(passageText));
  return topic.answeredBy.some((group) => group.every((word) => [...terms].some((t) => t.startsWith(word))));
}

/** A general question of tenancy or sale law the site does not answer: the official overview page to offer. */
/**
 * "Another agency wants $60 for a background check before they'll process our application": a fee charged to apply for
 * a rental, which NSW tenancy law governs (not a job application's).
 */
export const feeToApply =
  /\b(charg\w*|ask\w* for|want\w*)\b[^?.!]{0,30}(\bfees?\b|\$\s?\d+\b)[^?.!]{0,60}\b(apply|applying|applications?|background checks?)\b(?![^?.!]{0,30}\b(job|position|role|work)\b)/i;

/** "Can I offer $40 a week more than the advertised rent?": rent bidding, which NSW tenancy law rules on and the site does not. */
export const rentBidding =
  /\brent bidding\b|\b(offer|pay|bid|put in)\b[^.?!]{0,30}\b(more|extra|above|over|higher)\b[^.?!]{0,30}\b(advertised|asking) rent\b|\b(offer|pay|bid)\b[^.?!]{0,20}\$?\d{3,4}\s?(a week|pw|per week)\b[^.?!]{0,60}\b(instead of|rather than|over|above|more than)\s+(the\s+)?\$?\d{3,4}\b/i;

export function lawAreaOf(question: string): { label: string; url: string } | null {
  if (feeToApply.test(question) || rentBidding.test(question)) return renting;
  const asksTheLaw =
    /\b(law|laws|legal|legally|illegal|allowed|rights?(?! (now|away|then|there|here|after|before|next|off|up|down|back|around|side|hand|one|ones|place|price|time|amount|size|fit|choice|agent|tenant|buyer|home|house)\b)|entitled|required|obliged|have to|must|nsw rules?|act)\b|\bneed (the |their |his |her |our |my )?(landlord|owner|agent|strata)'?s? (ok|okay|permission|consent|approval|sign[- ]off)\b/i.test(
      question,
    );
  // "Agent turned up with a tradie, no notice, is that legal?", "the agent wants to inspect again": a rented home's
  // entry and repairs, though no word of renting is said. ("Is it legal for the landlord to pass land tax on in the
  // rent?" is a tenancy question too.)
  if (asksTheLaw && /\b(rent\w*|tenan\w*|lease\w*|landlord\w*|bond|inspect\w*|tradies?|repairs?|notice)\b/i.test(question)) return renting;
  // "Will we get hit with land tax every year?": a tax whose rules the site leaves to Revenue NSW.
  if (/\bland tax\b/i.test(question)) return landTax;
  // "Do I legally have to pay for a new fence around the pool?": the Swimming Pools Act's.
  if ((asksTheLaw || /\bwho (pays|is responsible|has to pay)\b/i.test(question)) && poolBarrier.test(question)) return swimmingPools;
  // "Can I turn the garage into a bedroom, what approvals would I need?": council's and the planning rules', not a sale's.
  if (buildingWork.test(question)) return planningPortal;
  // "My rental has a pool, what certificate do I need before a tenant moves in?": the Swimming Pools Act's too.
  if (poolPaperwork.test(question)) return swimmingPools;
  // "Next door's tree keeps dropping branches on my roof, can I make them cut it back?"
  if (treeBetweenNeighbours.test(question)) return neighbourTrees;
  // "Neighbour wants me to pay half the new fence, do I legally have to?": the Dividing Fences Act's, not a sale's.
  if (asksTheLaw && fenceBetweenNeighbours.test(question)) return dividingFences;
  // "The developer wants to use the sunset clause to cancel, can they do that?": an off-the-plan contract's rules.
  if (/\bsunset (clauses?|dates?)\b/i.test(question)) return buyingSelling;
  // "My sister has his power of attorney, is that enough to lease his place?": acting for another is the Trustee and
  // Guardian's subject (after the tax, pool, fence and building rules, which hold whoever acts).
  if (actingForSomeone.test(question)) return trusteeAndGuardian;
  if (goodsLeftBehind.test(question)) return endingTenancy;
  // "Does the agent have to tell us if the house has flooded?": a home's sale, though no word of selling is said.
  if (asksTheLaw && (saleContext.test(question) || /\b(agents?|house|home|property)\b/i.test(question))) return buyingSelling;
  return null;
}
