import "server-only";
import { lowerFirst } from "@/lib/text/lower-first";
import { spokenList } from "@/lib/text/spoken-list";
import { listingEnquiryInterests } from "@/lib/validation/listing-enquiry-interests";
import { alertFrequencyOptions } from "@/lib/validation/listing-alert";
import { propertyTypes, searchFeatures, soldWithinMonths, tabTitles, type SearchTab } from "@/lib/listings/search-query";
import type { KnowledgeDocument } from "./knowledge-base";
import { priceNotShown, streetTypes } from "./stock-questions";
import { pageLink } from "./page-links";

/*
 * How the site's listing pages work, as the assistant tells a visitor who asks ("how do I get e-mailed new rentals?",
 * "can I put all Saturday's open homes in my calendar?", "what do I need to bid at auction?"). Written from the same
 * lists the pages render (the alert frequencies, what an enquiry can ask for, the search's features), so an answer
 * names what the visitor will see. Which homes are listed is not here: the chat reads the listings for that
 * (listing-answers.ts).
 */

const frequencies = spokenList(
  alertFrequencyOptions.map((option) => lowerFirst(option.label)),
  "or",
);
const tabLink = (tab: SearchTab) => pageLink(`/${tab}`, tabTitles[tab].title);
const forSale = tabLink("buy");
const forRent = tabLink("rent");
const sold = tabLink("sold");
const openHomes = pageLink("/open-homes", "Open homes this week");
const interest = (value: (typeof listingEnquiryInterests)[number]["value"]) =>
  `'${listingEnquiryInterests.find((item) => item.value === value)!.label}'`;
const saleInterests = spokenList((["price-guide", "inspection", "contract"] as const).map(interest), "or");

/*
 * What a question must name for each passage to answer it (`askedBy`): these pages' features share their words with
 * much else ("alerts", "auction", "open homes", "price"), and a passage found by its words alone would answer the
 * privacy of alert e-mails, the deposit at auction or a tenant's open-home rules with how the site works.
 */
/** A question of renting, so the rentals' passage answers it; of sold homes, the sold homes'; any other, the homes for sale's. */
const rentingWords = String.raw`\b(rent\w*|lease|leasing|tenan\w*|to let)\b`;
const soldWords = String.raw`\b(sold|recent sales?|sales results)\b`;
const ofRenting = String.raw`(?=[\s\S]*(${rentingWords}|\bpets?\b))`;
const notOfRenting = String.raw`(?![\s\S]*${rentingWords})`;
const notOfRentingNorSold = String.raw`${notOfRenting}(?![\s\S]*${soldWords})`;
const side = (tab: SearchTab) =>
  tab === "rent" ? ofRenting : tab === "sold" ? String.raw`${notOfRenting}(?=[\s\S]*${soldWords})` : notOfRenting;
/** Homes as what a question is after: "rentals", "listings", "homes for sale", "houses to rent". */
const listedHomes = String.raw`\b(listings?|rentals|a rental|(homes?|houses?|townhouses?|units?|apartments?|properties|places?)( (for|to) (sale|rent|lease|buy))|(land|blocks?|acreage)( (for|to) (sale|buy))|homes to (buy|rent)|(recently )?sold (homes|houses|properties)|(homes|houses|properties) (have )?sold|sold prices?|recent sales?( prices| results)?|(sold|rent|rental|rentals|sale|buy) page)\b`;
/** A tenant's or owner's own papers and the site's other subjects, which no listing page answers. */
const notTheListings = String.raw`\b(my|our|strata|zoning|flood|ledger|bond|reports?|maps?|council)\b`;

