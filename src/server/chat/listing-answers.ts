import "server-only";
import { chatSuburbs, detectSuburb, detectSuburbs } from "@/lib/chat/intent";
import { chatLeadCue } from "@/lib/chat/lead-messages";
import type { ChatMessage } from "@/lib/chat/types";
import { agencyDate, inspectionLong, longDateTime } from "@/lib/format/date";
import { listingPath } from "@/lib/listings/listing-slug";
import {
  noFilters,
  offeredLandSizes,
  parseSearchQuery,
  resultCount,
  searchHref,
  tabTitles,
  type SearchFeature,
  type SearchQuery,
  type SearchTab,
} from "@/lib/listings/search-query";
import { countOf } from "@/lib/text/number-words";
import { spokenList } from "@/lib/text/spoken-list";
import type { Db } from "@/server/db";
import type { PublicListingCard } from "@/server/listings/public-listing";
import { locationSlug, searchLocations } from "@/server/listings/search/locations";
import { searchListings } from "@/server/listings/search/search-listings";
import { addDays, listOpenHomes } from "@/server/listings/open-homes";
import { logger } from "@/server/log";
import { asksForTheWeeksOpenHomes, watchesOneHome } from "./open-home-questions";
import { asksForAlerts } from "./listing-feature-documents";
import { listingFollowUps } from "./listing-follow-up";
import { homesOnStreet, namedHomeAnswer, namedHomeFollowUpAnswer } from "./named-home-answers";
import { agencyPhone } from "./agency-details";
import { asksAfterOwnApplication, asksAfterOwnMatter, asksUsToCheckTheirOwn } from "./own-matters";
import { pageLink } from "./page-links";
import { listActiveTeam } from "@/server/team/team-members";
import {
  asksForListings,
  namedStreet,
  narrowsASearch,
  questionsBesideStory,
  namedTabOf,
  searchedQuestion,
  searchesListings,
  stockTab,
  streetKey,
  streetTypes,
  typesIn,
  toldAsAHomeWanted,
  withoutOwnHome,
} from "./stock-questions";

/*
 * The chat's answers about the agency's homes: "any 4-bedroom homes in Oran Park under $1m?", "when is the open home at
 * 12 Example St?". Answered from the listings only, through the search (so a price question matches a hidden-price home
 * by its band only, decision record 022) and the public read (so what is said of a price is its public label, never the
 * figure behind it), each home linked to its page. Any other question returns null and is answered as before.
 */

const inspectionCue = /\b(open (?:home|house|inspection)s?|inspections?|inspect|viewings?|view it|auction)\b/i;
// (A street's name is a word or three, none of them one of a sentence's: "3 open homes a week while they sell the place"
// is no address.)
const addressPattern = new RegExp(
  String.raw`\b(?:\d+[a-z]?\s*\/\s*)?(\d+[a-z]?)\s+((?:(?!(?:the|a|an|they|we|while|and|or|of|for|homes?|houses?|weeks?|days?|bed\w*)\b)[a-z][a-z']*\s+){1,3}?)(${streetTypes})\b\.?`,
  "i",
);

/**
 * What the search cannot answer though it names homes: one home's offers or an application ("has it had any offers?",
 * "has my application been approved?"; "is the 4 bed in Oran Park still available?" is answered by the homes that are), a home on a street named ("the house you've got
 * listed on Gregory Hills Dr"), a price judged ("is $1.1m too much?"), someone asked for ("an agent who speaks Hindi"),
 * or what the search has no filter for ("step-free entry", "a granny flat"). The chat answers those as it would with
 * no listings (the passage, the agent, or a hand-over), not with a list that ignores what was asked.
 */
const notForTheSearch = new RegExp(
  [
    String.raw`\b(any offers|offers? (in|on it|yet|so far)|(had|received|got|put in|made) (any |an )?offers?|winning (offer|bid)|been (sold|leased|taken)|under offer)\b`,
    String.raw`\b(my|our) application\b|\bapplication (been |was |is )?(approved|accepted|successful|declined)\b|\bmove in (this|next|on)\b`,
    String.raw`\bon (?!(the|a|an|my|our|your)\b)[a-z][a-z']*( [a-z][a-z']*)? (${streetTypes})\b`,
    String.raw`\b(too (much|high|dear)|overpriced|fair price|stale|overthinking)\b|\b(speaks?|language)\b`,
  ].join("|"),
  "i",
);

/**
 * A need the search has no filter for ("step-free entry", "a granny flat"). Asked for, the search would ignore it; told
 * beside the question ("My wife uses a wheelchair so single level would be ideal. What 3 bedroom homes do you have for
 * sale in Gledswood Hills?"), the search answers the question and says what it cannot filter.
 */
const unfilterableNeed = /\b(wheelchair|step[- ]free|accessib\w*|single[- ](level|storey|story)|granny flat|disabilit\w*)\b/i;

/** The sentences of a message that ask, when it also tells something; else the whole message. */
const askingSentences = (message: string) => questionsBesideStory(message)?.asking.join(" ") ?? message;

const unfilteredNote = (message: string) =>
  ` Our search can't filter for ${/granny flat/i.test(message) ? "a granny flat" : "a single level or step-free access"}: each home's page has its photos and details, and its agent can tell you whether it suits.`;

/** "$1m", "950k", "1.2 million", "$850,000" → dollars. */
function amount(figure: string, unit: string | undefined): number | null {
  const value = Number(figure.replace(/,/g, ""));
  if (!Number.isFinite(value)) return null;
  const multiplier = /^(m|mil|million)$/i.test(unit ?? "") ? 1_000_000 : /^(k|thousand)$/i.test(unit ?? "") ? 1_000 : 1;
  return Math.round(value * multiplier);
}

// ("750pw": a week's rent, written against its figure.)
// (Not a count of something else: "within 6 months", "under 2 km", "up to 3 bedrooms".)
const money = String.raw`\$?\s?(\d[\d,]*(?:\.\d+)?)\s?(m|mil|million|k|thousand)?(?:pw)?\b(?!\s*(?:months?|weeks?|days?|years?|yrs?|mins?|minutes?|hours?|hrs?|kms?|kilomet\w*|bed\w*|br|bath\w*|cars?|people|kids|children)\b)`;

