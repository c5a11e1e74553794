import type { PropertyType, SearchTab } from "@/lib/listings/search-query";
import { chatSuburbs, detectSuburbs, withoutSuburbs } from "@/lib/chat/intent";
import { isUncoveredSubject, rephrase, termsOf } from "./text-terms";

/*
 * Which messages ask about the agency's homes: for sale, for rent, or sold. One test for both answerers, so the chat
 * that reads the listings (listing-answers.ts) and the one that has none (answerer.ts, "none listed") take the same
 * questions, and a question one of them answers is never told by the other that nothing is listed.
 */

/** A home wanted by what it has: "anything with a pool?" */
const wantedFeature = String.raw`with (?:a |an )?(?:pool|granny flat|big yard|backyard|yard|double garage|garage|shed|study|ensuite|views?)\b`;

/** "Can you help us find a rental?", "we're looking to rent in Oran Park, can you help?": a home sought with our help. */
const seeksAHome =
  /\bhelp(ing)? (me|us) (to )?(find|get|look for|search for) (a |an |some )?((\d|one|two|three|four|five)[- ]?bed\w* )?(rentals?|rent house|(house|home|place|unit|townhouse)s? (to|for) (rent|lease|buy|sale))\b|\b(looking|wanting|hoping|needing) to (rent|lease)\b(?! (out|it|my|our))[^?]{0,60}\b(can|could|will) (you|u|ya)( guys)? help\b/i;

/** "Any houses for rent?", "got anything coming up under 750k?", "land for sale?" */
const asksListings = new RegExp(
  String.raw`\b(anything|something|any(thing)? (new|more))( \w+)? (coming up|coming on( the market)?|available|going|on the market)\b(?=.{0,60}$)(?<=\b(\d|one|two|three|four|five|six)[ -]?(bed\w*|br)\b.*|\$\s?\d.*|\b(rent|lease|sale|buy)\w*\b.*)|^\W*(land|blocks?|acreage|houses?|homes?|townhouses?|units?)( of land)? (for sale|for rent|for lease)\b|\b(any|some|available|got|have|listed|listings?|what)\b.{0,40}\b(homes?(?! (buyers?|owners?|loans?|guarantee)\b)|houses?|properties|property|places?|units?|townhouses?|rentals?|apartments?|bedders?|land|blocks?|acreages?)\b.{0,30}\b(for (rent|lease|sale|renting|leasing)|available|on the market|at the moment|right now|currently|to rent|to buy)\b|\b(any|available) (rentals|listings)\b|\bwhat (rentals|homes|houses|properties|listings|places|units|townhouses)( for (rent|lease|sale))? (have|do|are) (you|u|ya)( guys)? (got|have|listed|offering)\b|\bwhat('ve| have| do) (you|u|ya)( guys)? (got|have)( got)? (for (sale|rent|lease)|available(?!\s+(for|on|to|at)\b)|on the (market|books))\b|\b(do (you|u|ya)( guys)? have|have (you|u|ya) got|(you|u|ya) got) any(?! (tips|advice|info|information|suggestions|ideas|recommendations|guides?|questions)\b)( [\w-]+){0,3} (homes|houses|properties|townhouses|units|apartments|places|rentals|duplexes|villas)\b|\brentals? available\b|\bwhat'?s (currently |now |still |actually |really )?(for (sale|rent|lease)|available( to (rent|buy|lease))?)\b(?!\s+(mean|means|by|signs?|in terms of|for first|for (grants?|help|assistance|support)|to (help|assist|support))\b)|\b(anything|something)( \w+)? (to|for) (rent|lease|buy|sale)\b|\bwhat (can|could) (i|we) (rent|lease|buy)\b(?=.{0,60}(\$\s?\d|\d\s?(k|m|pw)\b|\d[ -]?(bed|br)|\bunder\b|\bthere\b|\bin [A-Z]))|\b(got|have|any)\s+(anything|something)\b(?=.{0,40}(\d\s?(k|m|bed|br|bdr|bedroom)s?\b|bedrooms?\b|for (sale|rent|lease)\b|${wantedFeature}))|\bany\b.{0,12}\b(\d|one|two|three|four|five)[- ]?(bed|bdr|br|bedroom)s?\b.{0,20}\b(rentals?|homes?|houses?|units?|townhouses?|places?|properties|listings?)\b|\b(any|got|have)\b.{0,12}\b(\d|one|two|three|four|five|six) ?bedders?\b|${seeksAHome.source}`,
  "i",
);

// "A 5 bedder", "the 4 bed": a home by its bedrooms, as people shorten it; "got anything under 750k?" asks for any home.
const nouns = new RegExp(
  // ("First home buyer assistance available in NSW?" names no home.)
  String.raw`\b((?<!\bfirst[- ])homes?(?![- ]?(buyers?|owners?|purchasers?|loans?)\b)|houses?|propert(?:y|ies)|townhouses?|units?|apartments?|villas?|rentals?|listings?|places?|duplex(?:es)?|vacant (?:land|blocks?)|\d ?bedders?|\d[ -]?(?:bed(?:room)?s?|br|bdr)(?= (?:in|at|near|for|on|with|under|house|home|unit|townhouse|place)\b| w\/? (?:a )?(?:pool|aircon|air|study|ensuite|solar)\b)|(?:any|some)thing(?=.{0,40}(?:\d\s?(?:k|m|bed|br|bedroom)s?\b|bedrooms?\b|for (?:sale|rent|lease)\b|(?:under|below|max|up to) \$?\d{3,}|${wantedFeature})))\b`,
  "i",
);
/** What makes a question about homes a search: what it is for, a price bound, a bedroom count, "any …". */
const searchCues =
  /\b(for sale|for rent|for lease|to rent|to buy|to lease|on the market|available|listed|cheapest|sold|under offer)\b|\b(under|below|over|above|between|less than|more than|up to|max)\s+\$?\d|\$\s?\d|\b\d[ -]?(bed(room)?s?|br|bdr)\b|\bany\s+(\w+\s+){0,2}(homes?|houses?|propert(y|ies)|townhouses?|units?|apartments?|villas?|rentals?|listings?|places?|duplex(es)?|land|blocks?)\b|\bpets?([- ]is |[- ]are |[- ])(allowed|ok|okay|welcome|friendly)\b/i;