/** Where on the site, asked of the homes themselves ("where on your site do I look?" about renting a townhouse). */
const asksWhereOnTheSite = String.raw`(?=[\s\S]*${listedHomes})(?![\s\S]*${notTheListings})[\s\S]*(\bwhere\b[^.?!]{0,60}\b(site|website|page|look|find|see|search|browse)\b|\b(which|what) page\b|\b(on|from|through) (your|the|ur) (site|website|web ?site)\b|\b(how|where) (do|can) (i|we) (find|see|search|browse|look (at|for))\b)`;
/** Alerts asked for, never by a landlord, a tenant or the council ("notified of the new rent" is no alert). */
export const asksForAlerts = String.raw`(?![\s\S]*\b(landlord|tenants?|flatmates?|zoning|council|owner)\b)(${[
  // new listings, rentals or homes notified or alerted
  String.raw`\b(notif\w*|alert\w*)\b[^.?!]{0,50}\b(new (list\w*|rentals?|homes|houses|properties|places|ones)|listings?|matches|rentals|(homes|houses|properties|places) for (sale|rent|lease)|(recent )?sales|sold (homes|houses|properties))\b`,
  // "e-mail alerts"
  String.raw`\b(e-?mail|sms|text) alerts?\b`,
  // alerted when one comes up, instantly, daily, weekly
  String.raw`\b(notif\w*|alert\w*)\b[^.?!]{0,40}\b(comes? up|come on|gets? listed|(is|are) listed|instant\w*|daily|weekly|how often|frequency)\b`,
  // "alerts from daily to weekly"
  String.raw`\balerts?\b[^.?!]{0,20}\b(from|to) (daily|weekly|instant\w*)\b`,
  // e-mailed new listings or matches
  String.raw`\b(e-?mail(s|ed)?|text(ed)? (me|us)|texted|sms)\b[^.?!]{0,40}\b(new (listings?|rentals?|homes|houses|properties|places|ones)|matches|(comes?|come) (up|on the market)|(are|is|get|gets) listed)\b`,
  // "listing e-mails", "rental alerts"
  String.raw`\b(listing|new[- ]listing|property|rental|search) (alerts?|e-?mails?|notifications?)\b`,
  // "can I get alerts?" (of what the conversation is about)
  String.raw`\b(can|could|do) (i|we|you) (get|have|set up|sign up for|do|send( me| us)?) (e-?mail |listing |property |new listing )?(alerts?|notifications?)( for (those|them|these|that))?\W*$`,
  // "save my search"
  String.raw`\bsave (a|my|the) search(es)?\b`,
  // "let me know when a 4 bed in Oran Park gets listed"
  // ("can i get pinged when a new 3 bed rental pops up?", "give me a heads up when …")
  String.raw`\b(a text|text me|let me know|tell me|notify me|e-?mail me|pinged|ping (me|us)|(get )?notified|a heads[- ]?up)\b[^.?!]{0,25}\bwhen (a |one |new ones? |something |anything )?([\w-]+ ){0,6}(comes? up|pops? up|gets? listed|(is|are) listed|come on the market)\b`,
].join("|")})`;

/**
 * "Which of those allow pets?", "rentals that take cats?", "any pet-friendly rentals?", "I've got a dog → which rentals
 * will take him?": homes asked for by pets.
 */
const homesThatTakePets = String.raw`\b(which|what|any|show me|find)\b.{0,40}\b(allow|allows|accept|accepts|take|takes|ok with|okay with)\b.{0,15}\b(pets?|dogs?|cats?)\b|\bpet[- ]friendly\b|\b(rentals?|homes?|houses?|places?|properties|units?|townhouses?)\b[^.?!]{0,12}\b(allow|allows|accept|accepts|take|takes)\b[^.?!]{0,10}\b(pets?|dogs?|cats?)\b|\bfilter\b[^.?!]{0,30}\bpets?\b|\b(pets?|dogs?|cats?|pupp(y|ies)|kittens?)\b[\s\S]{0,80}\b(which|what|any)\b ([\w-]+ ){0,2}(rentals?|homes?|houses?|properties|units?|townhouses?|apartments?)\b[^.?!]{0,30}\b(allow|allows|accept|accepts|take|takes)\b (him|her|them|it|one|ours|mine)\b`;

/** What every search narrows by, as its form names it. */
const propertyTypeNames = spokenList(
  propertyTypes.map((type) => type.label.toLowerCase()),
  "or",
);
const soldWithin = spokenList(soldWithinMonths.map(String), "or");

/**
 * A page is for one side (buying and selling, or renting: knowledge-base.ts `audienceOf`), so where each search is, and
 * what it narrows by, is told once for each.
 */