const betweenTwoSums = new RegExp(String.raw`\bbetween\s+${money}\s+(?:and|to|-)\s+${money}`, "i");
// ("$700k to $800k", "650-750k": a range written without "between", when it is plainly money.)
const twoSums = new RegExp(String.raw`${money}\s*(?:to|-|–|—)\s*${money}`, "i");

/** The price bounds a question sets ("under $1m", "over 800k", "between $700k and $900k"). */
export function priceBounds(message: string): { min: number | null; max: number | null } {
  // ("under a million", "up to one and a half million": the sum in figures.)
  const question = message
    .replace(/\b(?:a|one) and a half (?:million|mil)\b|\b(?:a|one) (?:million|mil) and a half\b/gi, "1.5m")
    .replace(/\bhalf a (?:million|mil)\b/gi, "500k")
    .replace(/\b(?:a|one) (?:million|mil)\b/gi, "1m");
  const range = betweenTwoSums.exec(question) ?? twoSums.exec(question);
  const between = range && /\$|\d\s?(k|m|mil|million|thousand)\b/i.test(range[0]) ? range : null;
  if (between) {
    const low = amount(between[1]!, between[2] ?? between[4]);
    // ("$700k to 800": the top of the range in the same unit as its bottom, when it would otherwise be the smaller.)
    const bare = amount(between[3]!, between[4]);
    const high = bare !== null && low !== null && bare < low && !between[4] ? amount(between[3]!, between[2]) : bare;
    return { min: low, max: high };
  }
  // ("Our budget is 700 a week", "we can afford about 900k": the most they would pay.)
  const under = new RegExp(
    String.raw`\b(?:under|below|less than|up to|no more than|max(?:imum)?|at most|within|budget(?: is| of)?|(?:can|could) (?:afford|spend)(?: up to)?)(?: (?:about|around|roughly|approx(?:\.|imately)?))?\s+${money}`,
    "i",
  ).exec(question);
  // ("$700 a week max", "900k tops": the bound written after the figure.)
  const maxAfter = new RegExp(
    String.raw`${money}(?:\s(?:a|per)\s(?:week|wk))?\s+(?:max(?:imum)?|tops|at most|or (?:less|under|below))\b`,
    "i",
  ).exec(question);
  // ("No more than 1.3m" is a most, not a least.)
  const over = new RegExp(
    String.raw`\b(?<!\b(?:no|not) )(?:over|above|more than|at least|from|min(?:imum)?|starting at)\s+${money}`,
    "i",
  ).exec(question);
  const most = under ?? maxAfter;
  return { min: over ? amount(over[1]!, over[2]) : null, max: most ? amount(most[1]!, most[2]) : null };
}

/** "4-bedroom", "4 bed", "four bedrooms", "4br" → 4. */
export function bedrooms(question: string): number | null {
  // ("3/2/2": bedrooms, bathrooms and car spaces, as agents write them.)
  const counts = /(?<![\d/$])([1-6])\/[1-4]\/[0-4](?![\d/])/.exec(question);
  if (counts) return Number(counts[1]);
  // ("3-4 bedrooms", "3 or 4 bed": the fewer, as a minimum.)
  const range = /\b([1-6])\s*(?:-|–|to|or)\s*[1-6][\s-]*(?:bed(?:room)?s?|bedders?|br|bdr?m?s?)\b/i.exec(question);
  if (range) return Number(range[1]);
  const match = /\b(\d|one|two|three|four|five|six)\+?[\s-]*(?:bed(?:room)?s?|bedders?|br|bdr?m?s?)\b/i.exec(question);
  if (!match) return null;
  return countOf(match[1]!);
}

/** What a question asks a home to have ("with a pool", "ducted air", "a study"), as the search's features. */
const featureWords: [SearchFeature, RegExp][] = [
  ["pool", /\b(pool|swimming pool)\b/i],
  ["air-conditioning", /\b(air[- ]?con(ditioning|ditioned)?|aircon|ducted (air|cooling|a\/?c)|split[- ]system)\b/i],
  ["study", /\b(study|home office)\b/i],
  ["ensuite", /\bensuites?\b/i],
  ["outdoor-entertaining", /\b(outdoor entertaining|alfresco)\b/i],
  ["solar", /\bsolar\b/i],
];
export function featuresIn(question: string): SearchFeature[] {
  return featureWords.filter(([, words]) => words.test(question)).map(([feature]) => feature);
}

/** "600sqm", "on 800 m2", "1,000 square metres" → the largest land size the search offers up to it. */
export function landIn(question: string): number | null {
  const match = /\b(\d{1,2},?\d{3}|\d{3})\s?(?:m2|m²|sqm|sq m|square met(?:re|er)s?)\b/i.exec(question);
  if (!match) return null;
  const area = Number(match[1]!.replace(",", ""));
  return [...offeredLandSizes].reverse().find((size) => size <= area) ?? null;
}

/** "[12 Example Street, Oran Park NSW 2570](/listings/…): $950,000, 4 bed, 2 bath; open Sat 10:00–10:30" */
function line(listing: PublicListingCard, brief = false): string {
  const counts = [
    listing.bedrooms !== null ? (listing.isStudio ? "studio" : `${listing.bedrooms} bed`) : null,
    listing.bathrooms !== null ? `${listing.bathrooms} bath` : null,
    listing.carSpaces !== null ? `${listing.carSpaces} car` : null,
  ].filter(Boolean);
  const open =
    listing.nextInspection && !brief ? `; open ${inspectionLong(listing.nextInspection.startsAt, listing.nextInspection.endsAt)}` : "";
  const offer = listing.underOffer ? " (under offer)" : "";
  return `${pageLink(listingPath(listing.slug), listing.address)}: ${listing.priceLabel}${offer}${counts.length > 0 ? `, ${counts.join(", ")}` : ""}${open}`;
}

/**
 * The places a question names: any suburb or postcode the stock is in, and the service area's suburbs as people write
 * them ("GH", "Oran Pk", "Gledswood").
 */