/**
 * Words that ask what there is ("any", "got", "looking for", "for sale"): "how much do we pay on a $950k place?" and
 * "we're in a 3 bed in Oran Park" name homes with a search's terms but ask for none.
 */
const asksWhatIsListed =
  /\b(any|anything|something|got|have you|do you have|looking for|searching for|after|available|for sale|for rent|for lease|listings?|listed|cheapest|show me|find me|chasing)\b|^\W*(?:please )?(?:show|tell|give|send)(?: (?:me|us))?\b|\b(?:please|pls|plz) (?:show|tell|give|send|find)(?: (?:me|us))?\b|\b(?:i|we) (?:want|need|would like)(?: to)? see\b/i;

/**
 * Questions about selling one's own home, its value, the agency's services or how agents advertise ("how wide can the
 * price range be when an agent advertises a home for sale?"), which the rest of the chat answers.
 */
const notASearch =
  /\b(sell(?:ing)? (?:my|our|a|the)|worth|apprais\w*|valu(?:e|ation)|property manag\w*|manage (?:my|our)|commission|fees?|how long|how many days|cooling[- ]off|stamp duty|grants?|bond|landlord|my (?:home|house|property|unit)|advertis(?:e|ing) (?:it|the|my|our)|(?:when|how|can|may|must) (?:an|the) agents? (?:\w+ )?advertis\w*|underquot\w*|(?:we|i) (?:offered|bid|put in an offer)|make (?:an |a )?offer)\b/i;

const suburbNames = chatSuburbs.map((name) => name.replace(" ", "[ -]?")).join("|");
const homeNouns = String.raw`(\d[ -]?bed(room)?s?|\d ?bedders?|house|home|townhouse|unit|apartment|villa|duplex|place|property|one|listing|rental)`;
/** One advertised home named by its suburb: "the 4 bed in Gregory Hills", "the Oran Park townhouse", "the Leppington one". */
const oneListing = new RegExp(
  String.raw`\b(the|that|this) ${homeNouns}( for (sale|rent|lease))? (in|at|on) (${suburbNames})\b|\b(the|that|this) (${suburbNames}) ${homeNouns}\b|\b(for|at) (${suburbNames}) (house|home|townhouse|unit|place|property)\b`,
  "i",
);
/**
 * The agency's sales: "can I see your recent sales?", "have you sold anything on my street?", "the homes you've sold",
 * "what sold in Oran Park lately?", "what have houses gone for in Gregory Hills?".
 */
