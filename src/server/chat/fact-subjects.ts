import "server-only";
import type { NswFactKey } from "@/content/site-content/nsw-facts";
import { assistanceAnimal, tradespersonVisit } from "./law-topics";
import { countedOpens, putDownMoney, sellersPriceRange } from "./text-terms";

/** A home shown to buyers, and one that a tenant lives in ("tenanted", "the house I rent"): the open-homes rule. */
const showing = String.raw`let (people|buyers|strangers|them|everyone|randoms|potential buyers)( in)?( to)? (through|walk through|look through|inspect|in)|open homes?|opens (every|each|on|twice|most|all)|${countedOpens}|open for inspection|show\w*|viewings?|buyers?|sell\w*|sale|(being|getting|going to be|to be) sold`;
const tenanted = String.raw`tenant\w*|tenanted|(?<!\b(i'?m|i am|as|we'?re|we are) (a |the )?)(landlords?|owners?) (is|are|'s|has|have) (selling|sold|putting|listed|listing)|(?<!\b(i'?m|i am|as|we'?re|we are) (a |the )?)(landlord|owner)'s (selling|sold|putting|listed|listing)|liv\w* (there|in|here(?! in\b))|(i'?m|im|i am|we'?re|we are)( still)? renting|(house|home|place|unit|property|flat|apartment|townhouse) (i|we)('m| am|'re| are)? (rent|lease|renting|leasing)|(my|our) (rental|rented (house|home|place|unit))|(they'?ve|they have|they'?re) (listed|listing|selling|put up) (the|our|my) (house|home|place|unit|rental|townhouse)`;

/** The seller speaking: their own home shown is no tenant's question. */
const sellerSpeaking = String.raw`(?:\b(we'?re|i'?m|we are|i am) (selling|the (vendors?|owners?|sellers?)|vendors|sellers)\b|\b(my|our) (own )?agent\b|\bour own (house|home|place)\b)`;
/** "Can they show the house on a Sunday?", "how many open homes can they hold a week?": the visitor's home shown by others. */
const shownByThem = String.raw`^(?!.*${sellerSpeaking}).*\b(they|the (agents?|landlords?|owners?|real estate))( even| legally| actually)? (show|open|hold open homes (in|at))( (the|my|our) (house|home|place|unit|flat|townhouse))\b|\bopen homes? (can|could|do|are) (they|the (agents?|landlords?|owners?))( legally| actually)? (hold|have|run|do)\b`;
/** "Can I refuse open homes?", "do we have to allow viewings?": a tenant limiting showings. */
const showingsRefused = String.raw`^(?!.*${sellerSpeaking}).*\b(i|we)( have to| need to|'ve got to)? (refuse|say no to|stop|block|limit|decline|allow|let them (hold|have|run))( the| all| any| their| so many)? (open homes?|opens|viewings?|showings?)\b`;

/**
 * What each NSW rule in brief is about, as people ask it. A rule answers a question only when the question names its
 * subject: sharing words with it is not enough. The rent-increase rule says "apply to NCAT", which is no answer to
 * "can I still apply for your rentals?"; the rule for open homes in a tenanted home mentions "home", which is no
 * answer to "the best suburb for a first home". A rule given to the wrong question misleads a tenant or a buyer in
 * the agency's name, so a question that names no rule's subject is answered from elsewhere or handed over.
 */
