import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { buyingJourney } from "@/content/services/buying";
import { tenantServices } from "@/content/services/rental";
import { formatCalendarDate, inspectionLong, longDateTime } from "@/lib/format/date";
import { listingPath } from "@/lib/listings/listing-slug";
import { propertyTypeOf } from "@/lib/listings/search-query";
import { lowerFirst } from "@/lib/text/lower-first";
import { spokenList } from "@/lib/text/spoken-list";
import type { Db } from "@/server/db";
import { listings, properties } from "@/server/db/schema";
import { getPublicListing } from "@/server/listings/public-listing";
import { detectSuburbs } from "@/lib/chat/intent";
import { locationSlug } from "@/server/listings/search/locations";
import { formatDollars } from "@/lib/format/number";
import { chatLeadCue } from "@/lib/chat/lead-messages";
import { agencyPhone } from "./agency-details";
import { pageLink } from "./page-links";
import { namedStreet, typesIn, withoutNamedStreet } from "./stock-questions";

/*
 * "Price guide for the house on Holdsworth Dr?", "is the house for lease on Pit Lane Avenue still going?", "how do we
 * see the Chequered Lane townhouse on a weekday?": one advertised home, named by its street as a visitor of its page
 * names it, answered from that home's public page: what it shows of the price, its size, whether it is still listed,
 * its open homes, and what its page offers (the enquiry form's 'Price guide' and 'Arrange an inspection', 'Keep me
 * updated'). Only homes whose address is shown are found by their street.
 */