const recentSales =
  /\bwhat (have|did) (similar|comparable|other|those|these|the other)( \w+)? (ones|homes|houses|places|properties)( nearby| around here)? (gone|went|go|sold|sell) for\b|\bwhat(( ha)?'?s| has| have)? (been )?sold\b(?!\s+with\b)(?=[^.?!]{0,30}\b(in|around|near|lately|recently)\b)|\bwhat (have|did|are) (houses|homes|properties|places|units|townhouses)( been)? (gone|went|go|going|sold|selling) for\b|\b(your|recent|latest) (recent )?(sales|sold (homes|properties|results))\b(?! (agents?|executives?|team|people|staff|person|process|managers?|director|commission|fees?|rates?|charges?|costs?|strategy|approach|methods?)\b)|\bwhat (have|did) (you|u)( guys)? sold\b|\b(what|which) (houses|homes|properties|places|units|townhouses) (were |got )?sold (in|around|near|at|lately|recently)\b|\bsold anything\b|\b(recent(ly)?|latest) sold (prices?|results|homes|houses|properties)\b|\b(homes|houses|properties|places) (that )?(you'?ve|you have|u'?ve|you guys have|you) (recently |just )?sold\b(?! (us|me|my|our|to|him|her|them)\b)/i;

/**
 * The visitor's own home ("my investment property", "our place"), or a relative's asked about for them ("my dad's got a
 * place in Oran Park to rent out"): a question about selling or renting it out, not a search.
 */
const ownHome =
  /(?<!\bbuild(?:ing)? )\b(my|our|(my|our) \w+['’]s|his|her|their)\s+(\w+\s+){0,2}(home|house|property|place|unit|townhouse|apartment|investment|rental|listing|bed(room)?s?|bedder)\b|\b(my|our) (tenants?|landlord)\b|\b(i|we|he|she|they|(my|our) \w+['’]s|(my|our) \w+)( (have|has|own|owns|'ve got|have got|has got|got)|['’]s got) (a|an|one|two|three|\d+) (\w+ )?(home|house|property|place|unit|townhouse|apartment|investment)s?\b|\bto rent (it |them )?out\b/i;

/**
 * A seller's question: "should a vendor paint before listing the property for sale?", "what does it cost to get a house
 * styled for sale?"
 */
const sellersQuestion =
  /\b(vendors?|(before|prior to) ((we|i|you) )?(list|sell|put)\w*|list(ing)? (it|the|my|our) (home|house|property|place)|put(s|ting)? (the |our |my |a )?(home|house|property|place) (up )?(for sale|on the market)|(styled|staged|prepared|presented|ready|prepped|advertised|marketed|photographed) for sale)\b/i;

/** "They've listed the house for sale, do I have to allow open homes?", "applying for a 3 bed … can they knock us back?": a tenant's duty or right, not a search. */
const tenantAsked =
  /\b(do|must|should) (i|we) (have to |need to )?(allow|let|put up with|leave|be home)\b|\b(can|could|may|will|would) (they|the (landlord|owner|agent|agency))( legally| actually| really| just)? (refuse|reject|knock|say no|deny|charge|ask|make|evict|increase|keep)\b/i;

/** "If I sign up for your listing alerts, do my details get sold on?": the privacy policy, not a search. */
const privacyAsked = /\b(my|our) (details|info|information|data|phone number|e-?mail address)\b|\bspam\b|\bprivacy\b/i;

/** "What are 4-bed homes in Gledswood Hills going for?", "what would ours sell for?": the market's prices. */
const askedMarketPrice = /\bwhat (are|do|would|will|might|could|is|'re)\b[^?.!]{0,60}\b(going|selling|go|sell|fetch|get) for\b/i;

/** "Some of your houses for sale have no price on them?": how the listings show a price, not a search for homes. */
export const priceNotShown =
  /\b(say|says|show|shows) ['"‘“]?auction['"’”]? instead of (a |the )?price\b|\b(no|without (a|any)|missing( the)?) (price|prices|price tag)\b|\bprices? (is |are )?(not|isn'?t|aren'?t|never) (shown|listed|there|given|on)\b|\b(say|says|show|shows|just) ['"‘“]?contact agent\b/i;

/** "Can the listing e-mails come weekly?", "add the open homes to my calendar": how the site's features work. */
const siteFeatureAsked =
  /\b(alerts?|notif\w*|calendar|\.ics|register(ing)? to bid|keep me updated)\b|\b(listing|property|rental|search) e-?mails?\b|\b(be|get) e-?mailed\b|\b(book|arrange|organi[sz]e) (an? |a private )?(inspection|viewing)\b|\b(let me know|tell me|notify me|e-?mail me|text me)\b[^.?!]{0,40}\bwhen\b[^.?!]{0,40}\b(comes? up|gets? listed|(is|are) listed|come on the market)\b/i;

/** Not a search whatever its words: the visitor's own home, a seller's question, or the market ("what's the median house price …?"). */
// (…or a kind of deal the site does not cover: "any rent-to-own homes around Leppington?" is no search of our stock. That
// test rephrases the whole message, so it runs last, and the callers ask it only of a message that looks like a search.)
/**
 * "The cheapest NBN plan for a new house in Leppington?", "removalists for a house in GH", "getting the internet
 * connected the day we move in": a service for a home, not one ("a house with NBN", "gas connection", "fast internet"
 * are what the home has).
 */
const serviceForAHome =
  /\b(?:nbn|internet|broadband|wi-?fi|electricity|energy|power|gas|phone|mobile|insurance)\s+(?:plans?|providers?|retailers?|compan(?:y|ies)|deals?|quotes?)\b|\bremovalists?\b|\b(?:get|getting|have|having) (?:the )?(?:nbn|internet|broadband|wi-?fi|power|electricity|gas) (?:connected|on|working|set up)\b/i;

const aboutOwnOrMarket = (question: string) =>
  serviceForAHome.test(question) ||
  ownHome.test(question) ||
  tenantAsked.test(question) ||
  priceNotShown.test(question) ||
  siteFeatureAsked.test(question) ||
  privacyAsked.test(question) ||
  sellersQuestion.test(question) ||
  /\b(median|average|typical)\b/i.test(question) ||
  askedMarketPrice.test(question) ||
  asksSaleTime.test(question) ||
  termsOf(rephrase(question)).some(isUncoveredSubject);

/** "How long are homes taking to sell at the moment?": the market's pace, not a search. */
const asksSaleTime =
  /\bhow (long|quickly|fast|soon)\b.{0,30}\b(homes?|houses?|properties|places?|units?|townhouses?|they|things)\b.{0,20}\b(tak\w*|sell\w*|sold|selling|lease\w*|leasing|rent\w*|on the market)\b/i;

/** A question that asks what homes the agency has for sale or for rent, or has sold: "any rentals in Oran Park?" */
/** The kinds of street an address names ("12 Example St", "on Gregory Hills Dr"), as a regular expression's alternatives. */
export const streetTypes =
  "street|st|road|rd|avenue|ave|close|cl|crescent|cres|drive|dr|place|pl|way|lane|ln|court|ct|parade|pde|boulevard|blvd|circuit|cct|terrace|tce|grove|gr|rise|loop|glade|chase|row|walk|mews|esplanade|esp|highway|hwy";

// (A street's name is a word to three, none of them a sentence's: "the one on sale in Oran Park" names no street.)
// ("in oran park close to the shops", "walk to the train": a type of street followed by "to" is no street's.)
const streetWords = String.raw`((?:(?!(?:the|a|an|they|we|while|and|or|of|for|homes?|houses?|weeks?|days?|bed\w*|in|on|at)\b)[a-z][a-z']*\s+){1,3}?)(${streetTypes})\b(?!\s+(?:to|by|from|enough|as)\b)`;

/** "the house on Holdsworth Dr", "the one on Station Circuit", "for lease on Pit Lane Avenue". */
const theHomeOn = String.raw`\b(?:the|that|this) (?:house|home|one|place|townhouse|duplex|unit|property|rental|listing|villa)s?(?: (?:for (?:sale|lease|rent)|to (?:rent|buy)|you have|you've got|listed|advertised))? (?:on|in|at) ${streetWords}`;
/** "rentals on Kurrajong Avenue?", "any homes for sale in Vineyard St": the homes we have on a street. */
const homesOnTheStreet = String.raw`\b(?:rentals|homes|houses|townhouses|units|listings|properties|anything|something)(?: (?:for (?:sale|lease|rent)|to (?:rent|buy)))? (?:on|in|along) ${streetWords}`;
const homesOnTheStreetPattern = new RegExp(homesOnTheStreet, "i");
/** "the inspection time for wensley ave", "open home at Saddle Place": a home's viewing asked by its street. */
const viewingOnTheStreet = String.raw`\b(?:inspections?|open (?:homes?|houses?|inspections?)|viewings?|auction)(?: times?| dates?)? (?:for|at|on|of) ${streetWords}`;
const onTheStreet = new RegExp(
  String.raw`${theHomeOn}|\b(?:for (?:sale|lease|rent)|listed|advertised) (?:on|in|at) ${streetWords}|${homesOnTheStreet}|${viewingOnTheStreet}`,
  "i",
);
/** "the house on Holdsworth Dr": a home of ours, not only something listed on a street. */
const homeOnTheStreet = new RegExp(theHomeOn, "i");
/** "the Chequered Lane townhouse", "the Shiraz Street one". */
const streetThenHome = new RegExp(
  String.raw`\bthe ${streetWords}\.?\s+(?:house|home|one|place|townhouse|duplex|unit|property|rental|listing|villa)\b`,
  "i",
);

/** "Harvest Circuit - when's the auction?": the street said first, as a subject. */
const streetFirst = new RegExp(
  String.raw`^\W*(?:the\s+)?${streetWords}\s*(?:one|house|home|place|townhouse|rental)?(?:\s+(?:in|at)\s+(?:${suburbNames}))?\s*[-–—:,?]`,
  "i",
);
/** "price guide for 63 Holdsworth Drive": a home by its number and street. */
const numberedAddress = new RegExp(String.raw`(?:^|\b(?:at|for|of|on|is|about|to|re|was|did)\s+)(\d+[a-z]?)\s+${streetWords}`, "i");

/** A street's name as homes on it are looked up: lower case, letters and single spaces only ("St. Johns" → "st johns"). */
export function streetKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z ]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * The street a message names as one of our homes' (`name` to match, `typed` as written, `number` when the home's number
 * is given), or null.
 */