function whereDocument(tab: SearchTab): KnowledgeDocument {
  const { title, noun } = tabTitles[tab];
  const narrows = {
    buy: `price, bedrooms and property type (${propertyTypeNames})`,
    rent: `rent, bedrooms and property type (${propertyTypeNames}), with 'Pets allowed' for homes whose owners accept pets`,
    sold: `price, bedrooms and property type, and to those sold in the last ${soldWithin} months ('Sold in the last')`,
  }[tab];
  return {
    id: `listings:${tab}:where`,
    // (The homes for sale's "where" is not left out by sold homes named beside it: "we sold and now want to buy → where
    // can I see listings?"; the sold homes' own "where" comes first when it answers.)
    askedBy: new RegExp(`^${side(tab)}[\\s\\S]*(${asksWhereOnTheSite})`, "i"),
    kind: "service",
    title: `Where to find our ${noun} on the website`,
    text: `Our ${noun} are on ${tabLink(tab)}. Search by suburb or postcode, and narrow by ${narrows}; ${tab === "sold" ? "each sale's page has its price where the seller agreed to publish it" : "each home's page has its photos, inspection times and agent"}.`,
    keywords: `website site page pages where look find browse search narrow filter listings listed homes houses townhouses units ${{ buy: "buy sale", rent: "rentals rent lease leasing", sold: "sold sales recent prices last months" }[tab]}`,
    url: `/${tab}`,
    page: title,
  };
}

