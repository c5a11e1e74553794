import "server-only";
import { team as firstTeam } from "@/content/team";
import { commonWords } from "./common-words";

/**
 * How the knowledge base and the questions are cut into search terms: lower-cased words, common
 * English filler dropped, and a light suffix stripper so that "inspections", "selling" and "rented"
 * meet "inspection", "sell" and "rent".
 */
const stopWords = new Set(
  (
    "a an the and or but if then so of to in on at by for from with without into onto about as than too very " +
    "is are was were be been being am do does did doing done have has had having will would shall should can could may might must " +
    "i me my mine we us our ours you your yours he him his she her it its they them their there here this that these those " +
    "what whats which who whom whose when where whereabouts abouts why how hows whats wheres whos " +
    "not no nor either neither yes please tell know let like just also any some much really quite get gets getting got gotten give go going want wants wanted need needed keen plus " +
    "s t d ll re ve m n hi hey hello thanks thank ok okay " +
    "u r ur ya pls plz wat wot im ive id youre theyre theyve youve weve hes shes theyd youd dont doesnt isnt cant wont didnt arent hasnt havent hadnt wasnt werent wouldnt couldnt shouldnt out usually usual typical typically normally generally currently actually always often frequently regularly once " +
    "anyone someone anybody somebody something anything nothing nobody nobodys noone lol lols haha hahaha lmao omg many whens wheres thats theres heres its lets happen happens happened " +
    // Words that join a question without being what it asks about ("while I'm still living there", "what exactly").
    "while still through even ever whenever whoever whatever exactly decent over till til until atm guys yous youse folks round around roughly approximately approx ballpark between all sometime sometimes somewhere anywhere wen hw hav wich actualy realy shud wud " +
    // Fillers around a question ("how much bond do you take anyway", "what do you reckon", "do you think").
    "anyway anyways reckon reckons think thinks thought guess guessing guessed assume assuming presume presuming wonder wondering per meant supposed because coz cos stuff " +
    // A choice told ("we're leaning towards Oran Park"): the place chosen is what is said.
    "leaning towards toward " +
    // Hedges ("how long is it likely to sit empty?") and reported speech ("the landlord said …", "texted that …").
    "likely probably possibly perhaps maybe ideally preferably specifically particularly especially said says saying told mention mentions mentioned mentioning texted texting messaged emailed " +
    // Feelings about it ("they're hopeless", "without a big headache", "it's pretty dated"): how it is, not what is asked.
    "hopeless useless terrible awful horrible rubbish hassle headache headaches nightmare pain pretty dated annoying frustrating ridiculous heaps stressed stressful worried confused confusing honestly seriously"
  ).split(/\s+/),
);

/** "3 opens a week", "can we do opens": open homes counted or held, not the office that "opens" at nine. */
export const countedOpens = String.raw`(?<=\b(\d+|two|three|four|five|six|many|more|weekly|multiple|several|extra|do|does|doing|hold|holds|holding|run|runs|running|want|wants|wanting|have|has|having) )opens\b`;

/** Money put down on a purchase ("how much do we put down when we exchange?"), not roots, a pet or a floor put down. */
export const putDownMoney = /\b(put|puts|putting) down\b(?! (roots|the (dog|cat|pet)|carpets?|floor\w*|tiles|turf|rugs?)\b)/i;

/** Words so common in this domain that matching only them does not mean we know the answer. */
export const weakTerms = new Set(
  (
    "property propertie home house place unit apartment flat villa duplex real estate agent agency ironbark realty area suburb sydney south west nsw " +
    "good best great nice recommend info information detail find look looking make take time help thing way people " +
    // (These say only how strongly: "surely", "completely".)
    "surely completely totally absolutely literally " +
    // (A "policy" on something is the rules for it: "a cancellation policy for the agency agreement".)
    "policy policies " +
    "offer provide service servic day week month year one new after later look live living before see show near now more say know local " +
    "part parts two three four five six seven eight nine ten eleven twelve allow allowed permitted permit since monday tuesday wednesday thursday friday weekday ago morning morn arvo afternoon evening night tonight today yesterday tomorrow overnight ignore ignores ignoring ignored " +
    "itself actually really just even still money under different answer behind talk speak chat happy up every set call ring mostly mainly only deal work better think put read few several taking took moment nowadays lately bit handle well suggest straight away next meantime meanwhile wait already instead little whether shall upon kindly other above again feel feels last both saw same exact recipient etc tired use uses used using everyone everybody legit legitimate legal illegal legally"
  )
    .split(/\s+/)
    .map((w) => stem(w)),
);

/** "putting" → "put", "planned" → "plan": the consonant doubled before the ending goes with it. */
function undoubled(w: string): string {
  return w.length > 3 && /([bdgmnprt])\1$/.test(w) ? w.slice(0, -1) : w;
}

export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(ss|sh|ch|x)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing")) w = undoubled(w.slice(0, -3));
  // "Carried" is "carry", "applied" is "apply".
  else if (w.length > 5 && w.endsWith("ied")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 5 && w.endsWith("ed")) w = undoubled(w.slice(0, -2));
  if (w.length > 5 && w.endsWith("er") && !w.endsWith("eer")) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith("e") && !w.endsWith("ee")) w = w.slice(0, -1);
  return w;
}

/** Words people use for the same thing, searched as one ("kind of homes" finds "types of homes"). */
const synonyms: Record<string, string> = {
  // "the closest station" is the site's "nearest"; "grew up" is growing up; "thru" is through.
  closest: "nearest",
  // A "historic" homestead is a suburb's history ("what's the history of Gledswood Hills?").
  historic: "history",
  // When a deposit is "payable" is when it is due.
  payable: "due",
  // Deciding is making the decision ("who decides on the applicant?" — "you make the final decision").
  decision: "decid",
  decisions: "decid",
  grew: "grow",
  afterwards: "after",
  afterward: "after",
  thru: "through",
  kind: "type",
  sort: "type",
  // "Can I negotiate it?" is asked of what is "negotiable".
  negotiate: "negoti",
  negotiates: "negoti",
  negotiated: "negoti",
  negotiating: "negoti",
  negotiable: "negoti",
  manage: "manag",
  manager: "manag",
  managers: "manag",
  managing: "manag",
  management: "manag",
  managed: "manag",
  sale: "sell",
  sales: "sell",
  sold: "sell",
  rental: "rent",
  rentals: "rent",
  ready: "prepar",
  prep: "prepar",
  preparation: "prepar",
  b4: "befor",
  photograph: "photo",
  photographs: "photo",
  // "If somebody die inside house …": a death in the home, a subject of its own, whatever the word's form.
  die: "death",
  dies: "death",
  died: "death",
  dying: "death",
  deaths: "death",
  deceased: "death",
  // "Are you shut on Sunday?" asks whether the office is closed.
  shut: "clos",
  // "How fast …?" asks what "how quickly …?" asks.
  fast: "quick",
  quickly: "quick",
  faster: "quick",
  quicker: "quick",
  speedy: "quick",
  // A rabbit or a budgie is a pet, which the site names by dogs, cats and pets.
  rabbit: "pet",
  rabbits: "pet",
  bunny: "pet",
  bunnies: "pet",
  hamster: "pet",
  hamsters: "pet",
  ferret: "pet",
  ferrets: "pet",
  budgie: "pet",
  budgies: "pet",
  // "Moved", "moves" and "moving" are one word ("move" is too short for the suffix stripper).
  move: "mov",
  moves: "mov",
  moved: "mov",
  // "The quietest streets" are quiet ones, "the cheapest suburb" an affordable one (the site speaks of neither in
  // superlatives).
  quietest: "quiet",
  cheapest: "afford",
  safest: "safe",
  // "What does your marketing involve?" asks what it includes.
  involve: "includ",
  involves: "includ",
  entail: "includ",
  entails: "includ",
  // An oven or a stove is a cooking appliance.
  oven: "cook",
  ovens: "cook",
  stove: "cook",
  cooktop: "cook",
  // A septic tank is the on-site wastewater system acreage relies on.
  septic: "wastewat",
  // A "discount" on duty is a concession.
  discount: "concession",
  discounts: "concession",
  // Organising repairs is arranging them, and arranging them is coordinating them.
  organise: "arrang",
  organises: "arrang",
  organised: "arrang",
  organising: "arrang",
  organize: "arrang",
  organizes: "arrang",
  organized: "arrang",
  organizing: "arrang",
  coordinate: "arrang",
  coordinates: "arrang",
  coordinated: "arrang",
  coordinating: "arrang",
  coordination: "arrang",
  swap: "switch",
  transfer: "switch",
  hrs: "hour",
  wk: "week",
  wks: "week",
  hr: "hour",
  ph: "phone",
  mob: "phone",
  mobile: "phone",
  email: "mail",
  emails: "mail",
  "e-mail": "mail",
  stylist: "styl",
  stylists: "styl",
  stager: "styl",
  stagers: "styl",
  staging: "styl",
  cost: "fee",
  costs: "fee",
  charge: "fee",
  charges: "fee",
  cheap: "afford",
  affordable: "afford",
  budget: "afford",
  pick: "choos",
  picks: "choos",
  picking: "choos",
  picked: "choos",
  select: "choos",
  selects: "choos",
  selecting: "choos",
  chooses: "choos",
  choosing: "choos",
  chose: "choos",
  kids: "child",
  kid: "child",
  children: "child",
  train: "station",
  trains: "station",
  rail: "station",
  railway: "station",
  valuation: "apprais",
  valuations: "apprais",
  appraisal: "apprais",
  appraisals: "apprais",
  agents: "agent",
  // A "reno" is a renovation, and a renovation is renovating.
  reno: "renovat",
  renos: "renovat",
  renovation: "renovat",
  renovations: "renovat",
  // Marketing a home is advertising it, not the property market ("how's the market?").
  marketing: "advertis",
  marketed: "advertis",
  // "Can the ad say $780,000+?": an ad is an advertisement.
  ad: "advertis",
  // "The max bond" is the most it can be.
  max: "maximum",
  ads: "advertis",
  advert: "advertis",
  adverts: "advertis",
  realtor: "agent",
  realestate: "agent",
  cbd: "city",
  downsides: "con",
  downside: "con",
  disadvantages: "con",
  drawbacks: "con",
  cons: "con",
  upsides: "pro",
  advantages: "pro",
  pros: "pro",
  // (Not "job" nor "vacancies": the site's "larger jobs" are repairs, and its vacancies empty homes.)
  careers: "career",
  hiring: "career",
  // A "plane" is no "plan".
  plane: "aircraft",
  planes: "aircraft",
  jet: "aircraft",
  jets: "aircraft",
};

/** One raw token to its search term, or null when it carries no meaning. */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/['’]/g, "");
  if (word.length === 0 || stopWords.has(word)) return null;
  return synonyms[word] ?? stem(word);
}

/** Raw lower-case words of a text, apostrophes dropped: the vocabulary the spelling corrector knows. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’]+/u)
    .map((w) => w.replace(/['’]/g, ""))
    .filter((w) => w.length > 0);
}

/** Edit distance with adjacent transpositions ("acerage" → "acreage" is one edit), giving up above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * A spelling corrector over the site's own words: a word the site never uses ("managment", "acerage", "setlement")
 * becomes the closest word it does use (one edit for short words, two for words of seven letters or more), the most
 * common one on a tie. Words with no close match stay as they are, so "Airbnb" remains a topic the site lacks.
 */