export const factSubjects: Record<NswFactKey, RegExp> = {
  rentIncrease:
    /\brents? (is |are )?(capped|controlled)\b|\b(cap|caps|limit|limits) on (the )?rents?\b|\brent (cap|control)s?\b|\brent\w*\b.{0,40}\b(increas\w*|ris(e|es|ing)|rais\w*|hik\w*|go(es|ing)? up(?! (for (sale|auction)|on (the )?(web\w*|sites?|internet|portals?|domain|realestate|market)|online)\b)|went up|put\w* up|review\w*|up by)\b|\b(increas\w*|ris(e|es|ing)|rais\w*|hik\w*|put\w* up|bump\w*)\b.{0,25}\brent\b|\breview\w* (the |my |our |their )?rent\b(?!\s*(ledger|statements?|payments?|history|receipts?|records?))|\brent up\b|\bmak\w*\b.{0,20}\brent\b.{0,25}\b(more expensive|higher|dearer)\b/i,
  bond: /\bbonds?\b/i,
  // An assistance animal (a guide dog) is not a pet, and the pet rules are not the rules for it.
  pets: new RegExp(
    `^(?!.*${assistanceAnimal.source}).*?\\b(pets?|dogs?|cats?|pupp(y|ies)|kittens?|animals?|birds?|fish|(?<!wild )rabbits?|bunn(y|ies)|hamsters?|ferrets?|budgies?|guinea pigs?)\\b`,
    "i",
  ),
  // (Council rates are the landlord's: "do tenants have to pay council rates?")
  // (A smell of gas "near the meter" is a leak, an urgent repair, not the bill.)
  bills:
    /^(?!(?!.*\b(bills?|pays?|paying|usage|accounts?)\b).*\b(gas (leak|smell)\w*|(smell\w*|smelt|leak\w*)( of)? gas)\b)[\s\S]*?(?:\b(bills?|(?<!\bhot[- ]?)water|hot[- ]?water (bills?|usage|costs?|charges?)|electricity|power(?!( is|'s| has| went| has gone)? (out|down|cut))|gas(?!( is| was|'s)? (leak\w*|smell\w*|bottles?))|utilit\w*|internet|meter\w*|sewer\w*)\b(?<!\b(smell|smells|smelling|smelt|smelled|smell of|leaking|leak of) gas)|^(?=[^?]*\b(tenants?|renters?|renting|rental|landlords?|lease)\b).*?\b(council rates|(pay|pays|paying|split\w*) (the )?rates)\b)/i,
  // A tenant leaving early; a landlord ending "my tenant's" lease, or ending one so that family can move in, is
  // termination, which the rules in brief do not cover.
  breakLease:
    /^(?!.*\bmy tenants?\b)(?!.*\b(so|because|as) (i|we|my \w+|our \w+|their \w+|his \w+|her \w+) (can|could|want to|wants to|need to|needs to|will|are going to|is going to) (move|live) (back )?in\b)(?!.*\b(i|we) (want|need|plan|intend|'d like|would like)( to)? (move|live) (back )?in(to)?\b)(?!.*\blandlords? (can'?t|cannot|can|to|could) (end|terminate)\b)(?!.*\b(can|could|will|is|are) (he|they|the (owner|landlord))( legally| just)? (allowed to )?(just )?(end|terminate|cancel) (the|our|my) (lease|tenancy)\b)(?!.*\b(can|could|will|is|are) (they|he|the (owner|landlord))( legally| just)? (allowed to )?break (the|our|my) (lease|tenancy) (if|when|because|so|and) (they|he|she|kick)\b)(?!.*\bkick (us|me) out\b).*?(?:\b(break\w*|broke|end\w*|leav\w*|terminat\w*|get out of|out of)\b.{0,25}\b(lease|tenancy|rental agreement|contract)\b|\b(lease|tenancy)\b.{0,25}\b(early|break\w*)\b|\bbreak fee\b|\bmove out early\b|\b(lease|tenancy)\b.*\b(leav\w*|mov\w* out|get out) early\b|\b(lease|tenancy|fixed[- ]term)\b.*\b(break(ing)? it|(get|getting) out of it)\b|\b(lease|tenancy)\b.{0,80}\bend(ing)? it early\b|\b(lease|tenancy)\b.{0,40}\b(need|needs|have|has|want|wants|got|going|'ve got) to (leave|move( out)?|go|get out)\b(?! early)|\b(months?|weeks?) (into|in to|left on|left in) (a|an|our|my|the)\b.{0,25}\b(lease|tenancy)\b.{0,60}\b(leave|leaving|move|moving|go|out)\b|\b(leav\w*|moving out|move out|get out|break\w*|end\w*)\b.{0,40}\b(because of|due to|escaping|fleeing) (domestic (violence|abuse)|dv|family violence)\b|\b(domestic (violence|abuse)|dv|family violence)\b.{0,60}\b(break fee|leave|leaving|move out|end (the|my) (lease|tenancy))\b)/i,
  // ("A 1-year fixed term" is a lease, nothing fixed.)
  repairs:
    /\b(repair\w*|(smell\w*|smelt)( of)? gas|gas smell\w*|fix(?!ed[- ]term)\w*|broken|break(s|ing)? down|leak\w*|mou?ld\w*|damp|maintenance|urgent|hot water|tradie|plumb\w*|electrician|spark(y|ie)|trades(person|people|m[ae]n)|(stopped|not|isn'?t|aren'?t|wasn'?t) working|packed (up|it in)|carked it|conked out|damaged?|blocked|clogged|burst|overflow\w*|drip\w*|storm|fell (on|down)|fallen|came down|blew (down|over|off))\b/i,
  // Someone coming into a rented home, not the visitor coming in to the office ("can I come in on Sunday?"), nor a rise
  // coming in July; a private inspection is a showing to buyers, not a routine inspection. A tradesperson coming, when
  // whether they may or the notice is asked, is entry too, and so is "how much notice … for repairs?".
  inspections: new RegExp(
    `${tradespersonVisit.source}|${/\b((?<!\bprivate )inspect\w*|entry|enter\w*|access|(?<!\b(i|we) )(come|coming) (in|into|round|around|over|through)(?! (next|this|soon|by|early|late|january|february|march|april|may|june|july|august|september|october|november|december)\b)|let (himself|herself|themselves|themself) in|(look|sticky ?beak) (around|round|through)|visit\w*|(?<!\b(i|we)\b[^.?!]{0,25})\b(how much|how many days'?|what|enough|any|no|short|proper) notice\b.{0,40}\b(for|before) (the |a |any |ordinary |routine )?(repairs?|maintenance|tradies?|plumbers?|electricians?))\b/.source}`,
    "i",
  ),
  // ("Thinking of handing my rental over. How much do you charge?": a landlord asking what managing it costs.)
  // (Not what a landlord may charge a tenant: "can they charge me a pet bond?", "charge more rent for a dog?")
  managementFees: new RegExp(
    `^(?![\\s\\S]*\\bcharg\\w* (me|us|you|him|her|them|tenants?|the tenants?|a tenant)?\\s*((a|an|any|extra|more|higher) )*(pet )?(bond|rent)\\b)[\\s\\S]*?(?:${
      /^(?!.*\bsel(l|ling|ls)\b)(?=.*\b(my|our) (rental|investment)\b|.*\bhand\w* (\w+ ){0,2}over\b)(?=.*\bhow much (do|would|will) (you|u|ya) charge\b)|\b(manag\w*|PM)\b.{0,80}\b(fees?|costs?|charg\w*|commission|percent\w*|%|includ\w*|price|rates?)\b|\b(fees?|costs?|charg\w*|commission|percent\w*|%)\b.{0,40}\b(manag\w*|look after|rent (it|my \w+) out)\b|\b(letting|leasing|re-?letting) fees?\b|\b(investment property|landlords?)\b.{0,60}\b(fees?|charg\w*|commission|%)\b|\b(fees?|charg\w*|commission)\b(?![^.?!]*\b(sell\w*|settlement|sale)\b).{0,40}\b(landlords?|investors?|investment propert\w*)\b|\b(take|taking|takes|keep|keeping|get|gets) (from|off|out of|of) (the |my |our )?(weekly |monthly )?rent\b/
        .source
    })`,
    "i",
  ),
  // Pulling out of a purchase, not of a lease ("can we pull out of our lease early?" is breaking it).
  // A seller changing their mind about the agent they signed with is the agency agreement, not a buyer's cooling-off.
  coolingOff:
    /^(?!.*\b(sign(ed|ing)? (up )?((a|an|the) ([\w-]+ )?agreement )?with (you|u|an agent|the agent|them|another agent|another agency|an agency|the agency|ironbark)|agency agreement|(selling|sales|listing) agreement|list(ed|ing)? with|(sign(ed|ing)?|agreed to|entered into) (a |an |the |my |our )?([\w-]+ ){0,3}(lease|tenancy|rental agreement))\b).*?(?:\bcool\w*[- ]?off\b|\b66 ?w\b|\bwaiv\w*\b|\b(pull|back)\w* out\b(?! of (the |our |my |a |this )?(lease|tenancy|rental|agreement))|\bchange (my|our|your|their) minds?\b)/i,
  // "How much do we put down when we exchange?" asks for the deposit.
  deposit: new RegExp(`\\bdeposits?\\b|${putDownMoney.source}`, "i"),
  stampDuty: /\b(stamp|transfer) duty\b|\bduty\b/i,
  // "Not a first home. How much duty …?" names the schemes only to set them aside.
  firstHome:
    /^(?!.*\b(not|isn'?t|aren'?t|no longer|never been) (a |an |my |our )?first[- ]home).*?(?:\bfirst[- ]home\w*\b|\bfirst (place|house|property|time buyer)\b|\bfhb\b|\bgrants?\b|\bschemes?\b|\bconcession\w*\b)/i,
  // A landlord's agent letting a home ("my agent charges 7.7% plus a letting fee") is management, unless selling is said.
  agentFees:
    /^(?!.*\b(letting|leasing|lease|rental|tenan\w*|landlords?|property manag\w*|investment property)\b(?!.*\bsell)).*?(?:\b(agent\w*|agency|selling|sale|commission)\b.{0,40}\b(fees?|costs?|charg\w*|commission|percent\w*|%|agreement\w*)\b|\b(fees?|commission|charge)\b.{0,40}\b(sell\w*|agent\w*|agency)\b|\bagency agreement\b|\bcopy of (the|my|our) ((agency|selling|listing|sales) )?agreement\b|\bsign\w* (up )?with (an |the |another |a new |a different )?agent\b|\bcommission (rates?|%|percent\w*|structure)\b|\bhow much('s| is| are| do| does| would| will)? (your|ur|you|u|ya|the|an? agent'?s?|agents'?)( guys'?)? (\w+ )?commission\b|\bcommission\b.{0,60}\bnegotia\w*|\bnegotia\w*\b.{0,40}\bcommission\b|\bcommission\b.{0,40}\b(fixed|set|by law|legal|standard|regulated|capped)\b|\b(fixed|legal|standard|regulated|capped) commission\b|\bpay (the |an |your )?(agent|agency|you|u|ya)\b.{0,40}\b(sell\w*|sold)\b)/i,
  // Showing a tenanted home to buyers ("the agent selling the house I rent …"): a routine inspection is the rule above,
  // not this one. A home shown by "them", and showings the visitor would refuse or limit, are the tenant's too ("can
  // they show the house on a Sunday?", "can I refuse open homes?").
  openHomesTenanted: new RegExp(
    String.raw`\b(${showing})\b.{0,60}\b(${tenanted})\b|\b(${tenanted})\b.{0,60}\b(${showing}|on the market)\b|${shownByThem}|${showingsRefused}`,
    "i",
  ),
  // ("Can I list it at $850k–$950k?": a seller's range, sellersPriceRange.)
  priceGuide: new RegExp(
    `${sellersPriceRange}|${
      /\bprice guides?\b|\bguide\b(?!\s+dogs?\b)|\bunderquot\w*\b|(?=.*\b(advertis\w*|list(ed|ing)?|quot\w*|agents?|guide)\b)(?:.*?)\$\s?[\d.,]+\s?(k|m|mil)?\s?(to|-|–)\s?\$\s?[\d.,]+\s?(k|m|mil)?\b.{0,60}\branges?\b|\bestimat\w*\b|\bprice range\b|\boffers? (over|above|from|in excess)\b|\b(quote|advertis\w*) (a |the )?price\b|\bno price\b|\bwithout (\w+ )?(a |any )?price\b|\b(not|never|don'?t|won'?t|will not|do not) (you |u |they |agents? |the agent )?(to )?(advertis\w*|show|give|put|publish|list|quote|disclose) (a |any |the )?(asking )?price\b|\bprice (on|by) (request|application)\b|\bcontact (the )?agent (for|about) (the )?price\b|\$\s?\d[\d.,]*\s?(k|m|mil)?\+/
        .source
    }`,
    "i",
  ),
};

/** The NSW rules whose subjects a message names ("… pay the deposit? and can they pull out after?": deposit, cooling-off). */
export function rulesNamedIn(text: string): NswFactKey[] {
  return (Object.keys(factSubjects) as NswFactKey[]).filter((key) => factSubjects[key].test(text));
}