export function namedStreet(message: string): { name: string; typed: string; number?: string; homes?: true } | null {
  const numbered = numberedAddress.exec(message);
  const match = numbered ?? onTheStreet.exec(message) ?? streetThenHome.exec(message) ?? streetFirst.exec(message);
  // (The street's words and its type: the first pair of groups the pattern filled, after a number's.)
  const [words, type] = (match?.slice(numbered ? 2 : 1) ?? []).filter((group) => group !== undefined);
  const name = words === undefined ? "" : streetKey(words);
  if (!words || !type || !name) return null;
  return {
    name,
    typed: `${words.trim()} ${type}`,
    ...(numbered ? { number: numbered[1]!.toLowerCase() } : {}),
    ...(!numbered && homesOnTheStreetPattern.test(message) ? { homes: true as const } : {}),
  };
}

/**
 * The message with the home it names by its street said as `instead` ("make an offer on the Shiraz Street one?" → "… on
 * it?"). Only "the house on …" and "the … one": "the house you've got listed on gregory hills dr" reads badly as "it".
 */
export function withoutNamedStreet(message: string, instead = "it"): string {
  const match = homeOnTheStreet.exec(message) ?? streetThenHome.exec(message);
  return match ? message.replace(match[0], instead) : message;
}

/** The kinds of home a question names ("townhouses", "a unit"); "homes" and "places" name none. */
const typeWords: [PropertyType, RegExp][] = [
  ["house", /\bhouses?\b/i],
  ["townhouse", /\btownhouses?\b/i],
  ["apartment", /\b(units?|apartments?|(?<!granny )flats?)\b/i],
  ["villa", /\bvillas?\b/i],
  ["land", /\b(land|vacant blocks?|blocks? of land)\b/i],
  ["acreage", /\b(acreages?|rural|lifestyle blocks?)\b/i],
];
export function typesIn(question: string): PropertyType[] {
  // "land" in "600 m² of land" is its size, not a kind of home; "our acreage out at The Oaks" is the visitor's own.
  const plain = question
    .replace(/\b(of|on)\s+land\b/gi, " ")
    .replace(/\b(our|my)\s+(\w+\s+)?(acreages?|houses?|units?|apartments?|townhouses?|villas?|flats?|land|blocks?)\b/gi, " ")
    // ("only houses, not townhouses": the kind ruled out is not asked for.)
    .replace(
      /\b(not|no|except|without|excluding|rather than|instead of)\s+(any\s+)?(acreages?|houses?|units?|apartments?|townhouses?|villas?|flats?|land|blocks?)\b/gi,
      " ",
    );
  return typeWords.filter(([, words]) => words.test(plain)).map(([type]) => type);
}