async function placesIn(db: Db, message: string): Promise<string[]> {
  // ("I meant Gregory Hills, not Gledswood": the place ruled out is not asked for.)
  const question = message.replace(/\b(not|rather than|instead of)\s+(in\s+)?[a-z]+(\s+[a-z]+)?/gi, (said) =>
    detectSuburb(said) ? " " : said,
  );
  const lower = ` ${question.toLowerCase().replace(/[^a-z0-9]+/g, " ")} `;
  const known = await searchLocations(db);
  const tokens: string[] = [];
  const add = (token: string) => {
    if (!tokens.includes(token)) tokens.push(token);
  };
  for (const place of known) if (lower.includes(` ${place.name.toLowerCase()} `)) add(place.slug);
  for (const suburb of detectSuburbs(question)) add(locationSlug(suburb));
  for (const postcode of question.match(/\b2\d{3}\b/g) ?? []) add(postcode);
  return tokens;
}

/** What a question asks the search for, as the search page's address parameters. */
type AskedFilters = Record<string, string[]>;

/** "Pet friendly", "we have a dog", "can take a cat": a rental that allows pets (the rent search's filter). */
const petsAsked =
  /\bpet[- ]friendly\b|\b(pets?|dogs?|cats?) (is |are )?(allowed|ok|okay|welcome|considered|friendly)\b|\b(allows?|accepts?|takes?|take|with|have|has|got|bring|keep|and|plus) ((a|an|my|our|one|two|2|three|3) ){0,2}(small |little |big |indoor )?(pets?|dogs?|cats?)\b/i;

/**
 * "Which one is the cheapest?", "most expensive first": the search's order by the price a visitor can read (homes whose
 * price is hidden come after, as on the search page).
 */
function sortIn(question: string): string | null {
  if (/\b(cheapest|least expensive|most affordable|lowest[- ](price[ds]?|rent)|lowest (priced|rent)|cheaper ones first)\b/i.test(question))
    return "price-asc";
  if (/\b(most expensive|dearest|priciest|highest[- ](price[ds]?|rent)|highest (priced|rent))\b/i.test(question)) return "price-desc";
  // ("Which of those are open this week?": the next open inspection first, as the search page sorts them.)
  if (/\b(open|inspect\w*|view\w*)\b[^.?!]{0,25}\b(this week(end)?|saturday|sunday|soon|next)\b|\bnext open\b/i.test(question))
    return "inspection";
  return null;
}

/** "Can you take out the under offer ones?", "not under offer": the search's 'Exclude under offer'. */
const leavesOutUnderOffer =
  /\b(not|no|without|exclud\w*|take out|leave out|remove|hide|skip|except|ignore)\b[^.?!]{0,25}\bunder offer\b|\bunder offer\b[^.?!]{0,15}\b(out|excluded|removed)\b/i;

const monthWords: Record<string, number> = { three: 3, six: 6, twelve: 12 };
/** "Over the past three months", "in the last year": the sold search's 'Sold within' (3, 6 or 12 months), or null. */
function soldWithin(question: string): number | null {
  if (/\b(past|last|previous) (year|12 months|twelve months)\b/i.test(question)) return 12;
  const months = /\b(?:past|last|previous|within)\s+(3|6|three|six)\s+(?:months?|mths?)\b/i.exec(question)?.[1]?.toLowerCase();
  return months ? (monthWords[months] ?? Number(months)) : null;
}

/** A capitalised name after "in", "near", "around": "in Parramatta", "near Woolies", "in Camden Valley Way". */
const namedPlace = /\b(?:in|at|around|near|about) ([A-Z][a-z'’]+(?: [A-Z][a-z'’]+)?)/;
const notAPlace = /^(the|our|your|my|a|an|south|west|western|north|east|sydney|nsw|macarthur)$/i;
const notASuburb =
  /\b(council|shire|station|school|park|shops?|centre|plaza|auction|australia|christmas|easter|\w+day|jan\w*|feb\w*|mar|march|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*)$/i;
const endsAsAStreet = new RegExp(String.raw`\b(${streetTypes})$`, "i");
/** Where the agency's acreage specialist sells acreage and lifestyle homes (the team's page says so): its acreage, not a suburb's. */
const acreagePlaces = "Camden|Cobbitty|Bringelly|Catherine Field|The Oaks";
const acreageCountry = new RegExp(String.raw`^(${acreagePlaces}|Oaks)$`);
const namesAcreageCountry = new RegExp(String.raw`\b(${acreagePlaces})\b`, "i");

/**
 * The filters a question names: places, kinds of home, features, land, a price bound, bedrooms, pets. `unknownPlace`:
 * the place it names when that is one we neither serve nor list ("for sale in Parramatta?").
 */
async function filtersIn(
  db: Db,
  question: string,
): Promise<{ filters: AskedFilters; unknownPlace: { name: string; suburb: boolean } | null }> {
  const locations = await placesIn(db, question);
  // A place named that the stock does not know: said to be one we do not list when it is plainly a suburb ("homes for
  // sale in Parramatta?"); anything else so named ("in Camden Valley Way", "near Woolies", "around Christmas", "in Camden
  // Council") leaves the question to the rest of the chat, since a search without it would ignore what was asked.
  const loose = namedPlace.exec(question)?.[1];
  const types = typesIn(question);
  // ("Any acreage for sale around Camden?": the acreage we list is out there, beyond the suburbs the stock is searched by.)
  const acreageOutThere = loose !== undefined && acreageCountry.test(loose) && types.includes("acreage");
  const unknown = loose && locations.length === 0 && !notAPlace.test(loose.split(" ")[0]!) && !acreageOutThere ? loose : null;
  const strict = new RegExp(String.raw`\b(in|what about|how about) ${unknown}(?=\s*(?:[?.!,]|$|for\b|under\b|with\b))`).test(question);
  const unknownPlace = unknown
    ? strict && !notASuburb.test(unknown) && !endsAsAStreet.test(unknown)
      ? { name: unknown, suburb: true }
      : { name: unknown, suburb: false }
    : null;
  const { min, max } = priceBounds(question);
  const beds = bedrooms(question);
  const land = landIn(question);
  const filters: AskedFilters = { location: locations, type: types, feature: featuresIn(question) };
  if (land !== null) filters.land = [String(land)];
  if (min !== null) filters.min = [String(min)];
  if (max !== null) filters.max = [String(max)];
  if (beds !== null) filters.beds = [String(beds)];
  if (petsAsked.test(question)) filters.pets = ["1"];
  const sort = sortIn(question);
  if (sort) filters.sort = [sort];
  if (leavesOutUnderOffer.test(question)) filters["exclude-under-offer"] = ["1"];
  const within = soldWithin(question);
  if (within !== null) filters.within = [String(within)];
  return { filters, unknownPlace };
}