/** The alerts work alike under every search, sold homes' included: told three times, each linking its own search. */
function alertDocument(tab: SearchTab): KnowledgeDocument {
  const { title } = tabTitles[tab];
  const homes = { buy: "homes for sale", rent: "rentals", sold: "sales" }[tab];
  return {
    id: `listings:${tab}:alerts`,
    // (The homes for sale's search, unless the question names renting or sold homes.)
    askedBy: new RegExp(`^${tab === "buy" ? notOfRentingNorSold : side(tab)}[\\s\\S]*(${asksForAlerts})`, "i"),
    // ("Do you track whether I open those e-mails?" is the privacy policy's.)
    notAskedBy:
      /\b(track\w*|open(ed|s)? (them|those|these|the|my|your|it)|(if|whether) (i|we)('ve| have)? open\w*|privacy|personal|stored|my (details|data|info))\b/i,
    kind: "service",
    title: `How to get e-mailed new ${homes} that match your search (alerts)`,
    text: `Search ${tabLink(tab)} for what you want, then choose 'E-mail me new matches' under the results. We e-mail you a link to confirm first, and you choose how often: ${frequencies}. Alerts come by e-mail only, not by text, and each has a one-click unsubscribe and a link to change how often.`,
    keywords:
      "alert alerts email e-mail emails notify notified notification notifications told tell hear know new listings matches subscribe sign up updates how often once a day daily weekly instantly straight away unsubscribe stop",
    url: `/${tab}`,
    page: title,
  };
}

/**
 * Never how the pages work: whether something is lawful ("can the agent bid for the seller?"), or where one advertised
 * home stands ("is the 3 bed on Kurrajong St still available?"), which its agent knows.
 */
const notAboutThePages =
  /\b(legal|illegal|lawful|unlawful|(?<!\bpets? )allowed|law|laws|legally)\b|\b(can|could|may|is|are|does|do|will) (the|an?|my|our|their) (agent|seller|vendor|owner|landlord|agency|developer|builder)s?\b|\b(still (available|for (sale|rent|lease)|on the market)|(been|already) (sold|leased|taken)|any offers|under offer|(any(one|body)|someone|somebody) (put|made|make|making|putting)( in)? (an? )?offers?)\b/i;

export function listingFeatureDocuments(): KnowledgeDocument[] {
  return withGuard([
    ...(["buy", "rent", "sold"] as const).map(whereDocument),
    ...(["buy", "rent", "sold"] as const).map(alertDocument),
    {
      id: "listings:rent:pets",
      // (Of homes: "which parks allow dogs off leash?" and "a vet that takes cats" are not.)
      askedBy: new RegExp(
        String.raw`^(?=[\s\S]*\b(rent\w*|homes?|houses?|places?|properties|units?|townhouses?|apartments?|lease|listings?|ones|those|any)\b)(?![\s\S]*\b(parks?|vets?|beach\w*|off[- ]leash|cafes?|hotels?|motels?|groomers?|grooming|boarding|kennels?|daycare|sitters?|walkers?|caravan\w*)\b)(?![\s\S]*\b(on|at) \w+ (${streetTypes})\b)[\s\S]*(${homesThatTakePets}|(?<!\b(are|is|r) )\bpets? allowed\b)`,
        "i",
      ),
      kind: "service",
      title: "Which of our homes for rent allow pets",
      text: `On ${forRent}, tick 'Pets allowed' to see only the homes whose owners accept pets; the search keeps your suburb, rent and bedrooms.`,
      keywords: "pets allowed pet friendly pets ok dog dogs cat cats which rentals homes places allow accept take filter search",
      // "Which of those allow pets?", "any pet-friendly rentals?": the homes, before the NSW rule for asking.
      firstFor: new RegExp(homesThatTakePets, "i"),
      url: "/rent",
      page: tabTitles.rent.title,
    },
    {
      id: "listings:follow",
      askedBy:
        /\bkeep me updated\b|\bfollow (a|one|that|this) (home|house|property|listing)\b|\b(track|follow|watch|updates? on|notified about|alerted about)\b[^.?!]{0,12}\b(a|one|that|this|the) (specific |particular |one )?(home|house|property|listing|place)\b|\bif (the|its) price (drops|changes|comes down|goes down)\b|\b(ends?|ended) up (selling|going|sold) for\b|\b(what|how much) (a|the|that|this|it)\b[^.?!]{0,40}\b(sells?|sold|went|goes|go) for\b/i,
      // (A commission or a fee on the price, the visitor's own home or application, what a home might sell for (its value) or a
      // subscription ended, are not.)
      notAskedBy:
        /\b(commission|fees?|pay|charge\w*|rules|unsubscrib\w*|application|(my|our) (\w+ )?(house|home|place|property)|privacy)\b|\b(if|whether) (i|we)('ve| have)? open\w*|\b(might|could|would) sell for\b/i,
      kind: "service",
      title: "How to follow one home: its price changes, inspection times and what it sold for",
      text: `On the home's page, choose 'Keep me updated': we e-mail you its price changes, new inspection times and its result, after you confirm from the first e-mail. Sold homes and their prices, where the seller agreed to publish them, are on ${sold}.`,
      keywords:
        "follow watch track keep updated update result results sold for sale price what it sold went for ends up final price price change reduced notify",
      url: "/sold",
      page: tabTitles.sold.title,
    },
    {
      id: "listings:open-homes-plan",
      askedBy:
        /^(?=[\s\S]*\b(open (homes?|houses?|inspections?)|inspections?|viewings?)\b)[\s\S]*\b(calendars?|\.?ics|diary|planner|plan (my|our|the) (day|saturday|sunday|weekend|route)|in one go|all at once)\b/i,
      notAskedBy: /\bevents?\b|\bwhat'?s on\b|\b(landlord|tenants?|repairs?|routine)\b/i,
      kind: "service",
      title: "Planning open homes: every open home by day, and adding them to your calendar",
      text: `${openHomes} lists every open home by day and time. Tick the homes you plan to see and download the day's plan as one calendar file (.ics); each home also has 'Add to calendar (.ics)' and a Google Calendar link, and its own page lists its open homes.`,
      keywords:
        "open home open homes open house inspections times saturday sunday weekend calendar ics diary plan planner schedule add all at once one go google outlook apple phone",
      url: "/open-homes",
    },
    {
      id: "listings:buy:enquire",
      // (Not a contract signed already, changed, or got out of: "can I get out of the contract if my finance falls through?")
      notAskedBy:
        /\b(signed|bought|purchased|last year|chang\w*|out of|cancel\w*|finance|falls? through|cooling|exchang\w*|settlement|again|final inspection)\b/i,
      askedBy: new RegExp(
        `^${notOfRenting}[\\s\\S]*(\\b(get|see|obtain|request|ask for|send( me)?|e-?mail( me)?)( (me|us))? (a |the )?(copy of (the )?)?contract( of sale)?\\b|\\b(book|arrange|organi[sz]e|set up) (an? |a private )?(inspection|viewing)\\b|\\bprivate (inspection|viewing)\\b|\\b(when|how) (can|could|do) (i|we) (get to )?(see|view|inspect|look at) (it|the (place|house|home|unit|townhouse))\\b|\\b(get|ask for|request|find out) (the |a )?price guide\\b|\\b(how|where) (do|can|could|would|should) (i|we) (enquire|inquire|make an enquiry|send an enquiry|register (my |our )?interest)( about| on| for| in)? (it|this one|that one|(a|an|the|this|that|one of your) (home|house|place|rental|property|unit|townhouse|listing|one))\\b)`,
        "i",
      ),
      kind: "service",
      title: "How to enquire about a home for sale: a price guide, an inspection, the contract of sale, registering to bid",
      text: `Each home's page has an 'Enquire about this home' form that goes to its agent: choose ${saleInterests}, or ${interest("register-to-bid")} when it goes to auction. Ask for the contract of sale there so your conveyancer or solicitor can check it before you make an offer.`,
      keywords:
        "enquire enquiry book booking arrange inspection private viewing contract contract of sale copy conveyancer solicitor price guide register bid agent listing home page form",
      url: "/buy",
      page: tabTitles.buy.title,
    },
    {
      id: "listings:rent:enquire",
      askedBy: new RegExp(
        `^${ofRenting}[\\s\\S]*(\\b(book|arrange|organi[sz]e|private|set up)\\b.{0,20}\\b(inspection|viewing)\\b|\\b(inspect|view|see) (it|the (place|rental|house|home|unit|townhouse))\\b|\\b(how|where) (do|can|could|would|should) (i|we) (enquire|inquire|make an enquiry|send an enquiry|register (my |our )?interest)( about| on| for| in)? (it|this one|that one|(a|an|the|this|that|one of your) (home|house|place|rental|property|unit|townhouse|listing|one))\\b)`,
        "i",
      ),
      // (Not a landlord's or a tenant's own home, said in the message or the turn before: "my tenant moves out Friday →
      // when can I see the house?")
      notAskedBy: /\b(routine|my tenants?|our tenants?|my (rental|investment|property)|our (rental|investment|property))\b/i,
      kind: "service",
      title: "How to arrange an inspection of a home for rent",
      text: `Each rental's page lists its inspection times and has an 'Enquire about this home' form that goes to its agent: choose ${interest("inspection")} for a private viewing, or ${interest("other")} to ask when it's available.`,
      keywords: "enquire enquiry book booking arrange inspection inspect private viewing view see rental rent lease form",
      url: "/rent",
      page: tabTitles.rent.title,
    },
    {
      id: "listings:auction-bidding",
      // (Not the deposit due on the day, nor bidding for someone else.)
      notAskedBy:
        /\b(deposit|cooling|for (a|my) (friend|mate|parents?|someone)|on (their|his|her|someone'?s) behalf|keep\w*|cop(y|ies)|stor\w*|privacy|who('s| is| has)? registered|(i'?m|we'?re|i am|we are) selling)\b/i,
      askedBy:
        /\bregist\w*\b[^.?!]{0,20}\b(bid|bidd\w*|auction)\b|\bbidder (registration|number|card)\b|\b(need|bring|have|take)\b[^.?!]{0,25}\b(to bid|bidding|at (an|the) auction|on auction day)\b|\b(photo )?(id|identification)\b[^.?!]{0,20}\b(bid|auction)\b/i,
      kind: "service",
      title: "What you need to bid at an auction",
      text: `To bid, you need to register with the agent before the auction, with photo identification: ask on the home's page (${interest("register-to-bid")}). Have your finance approved and the deposit ready: there is no cooling-off period when you buy at auction.`,
      keywords: "auction bid bidding bidder register registration photo id identification licence need bring on me auction day",
      url: "/buying",
    },
    {
      id: "listings:price-labels",
      askedBy: priceNotShown,
      kind: "service",
      title: "Why some homes for sale show 'Contact agent' or 'Auction' instead of a price",
      text: `A seller may choose not to publish a price, so the home shows 'Contact agent', or 'Auction' when it goes to auction. Ask its agent for the price guide on the home's page (${interest("price-guide")}). Under NSW law a price guide cannot be lower than the agent's estimated selling price: the rules in brief are on ${pageLink("/selling")}.`,
      keywords: "no price price not shown contact agent auction price guide hidden withheld how much asking why no price find out",
      url: "/buy",
      page: tabTitles.buy.title,
    },
    {
      id: "listings:price-fair",
      // (Of a home's price, not a bond, a fee or the rent: "is 6 weeks' bond too much?")
      askedBy:
        /^(?=[\s\S]*\b(house|home|place|property|unit|townhouse|apartment|villa|\d[ -]?bed\w*|listed|listing)\b)(?![\s\S]*\b(bond|rent|fees?|commission|deposit|stamp duty|levy|levies|strata|rates|a week|per week|pw|building|pest|removal\w*|quot\w*|advertis\w*|i'?m selling|we'?re selling|(my|our) (house|home|place|asking|listing|property)|nobody bid)\b)[\s\S]*\b(overpriced|too (much|high|dear|steep)|fair price|over the top|rip[- ]?off|reasonable price|price (is|seems|looks) (fair|reasonable|right))\b/i,
      kind: "service",
      title: "Whether a listed home's price is fair, too high or too much",
      text: `Compare it with recent sales of similar homes nearby on ${sold}, and ask the agent which comparable sales the price is based on. Your own inspection, a building and pest report and your budget do the rest.`,
      keywords:
        "too much too high overpriced fair price reasonable worth it worth paying asking listed listing price compare comparable sales value",
      url: "/sold",
      page: tabTitles.sold.title,
    },
    {
      id: "listings:search-features",
      askedBy:
        /^(?![\s\S]*\b(pool filters?|air ?con\w* filters?|filters? (clean\w*|chang\w*)|(clean\w*|chang\w*) (the )?\w* ?filters?|inspectors?|tenants?|landlord|water|coffee|instagram|spam)\b)[\s\S]*(\b(filters?|filtering)\b|\bsearch\w* (by|for|with) (features?|land size|a pool|pool|land|air ?con\w*|solar)\b)/i,
      kind: "service",
      title: "Searching our homes for sale by features and land size",
      text: `The search on ${forSale} filters by features (${spokenList(
        searchFeatures.map((feature) => lowerFirst(feature.label)),
        "or",
      )}) as well as price, bedrooms and land size; the search on ${forRent} has the same features and 'Pets allowed'.`,
      keywords: "filter filters features pool air conditioning study ensuite solar land size block search",
      url: "/buy",
      page: tabTitles.buy.title,
    },
  ]);
}

/** The searches' pages, which the passages above send a visitor to. */
const searchPages = new Set(["/buy", "/rent", "/sold", "/open-homes"]);

/**
 * Whether an answer tells how the listing pages work (every page it links is one of the searches): then a question of
 * the site ("can I filter rentals for pets allowed?") is not answered by the NSW rule its words also name, nor followed
 * by the pitch for our rental or selling services.
 */
export function tellsHowTheSearchWorks(answer: string): boolean {
  const paths = [...answer.matchAll(/\]\((\/[^)#?]*)/g)].map((match) => match[1] ?? "");
  return paths.length > 0 && paths.every((path) => searchPages.has(path));
}

/**
 * The search a message is about: renting, buying (new listings are homes for sale), or sold homes as a search ("recent
 * sales", "sold prices"; not the visitor's own "we've just sold").
 */
const namesRenting = new RegExp(rentingWords, "i");
const namesBuying = /\b(buy\w*|for sale|purchas\w*|new listings?)\b/i;
const namesSoldHomes =
  /\b(sold (homes|houses|properties|prices?|results)|recent(ly)? sold|recent sales?|sales results|(sell|sold|went) for)\b/i;
const sideNamedIn = (text: string): SearchTab | null =>
  namesRenting.test(text) ? "rent" : namesBuying.test(text) ? "buy" : namesSoldHomes.test(text) ? "sold" : null;

/**
 * "Any rentals in Gregory Hills? → e-mail me when new ones come up": a passage told once for each search is the one of
 * the search the conversation was last about, when the question names none; null when that one is not asked by it.
 */
export function onTheConversationsSide(
  document: KnowledgeDocument,
  question: string,
  earlier: readonly string[],
  documents: readonly KnowledgeDocument[],
): KnowledgeDocument | null {
  const told = /^listings:(buy|rent|sold):(.+)$/.exec(document.id);
  if (!told || sideNamedIn(question)) return document;
  const before = [...earlier].reverse().map(sideNamedIn).find(Boolean);
  if (!before || before === told[1]) return document;
  const other = documents.find((candidate) => candidate.id === `listings:${before}:${told[2]}`);
  if (!other) return document;
  // (Unless that search's passage is not asked by the conversation: "my tenant moves out Friday → when can I see the
  // house?" is a landlord's own home, no rental to inspect.)
  return other.notAskedBy?.test([...earlier, question].join(" ")) ? null : other;
}

/** Each passage is found only when asked by name, and refuses what none of them answers beside what it refuses itself. */
function withGuard(documents: KnowledgeDocument[]): KnowledgeDocument[] {
  return documents.map((document) => ({
    ...document,
    onlyWhenAsked: true,
    notAskedBy: document.notAskedBy ? new RegExp(`${document.notAskedBy.source}|${notAboutThePages.source}`, "i") : notAboutThePages,
  }));
}