/** Whose home it is: the visitor's own ("the house on our street", "my place on …") is not one of ours to describe. */
const ownHome =
  /\b(my|our|we own|we live|i live|we're renting|we rent|i own|(i'?m|i am|we'?re|we are) the (owners?|vendors?|sellers?|landlords?))\b/i;
/** What only the owners and the agent know: answered by them (the rest of the chat hands it over). */
const onlyTheOwnersKnow =
  /\b(any offers|(had|received|got) (any |an )?offers?|lowest|accept|negotiable|flexible|why|motivated|will (it|they) sell|sell (before|prior)|prior to (the )?auction|look at (an |any )?offers?|open to offers|something wrong|(seller|vendor|owner)s? (will|would|might) (take|go)|(would|will|might)\b[^.?!]{0,40}\b(owners?|sellers?|vendors?|they)\b[^.?!]{0,30}\b(take|accept)|how many (people|groups|buyers))\b/i;
/** What the home's page does not hold ("body corp fees?", "council rates?"): its agent's to tell. */
const notOnItsPage =
  /\b(strata|body corp\w*|levies|council rates|water rates|rates|outgoings|zoning|easements?|build(ing)? (year|date)|year built|when was it built|floor ?plan|defects?|termites?|(north|south|east|west)[- ]facing|facing|aspect|orientation)\b/i;
/** An application the visitor made ("I applied for it last week", "any news on my application?"): its agent's news. */
const applicationMade =
  /\b(applied|(my|our|the) application|put in an application|submitted)\b|\bapplication\b[^.?!]{0,30}\b(news|approved|accepted|status|update|heard)\b/i;
/** A judgement of the home ("is it a good buy?"), which the chat does not give. */
const judgement = /\b(good (buy|deal|price|investment|value)|worth (it|the money|buying)|overpriced|value for money|should (i|we) buy)\b/i;

const asks = {
  price: /\b(price( guide)?|how much|asking|cost|listed (at|for)|going for|rent(al)? (is|for))\b/i,
  size: /\b(beds?|bedrooms?|baths?|bathrooms?|land( size)?|block|m2|m²|square|size|how big|cars?|garage|parking)\b/i,
  available:
    /\b(still (available|going|(up )?for (sale|lease|rent)|on the market|listed|up)|available|been (sold|leased|taken|rented)|already (sold|leased|taken|gone)|gone|anything (for (sale|rent|lease)|listed|on)|any (homes?|houses?|rentals?)|what('s| is) (there|for sale|for rent|listed)|(is|are) (it|that|this|they|those) (for|to) (sale|rent|lease|buy)|for (sale|rent|lease) or (for )?(sale|rent|lease)|rentals)\b/i,
  viewing:
    /\b(see|view|viewing|inspect\w*|opens?(?! to)|(have a |take a )?look (at|through) (it|the (house|home|place|townhouse|unit|inside))|visit)\b/i,
  // (Asked of its auction, not "I'm going to bid at the auction … when would I pay the deposit?")
  auction:
    /\b(when|what time|what day|what date)\b[^.?!]{0,20}\bauction|\b(going|go|goes|headed) to auction\b|\bauction (date|time|day)\b|\bby auction\b/i,
  moveIn:
    /\b(move in|moving in|available (from|before|by|on)|when (is it|will it be|(can|could) (we|i)) (available|move|get)|avail(able)? date)\b/i,
  offer: /\b(make|put in|put|submit) (an |a )?of+er\b|\bof+er on\b/i,
  follow: /\b(follow|keep me (updated|posted)|hear (when|if)|let me know (when|if)|notify|alerts?|updates?)\b/i,
  bond: /\bbond\b/i,
  apply: /\b(how|process|where|can (i|we)|want to|like to|keen to|do (i|we))\b[^.?!]{0,30}\bappl(y|ying|ication)\b/i,
  agent: /\b(agent|who('s| is) (selling|listing|handling)|who do (i|we) (call|contact|speak to))\b/i,
  where: /\b(what|which)('s| is)? (the )?suburb\b|\bwhere (is it|abouts)\b/i,
};

type PublicHome = NonNullable<Awaited<ReturnType<typeof getPublicListing>>>;

/**
 * The homes whose address is shown on a street (of a suburb named, at a number given), the current ones first: only a
 * listing whose address is shown can be found by it (a hidden one is not to be located by a guess).
 */
export async function homesOnStreet(
  db: Db,
  street: string,
  { suburbs = [], number, limit = 6 }: { suburbs?: readonly string[]; number?: string; limit?: number } = {},
): Promise<PublicHome[]> {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(properties, eq(properties.id, listings.propertyId))
    .where(
      and(
        eq(listings.published, true),
        eq(listings.adminHidden, false),
        eq(listings.addressDisplay, true),
        sql`lower(${properties.street}) like ${`${street} %`}`,
        suburbs.length > 0 ? sql`lower(${properties.suburb}) in ${suburbs.map((s) => s.toLowerCase())}` : undefined,
        number ? sql`lower(${properties.streetNumber}) = ${number}` : undefined,
      ),
    )
    .orderBy(sql`${listings.status} = 'current' desc`, sql`${listings.listedAt} desc nulls last`)
    .limit(limit);
  return (await Promise.all(rows.map((row) => getPublicListing(db, row.id)))).filter((listing) => listing !== null);
}

function sizeOf(home: PublicHome): string {
  const counts = [
    home.bedrooms !== null ? (home.isStudio ? "a studio" : `${home.bedrooms} bedrooms`) : null,
    home.bathrooms !== null ? `${home.bathrooms} bathroom${home.bathrooms === 1 ? "" : "s"}` : null,
    home.carSpaces !== null ? `${home.carSpaces} car space${home.carSpaces === 1 ? "" : "s"}` : null,
    home.landAreaM2 !== null ? `${home.landAreaM2.toLocaleString("en-AU")} m² of land` : null,
  ].filter((part): part is string => part !== null);
  return counts.length > 0 ? spokenList(counts) : "";
}

const forWhat = (home: PublicHome) => (home.channel === "lease" ? "for lease" : "for sale");

/** What one home's page says to the question asked of it. */
function homeAnswer(home: PublicHome, question: string, now: Date, many = false): string {
  const link = pageLink(listingPath(home.slug), home.address);
  const size = sizeOf(home);
  if (home.status !== "current")
    return `${link} is no longer ${forWhat(home)}: ${home.priceLabel.toLowerCase()}${size ? `; it has ${size}` : ""}.`;
  const said: string[] = [];
  const listed = `${link} is ${home.underOffer ? "under offer" : `listed ${forWhat(home)}`}`;
  const figure = /\$\d/.test(home.priceLabel);
  const auction = home.auctionAt && home.auctionAt > now ? ` Its auction is on ${longDateTime(home.auctionAt)}.` : "";
  said.push(
    `${listed}${figure ? ` at ${home.priceLabel}` : home.priceLabel === "Auction" ? ", going to auction" : ""}${size ? `, with ${size}` : ""}.${auction}`,
  );
  if (asks.auction.test(question) && !auction && home.channel === "sale") said.push("It isn't going to auction.");
  if (asks.moveIn.test(question) && home.channel === "lease")
    said.push(
      home.availableFrom
        ? `It is available from ${formatCalendarDate(home.availableFrom)}.`
        : "Its page does not say when it is available: ask its property manager through the enquiry form on its page.",
    );
  if (asks.bond.test(question) && home.channel === "lease") {
    const weekly = /^\$([\d,]+) per week$/.exec(home.priceLabel)?.[1];
    if (home.bond !== null) said.push(`Its bond is ${formatDollars(home.bond)}.`);
    else if (weekly)
      said.push(
        `The bond is at most 4 weeks' rent: for ${home.priceLabel}, at most ${formatDollars(Number(weekly.replace(/,/g, "")) * 4)}.`,
      );
  }
  if (asks.agent.test(question)) {
    const names = home.agents.map((agent) => agent.name).filter((name): name is string => Boolean(name));
    if (names.length > 0) said.push(`Its agent${names.length > 1 ? "s are" : " is"} ${spokenList(names)}, on its page.`);
  }
  if (asks.price.test(question) && !figure)
    said.push(
      `Its page shows no price (“${home.priceLabel}”): choose 'Price guide' in the enquiry form on its page and the agent will send you one.`,
    );
  const open = asks.viewing.test(question) ? openHomesOf(home, now, many) : null;
  if (open) said.push(open);
  if (asks.offer.test(question) && home.channel === "sale") {
    const step = buyingJourney.steps.find((s) => s.title === "Make an offer")?.text ?? "";
    said.push(
      `To make an offer, contact its agent through the enquiry form on its page or call us on ${agencyPhone}. ${step} Our ${pageLink("/buying", "buying guide")} walks through each step.`,
    );
  }
  if (asks.apply.test(question) && home.channel === "lease")
    said.push(
      `To apply, ask its property manager through 'Enquire about this home' on its page, or call us on ${agencyPhone}: ${lowerFirst(rentalApplications)}`,
    );
  if (asks.follow.test(question))
    said.push(`Choose 'Keep me updated' on its page to hear by e-mail about price changes, new inspection times and the result.`);
  if (said.length === 1 && !many) said.push("Its page has the photos, the open homes and the agent's details.");
  return said.join(" ");
}

/** Its open homes; `many`: one of several homes told, whose pages' inspection form is said once after them all. */
function openHomesOf(home: PublicHome, now: Date, many = false): string {
  const open = home.inspections.filter((i) => i.kind === "open" && i.startsAt && i.startsAt > now);
  const other = many ? "" : ` ${anotherTime}`;
  if (open.length === 0) return `No open homes are scheduled at the moment.${other}`;
  const times = open.slice(0, 3).map((i) => inspectionLong(i.startsAt!, i.endsAt));
  return `Its next open home${times.length > 1 ? "s" : ""}: ${times.join("; ")}.${other}`;
}

const rentalApplications = tenantServices.find((service) => service.title === "Simple applications")?.text ?? "";

/** A street as typed, with its words capitalised ("wensley ave" → "Wensley Ave"). */
const titled = (typed: string) => typed.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase());

const anotherTime = `To see it at another time, choose 'Arrange an inspection' in the enquiry form on its page and the agent will set one up.`;

const agentHandOver = `I'm sorry, I don't know — that isn't on the home's page. Its agent can tell you: call us on ${agencyPhone}, send a message through the ${pageLink("/contact", "contact form")}, or ${chatLeadCue} and the agent will get back to you.`;
const judgementHandOver = `I'm sorry, I don't know whether it's a good buy for you: that's yours to judge, beside ${pageLink("/sold", "our recent sales")} nearby and a building and pest inspection. Its agent can answer your questions: call us on ${agencyPhone}, send a message through the ${pageLink("/contact", "contact form")}, or ${chatLeadCue} and the agent will get back to you.`;
const ownersHandOver = `I'm sorry, I don't know — only the owners and their agent can say, and some of it is theirs to keep. Ask the agent: call us on ${agencyPhone}, send a message through the ${pageLink("/contact", "contact form")}, or ${chatLeadCue} and the agent will get back to you.`;

/**
 * The answer to a question about one advertised home named by its street, or null when the message names none (or the
 * visitor's own home, or asks what only the owners know).
 */
export async function namedHomeAnswer(db: Db, question: string, now: Date): Promise<string | null> {
  const street = namedStreet(question);
  // (The visitor's own home, or an application they made for one — its agent's news, which the rest of the chat hands over.)
  if (!street || ownHome.test(question) || applicationMade.test(question)) return null;
  // ("Will the Vintage Drive house sell before the auction?", "why are they moving out?": its owners' business.)
  if (onlyTheOwnersKnow.test(question)) return ownersHandOver;
  if (notOnItsPage.test(question)) return agentHandOver;
  if (judgement.test(question)) return judgementHandOver;
  // Only what the home's page says: "when would I pay the deposit?", "will it sell before the auction?" or "can I offer
  // more rent?" of it are the rest of the chat's to answer (or hand over). The home named alone is asked about whole.
  const named = withoutNamedStreet(question)
    .replace(/[^\p{L}\s']/gu, " ")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (!street.homes && !Object.values(asks).some((pattern) => pattern.test(question)) && named.length > 4) return null;
  // ("When is the open home at 12 Example St?": the open homes' own answer, by the address.)
  if (street.number && inspectionAsked.test(question) && !asks.auction.test(question)) return null;
  const channel = /\b(rent\w*|lease|leasing|tenan\w*)\b/i.test(question)
    ? "lease"
    : /\b(for sale|to buy|sells?|selling|sold|auction|offer)\b/i.test(question)
      ? "sale"
      : null;
  // (The search a home of the channel asked about is in: homes for rent, or for sale.)
  const tab = channel === "lease" ? "rent" : "buy";
  const forTab = tab === "rent" ? "for rent" : "for sale";
  const kinds = typesIn(question);
  const everyOnStreet = await homesOnStreet(db, street.name, { suburbs: detectSuburbs(question), number: street.number });
  const ofTheChannel = everyOnStreet.filter((home) => !channel || home.channel === channel);
  // ("The house on Holdsworth Drive, is it for rent?": it is for sale, which is the answer.)
  const otherChannel = ofTheChannel.length === 0 && everyOnStreet.some((home) => home.status === "current");
  const onStreet = otherChannel ? everyOnStreet : ofTheChannel;
  // Those on the market first; of them, "the Podium Way house" is its houses, when it has any.
  const onTheMarketNow = onStreet.filter((home) => home.status === "current");
  const candidates = onTheMarketNow.length > 0 ? onTheMarketNow : onStreet;
  const ofTheKind = candidates.filter((home) => kinds.includes(propertyTypeOf(home.category) ?? "house"));
  const found = ofTheKind.length > 0 ? ofTheKind : candidates;
  // (Not found, a question of what to do — make an offer — is the rest of the chat's to answer.)
  if (found.length === 0 && asks.offer.test(question)) return null;
  // (The street as its homes' pages spell it, "Wensley Avenue" for "wensley ave", once one is found.)
  const spelt = found[0]?.address.replace(/^\S+\s+/, "").split(",")[0] ?? titled(street.typed);
  const where = street.number ? `${street.number} ${spelt}` : `on ${spelt}`;
  const notOfTheChannel = otherChannel ? `We have no home ${forTab} ${where}: ${pageLink(`/${tab}`, `search our homes ${forTab}`)}. ` : "";
  if (found.length === 0) return notFoundAnswer(question, street, channel, where);
  const current = found.filter((home) => home.status === "current");
  const listed = current.length > 0 ? current : found;
  const shown = listed.slice(0, 2);
  const intro =
    listed.length <= 1
      ? ""
      : current.length === 0
        ? `None of our homes ${where} is on the market now. `
        : `We have ${listed.length} homes ${where}. `;
  const others = listed.slice(2).map((home) => pageLink(listingPath(home.slug), home.address));
  const more = others.length > 0 ? ` Also ${where}: ${spokenList(others)}.` : "";
  const onTheMarket =
    current.length === 0 ? ` Our ${pageLink("/buy", "homes for sale")} and ${pageLink("/rent", "homes for rent")} are on our website.` : "";
  const many = shown.length > 1;
  // (Sold or leased homes are not to be inspected.)
  const onTheMarketShown = shown.some((home) => home.status === "current");
  const after = !many
    ? ""
    : !onTheMarketShown
      ? " Each home's page has its details."
      : asks.viewing.test(question)
        ? ` To see one at another time, choose 'Arrange an inspection' in the enquiry form on its page and the agent will set one up.`
        : " Each home's page has the photos, the open homes and the agent's details.";
  return notOfTheChannel + intro + shown.map((home) => homeAnswer(home, question, now, many)).join(" ") + more + after + onTheMarket;
}

/** No home of ours where a message says (`where`: "on Wensley Avenue", "12 Wensley Avenue"): where to look instead. */
function notFoundAnswer(
  question: string,
  street: NonNullable<ReturnType<typeof namedStreet>>,
  channel: "sale" | "lease" | null,
  where: string,
): string {
  const tab = channel === "lease" ? "rent" : "buy";
  const forTab = tab === "rent" ? "for rent" : "for sale";
  // ("Rentals on Kurrajong Avenue?": none there now, and where the rest are.)
  if (street.homes) {
    return `We have no ${channel === "lease" ? "homes for rent" : channel === "sale" ? "homes for sale" : "homes listed"} on ${titled(street.typed)} at the moment. ${pageLink(`/${tab}`, `Search all our homes ${forTab}`)} by suburb, or to hear when one comes up, choose 'E-mail me new matches' under a search.`;
  }
  const gone = `it may have ${channel === "lease" ? "been leased" : channel === "sale" ? "sold" : "sold, been leased"} or been taken off the market`;
  const contact = `call us on ${agencyPhone}, send a message through the ${pageLink("/contact", "contact form")}, or ${chatLeadCue} and an agent will help.`;
  // ("kurrajong ave rental in leppington": the suburb's homes of that kind are where to look instead.)
  // (Not an address's past sales, which the site does not hold: "sale history for 9 Banksia Crescent, Oran Park?")
  const [suburb] = detectSuburbs(question);
  if (suburb && !/\b(sold|history|sell for)\b/i.test(question)) {
    const location = locationSlug(suburb);
    // ("What is the price for the home in Shiraz Street Gledswood Hills?": either kind, when the message says neither.)
    const search = channel
      ? pageLink(`/${tab}?location=${location}`, `See our homes ${forTab} in ${suburb}`)
      : `See our ${pageLink(`/buy?location=${location}`, `homes for sale in ${suburb}`)} and ${pageLink(`/rent?location=${location}`, "for rent there")}`;
    return `We have no home ${channel ? `${forTab} ` : ""}${where} among our listings at the moment: ${gone}. ${search}, or ${contact}`;
  }
  return `I'm sorry, I don't know that home: I can't find one ${street.number ? "at " : ""}${where} among our listings, so ${gone}. ${pageLink("/buy", "Search our homes for sale")} or ${pageLink("/rent", "homes for rent")}, ${contact}`;
}

/**
 * "The house on Holdsworth Drive, is it for rent? → how many bedrooms?": a short question of a home's page, after a
 * message that named the home by its street, asked of that home. Null when the question names a place of its own, or
 * the message before named no home.
 */
export async function namedHomeFollowUpAnswer(db: Db, question: string, before: string | undefined, now: Date): Promise<string | null> {
  const street = before ? namedStreet(before) : null;
  if (!street || namedStreet(question) || detectSuburbs(question).length > 0) return null;
  const words = question.split(/\s+/).filter(Boolean).length;
  const ofIt = /\b(it|its|it's|the (house|home|place|property|townhouse|unit|rental)|there|that one)\b/i.test(question);
  // ("→ what's the bond usually?": a question of the rules, not of that home.)
  const ofTheRules = /\b(usually|generally|normally|typically|in general|by law|legally|maximum|max)\b|\bwhat('s| is) an?\b/i;
  // (What only its owners know, what its page does not hold, and a judgement of it are handed over as when it is named.)
  const ofTheHome = [...Object.values(asks), onlyTheOwnersKnow, notOnItsPage, judgement].some((pattern) => pattern.test(question));
  // ("→ And when could we move in?", "→ is there another inspection this week?": a home's date or its inspections ask of
  // the home named before, "it" or not; not how a bond is lodged, whether a smell has gone, nor the rules of inspections.)
  const plainlyOfAHome =
    (asks.moveIn.test(question) || inspectionAsked.test(question)) &&
    !/\b(limit|how many|allowed|notice|rules?|law|legal\w*|building|pest|pre-?purchase|strata)\b/i.test(question);
  if (words > (plainlyOfAHome ? 14 : ofIt ? 12 : 5) || ofTheRules.test(question) || !ofTheHome) return null;
  const noun = /\b(rent\w*|lease|leasing)\b/i.test(before ?? "") ? "the rental" : "the home";
  // (In the suburb the message before named, for where to look when it is gone.)
  const [suburb] = detectSuburbs(before ?? "");
  const home = `${street.number ? `${street.number} ${street.typed}` : `${noun} on ${street.typed}`}${suburb ? ` in ${suburb}` : ""}`;
  return namedHomeAnswer(db, `${home}: ${question}`, now);
}

const inspectionAsked = /\b(open (?:home|house|inspection)s?|inspections?|inspect|viewings?|view it)\b/i;

/**
 * "Is the Eastwood Road house near the station?": the suburb of the home a message names by its street (when every home
 * of ours there is in one), for the rest of the chat to answer the question of; null when it names none.
 */
export async function suburbOfNamedHome(db: Db, question: string): Promise<string | null> {
  const street = namedStreet(question);
  if (!street || ownHome.test(question)) return null;
  const suburbs = new Set((await homesOnStreet(db, street.name, { number: street.number })).map((home) => home.suburb));
  const [suburb] = suburbs;
  return suburbs.size === 1 && suburb ? suburb : null;
}