/**
 * The filters of a message that tells something before it asks: what its questions name, over what its story does ("We
 * rent a 3 bed in OP. Any 4 beds for rent there?" asks for 4 bedrooms, in Oran Park).
 */
async function askedFilters(db: Db, message: string): ReturnType<typeof filtersIn> {
  const parts = questionsBesideStory(message);
  if (!parts) return filtersIn(db, message);
  const { asking } = parts;
  const story = withoutOwnHome(parts.told.join(" "));
  const [told, asked] = await Promise.all([filtersIn(db, story), filtersIn(db, asking.join(" "))]);
  return { filters: changedBy(told.filters, asked.filters), unknownPlace: asked.unknownPlace ?? told.unknownPlace };
}

/**
 * A follow-up's filters over the search before it: what it names replaces what was asked before ("→ what about
 * Leppington?" the place, "→ and for a unit?" the kind of home, "→ under 900k?" the price), the rest is kept, and a
 * feature it asks for is asked beside the earlier ones.
 */
function changedBy(before: AskedFilters, now: AskedFilters): AskedFilters {
  const named = (key: string) => (now[key]?.length ?? 0) > 0;
  const merged: AskedFilters = { ...before };
  for (const key of ["location", "type", "land", "beds", "pets", "sort", "exclude-under-offer", "within"])
    if (named(key)) merged[key] = now[key]!;
  if (named("min") || named("max")) {
    delete merged.min;
    delete merged.max;
    if (named("min")) merged.min = now.min!;
    if (named("max")) merged.max = now.max!;
  }
  merged.feature = [...new Set([...(before.feature ?? []), ...(now.feature ?? [])])];
  return merged;
}

const pointsBackToThePlace = /\b(that|the same|this) (area|suburb|street|estate|part of town)\b/i;
const likeTheOnesBefore = /\b(similar|comparable)\b|\blike (that|those|it|them)\b/i;

const namesAFilter = (filters: AskedFilters) =>
  ["location", "type", "feature", "land", "min", "max", "beds", "pets", "sort", "exclude-under-offer", "within"].some(
    (key) => (filters[key]?.length ?? 0) > 0,
  );

function withoutPrice(filters: AskedFilters): AskedFilters {
  return Object.fromEntries(Object.entries(filters).filter(([key]) => !["min", "max", "land"].includes(key)));
}

/** "→ what about Leppington?" after a search (a turn or two before) asks it again there, with the rest it asked. */
async function searchedAgain(db: Db, message: string, earlier: readonly string[], now: Date, brief: boolean): Promise<string | null> {
  // ("Bit out of our range. Anything below 1.1 mil?", "which of those have air con? summers are brutal": the sentence that
  // asks, beside what is said — when it names something to search by.)
  // ("we have a cat tho, which of them allow pets": the clause that asks, after a comma.)
  const sentences = message
    .split(/(?<=[.!?])\s+|,\s+(?=(?:which|what about|how about|any(?! (?:chance|idea|way|point|luck|tips|advice|reason|problem))|only)\b)/i)
    .filter((sentence) => sentence !== message);
  for (const question of [message, ...sentences]) {
    for (const { before } of listingFollowUps(question, earlier)) {
      const asked = searchedQuestion(before);
      // ("Anything for sale on Wensley Avenue, Gregory Hills? → what about recent sales in that area?": its suburb.)
      if (!searchesListings(asked) && !namedStreet(asked)) continue;
      // ("→ What about the ones that have sold? Just the last 3 months please.": what the other sentences name too.)
      const told = question === message ? "" : withoutOwnHome(sentences.filter((sentence) => sentence !== question).join(" "));
      const [was, is, besides] = await Promise.all([filtersIn(db, asked), filtersIn(db, question), filtersIn(db, told)]);
      if (was.unknownPlace) return null;
      const wanted = changedBy(besides.filters, is.filters);
      // (A follow-up that names nothing to search by asks something else: "→ and how do I apply?")
      const switchesTab = namedTabOf(question) !== null && namedTabOf(question) !== stockTab(asked);
      if (!namesAFilter(wanted) && !switchesTab && !is.unknownPlace) return null;
      const tab = stockTab(question, earlier);
      if (is.unknownPlace) return is.unknownPlace.suburb ? notOurArea(is.unknownPlace.name, tab, `${asked} ${question}`) : null;
      // (A rent a week is no sale price: "3 bed rentals under 650 → what would one cost to buy?" keeps no price.)
      const from = tab === stockTab(asked) ? was.filters : withoutPrice(was.filters);
      return searchResultAnswer(db, parseSearchQuery(tab, changedBy(from, wanted)), question, now, brief);
    }
  }
  return null;
}

async function searchAnswer(db: Db, question: string, now: Date, earlier: readonly string[], brief: boolean): Promise<string | null> {
  if (!searchesListings(question)) return null;
  const asked = await askedFilters(db, question);
  const { unknownPlace } = asked;
  // A search is of what the visitor told in the turns before, too, with what it names itself kept over it ("Looking at
  // renting in Oran Park → we need at least four bedrooms → can you show me what's available?"; "looking to buy in
  // Gledswood Hills → what's around for under $1.2m? need at least 4 beds" is searched in Gledswood Hills by its price).
  const tab = stockTab(question, earlier);
  const filters = unknownPlace ? asked.filters : changedBy(await toldInTurnsBefore(db, earlier, tab), asked.filters);
  // ("What's Leppington like? → any 4br for sale there?": the place named just before.)
  const [placeBefore] = /\bthere\b/i.test(question) && (filters.location?.length ?? 0) === 0 ? detectSuburbs(earlier.at(-1) ?? "") : [];
  if (placeBefore) filters.location = [locationSlug(placeBefore)];
  if (unknownPlace) return unknownPlace.suburb ? notOurArea(unknownPlace.name, tab, question) : null;
  const answer = await searchResultAnswer(db, parseSearchQuery(tab, filters), question, now, brief);
  const acreage = filters.type?.includes("acreage") && namesAcreageCountry.test(question);
  return answer && acreage ? `${answer} ${await whoSellsAcreage(db)}` : answer;
}