export function asksForListings(question: string): boolean {
  return (asksListings.test(question) || recentSales.test(question)) && !aboutOwnOrMarket(question);
}

/** A question about one advertised home, named by its suburb: "is the 4 bed in Gregory Hills still available?" */
export function namesOneListing(question: string): boolean {
  return oneListing.test(question) && !notASearch.test(question) && !aboutOwnOrMarket(question);
}

/**
 * A question the listings' search can answer: one that asks for listings or names one, or any that names homes with a
 * search's terms ("any homes with a pool?", "3 bed under $700 a week?"). Wider than what the answerer without listings
 * takes, so every question that one says "none listed" to is searched first where there are listings.
 */
/**
 * "OP 3/2/2 rental under 750pw", "4 bed homes to buy in gledswood hills": a search typed as a search box's words, with
 * no question or story around it.
 */
const searchBoxWord =
  /^(\d+(k|m|pw)?|one|two|three|four|five|six|\$[\d,.]+(k|m|pw)?|\d\/\d\/\d|\d+(bed|br|bdr|bedder)s?|beds?|bedrooms?|br|bdr|bedders?|bath(room)?s?|cars?|garage|pool|study|ensuite|aircon|air|con|solar|rentals?|houses?|homes?|units?|apartments?|townhouses?|villas?|duplex(es)?|land|vacant|blocks?|acreage|places?|properties|property|for|sale|rent|lease|to|buy|in|under|below|max|up|around|near|or|and|with|w\/?|a|an|per|week|wk|pw|cheap|new|mil|million|k|m|any|listings?|available|now|this)$/i;

/**
 * "OP 3/2/2 rental under 750pw", "4 bed homes to buy in gledswood hills": a search typed as a search box's words, every
 * word of which is a place or a search's (bedrooms, a kind of home, a price, for sale or rent) — "3 bed house rent
 * increase notice" is not.
 */
