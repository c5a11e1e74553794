import { namesOneListing, streetTypes } from "./stock-questions";

/*
 * Questions of open homes and of one home spoken of, which the answerer with no listings and the one that reads them
 * (listing-answers.ts) both test: the week's open homes asked for, or one home's sale, fate or inspections, which are
 * not the week's list.
 */

/**
 * "When are your open homes?", "any open inspections this Saturday?", "which of your homes are open for viewing this
 * weekend?": when and where, not a tenant's rights during them,
 * nor how they work ("how do open homes work when the house is tenanted?").
 */
const asksWhenOpenHomes =
  /^(?=.*\b(open (home|house|inspection)s?|open (for|to) (inspect(ion)?|view(ing)?)|inspection times|(any|the|your|other|more|weekend'?s?|saturday'?s?|sunday'?s?) opens)\b)(?=.*\b(when|what times?|which|any|are there|list|schedule|this (week|weekend|saturday|sunday)|on (saturday|sunday|the weekend)|upcoming|next|where (can|do) (i|we) (see|find))\b)(?!.*\b(tenants?|landlords?|renting|notice|allowed|rights?|rules?|must|have to|photos?|privacy)\b)(?!.*\bhow (do|does|would|will|should|can)\b[^?]{0,30}\bwork\b)/i;

/** "… the house you've got listed on gregory hills dr": one home, by its street. */
const namesAStreet = new RegExp(
  String.raw`\b(on|in|at) [a-z]+( [a-z]+)? (${streetTypes})\b|\b(house|home|place|property|one) (you'?ve got|you have) (listed|advertised|up)\b`,
  "i",
);

/** "Do open homes on Saturday get more buyers than midweek ones?": which open homes work best, not when ours are. */
const comparesOpenHomes = /\b(more|better|best|busier|fewer|worse|most|than)\b/i;

/**
 * "We rent in Gregory Hills and the owner is selling … open homes start this Saturday. Can they do that?": open homes in
 * the home the visitor rents, or whether they may be held, are the rule for showing a tenanted home, not this week's list.
 */
const openHomesInTheirHome =
  /^(?!.*\b((want|wants|looking|plan\w*|hoping|ready|keen|trying|saving) to buy|buy(ing)? (a|our|my) (first )?(home|house|place))\b).*(\b(we|i) (rent|lease|are renting|'re renting|am renting|'m renting)\b|\b(our|my) (landlord|rental|lease|tenancy)\b|\bthe (owner|landlord)('s| is) selling\b|\b(can|could|are|is) (they|he|she|the (agent|owner|landlord))( even| actually| legally)? (do (that|this)|allowed)\b)/i;

/** One home near the visitor's ("the house next door to me"), and what is happening to it ("being sold"). */
const oneHome = String.raw`(the|that|this|my neighbou?rs?'?) (house|home|place|property|unit)( next door| across the (road|street)| over the road| behind (me|us)| two doors (up|down))?( to (me|us))?`;
const itsFate = String.raw`(being sold|for sale|going (up )?for sale|going on the market|on the market|becoming a rental|going to be (a rental|sold))`;

/** "There's a townhouse for sale in Gregory Hills on your site that I've been watching": one home, spoken of. */
export const watchesOneHome =
  /\b(there'?s|there is|i saw|i'?ve seen|i found|we found|i like|i love|i'?m (looking at|watching|interested in|keen on)|we'?re (looking at|watching|interested in|keen on))\b[^.?!]{0,40}\b(a|one|that|this|the) ((\d|one|two|three|four|five) ?-?bed(room)?s? )?(house|home|townhouse|unit|apartment|villa|place|property|block)\b[^.?!]{0,60}\b(on your (site|website)|you'?ve got listed|you have listed|(i'?ve|we'?ve) been watching)\b/i;

/**
 * "What did the place two doors up sell for?", "is the house next door being sold?": one home's sale price or fate,
 * which no passage of the site gives (our pages' pricing advice shares its words); it goes to the team.
 */
export const asksAboutOneHome = new RegExp(
  String.raw`\b(is|are) ${oneHome} ${itsFate}\b|\b${oneHome} (is|are) ${itsFate}\b|\bwhat (did|has|have|do|does|would) (the |that |this |a |my |our |their |number \d+ )?(place|house|home|property|unit|one|neighbou?rs?'?s?( place| house| home)?)\b.{0,50}\b(sell|sold|go|went|fetch|get|got|worth) for\b|\bwhat (did|has|had) (number \d+|no\.? ?\d+|\d+[a-z]?) ([\w']+ ){0,5}(sell|sold|go|went|fetch|get|got) for\b|\b(sale|sold|selling|asking|purchase) price (of|for|at|on) (number |no\.? ?)?\d+[a-z]?\s+[a-z]+|\bon (my|our|the same|this|that|their) (street|road|st|rd|court|crescent|avenue|close|cul[- ]de[- ]sac)\b.{0,30}\b(sold|went|gone|go|sell|selling|going) for\b|\bwho sold (the|that|this|a) (house|home|place|property|unit)\b|\bwhat (it|that one|they) (went|sold|got|fetched|go|goes) for\b`,
  "i",
);

/**
 * "Any open homes in Oran Park on Saturday?": the week's open homes asked for, not one home's or a rule about them. The
 * week's open homes are on their own page; one home's are answered from the listings first (listing-answers.ts).
 */
export function asksForTheWeeksOpenHomes(question: string): boolean {
  return (
    asksWhenOpenHomes.test(question) &&
    !comparesOpenHomes.test(question) &&
    !namesOneListing(question) &&
    !asksAboutOneHome.test(question) &&
    !namesAStreet.test(question) &&
    !openHomesInTheirHome.test(question) &&
    // ("The Inspections box says no open inspections are planned — how do I see it?": that home's page has none to give.)
    !(watchesOneHome.test(question) && /\bno (open )?inspections?\b|\bby appointment\b|\binspections box\b/i.test(question))
  );
}