/**
 * What the visitor told of the home they want in their last few turns, in order (a later turn's place or size replacing
 * an earlier one's): statements of a home wanted only, since a question was answered in its own turn; a turn that
 * speaks of their own home or someone else's ("moving out of our unit in Campbelltown", "my sister just bought a 4
 * bedroom in Leppington"), or names a place we do not know, is no filter.
 */
async function toldInTurnsBefore(db: Db, earlier: readonly string[], tab: SearchTab): Promise<AskedFilters> {
  // (Of the same search: a rent budget or a pool wanted in a rental is not asked of the homes for sale.)
  const sameSearch = (turn: string) => (namedTabOf(turn) ?? tab) === tab;
  const told = earlier.slice(-3).filter((turn) => !/\?\s*$/.test(turn.trim()) && toldAsAHomeWanted(turn) && sameSearch(turn));
  const read = await Promise.all(told.map((turn) => filtersIn(db, withoutOwnHome(turn))));
  return read.filter((turn) => !turn.unknownPlace).reduce<AskedFilters>((filters, turn) => changedBy(filters, turn.filters), {});
}

/** Who on the team sells the acreage around Camden (its acreage specialist, as the team page names them), linked. */
async function whoSellsAcreage(db: Db): Promise<string> {
  const specialist = (await listActiveTeam(db)).find((member) => /\bacreage\b/i.test(member.role));
  const where = "Acreage around Camden, Cobbitty, Bringelly, Catherine Field and The Oaks is sold by";
  return specialist
    ? `${where} ${pageLink(`/team/${specialist.slug}`, specialist.name)}, our ${specialist.role}.`
    : `${where} our acreage specialist: see ${pageLink("/team", "our team")}.`;
}

/**
 * "Any homes for sale in Parramatta?": a place we neither serve nor list, said so, with where we do and who can help.
 * Only for a question that plainly asks for homes: "I've got a warehouse unit in Smeaton Grange to lease" names a
 * place, and asks for none.
 */
function notOurArea(place: string, tab: SearchTab, question: string): string | null {
  if (!asksForListings(question)) return null;
  const { noun } = tabTitles[tab];
  return `We have no ${noun} in ${place}: we list homes in ${spokenList([...chatSuburbs])} and nearby suburbs of South West Sydney. ${pageLink(`/${tab}`, `See all our ${noun}`)}; for anything else our team can help: call us on ${agencyPhone}, use the ${pageLink("/contact", "contact form")}, or ${chatLeadCue}.`;
}

/** "3 bed" asks for three; "3+ beds", "at least 3 bedrooms" and "3 or more" for three or more, as the search's filter is. */
const bedroomsAtLeast =
  /\b(\d|one|two|three|four|five|six)\s?(\+|plus\b|or more\b)|\b(at least|minimum( of)?|min\.?)\s+(\d|one|two|three|four|five|six)[\s-]*(bed|br|bdr)/i;

/**
 * The answer to a search: how many homes match, the newest three linked with their price and next open home, and the
 * search's page for the rest. The search's bedrooms are a minimum, as on the search page; a question that asks for
 * exactly that many is told so, and shown the homes with that many first.
 */
async function searchResultAnswer(db: Db, query: SearchQuery, question: string, now: Date, brief: boolean): Promise<string | null> {
  const result = await searchListings(db, query, now);
  const href = searchHref(query);
  const { noun } = tabTitles[query.tab];
  if (result.total === 0 && query.pets) {
    // Most feeds say whether pets are allowed; a rental that does not is not ruled out, and its agent can say.
    const others = await searchListings(db, { ...query, pets: false }, now);
    if (others.total > 0)
      return `No home for rent that matches that is marked “Pets allowed” right now (${pageLink(href, "that search")} can e-mail you new matches); ${pageLink(searchHref({ ...query, pets: false }), `${resultCount(others.total, others.totalCapped)} ${others.total === 1 ? "matches" : "match"} without that`)} — ask the agent on a home's page whether a pet would be considered.`;
  }
  if (result.total === 0) {
    const wider = searchHref({ ...query, ...noFilters });
    return `None of our ${noun} match that right now. ${pageLink(wider, `See all our ${noun}${query.locations.length > 0 ? " there" : ""}`)} or ${pageLink(`/${query.tab}`, "search with other filters")}; to hear when one comes up, open ${pageLink(searchHref(query), "that search")} and choose 'E-mail me new matches', or ${chatLeadCue} and an agent will let you know.`;
  }
  if (query.sort === "price-asc" || query.sort === "price-desc") return priceOrderAnswer(query, result, brief);
  if (query.sort === "inspection") return openHomeOrderAnswer(query, result, brief);
  const count = resultCount(result.total, result.totalCapped);
  const asked = query.beds !== null && !bedroomsAtLeast.test(question) ? query.beds : null;
  const withAsked = asked === null ? [] : result.items.filter((item) => item.bedrooms === asked);
  // (Every home found has as many bedrooms as asked: nothing to tell.)
  const exactly = withAsked.length === result.total ? null : asked;
  const items = exactly === null ? result.items : [...withAsked, ...result.items.filter((item) => item.bedrooms !== exactly)];
  const shown = items.slice(0, brief ? 2 : 3);
  const matches = result.total === 1 ? "matches" : "match";
  const newest = result.total > shown.length ? `; the newest ${shown.length}` : "";
  const intro =
    exactly === null
      ? `${count} of our ${noun} ${matches} that${newest}:`
      : `${count} of our ${noun} with ${exactly} or more bedrooms ${matches} that${
          withAsked.length === 0
            ? `, though none has exactly ${exactly}`
            : withAsked.length >= shown.length
              ? `${newest} with ${exactly}`
              : `; those with ${exactly} first`
        }:`;
  const all =
    result.total > shown.length ? ` ${pageLink(href, `See all ${count}`)}.` : ` ${pageLink(href, "Open the search")} to filter further.`;
  return `${intro} ${shown.map((item) => line(item, brief)).join("; ")}.${all}${brief ? "" : ` ${pricesNote(query.tab)}`}`;
}