const terseSearch = (question: string) => {
  const words = withoutSuburbs(question)
    .replace(/[?!.,]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  return words.length > 0 && words.length <= 10 && words.every((word) => searchBoxWord.test(word));
};

/**
 * "houses for sale in Gregory Hills → 4br w study": a search box's words that name no place nor what the homes are for,
 * which after a search narrow it rather than search every suburb.
 */
export const narrowsASearch = (question: string) =>
  terseSearch(question) && detectSuburbs(question).length === 0 && namedTab(question) === null && !/\b2\d{3}\b/.test(question);

/** "rentals in OP that take cats?", "townhouses in Gregory Hills under 800k": homes of a place, asked by naming them. */
const homesOfAPlace =
  /^\W*(?:any\s+)?(?:(?:\d|one|two|three|four|five)[- ]?(?:bed\w*|br)\s+)?(?:rentals|homes|houses|townhouses|units|apartments|properties|villas|duplexes)(?: for (?:rent|sale|lease))? (?:in|around|near|at) /i;

/** "please show me rental in oran park", "tell me rental in GH": a place's rentals asked for, as phones and other languages put it. */
const showMeRentals = /^\W*(?:please |pls |plz )?(?:show|tell|give|send|find)(?: me| us)?\b[^.?!]{0,20}\brentals?\b/i;

/** "Are there rentals in Greg Hills that'll take 2 cats?": homes asked for by the pets they allow. */
const homesThatTakePets =
  /\b(are there|any|got any|do you have)( any)? (rentals?|homes?|houses?|townhouses?|units?|places?|properties)( for (rent|lease))?\b[^?]{0,40}\b(that|which)('ll| will| would)? (take|allow|accept)s? ((a|an|my|our|one|two|2|three|3) )?(\w+ )?(pets?|dogs?|cats?)\b/i;

/**
 * "What's around for under $1.2m?", "what's out there with 4 beds?": the homes asked for, by a price or a size (not
 * "what's out there for first home buyers with a 100k deposit?", nor the parks and schools around a suburb).
 */
const whatsAround =
  /^\W*((so|and|ok|okay),? )?what'?s (around|out there) (for|with|under|below|in)\b(?=[^?]{0,40}(\$\s?\d|\b\d+(\.\d+)?\s?(k|m|mil)\b|\b\d[ -]?(bed\w*|br)\b))(?![^?]*\b(first[- ]home|investors?|grants?|insurance|schools?|(?<!\boran )parks?|deposit|bond|bill|arrears|famil(y|ies)|put down|offer of)\b)/i;

export function searchesListings(question: string): boolean {
  if (asksForListings(question) || namesOneListing(question)) return true;
  // (With a place: "do you have rentals that take cats?" alone is how the search filters them, 'Pets allowed'.)
  const takesPetsThere = homesThatTakePets.test(question) && detectSuburbs(question).length > 0;
  if ((takesPetsThere || whatsAround.test(question)) && !aboutOwnOrMarket(question)) return true;
  if (showMeRentals.test(question) && detectSuburbs(question).length > 0 && !notASearch.test(question) && !aboutOwnOrMarket(question))
    return true;
  if (
    homesOfAPlace.test(question) &&
    detectSuburbs(question).length > 0 &&
    // ("homes in oran park, are they all new builds?" asks of them, not for them.)
    // (What they cost is the search's to show: "rentals in leppington, how much are they usually?")
    (/\bhow much\b/i.test(question) || !/\b(are they|is it|do they|are (all|most) of them|how|why|what)\b/i.test(question)) &&
    !notASearch.test(question) &&
    !aboutOwnOrMarket(question)
  )
    return true;
  if (
    terseSearch(question) &&
    nouns.test(question) &&
    // ("rentals in Gregory Hills": the rentals are the search's tab.)
    (searchCues.test(question) || /\brentals?\b/i.test(question)) &&
    !notASearch.test(question) &&
    !aboutOwnOrMarket(question)
  )
    return true;
  return (
    asksWhatIsListed.test(question) &&
    nouns.test(question) &&
    searchCues.test(question) &&
    !notASearch.test(question) &&
    !aboutOwnOrMarket(question)
  );
}

/**
 * The part of a message that searches the listings: the whole message, or the request for help finding a home it ends
 * with when the story told first would make the whole seem not a search ("Our landlord is selling. Can you help us find
 * a rental?"); a question about the visitor's own home after it ("… Can I still have open homes while it's on the
 * market?") is not one.
 */
/**
 * The visitor's own home as a story tells it ("our 5 bedroom place in Camden", "renting in Narellan for 6 years"): what
 * they have, not what they are after.
 */
// ("We rent in Oran Park", "living in Leppington": not "looking at renting in Oran Park", the home wanted: wantedBefore.)
const ownHomeTold =
  /\b(?:our|my)\s+(?:current\s+|old\s+|existing\s+|family\s+)?(?:(?:\d|one|two|three|four|five|six)[- ]?(?:bed(?:room)?s?|br)\s+)?(?:place|house|home|unit|townhouse|apartment|rental|acreage|property|flat)\b(?:\s+(?:out\s+)?(?:in|at|near)\s+(?:the\s+)?(?:[A-Z][a-z']+\s?){1,3})?|\b(?:renting|living|live|lived|rent)\s+(?:in|at|out at)\s+(?:[A-Z][a-z']+\s?){1,3}/g;

/** "Looking at renting in Oran Park", "hoping to live in Leppington": the home wanted, said before where. */
const wantedBefore =
  /\b(?:looking (?:at|into|to)|thinking (?:of|about)|considering|keen on|interested in|(?:want|wanting|hope|hoping|plan|planning|like|love|move|moving) to)\s+$/i;

export function withoutOwnHome(story: string): string {
  return story.replace(ownHomeTold, (told, at: number) => (wantedBefore.test(story.slice(0, at)) ? told : " ")).replace(/\s{2,}/g, " ");
}

/**
 * "Looking at renting in …", "we need at least four bedrooms", "hoping to buy in …", "actually make that Gregory Hills",
 * "we have a cat": a home wanted, told.
 */
const wantsAHome =
  /\b(look(ing)? (at|to|for|into|in|around)|want(ing)?|need(ing)?|after|search(ing)?|hop(e|ing) to|plan(ning)? to|keen (on|to)|(would|'d) (like|love) to|chasing|interested in|must have|(has|have|needs?) to have|prefer(ably)?|ideally|(move|moving|relocat\w*) to)\b(?=[^.?!]{0,40}\b(rent\w*|buy\w*|purchas\w*|leas\w*|homes?|houses?|places?|units?|townhouses?|apartments?|propert(y|ies)|bed(room)?s?|br|acreage|land|block|(in|around|near) [A-Z]?[a-z]+)\b)|\bbudget\b|\bmake (it|that)\b|\b(i|we) meant\b|\b(we|i)('ve| have| got)( got)? (a |an |two |2 )?(\w+ )?(cats?|dogs?|pets?|pupp(y|ies)|kittens?)\b/i;

/** "… we want to sell", "our lease … ends", "my sister just bought": a home that is not the one wanted. */
const ownOrOthersHome =
  /\b(sell(ing)?|rent(ing)? (it |out)|lease (it |out)|(our|my) (lease|current|old|place|house|home|unit|townhouse|property|rental|investment)|sister|brother|parents?|mum|dad|friends?|bought|own|owned|sold|moving out|moved out|tenants?|(my|our) (\d|one|two|three|four|five|six)[ -]?(bed\w*|br))\b/i;

/** A turn that tells of a home the visitor wants, not of their own or someone else's. */
export function toldAsAHomeWanted(turn: string): boolean {
  return wantsAHome.test(turn) && !ownOrOthersHome.test(turn);
}

/** "… 3 bedrooms is plenty, around Gregory Hills, up to about $1.1 million. What have you got?": a story's search asked for. */
const whatHaveYouGot =
  /(?:^|[.!?]\s+)(?:so\s+)?(?:what(?:'ve| have| do)? (?:you|u|ya)(?: guys)? got(?: for (?:us|me))?|what(?:'s| is) (?:there|available|on the market)|is there anything(?: on the market| available| suitable)?|anything (?:on the market|available|suitable)|what can you (?:show|find) (?:me|us))\s*\?\s*$/i;

/** "Need a 3 bed rental in Oran Park.", "we're after a 4 bed house in GH": a home needed, told. */
const needsAHome =
  /^\W*(?:(?:i|we)(?:'re| are| am|'m)? )?(?:really |urgently )?(?:need|want|after|looking for|chasing)\s+((?:a|an|some)\s+[^.?!]{0,40}\b(?:rentals?|houses?|homes?|townhouses?|units?|apartments?|places?|duplex(?:es)?)\b[^.?!]*)/i;

/**
 * "looking to rent in oran park", "we're hoping to buy in Gregory Hills next year": a home wanted in a place, told, with
 * no home named; not a home of the visitor's own to rent out or sell.
 */
const wantsToRentOrBuyIn = new RegExp(
  String.raw`^\W*(?:(?:hi|hey|hello)\W+)?(?:(?:i|we)(?:'re| are| am|'m)? |im )?(?:just |currently |now )?(?:looking|wanting|hoping|needing|planning|keen|trying) to (rent|lease|buy)\b(?! (?:out|it|my|our))(?: (a|an) ((?:(?:\d|one|two|three|four|five|six)[- ]?(?:bed(?:room)?s?|br|bedder) )?(?:house|home|place|property|townhouse|unit|apartment|villa|duplex)))?(?: somewhere)?(?= (?:in|around|near|at) (?:${suburbNames})\b(?![^?]*\b(?:how|what|why|when|where|which|should|do (?:i|we)|can (?:i|we)|are they|is it|do they)\b)[^?]*\??\s*$)`,
  "i",
);

/**
 * "how much is house cost in oran park now?", "please tell me price of house in leppington", "how much is rent for 3
 * bedroom in gregory hills": what homes of a place cost, which the place's homes for sale (or for rent) show with
 * their prices. Not the visitor's own home's value, nor a median or average, which the site does not give.
 */
const pricesOfAPlace = new RegExp(
  String.raw`\b(?:how much (?:is|are|do|does|for|would)(?: a| an| the)? (?:(?:\d|one|two|three|four|five)[- ]?bed(?:room)?s? )?(house|home|townhouse|unit|apartment|villa|duplex|property|land|block)s?\b|(house|home|property|townhouse|unit|land) prices?\b|prices? (?:of|for) (?:a |an )?(?:(?:\d|one|two|three|four|five)[- ]?bed(?:room)?s? )?(house|home|townhouse|unit|property|land)s?\b|how much (?:is|are|does|do|for)(?: the)? (rent|rents|rental|rentals)\b|(rent|rental) prices?\b)(?=[^.?!]{0,40}\b(?:in|at|around) (?:${suburbNames})\b)`,
  "i",
);

/** What a "how much is … in Oran Park" asks the price of when it is not a home's: a rise, a loan, a build, a service. */
const notAPrice =
  /\b(build|built|building|loan|mortgage|insurance|insure|clean\w*|going (up|down)|(gone|went) (up|down)|up or down|increase\w*|rise|rising|risen|rose|grow\w*|per ?cent|percentage|airport|good for|affect\w*|impact\w*|forecast\w*|predict\w*|boom|crash\w*|arrears|evict\w*|bond|stamp|duty|deposit|tax|rates|fees?|commission|strata|trend\w*|compared?|investment|package)\b/i;

/** What a place's homes cost, asked as the search of its homes for sale (or for rent) that shows them; or null. */
function placePricesSearch(message: string): string | null {
  const priced = pricesOfAPlace.exec(message);
  if (!priced) return null;
  const [, bought, named, priceOf, rent, rentPrice] = priced;
  const ofRentals = (rent ?? rentPrice) !== undefined;
  // (Not what a home rents for, when its price to buy is what matched; nor a rise, a loan, a build or a service.)
  if (notAPrice.test(message) || (!ofRentals && /\b(rent\w*|leas\w*)\b/i.test(message)) || aboutOwnOrMarket(message)) return null;
  const kind = (bought ?? named ?? priceOf ?? "home").toLowerCase().replace(/^(property|block)$/, "home");
  const asked = `looking for ${kind === "land" ? "land" : `a ${kind}`} ${ofRentals ? "for rent" : "for sale"}: ${message}`;
  return searchesListings(asked) ? asked : null;
}

/**
 * A message that tells something beside what it asks ("We rent a 3 bed in OP. Any 4 beds for rent there?"): its
 * sentences that ask (end with "?") and those that tell; null when it only asks or only tells.
 */
export function questionsBesideStory(message: string): { asking: string[]; told: string[] } | null {
  const sentences = message.split(/(?<=[.!?])\s+/);
  const asking = sentences.filter((sentence) => sentence.trim().endsWith("?"));
  if (asking.length === 0 || asking.length === sentences.length) return null;
  return { asking, told: sentences.filter((sentence) => !asking.includes(sentence)) };
}

export function searchedQuestion(message: string): string {
  if (searchesListings(message)) return message;
  // ("Townhouses to buy in GH? Downsizing from acreage, don't want a yard to mow anymore.": the one sentence that asks is a
  // search, whatever the story beside it — unless the story names a home of the visitor's own, which "it" may be: "My
  // investment property has a tenant in it. Can I still have open homes while it's on the market?")
  const [asking, ...more] = questionsBesideStory(message)?.asking ?? [];
  if (asking !== undefined && more.length === 0 && !ownHome.test(message) && searchesListings(asking)) return asking;
  // (What a place's homes cost: its homes for sale, or for rent, with their prices.)
  const prices = placePricesSearch(message);
  if (prices) return prices;
  // (What it says after the place is kept: "… in gregory hills, budget 850k max".)
  const wanted = wantsToRentOrBuyIn.exec(message.trim());
  if (wanted)
    return message
      .trim()
      .replace(
        wantsToRentOrBuyIn,
        `looking for ${wanted[2] ?? "a"} ${wanted[3] ?? "home"} ${wanted[1]!.toLowerCase() === "buy" ? "for sale" : "for rent"}`,
      );
  const last = message.split(/(?<=[.!])\s+(?=[A-Z])/).at(-1) ?? message;
  // ("Single dad with two teenagers here. Need a 3 bed rental in Oran Park.": a need told, with no question beside it.)
  // ("single mum with 2 kids and a cat, need a rental in Gregory Hills that takes pets": the story before a comma.)
  const afterTheStory = last
    .split(/,\s+(?=(?:(?:i|we)(?:'re| are| am|'m)? )?(?:really |urgently )?(?:need|want|after|looking for|chasing)\s)/i)
    .at(-1);
  const need = !message.includes("?") ? (needsAHome.exec(last) ?? needsAHome.exec(afterTheStory ?? "")) : null;
  // ("a rental": a home for rent, as the search reads it.)
  const needed = need?.[1]?.replace(/\brental\b/i, "home for rent");
  if (needed && searchesListings(`looking for ${needed}`)) return `looking for ${needed}`;
  // (The story's wants, without the home the visitor has, asked as a search.)
  if (whatHaveYouGot.test(message)) {
    const wanted = `Looking for a home. ${withoutOwnHome(message)}`;
    if (searchesListings(wanted) && /\b(\d|one|two|three|four|five|six)[- ]?(bed|br)|\$\s?\d|\d\s?(k|m|mil|million)\b/i.test(wanted))
      return wanted;
  }
  return last !== message && seeksAHome.test(last) && !ownHome.test(last) ? last : message;
}

/**
 * Which of the agency's homes a stock question asks about: for sale (the default), for rent, or sold. A question that
 * names none ("→ have you got any houses there right now?") asks for what the visitor said before they were after
 * ("I'm looking to rent in Oran Park").
 */
export function stockTab(question: string, earlier: readonly string[] = []): SearchTab {
  for (const said of [question, ...[...earlier].reverse()]) {
    const tab = namedTab(said);
    if (tab) return tab;
  }
  return "buy";
}

/** The tab a message itself names (for sale, for rent, sold), or null. */
export const namedTabOf = (text: string): SearchTab | null => namedTab(text);

function namedTab(text: string): SearchTab | null {
  // ("Got anything for sale in Oran Park that'd suit a tenant?": an investor buying, whoever will live there.)
  if (/\bfor sale\b/i.test(text) && !/\b(for|to) (rent|lease)\b/i.test(text)) return "buy";
  // ("Fully furnished places? I'm here on a 6 month work contract": a stay for a while is a rental.)
  if (
    /\b(rent\w*|lease|leasing|tenan\w*|to let|per week|a week|weekly|pw|per wk|a wk|furnished|short[- ]term|\d+[- ]?(month|mth|week|wk)s? (work )?(contract|stay|posting))\b|\/ ?(wk|week)\b|\d\s?pw\b/i.test(
      text,
    )
  )
    return "rent";
  if (
    /\b(sold|recent sales?|sales results?|sale prices?|your sales|(gone|went) for|(did|have) (similar|comparable|those|these|other) (ones|homes|houses|places) (go|gone|went|sell|sold))\b/i.test(
      text,
    )
  )
    return "sold";
  return /\b(buy\w*|for sale|purchas\w*)\b/i.test(text) ? "buy" : null;
}

/** Where a message's questions part: after a question mark, or at "also", "plus", "and what …". */
const questionsPart =
  /(?<=\?)\s+|\s*[,;]?\s+(?:and also|also|plus|oh and|btw|and)\s+(?=(?:what|what's|whats|how|who|who's|where|when|do|does|can|could|is|are)\b)/i;

/** A part that asks about the homes searched ("do any allow pets?", "which one is cheapest?"): the search's, not its own. */
const ofTheHomes =
  /\b(them|they|those|these|ones?|it|its|any of|which|there|that one|this one)\b|\b(bed\w*|bath\w*|pool|pets?|dogs?|cats?|garage|cheap\w*|price\w*|available|open|inspect\w*|\$\s?\d|\d+k)\b/i;

/**
 * "What's sold lately in Leppington? also what's your commission": a search of the homes and a question of its own
 * beside it, each to be answered. `first` is the part asked first. Null when the message asks one thing, or when the
 * other part asks about the homes searched ("any rentals in Oran Park? do any take pets?").
 */
export function stockQuestionBeside(message: string): { stock: string; other: string; stockFirst: boolean } | null {
  const parts = message
    .split(questionsPart)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length !== 2) return null;
  const asked = (part: string) => part.replace(/^\W*(and also|also|plus|oh and|btw|and)\s+/i, "");
  const [first, second] = (parts as [string, string]).map(asked) as [string, string];
  const searches = (part: string) => searchesListings(searchedQuestion(part));
  const asks = (part: string) =>
    part.endsWith("?") ||
    /^\W*(what|what's|whats|how|who|who's|where|when|do|does|can|could|is|are|any|anything|got|have you|show me|find me|looking for|(i|we) need)\b/i.test(
      part,
    );
  // ("Can I ask something?", "can you help?": a preamble, not a question of its own.)
  const preamble =
    /^\W*((can|could|may) i ask (you )?(something|a (quick )?question)|(can|could) (you|u) help( me| us)?|quick question)\W*$/i;
  const own = (part: string) =>
    asks(part) && !searches(part) && !ofTheHomes.test(part) && !preamble.test(part) && part.split(/\s+/).length >= 3;
  // ("Any homes for sale in Gregory Hills and what are the schools like there?": "there" is the suburb searched.)
  const there = (part: string, stock: string) => {
    const [suburb] = detectSuburbs(stock);
    return suburb && /\bthere\W*$/i.test(part) ? part.replace(/\bthere(\W*)$/i, `in ${suburb}$1`) : part;
  };
  if (searches(first) && asks(first) && own(there(second, first))) return { stock: first, other: there(second, first), stockFirst: true };
  if (searches(second) && asks(second) && own(first)) return { stock: second, other: first, stockFirst: false };
  return null;
}