export function createSpellCorrector(
  vocabulary: Map<string, number>,
  knownTerms: ReadonlySet<string> = new Set(),
): (text: string) => string {
  const cache = new Map<string, string>();
  const byLength = new Map<number, string[]>();
  for (const word of vocabulary.keys()) {
    if (word.length < 4 || /\d/.test(word)) continue;
    const list = byLength.get(word.length) ?? [];
    list.push(word);
    byLength.set(word.length, list);
  }
  function correctWord(word: string): string {
    // A word the site uses in another form ("renovating" beside "renovate") is no typo.
    if (
      word.length < 4 ||
      stopWords.has(word) ||
      coinedTerms.has(word) ||
      vocabulary.has(word) ||
      word in synonyms ||
      /\d/.test(word) ||
      knownTerms.has(stem(word)) ||
      commonWords.has(word)
    )
      return word;
    const known = cache.get(word);
    if (known !== undefined) return known;
    // A doubled letter typed for a single one ("catt", "tennant", "offten") is that word, short as it may be.
    const single = word.replace(/(.)\1+/g, "$1");
    if (single !== word && (vocabulary.has(single) || stopWords.has(single) || knownTerms.has(stem(single)))) return single;
    const max = word.length >= 7 ? 2 : 1;
    let best = word;
    let bestDistance = max + 1;
    let bestCount = 0;
    for (let length = word.length - max; length <= word.length + max; length++) {
      for (const candidate of byLength.get(length) ?? []) {
        // A known word inside a longer one is another word, not its typo ("upfront" is not "front").
        if (word.length - candidate.length >= 2 && (word.startsWith(candidate) || word.endsWith(candidate))) continue;
        const distance = editDistance(word, candidate, max);
        const count = vocabulary.get(candidate) ?? 0;
        if (distance < bestDistance || (distance === bestDistance && distance <= max && count > bestCount)) {
          best = candidate;
          bestDistance = distance;
          bestCount = count;
        }
      }
    }
    if (cache.size > 5000) cache.clear();
    cache.set(word, best);
    return best;
  }
  return (text) =>
    text.replace(/[\p{L}'’]+/gu, (token) => {
      const word = token.toLowerCase().replace(/['’]/g, "");
      const corrected = correctWord(word);
      return corrected === word ? token : corrected;
    });
}

/**
 * Subjects the rewrites name whole that the site does not cover ("land tax", "is it tax deductible?"): a rule that shares
 * the question's other words does not answer them. Each is registered by the rewrite that coins it (`notCovered`).
 */
const uncoveredSubjects = new Set<string>();

/** A rewrite's one-word term for a subject the site does not cover. */
function notCovered(term: string): string {
  uncoveredSubjects.add(processTerm(term) ?? term);
  return ` ${term} `;
}

/**
 * "My elderly mum Margaret rents a unit …", "asking for my client Hamid": the person asked for, named or described, is
 * who the question is for, not what it is about. (Case-sensitive: a name is capitalised.)
 */
const askedForSomeone =
  /(?:^|(?<=[.?!;:]\s*)|\b(?:I'?m |I am |just )?(?:asking|enquiring|writing) (?:for|on behalf of) )\s*(?:[Mm]y|[Oo]ur) (?:(?:elderly|aged|adult|grown[- ]up|older|younger|little|big|best|old|teenage|widowed|retired|dear) )*(?:mum|mom|mother|dad|father|son|daughter|sister|brother|friend|mate|client|boss|aunt|aunty|auntie|uncle|grandmother|grandfather|grandma|grandpa|gran|nan|nanna|partner|cousin|colleague|neighbour|neighbor|niece|nephew|parents|in-laws|mother-in-law|father-in-law|sister-in-law|brother-in-law)(?:,? (?:[A-Z][a-z]+)(?: (?:and|&) (?:[A-Z][a-z]+))?(?=[\s,.?!'’-]))?/g;

/** Phrases asked in other words than the site's: rewritten before the question is searched. */
type Replacement = string | ((match: string, ...groups: string[]) => string);

const ordinalWeeks: Record<string, string> = { first: "1", second: "2", third: "3", fourth: "4" };

/** "Do you need a receptionist?", "does your office want staff?": asking whether we are hiring, by the role. */
export const asksForStaff =
  /\b(do|does) (you|u|ya|your (agency|office|team))( guys)? (need|want) (a |an |any |another |more |new |extra )?(receptionists?|admin(istration|istrative)? (staff|assistants?)|(office |personal )?assistants?|juniors?|trainees?|apprentices?|staff)\b/i;

/**
 * "I'm a receptionist, can I apply?": someone of an estate agency's own trades asking to apply, which is for a job with
 * us — not for a home ("I'm a nurse, can I apply?"; "… can I apply for the rental?").
 */
export const appliesAsOurTrade =
  /\b(i'?m|i am|im) (a|an) (qualified |experienced |licensed |trained |junior |senior )?(receptionist|admin(istration|istrative)? assistant|(sales|leasing|real estate) (agent|consultant)|property manager)\b[^.?!]{0,30}\b(can|could|may|should) i apply\b(?=\s*([?.!,]|$|for (a |the |this |that )?(job|role|position|vacancy)|to (work|join)))/i;

/** Building work that needs approval, and approvals asked about ("what approvals would I need?"). */
const buildingWords = String.raw`build\w*|renovat\w*|extend\w*|extension|convert\w*|garage|deck|granny flat|pergola|carport|shed|bedroom`;
const approvalsAsked = String.raw`(what|which|any) (council |building |planning )?approvals?\b`;

/** `phrase` said within a clause (80 characters, no sentence end) before or after `near`: the phrase alone is matched. */
function nearEachOther(phrase: string, near: string): RegExp {
  return new RegExp(String.raw`\b${phrase}\b(?=[^.?!]{0,80}\b${near}\b)|(?<=\b${near}\b[^.?!]{0,80})\b${phrase}\b`, "gi");
}

/**
 * Details passed on, the privacy policy's subject (text-terms' rewrite and service-documents' `asksAboutPrivacy` share
 * them): "do my details get sold on?"; whom a visitor may ask us to pass them to ("give my details to Daniel so he can
 * call me back" is no privacy question).
 */
export const detailsPassedOn = String.raw`\b(details|info|information|data|numbers?|e-?mails?)\b[^.?!]{0,15}\b(get|gets|be|being|are|is) (sold|shared|passed|given|handed)( on)?`;
// (The team's first names as first written, from the team's content: the patterns are compiled once, while staff may
// add or rename members later; someone they add is read as anyone the visitor names.)
export const ourOwnPeople = [
  ...firstTeam.map((member) => member.name.split(" ")[0]?.toLowerCase() ?? ""),
  String.raw`the agent|the (property )?manager|whoever|someone|somebody|an agent`,
].join("|");
export const forACallBack = String.raw`(?![^.?!]{0,50}\bso (he|she|they|someone|somebody|an agent) can\b)`;

/** A prize or a gift, whose worth is a sum of money, not a home's value (here and in the answerer's reading of intent). */
export const prizeWords = String.raw`scholarships?|prizes?|grants?|sponsorships?|donations?|awards?|bursar(y|ies)|vouchers?|gift cards?`;

/** "Once we both sign off": both sides agreeing, said of the bond either before or after it. */
const signsOff = String.raw`\b(we |they )?both sign( it)?( off)?\b|\bsign(s|ed|ing)? off( on (it|the (bond|claim|form)))?\b`;

/**
 * A seller paid after a sale or an exchange named in the sentence or the one before ("we sold. when are we paid?"), or
 * sellers paid at a sale named after ("is the seller paid at exchange or settlement?"): the sale's proceeds. Not the
 * agent's fee, a bond, a grant, a loan or wages, named in the sentence before it or after; not "we paid" (something paid
 * by the visitor), which has no "is"/"get" with it. (Read beside the match, not in a lookbehind, which would be tried at
 * every letter of every message.)
 */
function sellerPaid(match: string, ...rest: unknown[]): string {
  const [asked, subject = "", verb] = rest as (string | undefined)[];
  if (!asked && !verb) return match;
  const text = rest.at(-1) as string;
  const offset = rest.at(-2) as number;
  const before = text.slice(0, offset);
  const sentenceBefore = before.slice(before.search(/[^.?!]*$/));
  const twoSentencesBefore = before.slice(before.search(/[^.?!]*[.?!]?[^.?!]*$/));
  const after = text.slice(offset + match.length).split(/[.?!]/)[0] ?? "";
  const notTheSale =
    /\b(agents?|agent's|commission|grant|bond|rent|loan|deposit|refund|insurance|wages?|tenants?|tradies?|tradespeople)\b/i;
  const afterASale = /\b(sells?|selling|sale|sold|exchange[sd]?|exchanging)\b/i.test(twoSentencesBefore);
  const sellersAtASale = /\b(sellers?|vendors?)\b/i.test(subject) && /\b(sale|sold|exchange|settlement)\b/i.test(after);
  return (afterASale && !notTheSale.test(sentenceBefore) && !notTheSale.test(after)) || sellersAtASale
    ? " receive the money after exchange "
    : match;
}

/** "Can I list it at $850k–$950k?": a seller's own home advertised at a range of prices (the price-guide rule's subject). */
// ("Could the ad say $850,000 to $950,000?": the advertisement's price; "could we put a range like $850k to $950k on it?";
// "advertise it as 1.1 to 1.3 million" too, a sum
// with its unit, not "list it with 2 to 3 agents".)
export const sellersPriceRange = String.raw`\b((list|advertis|market)\w* (it|my (house|home|place|property)|our (house|home|place|property)|the (house|home|place|property)) (at|for|as|with)|(the|our|my) (ad|ads|advert|advertisement|listing) (say|says|show|shows|read|reads|state|states|list|lists|have|has|be|go out at)|(put|use|give|show) (it |the (house|home|place) )?(a )?(price )?range( like| of| such as)?)\b[^.?!]{0,15}(\$\s?[\d.,]+\s?(k|m|mil)?\s?(to|-|–)\s?\$\s?[\d.,]+\s?(k|m|mil)?|\d[\d.]*\s?(k|m|mil|million)?\s?(to|-|–)\s?\d[\d.]*\s?(m|mil|million|k)\b)`;

/*
 * Plain English said in the site's own words, before a question is searched. (How a message is written — its wrapping,
 * shorthand and second-language grammar — is put plainly before this, in plain-message.ts.)
 */
/** The move in of a tenancy: "on move-in day", "when we moved in", "new tenants", "the start of the lease". */
const startOfTenancy = String.raw`\b(move[- ]in|moving in|moved in|new tenants?|start of (the |my |our )?(lease|tenancy))\b`;
const stateRecorded = String.raw`\b((document|record|photograph|note down) (the place|the house|the home|the property|the rental|the unit|its condition|the condition|everything)|(damage|marks?|scratch(es)?|stains?|dents?|wear)( \w+){0,3} (that )?(was|were) already there)\b`;
/** The state of a home recorded, or found "already there", beside the start of a tenancy. */
const stateAtTheStartOfATenancy = new RegExp(
  String.raw`(?<=${startOfTenancy}[^.?!]{0,100}?)${stateRecorded}|${stateRecorded}(?=[^.?!]{0,60}${startOfTenancy})`,
  "gi",
);

const phrasings: readonly [RegExp, Replacement][] = [
  [askedForSomeone, " they "],
  // "How long does the refund take to land?": money that lands or hits the account is paid.
  [
    /(?<=\b(refund|money|funds|payment|bond|deposit)\b[^.?!]{0,30})\b(land|arrive|hit (my|our|the) (account|bank)( account)?|show up)\b(?=[\s?.!]*$)/gi,
    " be paid ",
  ],
  // "What does '$750,000+' mean?" asks what the price label is: "mean" is no subject a passage must name.
  [/^(\W*)what (does|do) (['"‘“]?\$[\d,.]+\s?(k|m)?\+['"’”]?)( on (a|the|your) (listing|ad|advert))? (mean|stand for)\b/gi, "$1what is $3"],
  // "An empty block behind the house … what's going to be built there?": vacant land, and what is proposed on it.
  [/\b(empty|vacant|spare|undeveloped) (blocks?|lots?|land|paddocks?)( of land)?\b/gi, " vacant land "],
  [/\bwhat('s| is| are)? (going to|gonna|planned to|likely to) (be|get) (built|put up|going up)\b/gi, " what is proposed "],
  // "The airport blog post mentioned checking something about noise": the article read is where it was said, no subject.
  [
    /(?<=\b(read|saw|seen|that|the|your|this|in|from)\b[^.?!]{0,30})\b(blog ?posts?|blogs?|articles?|posts?)\b(?=[^?]*\b(said|says|mentioned|mentions|talked|talks|recommended|recommends|suggested|suggests)\b)/gi,
    " ",
  ],
  // "… on a Sunday morning after my night shift finishes": when the visitor is free, not what they ask about.
  [
    /\b(after|before) (my|our|his|her|the) ((night|day|late|early|evening) )?(shift|work|school run|school pick-?up)( (finishes|ends|is over|is done))?\b/gi,
    " ",
  ],
  // "If you manage it while I'm interstate", "money-wise": where the landlord is, and "-wise", are no subjects.
  [
    /(?<=\b(manag\w*|look after|rent\w*|reports?|reporting|statements?)\b[^.?!]{0,60})\bwhile (i'?m|i am|we'?re|we are|i'?ll be|we'?ll be) (interstate|overseas|away|abroad|working away|away for work|o\/s)\b/gi,
    " ",
  ],
  [/\b(money|cash|finance|financial)-wise\b/gi, "$1"],
  // "How much bond do I need to pay?": the amount of the bond; paying is how it is asked, no subject of its own.
  [
    /(?<=\bhow much ([\w'-]+ ){1,2})(do|would|will|should|must|does|did) (i|we|you|u|they|a tenant|tenants) (need to |have to |got to )?pay( for)?\b/gi,
    " ",
  ],
  // "How often would you be checking the condition?": routine inspections.
  [
    /\bcheck(ing|s|ed)? (on )?(the )?(condition|state)( of (the |my |our )?(place|house|home|property|rental|unit))?\b/gi,
    " inspect condition ",
  ],
  // "Out of a pile of applications": from the applications; "inv prop" is an investment property, "4 my" for my; a
  // hobby farm is acreage; money "wasted" on something is money spent on it.
  [/\b(out of |from )?(a |the )?(pile|stack|bunch|heap|load|mountain) of (applications|applicants|offers|enquiries)\b/gi, " $4 "],
  [/\binv\.? ?props?\b/gi, " investment property "],
  // Someone who "specialises in" something: the something is the subject ("… specialise in downsizing?").
  [/\bspeciali[sz](e|es|ed|ing) in\b/gi, " in "],
  // "Is Gregory Hills worth a look for the next one?", asked by someone with investments: a good suburb for investors.
  [/\bworth (a look|considering|a punt|a shot|buying (in|into)|investing in)\b/gi, " good "],
  [/\b(i|we)('ve| have)?( got| own)? (\w+ )?(investment propert(y|ies)|investments|rental propert(y|ies))\b/gi, " $& as an investor "],
  [/\b4 (?=(my|me|the|a|an|our|your|u|us)\b)/gi, "for "],
  [/\bhobby farms?\b/gi, " acreage farm "],
  [/(?<=\b(what|which)\b[^.?!]{0,30})\bwast(e|ing) (money|cash|dollars|\$+) on\b/gi, " spend money on "],
  // ("… waste money on beforehand?": when, no subject.)
  [/(?<=\bmoney on\b\s*)\bbeforehand\b/gi, " "],
  // "Danny Whitford": Daniel, by the name he is called.
  [/\bdann?y\b|\bdan(?= whitford\b)/gi, "Daniel"],
  // Soccer is the football the site names ("a junior football side in Narellan").
  [/\bsoccer\b/gi, "football"],
  // "cooloff how many days": the cooling-off, written as one word; "y/n" asks yes or no, no word of its own.
  [/\bcool(ing)?offs?\b/gi, " cooling-off "],
  [/\s*\by\s?\/\s?n\b\??/gi, "?"],
  // An emergency repair is what the rules call an urgent one ("is a blocked toilet an emergency repair?").
  [/\bemergency (repairs?|fix(es)?|jobs?|plumb\w*)\b/gi, " urgent repair "],
  // Money "back in my account" is money back: the bank account is no subject ("how long until the bond's back in my account?").
  [
    /(?<!\b(get|gets|getting|got|log|logging|logged|sign|signing|signed|go|going) )\b(back|returned|refunded|repaid|paid back)( \w+)? (in|into|to) (my|our|your|the) (bank )?account\b/gi,
    " $2 ",
  ],
  // "What street are you on?" asks where the office is, not about streets.
  [
    /\b(what|which) (street|road) (are|is) (you|u|ya|your (office|agency)|the (office|agency))( guys)? (on|in|located)\b/gi,
    " where is your office address ",
  ],
  // Approval to build or convert ("what approvals would I need to turn the garage into a bedroom?") is council's, which the
  // site does not cover: not a loan's pre-approval.
  [
    new RegExp(
      String.raw`\b${approvalsAsked}(?=[^?]{0,60}\b(${buildingWords}|demolish\w*|knock\w* down)\b)|(?<=\b(${buildingWords})\b[^.!]{0,100})\b${approvalsAsked}|\bwhat approvals (would|will|do|does|might) (i|we|you|they) need\b(?=\s*[?.!]?\s*$)|\b(council|building|planning|da) approvals?\b`,
      "gi",
    ),
    notCovered("buildingapproval"),
  ],
  // How long a lender takes to approve a loan is the lender's to say: not the rental decision's speed, nor whether to get
  // pre-approval ("how long does loan approval take?").
  [
    /\bhow (long|quick\w*|fast|soon)\b(?![^?]{0,30}\b(after|once|before|until|when)\b)[^?]{0,30}\b((home |house )?loan|mortgage|finance|bank) approvals?\b|\b((home |house )?loan|mortgage|finance) approvals?\b[^?]{0,20}\btakes?\b/gi,
    notCovered("loanapprovaltime"),
  ],
  // A vendor holding on to an offer ("can the vendor sit on our offer for a week?") is a subject the site does not cover.
  [/\b(sit|sits|sitting|hold|holds|holding) on (our|my|the|an|their|his|her) offer\b/gi, notCovered("offerheld")],
  // A maintenance issue is a repair to report ("how do I report a maintenance issue?").
  [/\bmaintenance (issues?|problems?|requests?|jobs?)\b/gi, " repair "],
  // A loan that falls through is a subject of its own, which the advice to confirm finance before exchange does not answer.
  [
    /\b(finance|loan|bank|lender)\b.{0,30}\b(pulled|pulled out|fell through|falls through|fallen through|declined|rejected|withdrawn|fell over|knocked (us|me) back)\b/gi,
    notCovered("financefellthrough"),
  ],
  // Smoking in a home is a subject of its own, which the smoke alarms do not answer ("can I smoke in my rental?").
  [
    /\bsmok(e|es|ing) (in|inside|indoors|on|at)\b|\bsmoking (allowed|permitted|ok|okay)\b|\b(can|may|allowed to) smoke\b/gi,
    notCovered("smokinginside"),
  ],
  // "Is Leppington handy for the airport?": close to it.
  [/\b(handy|convenient) (for|to)\b(?= (the |a |an )?\w)/gi, " close to "],
  // "Can I email the signed forms to you?": where to e-mail us.
  [
    /\b(can|could|should|do) (i|we) (just )?(e-?mail|send) (the |my |our |these |those )?(signed |completed |filled[- ]in )?(forms?|documents?|docs|paperwork|it|them|this|these)( (through|over|back))? to (you|u|ya|your office)\b/gi,
    " what is your email address ",
  ],
  // Seeing the home again before settlement ("before it's ours") is the final inspection, not an open home.
  [
    /\b(inspect|see|look at|walk through|check)( (it|the (house|home|place|property|unit|townhouse)))? (again|one more time|one last time)\b(?=.{0,30}\b(settlement|settles|it'?s (ours|ours officially)|we own it|(we )?get the keys)\b)|\bpre[- ]?settlement inspections?\b/gi,
    " final inspection ",
  ],
  // Approved for a rental: the decision on an application, not a landlord's approval of a repair quote.
  [
    /\b(get|be|getting|being|got) approved (for|on) (a|the|my|our|this|that) (rental|lease|place|house|unit|townhouse|property|apartment)\b/gi,
    " application decision ",
  ],
  // "Is water included in the rent?" asks who pays the water bill.
  [
    /\b(water|electricity|power|gas|internet|nbn)( and (water|electricity|power|gas|internet|nbn))? (is |are )?included in (the |my |our )?rent\b|\b(does|do|is|are) (the )?rent include (the )?(water|electricity|power|gas|internet|nbn)\b/gi,
    " who pays $1 $3 $9 bill ",
  ],
  // "Get my 4 bedroom house ready to sell": the size of the visitor's own home is theirs to tell, not what is asked.
  [
    /\b(my|our) (\d|two|three|four|five|six)[- ]?(bed|beds|bedroom|bedrooms|bedder|br|bdr)( (house|home|townhouse|unit|place|property|duplex|villa|apartment|flat))?\b/gi,
    " $1 home ",
  ],
  // "Which of the suburbs you cover has a train station?": which suburb, not the area we cover.
  [
    /\b(which|what) (one )?(of )?(the |your )?suburbs (do )?(you|u|ya|your (team|agency)) (cover|service|work in|sell in)\b(?=\s+(actually |really |even )?(has|have|is|are|got|gets|with)\b)/gi,
    " which suburb ",
  ],
  // "How long from making an offer to getting the keys?": the keys come at settlement.
  [/\b(to|until|till|before) (getting|get|collecting|picking up|receiving|we get|i get) (the |our |my )?keys\b/gi, " $1 settlement "],
  // Short stays ("manage my granny flat as an Airbnb") are not the long-term renting the site covers.
  [
    /\b(air ?bnb|short[- ]stays?|short[- ]term (rentals?|lets?|letting|accommodation)|holiday (lets?|letting|rentals?))\b/gi,
    notCovered("shortstay"),
  ],
  // "Rent the rooms out separately", "rent-by-the-room", a boarding house: letting by the room, which the site does not
  // cover.
  [
    /\b(rent|let|lease)(ing)?[- ](by|per)[- ]the[- ]room\b|\b(rent|let|lease)(ing)? (out )?(the )?rooms? (out )?(separately|individually|one by one|to different people)\b|\b(boarding|rooming) hous(e|es)\b/gi,
    notCovered("roomletting"),
  ],
  // Pets in a strata building: its by-laws, which the tenancy rule on pets does not cover.
  [/\bstrata\b.{0,40}\b(pets?|dogs?|cats?|animals?)\b|\b(pets?|dogs?|cats?|animals?)\b.{0,40}\bstrata\b/gi, notCovered("stratabylaws")],
  // "Is Oran Park a good place to live?", "what's the vibe like in Gledswood Hills?" ask about the place itself too.
  [/\b(a )?(good|nice|great|decent|lovely) (place|suburb|area|spot)( to (live|live in|move to|settle|settle in))?\b/gi, " "],
  [/\bthe (vibe|feel|atmosphere|character)( like)?\b/gi, " "],
  // "What's Gledswood Hills known for?" asks about the place itself: its overview.
  [/\b(what('s| is| are)|whats)\b(.{1,40}?)\b(best |most |well |mainly )?(known|famous|renowned) for\b/gi, "$1$3"],
  // "Is someone on your team a specialist for …?" asks for an agent, not about the team as a whole.
  [
    /\b(someone|anyone|somebody|anybody) (on|in|from|of) (your|the|ur) team\b(?= (a |an )?(specialist|expert|who (specialises|specializes|knows|covers|looks after|handles))\b)/gi,
    " an agent ",
  ],
  // A church school ("a Christian school", "a faith school") is one thing, which the site names by its church.
  [/\b(church|christian|religious|faith|faith[- ]based) (schools?|colleges?)\b/gi, " churchschool "],
  // Applying for a home loan is the lender's, not the rules that "apply" to a lot nor a rental application.
  [
    /(?<=\b(i|we|you|they|to|should|can|could|when|before|after|and|or)\s+(also |first |still |just )?)appl(y|ies|ying|ied) for (a |an |the |my |our )?(home |house )?(loans?|mortgages?|finance|pre-?approvals?)\b/gi,
    " get $5$6 ",
  ],
  // "What documents do I need to apply?", "what paperwork do we need for a lease application?", "what do you need from us
  // to apply?": what we check on an application (not for a loan or a grant).
  [
    /\bwhat (documents|docs|paperwork|papers|documentation|id|info|information|details) (do|will|would|should|does) (i|we|you|u|ya)( guys)? (need|want|bring|provide|have ready)\b( from (us|me))?( to apply\b(?! for (a |an |the )?(rental bond loan|bond loan|(home )?loan|mortgage|finance|pre-?approval|first home|grant))| for (a|an|the|my|our) (rental |lease )?applications?\b|(?=[^.?!]{0,40}\bappl(y|ying|ication)s?\b(?! for (a |an |the )?(rental bond loan|bond loan|(home )?loan|mortgage|finance|pre-?approval|first home|grant))))|\bwhat (do|will|would) (you|u|ya)( guys)? need (from|off) (us|me) (to apply|for (a|an|the|my|our) (rental |lease )?applications?)\b/gi,
    " what do you check on applications ",
  ],
  // What is checked "when I apply" is checked on the applications: the tenant checks ("we check identity, income …").
  [
    /\b(check|checks|checking|look at|look for|assess|verify)\b([^.?!]{0,20}?)\bwhen (i|we|people|someone|tenants?) appl(y|ies)\b/gi,
    " check$2 on applications",
  ],
  // Everyday Australian for what the site says plainly: contracts are "swapped" when exchanged, money is "coughed up",
  // a decision is "sussed out", an agreement has "the pin pulled", cash is "splashed", a job-seeker "puts their hand up".
  [
    /\bswap(s|ped|ping)?( over)? (the )?contracts\b|\bcontracts (are |were |get |got |have been |has been )?swapped\b/gi,
    " exchange contracts ",
  ],
  [/\bcough(s|ed|ing)? (it|that|them|this|the \w+) up\b/gi, " pay it "],
  [/\bsuss(ed|ing)? (it |that |things |this )?out\b/gi, " find out "],
  [/\bpull(s|ed|ing)? the pin\b/gi, " cancel "],
  [/\bsplash(es|ed|ing)? (out|the cash|cash|money|out cash|out money)( on)?\b/gi, " spend on "],
  [/\bput(ting)? (my|our|your) hands? up\b/gi, " apply "],
  [/\b(pop(s|ping|ped)?|swing(s|ing)?) (in|into|by|round|over)\b/gi, " visit "],
  [/\brock(s|ed|ing)? up\b/gi, " turn up "],
  [/\b(shut|shuts|shutting) down\b/gi, " closed "],
  // "… like a normal sale?" compares with the usual case; the question is about the sale named, not a private treaty.
  [
    /,?\s*(just )?(like|as (with|in|for)|same as) (a|an|any|with a) (normal|regular|usual|ordinary|standard) (sale|purchase|contract)\b(?=\s*([?.!,]|$))/gi,
    " ",
  ],
  // "Are your reviews legit?": what clients say of us, not a review of a contract.
  [/\b(your|ur|client|customer|google|online|the) (reviews|ratings|testimonials)\b/gi, " testimonials "],
  // "A Catholic primary for our daughter": whom it is for is the visitor's own, not what is asked.
  [/\bfor (my|our) (daughter|son|boy|girl|youngest|eldest|twins)\b/gi, " "],
  // "How long until the bond's back, and what if the landlord tries to keep some of it?": a claim on the bond.
  [
    /\b(tries|try|trying|wants?|going) to (keep|hold onto|hang onto|take) (some|part|all|any|most|half) of it\b/gi,
    (match, ...rest) => (/\bbond\b/i.test(String(rest.at(-1))) ? " claims the bond " : match),
  ],
  // "If we don't agree with the claim" disputes it.
  [
    /\b(do ?n[o']?t|do not|didn'?t|did not|can'?t|cannot) agree\b( (with|on|to))?( (it|that|this|the (claim|amount|deductions?)))?\b|\bdisagree(s|d|ing)?\b/gi,
    " dispute ",
  ],
  // A tenant who "causes trouble" is in a dispute ("do you go to the tribunal for me?").
  [
    /\b(tenants?|landlords?|neighbou?rs?|buyers?|sellers?|vendors?|owners?|agents?|they|he|she|who)( (does|do|did|might|may|will|would|could|ever|starts?|started|keeps?))? (caus|mak)(e|es|ed|ing) (trouble|problems|issues|drama|a fuss)\b/gi,
    " $1 dispute ",
  ],
  // Owners who rent their homes out are landlords; a race track is the old raceway.
  [
    /\b((property|home|investment|house) )?owners? who (rent|lease|let)\w*( (their|the|a|out))?( (homes?|houses?|propert(y|ies)|places?))?( out)?\b/gi,
    " landlords ",
  ],
  [/(?<=\bfor )(property|investment) owners\b/gi, " landlords "],
  [/\brace ?tracks?\b|\bracing (track|circuit)\b/gi, " raceway "],
  // "Where are you exactly?" asks where the office is.
  [/\bwhere (are|r) (you|u|ya)( guys)?( located| based)?( exactly)?(?=\s*[?.!]|\s*$)/gi, " where is your office address "],
  // "Am I up for stamp duty?" asks whether they pay it; "let off" it, whether they pay none.
  [/\b(am|are|is|will) (i|we|he|she|they|you) (still |even )?(be )?up for\b/gi, " do $2 pay "],
  [/\b(let|get|got|be) off (paying )?(?=(the )?(stamp|transfer)? ?duty\b)/gi, " pay no "],
  // "… not paying rent til it's fixed, fair enough?" asks whether it is allowed.
  [/\bfair enough\b(?=\W*$)/gi, " allowed "],
  [/\b(any )?(job )?openings\b|\btaking on (new )?(staff|people|agents|property managers)\b|\bjobs? going\b/gi, " hiring "],
  // "Are you hiring property managers?", "any jobs for a sales agent?": the role is a detail of asking for work with
  // us, not a question about property management or selling.
  [
    new RegExp(
      [
        /\b((are|r) (you|u|ya)( guys)?( currently| still)?|(do|does) (you|u|ya|your (agency|office|team))( guys)?( currently)?)( hiring| recruiting| taking on| looking for)( new| more| any| an?)? (staff|people|agents?|property managers?|sales ?(agents?|people|persons?|executives?|associates?|reps?)|receptionists?|admin\w*|(office |personal |sales )?assistants?|juniors?|trainees?|apprentices?|leasing (agents?|consultants?))\b/
          .source,
        asksForStaff.source,
        /\b(any )?(jobs?|positions?|roles?|vacanc(y|ies)|openings?|work|hiring) +(for|as) (a |an )?(property managers?|sales ?(agents?|people|persons?|executives?|associates?|reps?)|agents?|receptionists?|admin\w*|(office |personal |sales )?assistants?|leasing (agents?|consultants?))\b/
          .source,
      ].join("|"),
      "gi",
    ),
    " hiring ",
  ],
  [new RegExp(appliesAsOurTrade.source, "gi"), " hiring "],
  // "Which council is it under, Camden or Campbelltown?": the options offered are what the answer picks from, not what
  // it must name.
  [/^(\W*(?:which|what)\b[^,]{3,}),\s*[\w' -]+ or [\w' -]+\?*\s*$/i, "$1"],
  [
    /\b(fallen |fall(ing)? |got |get(ting)? )?behind (on|with) (my |the |our |their |his |her )?(rent|payments)\b|\b\d+ (days?|weeks?|months?) behind\b|\b(can'?t|cannot|couldn'?t|unable to) pay (my |the |our )?rent\b|\bmissed (a |my |the )?rent\b|\bowe (rent|money)\b/gi,
    " rent arrears ",
  ],
  // Interest on a bond or a deposit held in trust is a subject of its own, not how the bond is refunded.
  [/\b(bond|deposit)\b.{0,40}\binterest\b|\binterest\b.{0,20}\b(on|from) (the |my |our )?(bond|deposit)\b/gi, notCovered("bondinterest")],
  // Rent asked "upfront" or "in advance" is a subject of its own (a limit on it), not the bond beside it.
  [/\brent\b.{0,25}\b(up ?front|in advance)\b|\b(up ?front|in advance)\b.{0,15}\brent\b/gi, notCovered("rentinadvance")],
  // A share "taken from the price" is the commission; one "from the rent" is the management fee.
  [
    /\b(take|taking|takes|keep|keeping|get|gets) (from|off|out of|of) (the |my |our )?(sale |selling |sold )?(price|sale|proceeds)\b/gi,
    " commission ",
  ],
  [/\b(take|taking|takes|keep|keeping|get|gets) (from|off|out of|of) (the |my |our )?(weekly |monthly )?rent\b/gi, " management fee "],
  // "How much do you take when you sell my house?", "what cut do you take?": what the agency charges.
  [
    /\bhow much (do |would |will |does |did )?(you|u|ya|your (agency|agents?|office)|ironbark)( guys)? (take|keep|get|pocket)\b|\bwhat (cut|share|slice|percentage|percent|%|portion|chunk)( of (the |my |our )?[\w ]{0,20}?)? (do|would|will|does) (you|u|ya|your (agency|agents?))( guys)? (take|keep|get)\b|\b(your|ur) cut\b/gi,
    " how much charge ",
  ],
  // "What do you actually do for the money?": what the agency's fee buys, not money paid out at settlement.
  [
    /\bwhat (do|would|will|does) (you|u|ya|your (agency|agents?|office|team))( guys)? (actually |really |even )?do for (the|your|that|all that) (money|cut)\b/gi,
    " what services are included in your fee ",
  ],
  // "How do you market a property?": marketing it, not the property market.
  [
    /\bmarket(s|ed)? (a|my|the|our|your|their|this|that|his|her) (property|home|house|place|unit|townhouse|rental|listing|land|block)\b/gi,
    " marketing $3 ",
  ],
  // "What does your company do for the owner?": the agency (other companies are not).
  [/\b(your|ur|this|the) (company|firm|business|mob)\b(?! hours)/gi, " agency "],
  // A formal request to be told ("Could you confirm the postcode …?", "Please advise whether …") asks the question
  // that follows it; confirming or advising is not what it is about.
  [
    /\b(could|would|can|will) (you|u) (please |kindly )?(confirm|advise|clarify|outline|set out|indicate|specify|let me know)( (me|us))?( (on|of|as to))?\b|\b(please|kindly) (confirm|advise|clarify|outline|set out|indicate|specify)( (me|us))?( (on|of|as to))?\b|\bi would (like|be grateful) to (know|understand)\b/gi,
    " ",
  ],
  // "What does your service actually cover?": what the agency offers, not what a fee covers.
  [
    /\bwhat (does|do|would|will) (your|ur|the) ([\w-]+ ){0,2}?services? (actually |exactly |really )?(cover|include|involve|entail)\b/gi,
    " what do you offer ",
  ],
  // "Can I view the house on Thursday?": a visitor asking to see a home (not the views, not our routine inspections;
  // seeing one "before it goes online" is another question).
  [
    /\b(can|could|may) (i|we) (come and |come to )?(view|see|inspect|look at|have a look at|look through|walk through) (the |this |that |your |a |one of your |some |any )?(house|home|place|property|unit|townhouse|apartment)s?\b(?![^.?!]*\bbefore\b[^.?!]*\b(online|market|advertis\w*|listed)\b)/gi,
    " can $2 book a private inspection of the $7 ",
  ],
  // "What does your marketing cover?": what it includes, not which suburbs we cover.
  [/\bwhat (does|do|would|will) (it|that|this|they|(your|ur|the) [\w-]+) (actually |exactly |really )?cover\b/gi, " what does $2 include "],
  // "What exactly do you guys handle for landlords?": what the agency does for them, not who handles repairs.
  [
    /\b(what|everything|all) (exactly )?(do|does|would|will|can) (you|u|ya|your (agency|team))( guys)?( actually| exactly)? (handle|cover|look after|take care of|take on|provide)(?= for (landlords?|owners?|investors?)\b)/gi,
    " what do you do ",
  ],
  // "Call a plumber myself", "get my own sparky in": a tenant using a tradesperson, as the repair rules call one.
  [
    /\b(my |our )?(own )?(plumbers?|electricians?|sparky|sparkies|sparkie|tradies|tradie|tradesm[ae]n|tradespeople|gas ?fitters?|handym[ae]n)( (in|out|over|round))?( (myself|ourselves|ourself))?\b/gi,
    " tradesperson ",
  ],
  // Hot water that has gone cold ("the hot water's been cold since this morning", "no hot water") has failed too.
  [
    /\bno hot[- ]?water\b|\bhot[- ]?water('s| is| has| was)( (been|gone|run|ran|running|going|stone|completely|totally))* cold\b/gi,
    " hotwater failed ",
  ],
  // An appliance that "died", "packed up" or "stopped working" has failed: a repair, not a death in the home.
  [
    /\b(hot[- ]?water( system| service| unit| heater| tank)?|oven|stove|cooktop|heater|heating|aircon|air con\w*|dishwasher|toilet|fridge)\b(['’]s| is| was)?( (has|had|just|completely|totally))* (died|dead|broke|broken|stopped working|not working|isn'?t working|packed (up|it in)|carked it|conked out|gave up|gone|went|busted|bust|failed|out)\b/gi,
    (_, appliance: string) =>
      /^(oven|stove|cooktop)$/i.test(appliance)
        ? " cooking appliance failed "
        : /^(heater|heating)$/i.test(appliance)
          ? " heating appliance failed "
          : ` ${appliance} failed `,
  ],
  // "The heater isn't working, who do I call?": whom a tenant reports a failed appliance to is how a repair is reported.
  [
    nearEachOther(
      String.raw`(who|whom) (do|should|can|would|will) (i|we) (call|ring|phone|contact|tell|speak to|talk to|report (it|this|that) to)`,
      "failed",
    ),
    " how do I report a repair ",
  ],
  // (…and the appliance that failed is then what is to be repaired, not a subject of its own.)
  [nearEachOther(String.raw`(\w+ )?(appliance )?failed`, "how do I report a repair"), " repair "],
  // "If I fill in your contact form at 11pm, when will I hear back?": the form is how the enquiry is sent; when we reply
  // is what is asked.
  [
    /\b(fill(ing)? (in|out)|send(ing)?|submit(ting)?|us(e|ing)|put(ting)? in|do(ing)?) (ur|your|the|a|an) (contact|enquiry|online) form\b(?=[^?]*\b(get back|hear back|reply|replies|respond|answer|call (me |us )?back|ring (me |us )?back)\b)/gi,
    " send an enquiry ",
  ],
  // "Send them the bill", "pay it myself and get it back": being repaid for a repair.
  [
    /\b(send|give|forward|pass)( (them|him|her|the (landlord|agent|owner)))? (the |my |our )?(bill|invoice|receipt)s?\b|\bbill (them|him|her|the (landlord|agent|owner))\b|\bpay (for )?(it|the (bill|repairs?|plumber|tradie|tradesperson))( (myself|ourselves)| and (get|be) (paid back|reimbursed|repaid))|\b(get|be) (paid back|reimbursed|refunded)\b/gi,
    " repaid ",
  ],
  // "I've got a question about my bond": what the question is about is the question.
  [
    /\b(i'?ve got|i have|got|i've|just|quick|one more|another|a few|a couple of|some)( a| an)? (questions?|quer(y|ies)|qs?) (about|on|re|regarding|around|for (you|u) about)\b/gi,
    " about ",
  ],
  // "What should I do first?": the first step, not a first home.
  [/\b(do|does|start( with)?|happens?|comes?|goes?|tackle|sort( out)?|organi[sz]e) first\b/gi, " $1 "],
  // Hedges around a question ("not sure if this is the right place to ask, but", "I might be wrong, but", "just
  // wondering whether", "or might I be wrong about that?") say nothing of what it asks.
  [
    /\b(i might be wrong|i may be wrong|i could be wrong)( (about|to (ask|expect))( [\w']+){0,4})?,?( but)?\b|\bnot sure (if|whether) (this is the right place to ask|i'?ve (got this right|missed it)|i have (this|that|it) right|you do (this|that)|that'?s (an odd thing to ask|something you do|a thing))( [\w']+){0,3}?,?( but)?(?=[\s,.?!]|$)|\b(i'?m |i was )?just wondering( whether| if)?\b|\b(or )?(might|may|could|am) i (be )?wrong( about (that|this|it)| there)?\b/gi,
    " ",
  ],
  // Homophones an autocorrect leaves: "am I aloud to", "the post cod".
  [/\baloud\b/gi, "allowed"],
  [/\bpost ?cod\b/gi, "postcode"],
  // "House hunting": looking to buy.
  [/\b(house|home|property)[- ]?hunt(ing|ers?)?\b/gi, " looking to buy "],
  // Formal writing in everyday words: "I wish to ascertain whether …" asks what follows; "prior to" is before, "in the
  // event that" is if, "with respect to" is about, "persons" are people and "reside" is live.
  [
    /\b(i|we) (wish|would like|want|need|am writing|are writing|write|seek) to (ascertain|enquire|inquire|know|understand|establish|determine|confirm|clarify|find out|request)( (about|of))?( (whether|if|as to))?\b|\b(i|we) (should|would) be (grateful|obliged)( if| for)?\b/gi,
    " ",
  ],
  [/\bprior to\b/gi, " before "],
  [/\bin the event that\b/gi, " if "],
  [/\b(with (respect|regard|reference) to|in relation to|in respect of|regarding)\b/gi, " about "],
  [/\bpersons\b/gi, " people "],
  [/\breside\b/gi, " live "],
  // "The handover of keys" is getting them.
  [/\b(the )?hand(ing)?[- ]?over of (the )?keys\b|\bkeys? (are |is )?handed over\b/gi, " getting the keys "],
  [/\bceas(e|es|ed|ing) (to pay|paying) (the |their |his |her )?rent\b/gi, " rent arrears "],
  // "Leased premises": the home.
  [/\bpremises\b/gi, " property "],
  // "Under current tenancy legislation": the law.
  [/\blegislation\b/gi, " law "],
  // "How offen …?": how often, misspelt.
  [/\b(offen|ofen|oftern|ofton|offtern)\b/gi, "often"],
  // "When do we get the $$?": the money.
  [/\${2,}/g, " money "],
  // "Is Oran Park ok for first home buyers on a budget?": a first-home buyer's budget is what makes them one; the
  // question is whether the suburb suits them.
  // "Is Oran Park affordable for / suitable for / a realistic option for first-home buyers?" asks whether it is good for them.
  [
    /\b(affordable|suitable|realistic|within reach|a (good|realistic|sensible) (option|choice|fit|place|suburb)|(a )?suitable suburb) for\b/gi,
    "good for",
  ],
  // (A first-time buyer is a first-home buyer.)
  [/\bfirst[- ]time (home )?(buyers?|purchasers?)\b/gi, "first home buyers"],
  [
    /\b(first[- ]home[- ]?buyers?)( (on|with) (a |an )?(\w+ )?budget| (who|that) (don'?t|do not|doesn'?t|does not) have (a lot|much|heaps|lots)( of money)? to spend| with (not much|little|limited) (money|cash|funds)( to spend)?)(?=\W|$)/gi,
    "$1",
  ],
  // "I'm selling my house, when do I get my money?", "We've sold. When does the money come through?": a seller's money
  // comes at settlement, after exchange.
  [
    /(?<=\b(sell|selling|sale|sold)\b[\s\S]*)\b(get|receive) (my|our|the) (money|funds|proceeds)\b|(?<!\b(bond|loan|grant|rent|deposit|insurance|insurer|claim|refund|payout|wages?|pay|centrelink|tax)\b[^.?!]*)\b(the|our) (money|funds|proceeds) (comes?|coming) through\b(?![^.?!]*\b(bond|loan|grant|rent|deposit|insurance|insurer|claim|refund|payout|wages?|pay|centrelink|tax)\b)|\b(get|receive) (my|our|the) (money|funds|proceeds)\b(?=[\s\S]*\b(sell|selling|sale|sold)\b)/gi,
    " receive the money after exchange ",
  ],
  // "After it sells, when does the estate actually get paid?", "once we exchange, when does the money hit our account?"
  // (money that hits the account is paid, above), "we exchanged yesterday, when are we paid?": a seller paid after a sale
  // is the same money (sellerPaid).
  [
    /\b(?:(are|is|do|does|will)\s+)?(we|i|the estate|the (?:seller|vendor)s?|sellers|vendors|the money|money|funds)(?:\s+(?:actually|finally))?\s+(?:(gets?|be|are|is)\s+)?paid\b/gi,
    sellerPaid,
  ],
  [/\bpost codes?\b/gi, " postcode "],
  // "Should we sell our place first or buy first?": the order of the two, which is buying before selling.
  [
    /\b(sell|buy)(ing)? (our |my |the )?(\w+ )?first,? (or|and|then|before) (sell|buy)(ing)?( first)?\b/gi,
    " buy before selling current home ",
  ],
  // "… when the blocked toilet was clearly their fault?": damage the tenant caused, which the repair rules leave aside.
  [
    /\b(their|his|her|the tenants?'?s?) fault\b|\b(caused|damaged|broken|blocked) by (the |my |our )?tenants?\b|\btenants? (caused|damaged|broke|blocked)\b/gi,
    notCovered("tenantdamage"),
  ],
  // "Will that put buyers off?": deter them, not the cooling-off.
  [/\b(put|putting|puts|turn|turning|turns) (\w+ ){0,2}off\b/gi, " deter "],
  // "Once we exchange, how soon …": after the exchange.
  [/\bonce (?=(we|i|you|they|contracts?|the contracts?)( have| are| has| had| been)* (exchang|settl|sign))/gi, " after "],
  // "How much often you will inspect?": how often.
  [/\bhow (much|many)( times?)? often\b/gi, " how often "],
  // "After exchange finish, how fast we get the money?": how long until the money comes, after the step itself.
  [/\b(after|once|when) (the )?(exchange|settlement|auction|sale)( is| has)? (finish(ed)?|done|over|complete(d)?)\b/gi, " $1 $3 "],
  [/\bhow (soon|fast|quick(ly)?)\b(?=[^.?!]{0,40}\b(money|funds|proceeds|cash|paid)\b)/gi, " how long "],
  // The state by its whole name is the state by its short one: every NSW rule holds in it, so it is asked about in passing.
  [/\bnew south wales\b/gi, " nsw "],
  // "How many times can the owner make the weekly rent more expensive?": a rent increase, not what rent to ask.
  [
    /\b(make|makes|making|made) (the |my |our |their )?(weekly |monthly )?rent (more expensive|higher|dearer|bigger|go up)\b/gi,
    " rent increase ",
  ],
  // "What's the going weekly rent for a 4 bedroom house there?": the market's rent, the suburb figures' own words for it
  // (a published "Median weekly rent"), not a rent estimate of the visitor's home — unless that is asked for beside it.
  [
    /(?<!\b(apprais\w*|estimate)\b.{0,80})\b(the )?(going|median|average|typical|current market|market) (weekly |monthly )?rents?\b(?! (estimates?|appraisals?|increases?|rises?|hikes?|reviews?|goes|went|going up)\b)(?!.{0,80}\b(apprais\w*|estimate)\b)/gi,
    " median rent figure ",
  ],
  [
    /\bhow much rent\b|\bwhat (sort of |kind of )?rent (could|can|would|should|will|do|might)\b|\bweekly rent\b/gi,
    " rent estimate rental appraisal ",
  ],
  // "How long till it's leased?": how quickly a home is let.
  [/\bhow long (till|until|before|to|does it take (to|until|before))\b(?=.{0,30}\b(leased|let|rented|tenanted)\b)/gi, " how quickly "],
  // "How long till my place gets a tenant?": till it is leased.
  [/\b(gets?|getting) (a |new |the )?(tenants?|renters?)\b(?!\s+(to|who|that)\b)/gi, " leased "],
  [/\b(close|closer|closest|handy|next) to\b|\bnearby\b/gi, " near "],
  // "Can the ad say $780,000+?": a price with a plus is an 'offers over' price.
  [/\$\s?\d[\d.,]*\s?(k|m|mil)?\+/gi, " offers over "],
  [/\b(goes|go|going|is|are|gets?)( up)? (online|on the portals|on the internet|on the market|public)\b/gi, " advertised "],
  // "Before they go up on the big property websites", "on domain / rea".
  [
    /\b(goes|go|going|gets?|are put|put|went)( up)? (on|onto) (the )?(big |main |major )?((property|real estate) )?(websites?|sites|portals?|domain( \/ rea| or rea| and rea)?|rea)\b/gi,
    " advertised ",
  ],
  [/\b(advertis\w*|listed|posted|put up) (online|on the (internet|web|portals?)|on realestate(\.com\.au)?|on domain)\b/gi, " advertised "],
  // Topics the site does not cover, kept whole so that "land tax" does not find "land" and "tax" apart.
  [/\b(hits?|gets? on|goes on|go on) (the )?(internet|web|net|portals?|online|realestate(\.com\.au)?|domain)\b/gi, " advertised "],
  [
    /\bhow many (people )?((end|ends|will|would|actually|really|typically|usually|generally|normally) (up )?){0,3}(see|sees|seeing|saw|view|views|viewing|look at|looks at|looking at)\b/gi,
    " how many views ",
  ],
  [/\bpre[- ]?approv(al|ed)\b/gi, " pre-approval "],
  // Approval asked of a landlord ("who do I ask for approval?" for a dog) is consent, not a loan's pre-approval.
  [/(?<!\b(pre[- ]?|loan |finance |home loan |conditional |unconditional |formal ))\bapproval\b/gi, " consent "],
  // "Do we need the owner's permission for a cat?": the landlord's consent, which the pet rule names.
  [
    /\b(landlord|owner)('s|s'|’s) permission\b|\bpermission(?=[\s\S]{0,60}\b(pets?|dogs?|cats?|pupp(y|ies)|kittens?)\b)|(?<=\b(pets?|dogs?|cats?|pupp(y|ies)|kittens?)\b[\s\S]{0,60})\bpermission\b/gi,
    (said: string) => said.replace(/permission/i, "consent"),
  ],
  [
    /\bowner(?=('s|s'|’s|s)?\b[\s\S]{0,80}\b(pets?|dogs?|cats?|pupp(y|ies)|kittens?)\b)|(?<=\b(pets?|dogs?|cats?|pupp(y|ies)|kittens?)\b[\s\S]{0,80})\bowner(?=('s|s'|’s|s)?\b)/gi,
    "landlord",
  ],
  // "Get on that list" is registering, not listing a home for sale.
  [
    /\b(get|be|go|put (me|us)|sign (me |us )?up|signed up|added|add (me|us)) (on|onto|to|for) (the|that|this|your|a|an) ([\w-]+ ){0,2}list\b/gi,
    " register ",
  ],
  // The office out of its hours: a subject of its own, which "business hours" does not answer.
  [/(?<!\bopen )\bafter[- ]?hours?\b|\bout of (office|business) hours\b/gi, notCovered("afterhours")],
  [
    /\btax[- ]?deduct[a-z]*\b|\b(claim\w*|deduct[a-z]*)\b.{0,30}\b(on|at|in|against|off|come) (my |our |the )?tax\b/gi,
    notCovered("taxdeductible"),
  ],
  // "Will you go off that (valuation)?" is relying on it, not cooling off.
  [/\b(go|going|goes|went) off (that|it|this|the|their|his|her|what)\b/gi, " rely on $2 "],
  [/\bland tax\b/gi, notCovered("landtax")],
  // Approval to build ("can I get a granny flat approved on my block?"): the council's, not a subject of ours.
  [
    /\b(council|da|development) (approval|application|consent)s?\b|\b(get|getting|need|needs) (a |an |the |my |our )?(granny flat|extension|second storey|pool|shed|deck|carport|second dwelling|dual occupancy|subdivision)\b.{0,25}\bapprov\w*/gi,
    notCovered("buildingapproval"),
  ],
  // A job application's letter covers nothing ("we cover the cost of excursions").
  [/\bcover(ing)? (letters?|notes?)\b/gi, notCovered("coverletter")],
  // An auction that "passes in" ends without a sale: a subject of its own.
  [/\bpass(es|ed|ing)? in\b/gi, notCovered("passedin")],
  // So does an auction that "fails" or "falls through", or a home that "doesn't sell at auction".
  [
    /\bauction (fails|failed|falls through|fell through|is unsuccessful|was unsuccessful|doesn'?t work out|didn'?t work out)\b|\b(does ?n[o']t|did ?n[o']t|fails to|failed to) sell at (the )?auction\b/gi,
    notCovered("passedin"),
  ],
  // "Someone who does end of lease cleaning": a cleaner, not ending a lease.
  [/\b(end[- ]of[- ](lease|tenancy)|bond|vacate|exit|move[- ]out)[- ]clean(s|ing|ers?)?\b/gi, notCovered("endofleasecleaning")],
  [/\bcapital gains( tax)?\b/gi, notCovered("capitalgains")],
  // The weather ("what's the weather gonna be like this weekend?") is no subject of ours; "all-weather" access is.
  [/(?<!\ball[- ])\bweather\b(?![- ]?(proof\w*|tight|boards?|seal\w*|strips?))/gi, notCovered("weatherforecast")],
  // A couple parting ("my ex and I are separating"), not something kept separate ("separate from the deposit").
  [
    /\bdivorc\w*|\b(we'?re|we are|are|were|getting|recently|just|have|i'?m|i am|am|been) (separat|seperat)(ing|ed)\b|\b(separation|seperation)\b/gi,
    notCovered("separation"),
  ],
  // A reference written for a tenant ("would your office write me a rental reference?") is not the references we check.
  [
    /\b(write|writes|writing|wrote|provide|give|do)( me| us)? (a |an )?((rental|tenancy|tenant|landlord|good|written) )?(references?|referee)( letters?)?\b/gi,
    notCovered("referenceletter"),
  ],
  // Owing more than the home will sell for: a subject of its own, not the loan deposit.
  [
    /\bowe (a lot )?more (on (the|my|our) (mortgage|loan|house|home|place) )?than\b|\bnegative equity\b|\b(mortgage|loan) is (more|higher|bigger) than (what )?(the|it|our|my)\b/gi,
    notCovered("negativeequity"),
  ],
  [/\b(sign ?boards?|for sale signs?|signs? (out the front|on the lawn|in the (front )?yard))\b/gi, notCovered("signboard")],
  // Family money towards a deposit: a lender's question, not the contract's deposit.
  [
    /\b(gift(ed|ing)?|give|giving|lend|lending) (us|me|them) (\$?[\d,.]+k?|some money|money|cash|some cash)? ?(towards?|for|with) (the|our|my|a) deposit\b|\bgifted deposits?\b/gi,
    notCovered("gifteddeposit"),
  ],
  // Whom an agent acts for ("do you work for me or the seller?"): agency law, not our selling steps.
  [
    /\b(do|does) (you|the agent|your agents?|the agency) (really |actually )?(work|act) for (me|us|the (buyers?|sellers?|vendors?|purchasers?))\b|\bwho (do|does) (you|the agent|your agents?) (really |actually )?(work|act) for\b/gi,
    notCovered("agentacts"),
  ],
  // Offers before an auction: when a seller will consider them is a subject of its own.
  [/\b(offers?|bids?) (before|prior to|ahead of) (the )?auction\b|\bpre-?auction offers?\b/gi, notCovered("preauctionoffer")],
  // A fee for sending us a client, and what someone else's service costs, are not ours to say.
  [
    /\breferral (fees?|programs?|rewards?|bonus(es)?|commissions?|payments?)\b|\b(pay|reward) (you |people )?for (referrals|referring)\b/gi,
    notCovered("referralfee"),
  ],
  [
    /\b(how much|what)\b.{0,25}\b(conveyanc\w*|solicitors?|lawyers?|brokers?|removalists?|valuers?|surveyors?)\b.{0,20}\b(cost|costs|charge|charges|fees?)\b|\b(conveyanc\w*|solicitors?|lawyers?|brokers?|removalists?|valuers?|surveyors?)'?s? (fees?|costs?|charges?)\b/gi,
    notCovered("thirdpartyfee"),
  ],
  // "Brand new" is new; "pre-sale" is before selling.
  [/\bbrand[- ]new\b/gi, " new "],
  [/\bpre[- ]sale\b/gi, " before selling "],
  // Paying the rent by an app that charges a fee: a rule of its own, not a free rent estimate.
  [
    /\b(free|fee-free|no-fee|cheaper) (way|method|option) to pay( the| my| our)? rent\b|\b(fee|fees|surcharge|charges?) (every time|each time|whenever|when) (i|we) pay( the| my| our)? rent\b|\b(rent|payment) app\b/gi,
    notCovered("rentpaymentfee"),
  ],
  // A landlord asking tenants to leave for a time (works, a sale), or a breach notice disputed: tenancy law.
  [/\b(ask|make|get|require|tell|force)( the| my| our)? tenants? to (move out|leave|vacate|go)\b/gi, notCovered("tenantsvacate")],
  [/\bbreach (notices?|letters?)\b|\bnotices? of breach\b/gi, notCovered("breachnotice")],
  // A landlord ending the tenancy to move in ("the landlord wants to move back in, how much notice?"): termination, not
  // an inspection's notice.
  [
    /\b(landlords?|owners?)('s| is| are)? (wants?|needs?|going|plans?|planning|intends?|intending|would like|'d like)( to)? (move|live) (back )?in(to)?\b|\b(landlords?|owners?) (wants?|needs?) (the (house|home|place|property|unit|flat|townhouse) )?back\b|\b(i|we)('d| would)? (want|need|plan|intend|like|am going|are going|'m going|'re going)( to)? (move|live) (back )?in(to)? (my|our) (investment|rental|property|house|home|place|unit|townhouse|flat)\b/gi,
    notCovered("ownermovesin"),
  ],
  // A landlord ending the tenancy ("can my landlord end my lease so his son can move in?", "will they end the tenancy if
  // the house sells?"): termination, which the site does not cover.
  [
    /\b(landlords?|owners?|he|she|they)( just)? (can|could|will|would|wants? to|is going to|are going to)?( just)? (end|terminate|cancel)s? (my|our|the) (lease|tenancy)\b|\b(can|could|will|would) (my |our |the )?(landlord|owner|he|she|they)( just)? (end|terminate|cancel) (my|our|the) (lease|tenancy)\b/gi,
    notCovered("landlordendstenancy"),
  ],
  // More people living in a rental than the lease names.
  [
    /\b(more|extra|other) (people|persons|adults) (are )?(living|staying) (in|at)\b.{0,40}\bthan\b|\b(people|someone|persons?) (who )?(is|are|isn'?t|aren'?t|not) on the lease\b/gi,
    notCovered("unlistedoccupants"),
  ],
  // A market forecast ("everyone says prices are gonna drop", "will prices drop?", "will the airport push prices up?"):
  // no page of ours predicts prices.
  [
    /\b(prices?|market|values?)( are| is| r)? (gonna|going to|will|about to|set to|expected to|likely to) (drop|fall|crash|go down|rise|go up|keep (rising|falling)|boom|bounce back)\b|\b(buy|sell) now or wait\b|\bwill (the )?(house |home |property )?(prices?|market|values?) (drop|fall|crash|go down|come down|rise|go up|keep (rising|falling)|boom|bounce back)\b|\b(push|drive|send)(es|ing)? (the )?(house |home |property )?(prices?|values?) (up|down)\b/gi,
    notCovered("priceforecast"),
  ],
  // A sale price kept from the portals, a leasing-only service, an all-electric estate: subjects of their own.
  [
    /\bkeep (the |our |my )?(sold |sale )?price (off|out of|private|secret|quiet)\b|\bnot (publish|advertise|show)(ed)? (the |our |my )?(sold |sale )?price\b/gi,
    notCovered("undisclosedprice"),
  ],
  [
    /\b(leasing|letting|lease|tenant[- ]find(ing|er)?)[- ]only\b|\bjust (want )?(help )?finding (a |good |the )?tenants?\b/gi,
    notCovered("leasingonly"),
  ],
  [/\ball[- ]electric\b|\bgas (for cooking|cooktops?|stoves?)\b|\b(can|could) (i|we) (still )?get gas\b/gi, notCovered("gassupply")],
  // "Would $5k a year cover all that?": enough money, not the area we cover.
  [/(\$\s?\d[\d,.]*k?|\b\d+k)\b([^.?!]{0,20})\bcover (all (of )?)?(that|it|this|those|them|everything|the lot)\b/gi, "$1$2 be enough"],
  // "Townhouse or house for a first investment": an investment, not a first home.
  [/\bfirst (investment|investment property|ip|rental property)\b/gi, " investment property "],
  // "Whens the next open?" after a home is asked about: its next open home, not the office's hours.
  [/\b(the|its|your) next open\b(?=\W*$|\s+(for|at|of|on) (it|that|this|the (house|home|place|property)))/gi, " next openhome "],
  // "Got a job interstate, how much to break my lease?": the reason for moving is the visitor's, not what is asked.
  [
    /\b(got|getting|get|been offered|offered|landed|found|accepted|took|taken|starting) (a |my |the )?(new )?(job|position|role|transfer)( offer)? (interstate|overseas|in (another|a different) (state|city|country))\b/gi,
    " ",
  ],
  // "How many times can the agent come through for a look around?": an inspection.
  [
    /\b(come|comes|coming|go|walk) (through|round|around|over|into|in)( my| our| the)?( place| house| home| unit| rental| property)? (for|to)( have)? (a )?(look|sticky ?beak|check)( around| round| through)?\b/gi,
    " inspect ",
  ],
  // "You'd check on my tenants each quarter?": a landlord asking about inspections, not the checks before a tenant is
  // chosen.
  [
    /\b(check|checks|checking|checked) (up )?on (my|our|the) (tenants?|propert(y|ies)|place|house|home|unit|rental|investment)\b/gi,
    " inspect $3 $4 ",
  ],
  // "What would I receive afterwards?": what one gets after something, named before it.
  [/\b(receive|be sent|be given)\b(?=\s+(afterwards?|after (that|it|them|those|each( one)?))\W*$)/gi, " get "],
  // "Still paying off the mortgage": repaying a loan; its "off" is no cooling-off.
  [/\b(pay|pays|paying|paid) (it |them |this |that )?off\b/gi, " repay "],
  // "Feels like a lot", "quite a lot": how much, not a lot of land.
  [/\b(feels?|seems?|sounds?) like a lot\b|\b(quite|such) a lot\b|\ba lot (more|less|better|worse|cheaper|quicker|faster)\b/gi, " "],
  // "Don't want to be paying 2 mortgages at once": carrying two loans while buying before selling.
  [
    /\b(paying |carrying |have |having )?(2|two|double) (mortgages|home loans|loans)( at once| at the same time)?\b/gi,
    " bridging finance ",
  ],
  // "Saw something about it on your site": where the visitor read of it, not what is asked.
  [/\b(on|from|in) (ur|your|the|this) (web ?site|site|page|socials|facebook|instagram|insta)\b/gi, " "],
  // "Is the free appraisal actually free or just a sales pitch?": whether it comes with an obligation.
  [/\b(a |just a )?(sales pitch|sales tactic|gimmick)\b|\b(is there|there'?s|what'?s|any) (a |the )?catch\b/gi, " obligation "],
  // "Is the price update really free?", "is it actually free?": whether it costs anything, with no strings.
  [/\b(really|actually|truly|totally|completely|genuinely) free\b/gi, " free obligation "],
  // "Can I catch a train into the city?": the train, not a catch.
  [/\b(catch|get|take|jump on|hop on)( a| the)? (train|bus)\b/gi, " $3 "],
  // "To move into a retirement village / aged care": the visitor's own life (`visitorsOwnLife`).
  [/\b(retirement village|retirement home|nursing home|aged care( home| facility)?)\b/gi, " retirement "],
  // "Can I drop off the keys at 5:30pm?", "drop them off": leaving something with us, not a cooling-off.
  [/\b(drop(s|ped|ping)?)( (it|them|the keys?|keys?|my keys?|our keys?))? off\b/gi, "$1$3"],
  // "If I get one, am I then locked in to sell with you?": bound to go on with us is an obligation. ("Is the rent locked in
  // for the whole lease?" is not.)
  [
    /\b(locked|lock (me|us)|tied|signed) (in(to)?|down)\b(?=[^.?!]{0,40}\b((with|from|to|by) (you|u|ya|your)\b|to (sell|list)\b))|\b(obliged|obligated|committed|bound) to (sell|list|go|use|stay|sign)\b|\b(do|would|will) (i|we) (then )?(have to|need to|be expected to) (sign|list|sell) (up )?with (you|u|ya|your (agency|team|office))\b/gi,
    " obligation ",
  ],
  // "Photos or just a tick box thing?": a checklist, not boxes ticked by buyers.
  [/\b(just )?(a )?(tick[- ]?(the[- ])?box(es)?|box[- ]ticking|check ?box)( thing| exercise| job)?\b/gi, " checklist "],
  // "We need to be in before school starts": when, not a school.
  [/\b(before|by the time|in time for) (the )?(new )?(school|term)( year)? (starts?|goes back|begins?|returns?|resumes?)\b/gi, " soon "],
  // "Do I need to ask first?": beforehand, not a first home.
  [/\b(ask|tell|check with|notify|inform|get permission|get approval)(( \w+){0,2}) first\b/gi, "$1$2 before"],
  // "Who at your office should I talk to?": the person, not the office.
  [/\b(who|whom)( \w+)? (at|in|from) (your|ur|the) (office|agency|company|firm|team|mob)\b/gi, "$1$2"],
  // "Can I move to you mid lease?": when, not the lease itself.
  [/\b(mid[- ]?(lease|tenancy|term)|(halfway|half way|part way|partway) through (the |a |their |my )?(lease|tenancy))\b/gi, " now "],
  // (…and "in the middle of the lease" of management moved to us, not of a tenant moving out.)
  [/(?<=\b(switch\w*|manag\w*|ironbark|to (you|u))\b[^.?!]{0,60})\bin the middle of (the |a |their |my )?(lease|tenancy)\b/gi, " now "],
  // "Signed with another agent": an agent, whichever one.
  [/\b(with|from|to) (another|a different|a new|some other) (agent|agency|real estate)\b/gi, " $1 an agent "],
  // "Right now" is when, not the right one.
  [/\bright now\b/gi, " now "],
  // "Can someone come out and value my place?": the visit is how it is done; what is asked is the value.
  [/\b(come|pop|head|swing) (out|over|round|around|by) (and|to) (?=(value|valu\w+|apprais\w+|look at|inspect)\b)/gi, " "],
  // ("Can sum1 come value our place in oran park b4 we move?": the visit is the appraisal's, the move the visitor's own.)
  [
    /\b(come (out |round |over |around )?(and |to )?)?(value|valuate|apprais(e|ing)) (my|our) ([\w-]+ )?(place|house|home|property|unit|townhouse|apartment)\b/gi,
    " worth appraisal ",
  ],
  [/(?<=\bworth appraisal\b[^.?!]{0,40}?)\bbefore (we|i) (move|go|leave|relocate|list|sell)( out)?\b/gi, " "],
  // "What should we do in the first week?": week 1 as a plan numbers it.
  [/\b(the )?(first|second|third|fourth) week\b/gi, (_, the = "", nth: string) => ` ${the}week ${ordinalWeeks[nth.toLowerCase()] ?? ""} `],
  // "For a normal family home", "an ordinary house": any home, said plainly (not "average", which a price can be).
  [/\b(normal|ordinary|regular|standard|plain|basic)( old)? (?=(family )?(homes?|houses?|places?|properties|property)\b(?! manag))/gi, " "],
  // "Closest train station to GH?": the stations the pages name, for rail commuters.
  // (Of a place named; "the nearest station" alone keeps its "nearest", which the page that says so answers.)
  [
    /\b(nearest|closest) (train |railway |rail |station )?stations?\s+(?=(to|for|from|near|in)\b(?!\s+(my|our|me|us|here|the house|the home)\b))/gi,
    " station ",
  ],
  // "How many months lease do you do?": how long a lease runs, not how fast a home is leased.
  [/\bhow (many|long)( months?| mths?)?( of)? (lease|leases)\b(?= (do|does|are|is|can|should))/gi, " lease term length "],
  // "Do I pay the agent if it doesn't sell?": when commission is payable, which the agency agreement sets out.
  [
    /\b(do|would|will|should) (i|we) (still )?(have to |need to )?pay (the agent|an agent|you|u|ya|(you|your|the agent's) (fees?|commission)|(any |a |the )?(fees?|commission))( anything)? (if|when) (it|the (house|home|place|property)|we|i|they) (does ?n[o']?t|do ?n[o']?t|never|is ?n[o']?t|fails? to|ca ?n[o']?t) (sell|sold|get sold|find a buyer)\b/gi,
    " commission paid when agency agreement ",
  ],
  // "Do I just ring the agent and say a number?": an offer, made by phone.
  [
    /\b(ring|call|phone|text) (the|an|your) agent and (just )?(say|give|name|tell (them|him|her)|throw out) (a|my|our|them a) (number|price|figure|offer)\b/gi,
    " make an offer ",
  ],
  // "Go to auction or just list it with a price?": a price-listed sale is a private treaty sale.
  [
    /\b(just )?(list|listing|sell|selling|put) (it |the (house|home|place) )?(with|at|for) (a |an )?(set |fixed |asking )?price\b|\b(private|normal|standard) sale\b/gi,
    " private treaty ",
  ],
  // "Get notified about new rentals", "e-mailed when new homes come up": the site's alerts.
  [
    /\b(get|be|getting|being) (notified|alerted|e-?mailed|sent an? e-?mail|texted)( (about|of|when))?( any| the)? (new|fresh|latest)\b/gi,
    " alert new ",
  ],
  // "Hear about homes before they're advertised", "get told about new ones": to know of them.
  [/\b(hear|find out|be told|get told|get notified|be notified|get alerted|be alerted) (about|of)\b/gi, " know about "],
  // "Before you put them in my house": the tenants chosen for the visitor's home.
  [
    /\b(put|putting|place|placing|move|moving) (them|someone|somebody|people|anyone|tenants) (in|into) (my|our|the) (house|home|place|property|unit|townhouse|investment( property)?)\b/gi,
    " tenants in the rental ",
  ],
  // "Sell without putting any price on it": asking for no price to be given, not how prices are set.
  [
    /\bwithout (putting |giving |showing |advertising |publishing |quoting |listing )?(a |any )?(price|price guide)( on it| on the (house|home|place|ad|listing))?\b/gi,
    " no price given ",
  ],
  // A sunset clause (an off-the-plan contract's end date): a subject of its own, not the cooling-off.
  [/\bsunset (clauses?|dates?)\b/gi, notCovered("sunsetclause")],
  // "Used to be a race track", "a racetrack back in the day": what it was, and the raceway by the site's name for it.
  [/\bused to be\b/gi, " was "],
  [
    /\bbefore (all )?(the |these |those )?(houses|homes|estates?|development|developers|building)( (came|went up|were built|arrived))?\b|\bback in the day\b|\bin the old days\b|\bback then\b/gi,
    " before it became a suburb ",
  ],
  [/\brace ?tracks?\b|\bracing (tracks?|circuits?)\b|\bmotor ?racing (tracks?|circuits?)\b/gi, " raceway "],
  // "Redo the kitchen" renovates it; money that "hits our account" is paid.
  [/\bre-?do(ing|ne)?\b/gi, " renovate "],
  [/\b(hits?|lands?|reach(es)?|gets? into|shows? up in|is in) (our|my|the) (bank )?accounts?\b/gi, " is paid "],
  // A landlord's cost of finding a new tenant, charged to the one leaving: a subject of its own, not a letting fee.
  [/\bre-?letting( fees?| costs?| charges?)?\b/gi, notCovered("relettingfee")],
  // Who may use a scheme or buy at all by residency ("if one of us is still on a temporary visa"), and buying through
  // a self-managed super fund: the rules the site states are for residents buying in their own names.
  [
    /\b((temporary|student|working holiday|bridging|partner|skilled|work|tourist|visitor) )?visas?\b|\bpermanent residen(t|ts|cy|ce)\b|\bnot (an? )?(australian )?citizens?\b/gi,
    notCovered("residency"),
  ],
  [/\bself[- ]managed super(annuation)?( fund)?\b|\bsmsf\b|\bsuper(annuation)? fund\b/gi, notCovered("smsf")],
  [/\bcash rate\b/gi, notCovered("cashrate")],
  [/\binterest rates?\b/gi, notCovered("interestrate")],
  [/\bbuyers?'?’? ?agents?\b/gi, " buyersagent "],
  [/\bvendor financ(e|ing)\b/gi, notCovered("vendorfinance")],
  [/\b(rent|lease)[- ]to[- ](own|buy)\b/gi, notCovered("renttoown")],
  // "Can I walk away if it doesn't sell?", "if we pull it off the market": ending a listing, not a walk or an exit.
  [/\bwalk(ing)? away\b/gi, notCovered("walkaway")],
  [
    /\b(pull|pulling|pulled|take|taking|took|withdraw\w*) (it|the (house|home|place|property)|our (house|home|place|property)) off the market\b/gi,
    notCovered("withdrawlisting"),
  ],
  // "Contact agent" in place of a price is a price withheld, not a way to contact us.
  [
    /\b(says?|saying|said|just|shows?|showing|listed as|price (is|says|of)|mean|means|meant) ['"‘“]?contact agent['"’”]?|['"‘“]contact agent['"’”]/gi,
    notCovered("contactagentprice"),
  ],
  // Renting the home back from the buyer, or staying on after settlement and paying the buyer rent: a rent-back, not
  // exchange and settlement.
  [
    /\b(rent|lease)(ing)?[- ](it |the (house|home|place|property) )?back (off|from)\b|\b(leaseback|rent-back)\b|\b(stay|stay on|remain|live) (on )?(in (the|our|my) (house|home|place) )?after settlement\b|\bpay the (buyers?|new owners?) rent\b/gi,
    notCovered("rentback"),
  ],
  [
    /\b(bank|lender)'?s? valu(ation|ed|er)s?\b|\bvalued (it|the (house|home|place|property)) (at )?\$?[\d,.]+k? (under|below|less|short)\b/gi,
    " bankvaluation ",
  ],
  [/\b(renters?|tenants?|contents)'?’? insurance\b/gi, " contentsinsurance "],
  [/\bshort[- ]term (rentals?|leases?|lets?|stays?|tenanc(y|ies))\b|\bholiday (rentals?|lets?)\b/gi, " shortterm "],
  [/\bwhere (do|can) (people|you|i|we) (shop|do (the|their|my|our) shopping)\b/gi, " shopping "],
  // Letting a home in a landlord's words: "find a tenant", "sitting empty".
  [/\b(find|finding|found|get|getting|got) (me |us )?(a |the |some )?(new |replacement )?tenants?\b/gi, " leased vacancy "],
  // "Ten months into a 12 month lease … i want out", "… what does it cost to get out of it?": a tenant leaving early.
  [
    /(?<=\b(lease|tenancy)\b.{0,120})\b((i|we) (want|need) out|(get|getting) out of it)\b|\b(i|we) (want|need) out\b(?=.{0,80}\b(lease|tenancy)\b)/gi,
    " break lease early ",
  ],
  [
    /\b(sit|sits|sitting|sat|stay|stays|staying|be|left|is it|it's|its)( usually| normally| typically| generally)? (empty|vacant)\b/gi,
    " vacancy lease ",
  ],
  // "Toilet's blocked and overflowing": a blocked drain, in the words of the urgent-repairs rule.
  [/\b(overflow(ing|ed|s)?|backed up|backing up|won'?t flush)\b/gi, " blocked "],
  // "6 weeks bond because of our dog": a bond asked for a pet is a pet bond, which the bond's rule speaks of.
  [
    /\bbond (for|because of|due to|on account of) (the |our |my |a |his |her |their )?(dogs?|cats?|pets?|pupp(y|ies)|kittens?)\b/gi,
    " pet bond ",
  ],
  // "What do you look at when deciding who gets it?": how an applicant is chosen for a rental.
  [
    /\bwhat (do|does|will|would) (you|u|ya|the (landlord|owner|agent|property manager))( guys)? (look at|look for|check|consider) when (decid|choos|pick|select)\w* who gets\b[^.?!]*|\bhow (do|does|will|would) (you|u|ya|the (landlord|owner|agent|property manager))( guys)? (decide|choose|pick|select) who gets (it|the (place|house|home|rental|property|lease|unit|townhouse))\b/gi,
    " how do you choose tenants and who makes the final decision ",
  ],
  // "Do I get to approve them?" of tenants: who makes the final decision.
  [
    /\b(do|can|will|would) (i|we) (get to |still )?(approve|okay|ok|choose|pick|have (the |a )?(final )?say (on|over|in))( them| the (tenants?|applicants?)| who gets (it|the \w+))\b/gi,
    " who makes the final decision on tenants ",
  ],
  // "What should I be asking for rent?": the rent a landlord's home would fetch, its estimate.
  [
    /\bwhat (should|could|would|do) (i|we) (be )?(ask|asking|charge|charging|set|setting)( for)?( the| in)? rent\b/gi,
    " rent estimate rental appraisal ",
  ],
  // "Gregory Hills rental how fast tenanted": how soon a home is let, asked as a word (not a home tenanted now).
  [/(?<=\bhow (fast|quick|quickly|long|soon)\b[^?.]{0,40})\b(tenanted|rented out|leased out|let out)\b/gi, " leased vacancy "],
  // Days as people shorten them, where they can only be days ("open on sat?", "this sun").
  // "Who got the scholarship this year?": the year it is now, as the site's pages date things.
  [/\bthis year'?s?\b/gi, () => ` ${new Date().getFullYear()} `],
  [
    /\blast year'?s?\b(?=[^.?!]{0,60}\b(scholar\w*|sponsor\w*|won|winners?|awarded|went to|got it)\b)|(?<=\b(scholar\w*|sponsor\w*|won|winners?|awarded|went to|got it)\b[^.?!]{0,60})\blast year'?s?\b/gi,
    () => ` ${new Date().getFullYear() - 1} `,
  ],
  // "Where do I send my details if I want to work for you?" asks about a job.
  [/\b(work|working|job) (for|with|at) (you|your (agency|office|team))\b|\bjoin (you|your (team|agency|office))\b/gi, " career job "],
  // "… what's his mobile? I'd rather text than call the office": how the visitor would like to get in touch, said beside
  // the question, not a subject of it.
  [
    /\b(i'?d|i would|we'?d|we would) (much |prefer to |really )?(rather|prefer( to)?) (text|sms|message|e-?mail|whatsapp|call|ring)( (him|her|them|you|the agent))?(( (than|instead of) ([\w'-]+ ){0,3}?(call\w*|ring\w*|phon\w*|e-?mail\w*|text\w*)( (the|your) (office|agency|number))?)\b|(?=\s*([.!?]|$)))/gi,
    " ",
  ],
  // "Do you sell people's details to mortgage brokers or whoever?": to whom the details go is the privacy policy's "who we
  // share it with", not a question about brokers.
  [
    new RegExp(
      String.raw`(?<=\b(sell|sells|selling|sold|share|sharing|pass|passing|give|giving|hand|handing)\w*( on| out)? (my|our|your|people'?s|peoples|customers'?|clients'?|buyers'?|tenants'?) (details|info|information|data|numbers?|e-?mails?))\s+(on )?(to|with)\s+(?!(${ourOwnPeople})\b)${forACallBack}[^.?!,]{1,50}`,
      "gi",
    ),
    " to third parties ",
  ],
  // "If it ends up at the tribunal": goes there (no end of anything).
  [/\b(ends?|ended|ending) up (at|in|going to|before)\b/gi, " goes to "],
  // "Do I have to go and argue it myself, or would you do that?", "… the tribunal for me or do I do that myself?":
  // someone to represent the landlord at the tribunal. ("If I want to fight it", of a claim, disputes it.)
  [
    /\b(go (and|to) )?(argue|plead|present|defend) (it|my case|our case|the case|that)( myself| ourselves| for (me|us))?\b|\bgo (and|to) fight (it|my case|our case|the case|that)( myself| ourselves| for (me|us))?\b|\bfight (it|that) (myself|ourselves|for (me|us))\b|\bfight (my|our|the) case\b|\b(go|appear|turn up|front up) (there |at the tribunal |at ncat )?(myself|ourselves)\b|(?<=\b(tribunal|ncat)\b.{0,80})\b(do|handle|deal with) (that|it|this|all that) (myself|ourselves)\b/gi,
    " represent ",
  ],
  // "Your privacy policy": the privacy policy's own word ("a cancellation policy" is no privacy question).
  [/\bprivacy polic(y|ies)\b/gi, " privacy "],
  // "Better shopping close by": near (no closing; "do you close by 5?" is the hours).
  [/(?<!\b(you|u|ya|we|they|guys|office|agency|it|do|does)\s+)\bclose (by|at hand)\b(?!\s*(\d|the way|any chance))/gi, " near "],
  // "Can I call Grace directly?": call her (no direct sale).
  [/\b(call|ring|phone|e-?mail|text|contact|reach|speak to|talk to) ([A-Z][a-z]+ |him |her |them )?directly\b/g, "$1 $2"],
  // "The tenant isn't answering and I think they've left": moved out (no "left waiting").
  [
    /\b((the |my |our )?tenants?|they|he|she)('ve| have|'s| has| have all| has all)? (left|gone|done a runner|skipped out)\b(?! (the|a|an|their|his|her|it|for|to|on|in)\b)/gi,
    " $1 moved out ",
  ],
  // "How do we get the keys off you?": from you (no cooling off).
  [
    /\b(get|gets|got|getting|grab|pick up|picking up|collect|collecting|buy|buying|bought)\b([^.?!]{0,30}?) off (you|u|ya|them|him|her|the (agents?|agency|sellers?|vendors?|landlords?|owners?|office|developer|builder|neighbou?rs))\b/gi,
    "$1$2 from $3",
  ],
  // "… if it came to that", "if things get bad": a condition that names nothing.
  [
    /\b(if|when|in case) (it|things|that|this) (comes?|came|gets?|got|goes|went|ever gets?|ever came|ever comes?) (to (that|this|it)|that far|this far|bad|ugly)\b/gi,
    " ",
  ],
  // "What if my tenant stops paying?", "the tenant hasn't paid in 3 weeks": the rent, when nothing is named as unpaid
  // (who "they" are who stop paying is not said: a buyer, a developer).
  [
    /\b((?:my |our |the )?tenants?) (stops?|stopped|isn'?t|aren'?t|hasn'?t|haven'?t|is not|are not|has not|have not|not|doesn'?t|don'?t|won'?t) (paying|paid|pay)\b(?=\s*([?.!,;]|$|\b(for|since|in|anymore|any more|at all|on time|again|and|but|so|now)\b))/gi,
    " $1 $2 paying rent ",
  ],
  // "Do you chase them up straight away?": rent arrears followed up, in the rent-collection card's words.
  [
    /(?<=\b((stops?|stopped|not|hasn'?t|haven'?t|isn'?t|doesn'?t|won'?t) (paying|paid|pay)|arrears|missed|owes?|owing)\b[^.?!]{0,60})\bchas(e|es|ed|ing)( (them|it|him|her|the (rent|tenants?|arrears|money)))?( up)?\b/gi,
    " follow up arrears ",
  ],
  // "Once we both sign off, how long does the refund take?": tenant and landlord agreeing on the bond's return.
  [new RegExp(String.raw`(?<=\b(bond|refund)\b.{0,120})(${signsOff})|(${signsOff})(?=.{0,120}\b(bond|refund)\b)`, "gi"), " agree "],
  // "Nobody's come", "nobody has fixed it": a repair not done.
  [
    /\bnobody'?s? (has |have |'s )?(come|came|turned up|shown up|showed up|fixed it|fixed|been out|been|done anything|responded|got back)\b/gi,
    " not fixed ",
  ],
  // "Can I stop paying rent till it's sorted?": holding back rent over a repair, which the repairs rule speaks to.
  [
    /\b(stop|withhold|hold back|not pay|stop paying|holding back|withholding)( paying)? (the |my |our )?rent\b(?=[^.?!]{0,40}\b(till|til|until|unless) (it'?s|its|it is|they|it gets|it'?s been) (sorted|fixed|done|repaired)\b)/gi,
    " withhold rent repairs ",
  ],
  // "Till it's sorted": until it is fixed.
  [/\b(till|til|until|unless) (it'?s|its|it is|they'?ve|it gets|it'?s been) (sorted|sorted out|fixed|done|repaired)\b/gi, " until fixed "],
  // "What usually holds settlements up?": settlement delays, as the settlement article names them.
  [
    /\b(holds?|held|holding) (up )?(the |a |our |my )?settlements?( up)?\b|\bsettlements? (get |gets |getting )?(held up|delayed|pushed back)\b/gi,
    " settlement delays ",
  ],
  // "Which school zone is it in?": the catchment.
  [/\bschool zones?\b|\bzoned (for|to) (which|what|a|the) school\b/gi, " school catchment "],
  // Where a smell of gas is ("near the meter") is no subject of its own.
  [
    /(?<=\b((smell\w*|smelt|leak\w*)( of)? gas|gas (smell|leak)\w*)\b[^.?!]{0,20})\b(near|at|by|around|next to|from|coming from) the (gas )?meter( box)?\b/gi,
    " ",
  ],
  // "I smell gas near the meter": a gas leak, an urgent repair, not the gas bill ("a gas leak at my rental, who do I
  // call?" is answered by how to report one).
  [/\b(smell(s|ing)?|smelt|smelled) (of )?gas\b|\bgas (smell|leak)\w*/gi, " gas leak urgent repair "],
  // "Will prices shoot up?": price growth (no shooting).
  [
    /(?<=\b(prices?|values?|the market)\b.{0,20})\b(shoot|shooting|shot|sky ?rocket\w*|boom\w*|go(es|ing)? through the roof)( up)?\b/gi,
    " growth ",
  ],
  // "Can she send you her details for a job?": applying for one (no privacy question).
  [
    /\b(send|give|email|e-mail|pass|forward)( (you|u|ya))? (my|her|his|their|our) (details|resume|cv|info)\b(?=[^.?!]{0,30}\b(jobs?|work|positions?|roles?|hiring|vacanc\w*|career)\b)/gi,
    " apply ",
  ],
  // "Can I list it at $850k–$950k?": a seller's price range, advertised.
  [new RegExp(sellersPriceRange, "gi"), " advertise a price range "],
  // "I'd rather drop my resume in person": a visit to the office.
  [/\b(drop|bring|hand)( off| in)? (my|a|our) (resume|résumé|cv|application)( off| in)?( in person)?\b/gi, " visit the office "],
  // "Can they knock us back?": refuse us.
  [/\bknock(s|ed|ing)? (us|me|them|him|her|it|our application|my application) back\b/gi, " refuse "],
  // "2 cats and an old kelpie": a dog, by its breed.
  [
    /\b(kelpies?|labradors?|labs|staff(y|ie|ies|ys)|cavoodles?|groodles?|border collies?|greyhounds?|poodles?|jack russells?|golden retrievers?|retrievers?|german shepherds?|french bulldogs?|frenchies|bulldogs?|pugs?|chihuahuas?|rottweilers?|huskies|husky|beagles?|spoodles?|moodles?|cattle dogs?|blue heelers?|heelers?)\b/gi,
    " dog ",
  ],
  [new RegExp(String.raw`${detailsPassedOn}( (to|with)\s+[^.?!,]{1,50})?`, "gi"), " share personal information to third parties "],
  // "If I sign up for your listing alerts, do my details …?", "I'm sick of spam calls": the occasion and the feeling, not
  // what is asked.
  [
    /(^|[.!?]\s+)if (i|we) (sign up|register|subscribe|enquire|fill (in|out)|submit|leave)( for| to| on)? [^,?.!]{0,40},\s*(?=[^.?!]{0,60}\b(details|info|information|data|spam|calls?|phone number|e-?mail address|privacy|sold|shared|passed on)\b)/gi,
    "$1",
  ],
  [/\b(i'?m|im|we'?re|so|really) (sick|tired) of\b/gi, " "],
  // "Where should we put our effort …?": what to focus on.
  [/\b(put|spend|focus|concentrate) (our|my|the|your|most) (effort|efforts|energy|time|money)( (into|on))?\b/gi, " focus on "],
  // "Is it a good time to sell right now?": when to sell, which the site answers by the season.
  [
    /\b(is )?(it|now|this) (a )?(good|bad|right|smart|wise|great) time to (sell|list)( (right now|now|at the moment|atm|this year))?\b/gi,
    " best time to sell ",
  ],
  // "I'd rather not rent to smokers": who smokes, a subject of its own (not a smoke alarm).
  [/\bsmokers?\b|\b(people|tenants?|applicants?) who smoke\b/gi, notCovered("smokingtenants")],
  // "The landlord wants to review the rent": a rent increase. "Do I have to let people through?": showing the home.
  [
    /\breview(s|ed|ing)? (the|my|our|their|his|her) rent\b(?!\s*(ledger|statements?|payments?|history|receipts?|records?))/gi,
    " rent increase ",
  ],
  [
    /\blet (people|buyers|strangers|them|everyone|randoms|potential buyers)( in)?( to)? (through|walk through|look through|inspect)\b/gi,
    " showing open homes ",
  ],
  // "Do you check how many people are living there? … my tenant has moved her boyfriend in": the occupants on the lease.
  [
    /\bhow many (people|persons|adults|occupants|tenants) (are |is )?(actually |really )?(living|live|staying|residing) (there|in (it|(the|my|our|their) (house|home|place|property|unit|rental)))\b|\b(mov(ed|es|ing)|brought|bringing|let) (her|his|their|a|an) (boyfriend|girlfriend|partner|mate|friend|brother|sister|mum|dad|parents?|cousin|family|relatives?)( \w+)? in\b|\b(has|have|got) (her|his|their) (boyfriend|girlfriend|partner|mate|friend|brother|sister|mum|dad|parents?|cousin|family|relatives?) (living|staying) (there|with (her|him|them))\b/gi,
    " number of occupants ",
  ],
  [/\b(pretty|fairly|quite|almost|i'?m|im) (sure|certain|positive)\b/gi, " "],
  // "If you manage it, what do I actually get for my money?": what a service includes.
  [
    /\bwhat (do|would|will|does|did) (i|we|you|a landlord|landlords|an owner|owners) (actually |really |even )?(get|receive) for (my|our|the|your|their) (money|fees?|dollars?|\$+)\b/gi,
    " what is included ",
  ],
  // "How much was the scholarship worth?": an amount, not what a home is worth.
  [
    new RegExp(
      String.raw`\b(how much|what) (is|was|'s|were|are) (the|a|your|their|this|that|each|every) (${prizeWords})( (is|was))? worth\b`,
      "gi",
    ),
    "$1 $2 $3 $4",
  ],
  [
    /(?<=\b(scholarships?|prizes?|grants?|sponsorships?|donations?|awards?|bursar(y|ies))\b.{0,120})\b(how much|what) (is|was|'s|were) (it|that) worth\b/gi,
    "$3 $4 $5",
  ],
  // "Is it worth getting a property manager?" asks whether it pays off, not what a home is worth.
  [/\b(is it|it's|its|would it be|is that|is this|be)( really| even| actually)? worth (it|doing|\w+ing)\b/gi, "$1 worthwhile $3"],
  // "… for his job at the hospital" is someone's work, not a job with us.
  [/\b(my|his|her|their|our|a new|new|partner'?s|husband'?s|wife'?s) jobs?\b/gi, " occupation "],
  // "No train there, right?": a tag asking to be agreed with is not the question's subject.
  [/,?\s+(right|yeah|eh|aye|innit|yeah\?? right)\s*\?/gi, "?"],
  // "Do I get the last say on which applicant?" asks who makes the final decision.
  [/\b(the )?(last|final) (say|word|call)\b|\b(get|have) (a|any|the) say\b/gi, " final decision "],
  // "What does your agency actually do for landlords?" asks what we do: "agency" is us, not an article's "agency".
  [
    /\bwhat ((does|do|will|can|would) your (agency|company|firm|team|mob|business)( actually| really| exactly)? (do|offer|handle|provide|cover)|your (agency|company|firm|team|mob|business)( actually| really| exactly)? (does|do|offers|handles|provides|covers))\b/gi,
    "what you do",
  ],
  // "What do you handle for landlords?" asks what we do for them.
  [
    /\b(handle|handles|handled|cover|covers|take care of|takes care of)(?=\s+for\s+((property |home )?owners?|landlords?|investors?|tenants?|renters?|buyers?|sellers?|vendors?)\b)/gi,
    "do",
  ],
  // "Come to inspect" is to inspect: the coming is no subject of its own ("… will the property manager come to inspect?").
  [/\b(come|comes|coming|pop|pops|drop|drops) (round |over |out |by )?(to|and) (inspect|do (an|the|a routine) inspection)\b/gi, "inspect"],
  // Who keeps or looks after the money until settlement is who holds the deposit.
  [
    /\b(keeps?|keeping|kept|looks? after|looking after|minds?|sits? on|hang(s|ing)? on ?to|hold(s|ing)? on ?to) (the |that |our |my |this )?(deposit money|funds|money|cash|deposit)\b/gi,
    " holds the deposit ",
  ],
  // "When do we have to pay the deposit?" asks when it is due.
  [/\b(have to|need to|must|got to|gotta) (pay|hand over|put down) (the|a|our|my) deposit\b/gi, " the deposit due "],
  // Who was awarded or received the scholarship: whom it went to.
  [
    /\b(was |were |has been )?(awarded|received|won|win|wins|got|given|granted)( the| your| our)?( mission the one)? scholarships?\b|\bscholarships? (was |were )?(awarded|received|won|given|granted)( to)?\b/gi,
    " scholarship went to ",
  ],
  // "What you hold about me", "what details you've kept about me": the personal information we hold.
  [
    /\bwhat (details |info |information |data |records )?(you|u)('ve| have)? (got|hold|held|kept|keep|have|store|stored) (on|about) (me|us)\b/gi,
    " personal information hold ",
  ],
  // "The best way to let you know about it" is how to report it.
  [
    /\b(the best way|how( do| can| should)? (i|we)?) to (let (you|u) know|tell (you|u)|notify (you|u)|get (it|that) to (you|u))\b/gi,
    " how to report ",
  ],
  // "Investors who own a rental" are landlords.
  [
    /\b(investors?|owners?|people) (who|that) (own|owns|have|has|rent out|rents out) (a |an |one |two |their )?(rentals?|investment propert(y|ies)|investments?|rental propert(y|ies))\b/gi,
    "landlords",
  ],
  // "Five per cent" is 5%.
  [
    /\b(two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)[ -]?(per ?cent|percent|%)/gi,
    (_: string, n: string) =>
      `${{ two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, fifteen: 15, twenty: 20 }[n.toLowerCase() as "two"]}%`,
  ],
  // "Do I have to put down the full 10%?" asks about the deposit.
  [
    /\bput(ting)? (down|up)\b.{0,20}?\b\d+ ?(%|percent)|\b\d+ ?(%|percent) (down|deposit|saved|in savings|put away)\b|\bsaved (up )?(a |only |just )?\d+ ?(%|percent)/gi,
    " deposit ",
  ],
  // Handing over money is paying it ("when do we hand over the deposit?"); what is put down on a purchase is its
  // deposit ("how much do we put down when we exchange?").
  [
    /\b(hand(s|ed|ing)? over|hand(s|ed|ing)? in|fork(s|ed|ing)? out|cough(s|ed|ing)? up)\b(?=.{0,20}\b(deposit|money|cash|funds|bond|rent|payment|\$|\d))/gi,
    " pay ",
  ],
  [new RegExp(putDownMoney.source, "gi"), " pay deposit "],
  // "Do I have to give them money back?" asks about a refund.
  [
    /\b(give|giving|gives|pay|paying|pays)( (them|him|her|the tenants?|the buyers?|my tenants?|it|any|the|some))?( money| rent)? back\b/gi,
    " refund ",
  ],
  // "Can I offer more rent to get it?" asks about rent bidding, not what the agency offers.
  [
    /\b(offer|offering|offered|pay|paying|bid|bidding|put in)( \w+)? (more|extra|higher|over|above)( than( the)?( asking| advertised)?)? (rent|for (it|the (place|house|rental)))\b|\brent[- ]bidding\b/gi,
    " rentbidding ",
  ],
  // "Should we sell first or buy first?" is buying before selling.
  // "… sell and buy in the same area, which should I do first?" asks it too.
  [
    /\b(sell|selling) first or (buy|buying)( first)?\b|\b(buy|buying) first or (sell|selling)( first)?\b|\b(sell|selling) (and|&|n|then) (buy|buying)\b.{0,60}?\b(first|order)\b|\b(buy|buying) (and|&|n|then) (sell|selling)\b.{0,60}?\b(first|order)\b/gi,
    " buy before selling ",
  ],
  // "How do people get to work?" asks about the commute.
  [/\b(get|getting|gets|travel|travelling|go|going) (in)?to (work|the city|the cbd)\b/gi, " commute "],
  // "Does that break the lease?" asks whether it is allowed, not about ending it early.
  [
    /\b(does|would|will|is|could|might|can) (that|this|it)( be)? (break|breach|breaking|against|violat\w*) (the|my|our) (lease|rules|agreement|tenancy)\b/gi,
    " breach lease ",
  ],
  // "… just off Gregory Hills Dr": where the home is (the suburb is read apart).
  [/\b(just\s+)?off\s+(\w+\s+){0,2}(st|street|rd|road|dr|drive|ave|avenue|pde|parade|cres|crescent)\b\.?/gi, " "],
  // "What will my house sell for?", "how much would our place go for?": what the visitor's own home is worth.
  [
    /\b(how much|what) (could|would|will|can|should|might|do you think)\b.{0,20}\b(my|our)\b.{0,50}\b(sell|go|get sold)( it)? for\b/gi,
    " worth appraisal ",
  ],
  // "Why won't you give me a price for my house?": a price for the visitor's own home is its appraisal.
  [
    /\b(give|get|tell|quote|send) (me|us) (a |an |your )?(price|valuation|figure|estimate|number) (for|on) (my|our) ([\w-]+ )?(house|home|place|property|unit|townhouse|apartment)\b/gi,
    " worth appraisal ",
  ],
  // "How much could my 4 bed rent for?", "what would my house rent for?" ask for a rent estimate of the visitor's own home.
  [
    /\b(how much|what) (could|would|will|can|should|might|do you think)\b.{0,20}\b(my|our)\b.{0,50}\b(rent|lease)( it| out| it out)? for\b/gi,
    " rent estimate rental appraisal ",
  ],
  // "Could you tell us what rent we might be able to get?": the rent the visitor's home would fetch.
  [
    /\b(what|how much) (rent|weekly rent|rent per week|a week in rent) (we|i)( could| would| will| can| might| should| may|'d|'ll)( be able to| expect to| hope to)? (get|fetch|achieve|ask|charge|make|earn)\b/gi,
    " rent estimate rental appraisal ",
  ],
  // "… what our house might be worth before we decide": when they will decide, not a subject of its own.
  [/\bbefore (we|i) (decide|commit|go ahead|do anything|make (a|any|the|our|my|up our|up my) (decision|minds?))\b/gi, " "],
  // "Do you do appraisals in Oran Park? → Does it cost anything?": whether we charge for it, not what homes cost.
  [/\b(cost|costs|costing) (anything|much|money|a cent|extra)\b/gi, " charge "],
  // "How can I get in touch with him directly?": how to contact him.
  [/\bget (in touch|hold of)( with)?\b|\breach out to\b/gi, " contact "],
  [/(?<=\b(contact|call|ring|e-?mail|text|reach) (him|her|them)) directly\b/gi, " "],
  // "What do you actually look at when you inspect my investment property?": what a routine inspection checks.
  [
    /\bwhat (do|will|would|does) (you|u|ya|your (property )?managers?|the (property )?manager)( (actually|really|usually|normally|typically))? (look at|look for|check|check for|go over)\b(?=[^.?!]{0,40}\binspect(s|ing|ions?)?\b)/gi,
    " what do you check at a routine inspection ",
  ],
  // "Is there anything on your blog about buying acreage?": an article on that subject, not the blog's own page.
  [
    /(?<=\b(anything|something|articles?|posts?|written|stuff)\s+)(on|in) (your|the|ur) (blog|insights( blog)?)( page)? (about|on|covering)\b/gi,
    " article about ",
  ],
  // "Are management fees fixed, or can they be negotiated?": whether they are set or negotiable.
  [/\b(fees?|commissions?|charges?)( (are|is|be))? (fixed|set in stone)\b/gi, " $1$2 negotiable "],
  // "… $575 a week, so what would that come to?": the sum asked of the rule before.
  [
    /\b(what|how much) (would|will|does|did|do) (that|it|this|they) (come to|come out at|work out (to|at|as)|add up to|total)\b/gi,
    " how much is that ",
  ],
  // "How long does the owner have to reply to our pet request?": the pet application the rule names.
  [/\bpet (requests?|applications?|forms?)\b|\brequests? (for|to (keep|have|get)) (a |our |my )?(pet|dog|cat)\b/gi, " pet application "],
  // "How would we find out what rent our house could fetch?": the rent a home of the visitor's would fetch. (Not when
  // more is asked of it after: "… what rent it would get, and how long would it sit empty?" reads its second part with it.)
  [
    /\b(what|how much) rent (it|my \w+|our \w+|the (house|home|place|property|unit|townhouse))( \w+)? (could|would|will|can|might|may)( \w+)? (get|fetch|achieve|make|earn|bring in|command)\b(?=\s*([?.!]|$))/gi,
    " rent estimate rental appraisal ",
  ],
  // "I'm buying an investment in Leppington, can you tell me what it would rent for once it's done?"
  [
    /\bwhat (it|that|the (house|home|place|property|unit|townhouse|investment)) (would|could|will|might) (rent|lease) for\b(?=\s*([?.!]|$|once\b|when\b|after\b|if\b))/gi,
    " rent estimate rental appraisal ",
  ],
  // "How quick do rentals get snapped up?": how soon they are leased.
  [/\b(get|gets|got|are|is|being) (snapped|snatched|taken|picked) up\b/gi, " leased "],
  // "How long have we got to challenge it?", "fight it" of a bond claim: to dispute it.
  [/\b(?:challeng(?:e|ing)|fight(?:ing)?) (it|the claim|the deduction|that|this|them)\b/gi, " dispute $1 "],
  // ("Can we contest it?" of the bond, not of a water bill.)
  [
    /(?<=\bbond\b[^?]{0,80}?)\bcontest(?:ing)? (it|that|this)\b|\bcontest(?:ing)? (the (?:bond )?claim|the deduction)\b/gi,
    " dispute $1$2 ",
  ],
  // "What do you give new tenants to document the place on move-in day? … damage that was already there": the condition
  // report at the start of the lease (said beside the move in or the new tenants; not photos for a sale's listing, nor
  // a buyer's "already there when we inspected").
  [stateAtTheStartOfATenancy, " condition report "],
  // "Do we have to let them in every single weekend?" of showings to buyers: how many a week.
  [
    /(\b(do|must|will|would) (we|i|they|tenants?) (really )?(have|need|got) to )?\blet (them|the agents?|buyers|people|strangers) (in|through)\b([^?.!]{0,20}?)\bevery (single )?(weekend|week|saturday|sunday)\b/gi,
    " how many showings to buyers a week ",
  ],
  // "Is there a deadline if I want to …?": a time limit.
  [/\bdeadlines?\b/gi, " time limit "],
  // "Renting out my place … what would it get a week?": the rent a home of the visitor's would fetch.
  [
    /\b(how much|what)( rent)? (could|would|will|can|might|do you think) (it|my \w+|our \w+|the (house|home|place|property|unit|townhouse))( \w+)? (get|fetch|make|earn|bring in|go for|rent for|lease for)( in rent)? (a|per|each) (week|wk)\b/gi,
    " rent estimate rental appraisal ",
  ],
  // How long a lease runs (6 or 12 months) is a subject of its own, not how long an application takes.
  [
    /\bhow long (are|is|do|does)( the| your| a)? (leases?|tenanc(y|ies)|rental agreements?)\b|\blease (lengths?|terms?)\b|\blength of (the |a |my )?lease\b/gi,
    " leaselength ",
  ],
  // "settlement length", "approval timeframe": how long it takes.
  [/\b(length|duration|timeframe|time frame|turnaround( time)?)\b/gi, " how long "],
  // A buyer "backing out" or "pulling out" of a purchase is cooling off (a tenant's lease is told apart by who asks).
  [
    /\b(back|backs|backing|backed|pull|pulls|pulling|pulled) out\b(?! of (the |our |my |a |this )?(lease|tenancy|rental|agreement))/gi,
    " cooling off ",
  ],
  // …and so is a buyer "changing their mind" after winning or exchanging ("if i win can i change my mind after?"), in
  // the buyer's own words (a seller's "change my mind about the agent" is not).
  [/(?<=\b(buy\w*|auction\w*|bid\w*|win|won|purchas\w*|exchang\w*)\b.{0,80})\bchange (my|our) minds?\b/gi, " cooling off "],
  // "Is there like a grace period where you can change your mind after signing for a house?": the buyer's cooling-off.
  [
    /\b(a )?grace period\b(?=[^?]{0,60}\b(sign\w*|exchang\w*|buy\w*|purchas\w*|contracts?)\b)|\bchange (my|our|your) minds?\b(?=[^?]{0,40}\b(sign\w* (for|on) (a|the) (house|home|place|property|unit|townhouse)|exchang\w*|buy\w*|purchas\w*))/gi,
    " cooling off ",
  ],
  // "To the dollar, what's the duty on $985,000?": a figure asked exactly.
  [/\b(to|down to) the (exact |last )?(dollar|cent)\b/gi, " exact "],
  // Any other grace period is one the site does not speak of (and not Grace, our office manager).
  [/\bgrace periods?\b/gi, " leeway "],
  // Moving a property's management "to you" is switching agents.
  [
    /\b(move|moves|moving|moved|bring|bringing|shift|shifting)(\s+(my|our|the)(\s+\w+){0,2}?)?(\s+over)?\s+to\s+(you|your agency|your office|ironbark)\b/gi,
    " switch$2 to you ",
  ],
  // "Do you sell in Camden too?" asks where the agency works, not about selling.
  [
    /\b(do|does|can|will) (you|u|ya|your (agency|team|agents?|office)|ironbark)( guys)? (sell|work|operate|cover|service|list|manage|do (sales|rentals))( (homes|houses|properties|property|rentals))? (in|around|out (in|at|to)|as far as)\b/gi,
    " cover service area in ",
  ],
  // "What's in the marketing package?" asks about the marketing.
  [/\b(marketing|advertising) (package|bundle)s?\b/gi, " marketing "],
  // A landlord leaving an agent for another, or asking "you" to take the management over, is switching.
  [
    /\b(leave|leaving|left|dump|dumping|ditch|ditching|sack|sacking|fire|firing|drop|dropping|get rid of|get away from|move on from) (my|our) (current |old |existing |present )?(real estate |property )?(agents?|agency|property managers?|managers?|pms?)\b/gi,
    " switch agent ",
  ],
  [
    /\b(you|u|ya|ironbark)( guys)? (to )?(take|taking) over (my|our|the) (\w+ )?(property|properties|rental|management|investment|place|house|unit)\b/gi,
    " switch manag to you ",
  ],
  // "Is rent capped in NSW?", "a cap on rent": how far the rent may go up.
  [
    /\b(rents?|rental prices?) (is |are )?(capped|controlled)\b|\b(cap|caps|limit|limits) on (the )?(rents?|rent increases?)\b|\brent (cap|control)s?\b/gi,
    " rent increase cap ",
  ],
  // "Is commission fixed by law?", "regulated by the government": what the law says of it, the law's word.
  [/\b(fixed|set|regulated|capped|prescribed|mandated)( by| in| under)? (law|legislation|the government|the state)\b/gi, " law "],
  // "… have to charge 2% by law. True?": asking whether it is so, no subject of its own.
  [/\b(is (that|it|this) )?(true|legit|correct|right)\s*\?/gi, " ? "],
  // "How much of her house is on the line?": at risk, not a rail line.
  [/\b(is|are|be|being|'s|put|puts|putting)( \w+)? on the line\b(?! (to|into|from|between|at|through)\b)/gi, " at risk "],
  // Building a granny flat or a shed "without a DA": council approval, which the site leaves to the council.
  [
    /\b(a |the |any |without (a |any )?)?(DA|development application|development approval|complying development( certificate)?|CDC)\b/g,
    () => notCovered("buildingapproval"),
  ],
  // Being "in charge of" something is no charge (a fee): "who's in charge of marketing?" asks who runs it, "who is in
  // charge of the bond?" about the bond.
  [/\bin charge( of)?\b/gi, " "],
  // "How hard is it to …?" asks how it is done: the difficulty is no subject of its own.
  [/\bhow (hard|easy|difficult|simple|complicated|tricky|painful)\b/gi, " how "],
  // "what info you've got on me" is the personal information held about the visitor.
  [
    /\b(info|information|details|data|records?) (that |do |have )?(you|u|ya)( guys)?('ve got|'ve| have got| have| got| hold| keep| store)?( got)? (on|about) (me|us)\b/gi,
    " personal information hold ",
  ],
  // A leasing fee is the letting fee a landlord pays, not a tenant's break fee.
  [/\b(leasing|re-?leasing|lease-?up) fees?\b/gi, "letting fee"],
  // "PM fees", "my PM", "switch PMs": property management and its manager (not "3 pm").
  [/(?<!\d\s?)\bPMs?\b(?= (fees?|costs?|rates?|charges?|services?|company|agency|agreement|commission))/gi, "property management"],
  [/(?<!\d\s?)\b(my|our|ur|your|the|a|new|current|old|switch\w*|chang\w*|swap\w*) PMs?\b/gi, "$1 property manager"],
  // A seller is paid at settlement: "we've exchanged on our place, when do we actually get paid?"
  [
    /(?<=\b(exchang\w*|sold|sale|selling|sell)\b.{0,60})\b(get|gets|getting|receive|see)( actually)? (paid|the money|our money|my money|the funds|the proceeds)\b/gi,
    " get the money at settlement ",
  ],
  // "What languages does Priya speak?" asks what she speaks.
  [/\b(what|which|any|other) (other )?languages?\b(?= .{0,30}\bspeak)/gi, " "],
  // What the agency hands out or gives away is what it sponsors ("how much did Mission the One hand out in 2025?").
  [/\b(hand(s|ed|ing)? out|g(ive|ave|iven|iving) away|donat(e|es|ed|ing))\b/gi, " sponsor "],
  // Sending in one's details, résumé or CV is applying ("keen to join your team - how do I submit my details?").
  [
    /\b(submit|send|lodge|forward|e-?mail|drop off|pass on)( in| through| over)?( (to )?(you|u|ya))? (my|our|a|an) (details|resume|résumé|cv|application)\b/gi,
    // (A résumé or CV is only ever sent for a job; details or an application may be for a home.)
    (sent: string) => (/\b(details|application)$/i.test(sent) ? " apply " : " apply career job "),
  ],
  // Filling in a form is using it: "fill out the appraisal form" names the form.
  [/\b(fill|filled|filling|fills) (in|out|up)\b/gi, " "],
  // "Do you on-sell my info?" asks whom our personal information goes to.
  [
    /\b((on-?sell|sell|pass|passing|hand|give|share|flog)(s|ing|ed)? (on )?(my|our|your|people'?s|customers'?|clients'?) (personal )?(info|information|details|data|e-?mails?|numbers?|contact details)|(my|our) (personal )?(info|information|details|data) (be |being |get |gets |getting )?(sold|passed|shared|given|handed))( on)?(( to| with)( other| third| outside)? (companies|businesses|parties|firms|marketers|people|anyone( else)?))?\b/gi,
    " share personal information ",
  ],
  // "change my mind" is second thoughts; changing agents is switching them ("catchments change" is neither).
  // (A buyer changing their mind after an auction or an exchange is cooling off, or asking whether they can.)
  [
    /(?<=\b(won (an |the )?auction|at (an |the )?auction|bought|buy|buying|exchang\w*|purchas\w*|contracts?)\b.{0,120})\b(chang(e|es|ed|ing) (my|our|their) minds?|second thoughts)\b(?!\s+(about|on|over|between|which|whether)\b)/gi,
    " cool off ",
  ],
  [/\bchang(e|es|ed|ing) (my|our|your|his|her|their) minds?\b/gi, " reconsider "],
  // A landlord moving the management of a rental to us switches agents ("can i move it to you?").
  [
    /\bmov(e|es|ed|ing) (it|my (rental|property|place|house|unit|management|investment)|the (management|property|rental))( over)? (to|across to) (you|your (agency|office|team)|ironbark)\b/gi,
    " switch to you ",
  ],
  // ("can i move the management of my rental from another agency to you?")
  [
    /\b(mov|transferr?|bring|shift)(e|es|ed|ing|s)? (the |my |our )?(property )?management\b[^.?!]{0,60}?\bto (you|your (agency|office|team)|ironbark)\b/gi,
    " switch manag to you ",
  ],
  // "Having regrets", "am I stuck with them?" after signing: second thoughts too.
  [
    /\b(having |have |got |with )?(some |any )?regrets?\b|\b(already )?regrett(ing|ed) it\b|\b(stuck|locked in) with (them|it|him|her|that agent|the agent|the agency)\b|\b(am i|are we|i'?m|we'?re) (locked|stuck|tied) in\b/gi,
    " reconsider ",
  ],
  // "Can you take it over?" of a rental managed by another agent: switching the management to us.
  [
    /\b(can|could|would|will) (you|u|ya)( guys)? take (it|them|the (management|property|place|rental)) over\b/gi,
    // (Not of a sale: "if we sell, can you take it over or do we need a new agent?")
    (said: string, ...rest: unknown[]) => (/\bsell/i.test(String(rest.at(-1))) ? said : " can I switch to you "),
  ],
  // "Can someone tell me what ours would go for?": the visitor's own home's value.
  [/\bwhat (ours|mine|our (place|house|home)|my (place|house|home)) (would|could|might|will) (go|sell) for\b/gi, " worth appraisal "],
  // "Before buyers come through?": buyers seeing the home (no subject of "come" of its own).
  [
    /\b(buyers?|people|strangers|purchasers) (come|comes|coming|go|goes|going|walk|walks|walking|traipse|traipsing) through\b(?=\s*([?.!,]|$))/gi,
    " $1 see the home ",
  ],
  // An agent who will "go through" the home inspects it.
  [/\b(go(es|ing)?|come(s)?|coming) through (it|the (house|home|place|property|unit|rental|townhouse|flat|apartment))\b/gi, " inspect "],
  [
    /\bchang(?:e|es|ed|ing)(?: over)?(?: (?:to|from))? ((?:our |my |your |the |an?o?ther )?(?:real estate |property )?(?:agents?|agency|agencies|managers?|management|you|ironbark))\b/gi,
    " switch $1 ",
  ],
  // "Passed away", "passed on": a death, not anything passing.
  [/\b(pass|passes|passed|passing) (away|on)\b(?! (to|the|my|our|your|his|her|their|it|them|a|an)\b)/gi, " died "],
  // "picking up the keys" collects them; nobody is choosing anything.
  // ("Tenant's not picking up" is not answering the phone: no one collects anything.)
  [
    /\b(not|isn'?t|aren'?t|won'?t|wont|stopped|never|doesn'?t|don'?t) (picking|pick) up( (the|his|her|their|my) (phone|calls))?\b/gi,
    " not answering ",
  ],
  [/\b(pick|picks|picking|picked) (up|them up|it up)\b/gi, " collect "],
  [/\b(on|this|next|every|open|closed) sats?\b/gi, " $1 saturday "],
  [/\b(on|this|next|every|open|closed) suns?\b/gi, " $1 sunday "],
  // "How much warning do I get before it goes up?": the notice a rule sets.
  [/\b(how much|enough|advance|prior|written|days'?|weeks'?) (warning|heads[- ]?up)\b/gi, " $1 notice "],
];

export function rephrase(question: string): string {
  return compounded(rewritten(question, phrasings));
}

/**
 * Phrases that name one thing, made one term in the question and in the site's text alike: "open homes" is not the
 * office being "open" nor any "home".
 */
const compounds: readonly [RegExp, string][] = [
  [
    new RegExp(
      String.raw`\bopen (homes?|houses?|inspections?|for inspections?)\b|\b(sunday|saturday|sat|sun|weekend|weekday|twilight|midweek|evening) opens\b|${countedOpens}`,
      "gi",
    ),
    "openhome",
  ],
  // "Which of your homes are open for viewing this weekend?", "what's open to inspect this week?"
  [/\bopen (for|to) (inspect(ions?)?|view(ings?)?|viewing)\b/gi, "openhome"],
  // A builder's display homes are not the agency's homes nor its office.
  [/\bdisplay (village|homes?|centre|center)s?\b/gi, "displayvillage"],
  // "Small fixes that pay for themselves" are worth doing: nobody pays anyone ("do I still have to pay you?").
  [/\bpays? for (itself|themselves)\b/gi, "worthwhile"],
  [/\boffers? (over|above|in excess of)\b/gi, "offersover"],
  // One tax under two names.
  [/\b(stamp|transfer)( \(stamp\))?[- ]dut(y|ies)\b/gi, "stampduty"],
  // A title: a managing director is not someone managing a property ("move my property management to you?").
  [/\bmanaging directors?\b/gi, "managingdirector"],
  // A "hot water system" is not someone's water.
  [/\bhot[- ]?water( (systems?|services?|units?|heaters?|tanks?|cylinders?))?\b/gi, "hotwater"],
  [/\boff[- ]market\b/gi, "offmarket"],
  // Paying off what is owed bit by bit: no "plan your move" nor a payment of rent to the landlord.
  [/\b(payment|repayment|instal+ment)s? (plans?|arrangements?)\b/gi, "paymentplan"],
  // Buying before selling, or both at once: one subject ("can I buy before selling my current home?", "sell and buy at
  // the same time"), not any page that mentions buying and selling.
  [
    /\bbuy(ing)? before (sell(ing)?|we'?ve sold|i'?ve sold|we sell|i sell)\b|\bsell(ing)? and buy(ing)? at the same time\b|\bbuy(ing)? and sell(ing)? at (the same time|once)\b/gi,
    // (The words kept beside it: "coordinate the sale and the purchase" still finds the FAQ by them.)
    "buyandsell buy sell",
  ],
  // "How long have you been doing this?", "… been in business?": the agency's years of experience (not its business hours).
  [
    /\bhow long (have|has|'ve) (you|u|ya|you guys|your (agency|team|office|company|business|mob)|the (agency|team|office|company|business)|ironbark)( all)? been (doing (this|it)|in business|around|operating|selling( homes| houses| real estate)?|going|trading|in (real estate|the (game|industry|area)))\b/gi,
    " years experience ",
  ],
  // "Is an auction worth it?": whether it is the better way to sell, a judgement the passage on it makes ("which is
  // better?"). (Not any "worth it": "is a pre-sale building and pest report worth it?" is no choice of ours.)
  [/(?<=\b(auctions?|private treaty)\b[^.?!]{0,30})\bworth (it|the (money|cost|effort|hassle|expense))\b/gi, " better "],
  // "Do you ever sell places without advertising them?", "before they're advertised": off the market (a seller's own
  // home sold so is a question of the seller's, not this).
  [
    /\b(sell|sold|selling|list|listed)( (?!my\b|our\b)\w+){0,2} (without|before) (advertising|advertised|going on|being advertised|it'?s advertised|they'?re advertised|they are advertised|hitting|reaching)( (them|it|the portals|the market|online))?\b/gi,
    " sell offmarket ",
  ],
  // "Do I need to be home for the open?": the open home, not the office's opening hours.
  [
    /\b(for|during|at|before|after|to) (the|an|our|my|their|each|every) open\b(?![- ]?(plan\w*|space|air|fire|road|market|mind|door|kitchen|living)\b)(?!\s*(hours?|times?|now|today|late|on (sundays?|saturdays?|public holidays?)))/gi,
    "$1 $2 openhome",
  ],
  // "Oran Park Anglican College", "Catholic primary schools": church schools, still schools of their church.
  [/\b(anglican|catholic|christian) (primary |high |secondary )?(schools?|colleges?)\b/gi, "$& churchschool"],
  // An offer on a home is a thing of its own; "do you offer …" is a service.
  [
    /\b(an|the|your|my|our|their|any|first|highest|best|written|verbal|cash|unconditional|conditional|lower|higher) offers?\b/gi,
    "purchaseoffer",
  ],
  // Parking a car is not a park ("can I park there?").
  [
    /\b(car |street |off[- ]street |visitor )?parking\b|\bcar ?parks?\b|\b(?<=(can|could|where|to) (i|we|you|u|people) )park\b|\bpark (my|the|our|your) cars?\b/gi,
    "carparking",
  ],
  // "The open on Saturday" is an open home.
  [/\b(the|an|their|this|next|last) open\b(?=\s+((on|this|next)\s+)?(sat|saturday|sun|sunday)\b)/gi, "$1 openhome"],
  // A building and pest inspection is one thing, not a building.
  [
    /\bbuilding (and|&|n) pest( inspections?| reports?| checks?)?\b|\bb ?(&|and|n) ?p\b|\bbuilding (reports?|inspections?)\b/gi,
    "buildingpest",
  ],
  // "I thought the tenant pays for the gas, is that right?": a check of what the visitor believes; "right" is no subject
  // (not the tenant's rights).
  [/\b(is|was) (that|this|it) (right|correct|true)\b|\b(am i|are we) (right|correct|wrong)\b|,\s*right\s*\?/gi, " "],
  // "Sent the form 3 weeks ago and heard nothing back": no reply to it (an application not heard of is its decision).
  [
    /(?<!\b(apply|applied|applying|application)\b[^.?!]{0,60})(\b(heard|had|got|gotten|received) nothing( back)?\b|\b(haven'?t|have not|hasn'?t|has not|didn'?t|did not|never) (heard|had|got|gotten|received)( anything| a (reply|response|word|peep))?( back)?\b)(?![^.?!]{0,40}\b(apply|applied|applying|application)\b)/gi,
    " no reply ",
  ],
  // Giving back (to the community) and hearing back (from us) are not getting a bond back.
  [/\bgiv(e|es|ing|en) back\b/gi, "giveback"],
  // (Hearing back on an application is its decision, not our reply to an enquiry.)
  [
    /\bhear(s|d|ing)? back\b(?=.{0,40}\b(apply|applied|applying|application)\b)|(?<=\b(apply|applied|applying|application)\b.{0,40})\bhear(s|d|ing)? back\b/gi,
    "decision",
  ],
  [/\bhear(s|d|ing)? back\b/gi, "hearback"],
  // Paying attention is not paying.
  [/\bpa(y|ys|ying|id) (close |more |less )?attention\b/gi, "attention"],
  // A contract for sale is the contract: its "sale" is no sale of the visitor's ("which certificate in the sale
  // contract …" is not answered by "private treaty sales").
  [/\b(sale|sales) contracts?\b|\bcontracts? (of|for) sale\b/gi, "contract"],
  // A kitchen or bathroom renovation is a renovation: "is a kitchen reno worth it before listing?"
  [
    /\b(kitchen|bathroom|bath|ensuite|laundry)( and (kitchen|bathroom|bath|ensuite|laundry))? (reno|renos|renovation|renovations|upgrade|makeover|refit|redo)\b|\b(a |an )?(brand[- ]new|new) (kitchen|bathroom|ensuite)s?\b|\b(redo|re-do|redoing|update|updating|upgrade|upgrading|renovate|renovating|do up|doing up|rip out|ripping out|replace|replacing)\s+(the|our|my|a)\s+(kitchen|bathroom|ensuite|laundry)( and (the )?(kitchen|bathroom|ensuite|laundry))?\b/gi,
    "renovation",
  ],
  // "Five business days" is a count of days, not a business ("do you sell my info to other businesses?").
  [/\b(business|working) days?\b/gi, "businessday"],
  // The site's own name for an appraisal.
  [/\b(property |home |house )?(price updates?|(price|value) estimates?)\b/gi, "appraisal"],
  // "Could someone come out and give them a price on their house?": an appraisal of the visitor's (or family's) home.
  [
    /\b(give|gives|put|puts|get|getting|do)\s+((us|them|me|him|her|mum|dad)\s+)?((a|an)\s+)?(price|figure|value|valuation|number)(\s+\w+)?\s+on\s+(our|their|my|his|her|mum'?s|dad'?s)\s+(\w+\s+){0,2}?(house|home|place|property|unit|townhouse)\b/gi,
    " appraisal ",
  ],
];

/** The one-word terms the rewrites above coin ("interestrate"): spelt as meant, not typos of a site word ("interstate"). */
const coinedTerms = new Set(
  [...phrasings, ...compounds].flatMap(([, replacement]) =>
    typeof replacement === "string" ? replacement.toLowerCase().split(/[^a-z]+/) : [],
  ),
);

export const isUncoveredSubject = (term: string) => uncoveredSubjects.has(term);

export function compounded(text: string): string {
  return rewritten(text, compounds);
}

function rewritten(text: string, rules: readonly [RegExp, Replacement][]): string {
  return rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement as string), text);
}

/** A text's sentences: split after a full stop, question or exclamation mark and the space that follows it. */
export function splitSentences(text: string): string[] {
  return text.trim().split(/(?<=[.!?])\s+/);
}

/** The meaningful terms of a text, in order, without repeats. */
export function termsOf(text: string): string[] {
  const seen = new Set<string>();
  for (const token of text.split(/[^\p{L}\p{N}'’]+/u)) {
    const term = processTerm(token);
    if (term) seen.add(term);
  }
  return [...seen];
}