function pricesNote(tab: SearchTab): string {
  return tab === "sold"
    ? `Some sale prices are withheld; for what yours might sell for, ask for a ${pageLink("/selling#appraisal", "free property price update")}.`
    : "Prices are as each home is advertised; for a price guide, ask the agent on the home's page.";
}

/** "Which of those are open this week?": the search's homes by their next open home, soonest first, as the search sorts them. */
function openHomeOrderAnswer(query: SearchQuery, result: Awaited<ReturnType<typeof searchListings>>, brief: boolean): string {
  const { noun } = tabTitles[query.tab];
  const count = resultCount(result.total, result.totalCapped);
  const href = searchHref(query);
  const open = result.items.filter((item) => item.nextInspection !== null);
  if (open.length === 0)
    return `None of the ${count} of our ${noun} that match has an open home planned: ${pageLink(href, "see them all")}, and to see one, choose 'Arrange an inspection' in the enquiry form on its page.`;
  const shown = open.slice(0, brief ? 2 : 3);
  const more = result.total > shown.length ? ` ${pageLink(href, `See all ${count}`)}, the soonest open first.` : "";
  return `${count} of our ${noun} ${result.total === 1 ? "matches" : "match"} that; the soonest open homes: ${shown.map((item) => line(item)).join("; ")}.${more} Every home open this week is on ${pageLink("/open-homes", "this week's open homes")}.`;
}

/** The figure a card's price shows ("$850,000", "$620 per week", "Sold for $912,000"), or null ("Contact agent", a range). */
function shownFigure(item: PublicListingCard): number | null {
  const figure = /^(?:Sold for )?\$([\d,]+)(?: per week)?$/.exec(item.priceLabel)?.[1];
  return figure ? Number(figure.replace(/,/g, "")) : null;
}

/**
 * "Which one is the cheapest?": the search's homes in its price order, as the search page sorts them: first every home
 * whose price is shown as a figure, by it, then the others (hidden prices, ranges in words), which are counted, not
 * ranked — the order says nothing of them.
 */
function priceOrderAnswer(query: SearchQuery, result: Awaited<ReturnType<typeof searchListings>>, brief: boolean): string {
  const { noun } = tabTitles[query.tab];
  const href = searchHref(query);
  const count = resultCount(result.total, result.totalCapped);
  const price = query.tab === "rent" ? "rent" : query.tab === "sold" ? "sale price" : "price";
  const firstUnranked = result.items.findIndex((item) => shownFigure(item) === null);
  const ranked = firstUnranked === -1 ? result.items : result.items.slice(0, firstUnranked);
  // (A page that goes on past the ranked homes holds them all.)
  const unranked = firstUnranked === -1 ? 0 : result.total - ranked.length;
  const agents = query.tab === "sold" ? "" : ` — ask the agent on ${unranked === 1 ? "its" : "each"} page for a price guide`;
  if (ranked.length === 0)
    return `None of the ${count} of our ${noun} that match shows its ${price} as a figure to compare: ${pageLink(href, "see them all")}${agents}.`;
  const shown = ranked.slice(0, brief ? 2 : 3);
  const order = query.sort === "price-asc" ? "lowest" : "highest";
  const intro = `${count} of our ${noun} ${result.total === 1 ? "matches" : "match"} that; by the ${price} shown, ${order} first:`;
  const rest = unranked > 0 ? ` ${unranked} more ${unranked === 1 ? "shows" : "show"} no single ${price} to compare${agents}.` : "";
  return `${intro} ${shown.map((item) => line(item, brief)).join("; ")}.${rest} ${pageLink(href, result.total > shown.length ? `See all ${count}` : "Open the search")} in that order.${brief ? "" : ` ${pricesNote(query.tab)}`}`;
}

// (…or told of as it comes up, whatever the search says between: "e-mail me when rentals in Leppington under $650 come up".)
const alertsAsked = new RegExp(
  `${asksForAlerts}|\\b(e-?mail|text|let|tell|notify)( me| us)?\\b[^.?!]{0,80}\\b(comes? up|gets? listed|(is|are) listed|come on the market)\\b`,
  "i",
);

/**
 * "Pls email me when rentals in Leppington under $650 come up": the search asked for, linked, and how to be e-mailed its
 * new matches from there. Only when it names what to search for; "can I get alerts?" alone is the passage's.
 */
async function alertForSearchAnswer(db: Db, question: string, earlier: readonly string[]): Promise<string | null> {
  // ("I saved a search … can I switch it to weekly, and how do I turn it off?": an alert kept already, the passage's.)
  if (
    !alertsAsked.test(question) ||
    /\b(saved|switch|change|turn (it |them )?off|stop|unsubscribe|how often|daily|weekly|my|our|lease|renewal)\b/i.test(question)
  )
    return null;
  const named = (filters: AskedFilters) =>
    ["location", "type", "min", "max", "beds", "land", "pets"].some((key) => (filters[key]?.length ?? 0) > 0);
  let { filters, unknownPlace } = await filtersIn(db, question);
  // ("3 bedroom rentals in Oran Park → can I get an email when something new gets listed?": the search just asked.)
  const before = earlier.at(-1);
  if (!named(filters) && !unknownPlace && before && searchesListings(searchedQuestion(before)))
    ({ filters, unknownPlace } = await filtersIn(db, searchedQuestion(before)));
  if (unknownPlace || !named(filters)) return null;
  const query = parseSearchQuery(stockTab(question, earlier), filters);
  return `Open ${pageLink(searchHref(query), `that search of our ${tabTitles[query.tab].noun}`)} and choose 'E-mail me new matches' under the results: we e-mail you a link to confirm first, then you choose how often you hear of new ones. Alerts come by e-mail only, not by text, and each has a one-click unsubscribe.`;
}

/** "Any auctions coming up in Gregory Hills?", "homes going to auction in Oran Park?": the auctions ahead, not how one works. */
const asksForAuctions =
  /\b(any|what|which|list|show|upcoming|coming up|going to|scheduled|next)\b[^.?!]{0,40}\bauctions?\b|\bauctions?\b[^.?!]{0,30}\b(coming up|this (week|weekend|saturday|month)|scheduled|planned)\b/i;
const aboutAuctionsNotStock =
  /\b(my|our|sell(ing|er)?|should|how (do|does|to|long|many)|works?|register\w*|bid\w*|vs\.?|versus|private treaty|tips?|what is|what happens|costs?|fees?|clearance|reserve|cooling|rules?|law|pass(es|ed)? in)\b/i;

/**
 * "Any auctions coming up in Oran Park?": the homes for sale going to auction, of the place and kind asked, the soonest
 * first (the search's "Next auction" order), each with its auction's day and time.
 */
/** "→ which of those have an open home?" after the auctions ahead: those of them with an open home coming up. */
const whichOfThoseAreOpen =
  /\b(which|any|what|do|does|are)\b[^.?!]{0,20}\b(of (those|them|these)|ones?|they|any)\b[^.?!]{0,30}\b(open (homes?|houses?|inspections?|for inspection)|inspect\w*|viewings?)\b/i;
const asksTheAuctionsAhead = (question: string) => asksForAuctions.test(question) && !aboutAuctionsNotStock.test(question);

async function auctionsAnswer(
  db: Db,
  question: string,
  now: Date,
  brief: boolean,
  earlier: readonly string[] = [],
): Promise<string | null> {
  const before = earlier.at(-1) ?? "";
  const ofTheAuctions = whichOfThoseAreOpen.test(question) && !asksTheAuctionsAhead(question) && asksTheAuctionsAhead(before);
  if (!ofTheAuctions && !asksTheAuctionsAhead(question)) return null;
  const { filters, unknownPlace } = await filtersIn(db, ofTheAuctions ? before : question);
  if (unknownPlace) return unknownPlace.suburb ? notOurArea(unknownPlace.name, "buy", question) : null;
  const query = parseSearchQuery("buy", { ...filters, sort: ["auction"] });
  const result = await searchListings(db, query, now);
  const ahead = result.items.filter((item) => item.auctionAt !== null && item.auctionAt > now);
  const there = query.locations.length > 0 ? " there" : "";
  if (ahead.length === 0)
    return `None of our homes for sale${there} that match is going to auction right now. ${pageLink(searchHref({ ...query, sort: "newest" }), `See all ${resultCount(result.total, result.totalCapped)} that match`)}; each home's page says how it is being sold, and its agent can tell you more.`;
  if (ofTheAuctions) {
    const open = ahead.filter((item) => item.nextInspection !== null && item.nextInspection !== undefined);
    if (open.length === 0)
      return `${ahead.length === 1 ? "The one auction ahead has" : `None of the ${ahead.length} auctions ahead has`} no open home planned yet; ${ahead.length === 1 ? "its page" : "each home's page"} will show one when it is set, or ask its agent for a private inspection there.`;
    const lines = open.slice(0, brief ? 2 : 4).map((item) => line(item));
    const rest = open.length > lines.length ? ` ${pageLink("/open-homes", "This week's open homes")} has the rest, by day.` : "";
    const which =
      ahead.length === 1
        ? "The one auction ahead has"
        : `${open.length === ahead.length ? (ahead.length === 2 ? "Both" : `All ${ahead.length}`) : `${open.length} of the ${ahead.length}`} auctions ahead ${open.length === 1 ? "has" : "have"}`;
    return `${which} an open home coming up: ${lines.join("; ")}.${rest}`;
  }
  // ("Any auctions this weekend?" when the next is in a month: said so, then the next.)
  const soon = /\b(this (week|weekend|saturday|sunday)|today|tomorrow)\b/i.test(question);
  const none =
    soon && ahead[0]!.auctionAt! > new Date(now.getTime() + 7 * 86_400_000)
      ? `No auction of our homes for sale${there} is planned this week. `
      : "";
  const shown = ahead.slice(0, brief ? 2 : 3);
  const lines = shown.map((item) => `${line(item, true)}; auction ${longDateTime(item.auctionAt!)}`);
  const more =
    ahead.length > shown.length
      ? ` ${pageLink(searchHref(query), "See every auction ahead")}, soonest first.`
      : ` ${pageLink(searchHref(query), "Open the search")}.`;
  return `${none}${shown.length === 1 ? "The next auction" : `The next ${shown.length} auctions`} of our homes for sale${there}: ${lines.join("; ")}.${more} Each home's page has its open homes and its agent, who can tell you how to register to bid.`;
}

const weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
/** "sat", "saturday": each day as it is written, in the order of `weekdays`. */
const weekdayNames = weekdays.map((name) => new RegExp(String.raw`\b${name.slice(0, 3)}(${name.slice(3)})?\b`, "i"));

/**
 * "Any open homes in Oran Park on Saturday?": the week's open homes (as /open-homes lists them), of the suburb, day and
 * kind asked for, each linked, the soonest first.
 */
async function weeksOpenHomesAnswer(db: Db, question: string, earlier: readonly string[], now: Date): Promise<string | null> {
  // ("How many groups came through my open home?", "can we book a private inspection?", "all into my calendar in one
  // go?": the visitor's own open home, or how the site works, not the week's list.)
  if (!asksForTheWeeksOpenHomes(question) || /\b(my|our|book|private|calendar|how many|groups?|way to|feedback)\b/i.test(question))
    return null;
  // ("Any open homes for houses under 800k?" is the search's; "… in Camden?" names a place we do not list.)
  const { filters, unknownPlace } = await filtersIn(db, question);
  if (unknownPlace || ["type", "min", "max", "beds", "feature", "land"].some((key) => (filters[key]?.length ?? 0) > 0)) return null;
  const today = agencyDate(now);
  const days = await listOpenHomes(db, today, addDays(today, 6), now);
  const places = new Set(filters.location);
  const day = weekdays.find((name, index) => weekdayNames[index]!.test(question));
  const tab = /\b(rent\w*|lease|for sale|buy\w*)\b/i.test(question) ? stockTab(question, earlier) : null;
  const homes = days
    .filter((d) => !day || weekdays[new Date(`${d.day}T12:00:00Z`).getUTCDay()] === day)
    .flatMap((d) => d.homes)
    .filter(({ listing }) => places.size === 0 || places.has(locationSlug(listing.suburb ?? "")) || places.has(listing.postcode ?? ""))
    .filter(({ listing }) => !tab || (tab === "rent") === (listing.channel === "lease"));
  const placeNames = (await searchLocations(db)).filter((l) => places.has(l.slug) || places.has(l.postcode)).map((l) => l.name);
  const where = [
    placeNames.length > 0 ? ` in ${spokenList([...new Set(placeNames)], "or")}` : "",
    day ? ` on ${day[0]!.toUpperCase()}${day.slice(1)}` : "",
  ].join("");
  const all = pageLink("/open-homes", "this week's open homes");
  if (homes.length === 0)
    return `No open homes${where} are planned this week. See all ${all}, by day; a home's own page says when it is open, or ${chatLeadCue} and the agent will arrange a private inspection.`;
  const shown = homes
    .slice(0, 4)
    .map(({ listing, startsAt, endsAt }) => `${pageLink(listingPath(listing.slug), listing.address)}: ${inspectionLong(startsAt, endsAt)}`);
  return `${homes.length === 1 ? "1 open home" : `${homes.length} open homes`}${where} this week${homes.length > shown.length ? `; the soonest ${shown.length}` : ""}: ${shown.join("; ")}. See all ${all}, by day, to add them to your calendar.`;
}

async function inspectionAnswer(db: Db, question: string, now: Date): Promise<string | null> {
  if (!inspectionCue.test(question)) return null;
  const address = addressPattern.exec(question);
  if (!address) return null;
  const [, number, streetName] = address;
  const found = await homesOnStreet(db, streetKey(streetName!), { number: number!.toLowerCase(), limit: 3 });
  const typed = address[0].trim().replace(/\.$/, "");
  if (found.length === 0) {
    return `I can't find a home at ${typed} among our listings. ${pageLink("/buy", "Search our homes for sale")} or ${pageLink("/rent", "homes for rent")} — each home's page lists its open homes — or ${chatLeadCue} and an agent will help.`;
  }
  const answers = found.map((listing) => {
    const link = pageLink(listingPath(listing.slug), listing.address);
    const open = listing.inspections.filter((i) => i.kind === "open" && i.startsAt && i.startsAt > now);
    const auction = listing.auctionAt && listing.auctionAt > now ? ` Its auction is on ${longDateTime(listing.auctionAt)}.` : "";
    if (listing.status !== "current")
      return `${link} is no longer for ${listing.channel === "lease" ? "lease" : "sale"} (${listing.priceLabel.toLowerCase()}).`;
    if (open.length === 0) {
      const byAppointment = listing.inspections.some((i) => i.kind === "by_appointment");
      return `No open homes are scheduled at ${link} at the moment${byAppointment ? "; it is inspected by appointment with the agent" : ""}.${auction} The agent's details are on its page.`;
    }
    const times = open.slice(0, 4).map((i) => inspectionLong(i.startsAt!, i.endsAt));
    return `The next open home${times.length > 1 ? "s" : ""} at ${link}: ${times.join("; ")}.${auction} You can add ${times.length > 1 ? "them" : "it"} to your calendar on its page.`;
  });
  return answers.join(" ");
}

/** `brief`: two homes, without their open homes or the note on prices, when the answer shares a reply with another. */
export interface ListingAnswerOptions {
  brief?: boolean;
}

/** Whether a message may be answered from the search at all (not one home's offers, an application, a need it cannot filter). */
export function searchMayAnswer(message: string): boolean {
  // ("Can you take out the under offer ones?" narrows the search; "is it under offer?" asks of one home.)
  return !notForTheSearch.test(message.replace(leavesOutUnderOffer, " ")) && !unfilterableNeed.test(askingSentences(message));
}

/**
 * The answer to the conversation's latest message when it asks about the agency's homes, or null. Plugged into the
 * chat at one point (grounded-answer.ts, `answerListings`), ahead of the embedded answerer and the model alike.
 */
export async function answerListingQuestion(
  db: Db,
  messages: readonly ChatMessage[],
  now: Date = new Date(),
  { brief = false }: ListingAnswerOptions = {},
): Promise<string | null> {
  const asked = messages.filter((m) => m.role === "user").map((m) => m.content);
  const question = asked.at(-1)?.trim() ?? "";
  if (!question || question.length > 500) return null;
  // ("Any news on our offer for the townhouse in Oran Park?", "did the owner ok the fence repair at Merlot Way?": the
  // visitor's own matter, which its agent knows; neither the home nor a search answers it.)
  if (asksAfterOwnMatter(question)) return null;
  try {
    // ("Price guide on the house on Holdsworth Dr?": one home, named by its street, which no search finds.)
    const home = (await namedHomeAnswer(db, question, now)) ?? (await namedHomeFollowUpAnswer(db, question, asked.at(-2), now));
    // ("we submitted an application last week for the leppington place, any update?": its property manager's news.)
    // ("I found a three-bed townhouse for rent in Gregory Hills on your site … how do I get to see it?": that one home,
    // which a list of homes does not answer.)
    if (
      home ||
      !searchMayAnswer(question) ||
      asksAfterOwnApplication(question) ||
      asksUsToCheckTheirOwn(question) ||
      watchesOneHome.test(question)
    )
      return home;
    const answer =
      (await inspectionAnswer(db, question, now)) ??
      (await auctionsAnswer(db, question, now, brief, asked.slice(0, -1))) ??
      (await weeksOpenHomesAnswer(db, question, asked.slice(0, -1), now)) ??
      (await alertForSearchAnswer(db, question, asked.slice(0, -1))) ??
      // ("→ what did similar homes go for?": the search before, of the sales.)
      // ("→ what about recent sales in that area?": the place of the search before.)
      // ("houses for sale in Gregory Hills → 4br w study": a search box's words after a search narrow it.)
      (likeTheOnesBefore.test(question) || pointsBackToThePlace.test(question) || narrowsASearch(question)
        ? await searchedAgain(db, question, asked.slice(0, -1), now, brief)
        : null) ??
      (await searchAnswer(db, searchedQuestion(question), now, asked.slice(0, -1), brief)) ??
      (await searchedAgain(db, question, asked.slice(0, -1), now, brief));
    // (The need was told beside the question, not asked for: searchMayAnswer would have left the search otherwise.)
    return answer && unfilterableNeed.test(question) ? `${answer}${unfilteredNote(question)}` : answer;
  } catch (error) {
    // The listings cannot be read (the database is down): the chat answers as it would without them.
    logger.warn({ err: error }, "chat: could not read the listings");
    return null;
  }
}
