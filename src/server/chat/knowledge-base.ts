import "server-only";
import MiniSearch, { type SearchResult } from "minisearch";
import { chatSuburbs, detectSuburb, withoutSuburbs, type ChatSuburb } from "@/lib/chat/intent";
import { commonWords } from "./common-words";
import { factSubjects } from "./fact-subjects";
import { namesMember } from "./team-documents";
import {
  compounded,
  createSpellCorrector,
  isUncoveredSubject,
  processTerm,
  rephrase,
  splitSentences,
  termsOf,
  weakTerms,
  wordsOf,
} from "./text-terms";

/**
 * The assistant's knowledge: short documents built from the site's own content (FAQs, suburb facts,
 * services, team, hours, contact details, claims, published blog posts), each carrying the page to cite,
 * indexed with MiniSearch for retrieval. Building and searching are pure, so tests use them directly.
 */
export type KnowledgeKind = "fact" | "faq" | "suburb" | "service" | "team" | "contact" | "blog" | "article";

export interface KnowledgeDocument {
  id: string;
  kind: KnowledgeKind;
  /** A question or topic: what the document answers. */
  title: string;
  /** The answer in full sentences, ready to read to a visitor. */
  text: string;
  /** Extra words people use for this topic (synonyms), searched but never shown. */
  keywords?: string;
  /** Longer text behind the answer (a whole profile, an article's section), searched at a low weight, never shown. */
  body?: string;
  /** Suburbs the document is also about (an agent's patch), favoured when the question names one. */
  areas?: readonly ChatSuburb[];
  /** The page to visit for more, e.g. '/oran-park/selling'. */
  url: string;
  /** The page's name as a visitor reads it ("Selling in Oran Park"): the text of the link to `url`. */
  page?: string;
  /** The suburb the document is about, when it is about one. */
  suburb?: ChatSuburb;
  /** The official source the text is from, named after it ("Source: …, as of 26 November 2026"); never searched. */
  source?: { label: string; url: string; asOf: string };
  /**
   * What a question must name for this document to answer it (an NSW rule's subject, fact-subjects.ts): sharing words
   * with the question is not enough for it.
   */
  askedBy?: RegExp;
  /**
   * Found only when the question names what `askedBy` asks ("how do I get e-mailed new rentals?"), and then first and
   * confident on that match; left out of the words' rarity. A passage on how the site works shares its words with much
   * else: found by them, it would push out of a question's best few the one that answers, and change which of a
   * question's words is rarest.
   */
  onlyWhenAsked?: boolean;
  /**
   * Said already in another passage's background (an article's listed question, inside its section): left out of the
   * words' rarity, which would otherwise count those words twice.
   */
  restatesSection?: boolean;
  /**
   * Not searched on its own: given only through its article, when the article is the answer (an article's checklist,
   * which repeats its sections' words and would otherwise stand in for the section that answers).
   */
  throughItsArticle?: boolean;
  /** What a question that this document never answers names ("does the library open on Sundays?" of our hours). */
  notAskedBy?: RegExp;
  /** A question of this kind ("do you do sales too?") is answered by this document before any other that matches it. */
  firstFor?: RegExp;
  /** The site's pages the text links ("our 30-day preparation checklist"): cited beside it when an answer names them. */
  links?: readonly PassageLink[];
}

/** A link inside a passage: its words as the text reads them, and the site page it goes to. */
export interface PassageLink {
  label: string;
  url: string;
}

export interface KnowledgeHit {
  document: KnowledgeDocument;
  score: number;
  /** The visitor's meaningful terms this document matched. */
  matched: string[];
  /** Every term of the question it matched, its background text included. */
  touched?: string[];
}

export interface KnowledgeQuery {
  /** The question as the visitor wrote it. */
  asked: string;
  /** The meaningful terms of the question, suburb names removed. */
  terms: string[];
  /** Of those, the ones that carry the question (not generic words such as 'property'). */
  significant: string[];
  suburb: ChatSuburb | null;
  /** "Who …?": a question about a person, so the team's profiles come first. */
  asksWho: boolean;
  /** Meaningful terms no document contains at all ("commercial", "Airbnb"): the site does not cover the question. */
  absent: string[];
  /**
   * The question's rarest meaningful term ("percentage" in "what percentage do you charge to manage a property?"): a
   * document that does not even mention it answers something near the question, not the question.
   */
  key?: string;
  /** The kind of thing asked for by name ("certificate" in "what certificate do I need …?"), as a term, if any. */
  thingAsked?: string;
  /**
   * The question with its typos corrected ("alow my tennant a catt?"), to be read as the visitor meant it: worked out
   * when first asked for, since few questions need it and it looks up every word.
   */
  spelt?: () => string;
}

export interface KnowledgeBase {
  documents: readonly KnowledgeDocument[];
  /** The best documents for a question, best first: those covering more of its meaningful terms, then by score. */
  search(question: string, limit?: number, options?: SearchOptions): { query: KnowledgeQuery; hits: KnowledgeHit[] };
  /** The overview document of a suburb, if the site has one. */
  suburbOverview(suburb: ChatSuburb): KnowledgeDocument | undefined;
  /** What clients say (the rating, the testimonials), answered apart from the search (review-answers.ts). */
  reviews?: readonly KnowledgeDocument[];
}

export interface SearchOptions {
  /** The suburb to favour when the question names none (a follow-up about the suburb asked before). */
  suburb?: ChatSuburb | null;
}

const asksWhoPattern =
  /(^|[,;:.?!→–—-]\s*)(and |so |ok,? )?(who|who's|whos|whom)\b(?! are you)|\b(which|what) (agent|person|staff member|team member)\b|\bis there (someone|anyone|an agent)\b|\b(do|have) (you|u|ya) (guys |got |have )*(someone|anyone|somebody|anybody|an agent) (who|that|for|in charge)\b|\bdoes (anyone|someone|any of your (agents|team|staff))\b|\b(any|which( one)?|who) of your (agents|team|staff|people)\b/i;

/** "Which agent …?", "what person …?": a question whose answer is one of the team. */
const asksForPerson =
  /\b(which|what)( one)?( of your)? (agents?|person|people|staff( member)?|team members?|property managers?|sales (agents?|people))\b(?!\s*(fees?|commission|agreements?|costs?|charges?)\b)/i;

/** A question about someone by their part: "your marketing director", "an acreage specialist", "can Priya help?". */
/** "Who pays for …?", "who's responsible for …?": which party, not which person. */
const whoPays = /\bwho(?:'s| is)? (pays|paying|covers|foots|bears|is responsible|responsible|is liable|liable|has to pay)\b/i;

/**
 * "Who heads the Camden council?", "who is the principal of the high school?", "who runs the Twilight Growers Market?":
 * someone of another body.
 */
export const whoHeadsAnotherBody =
  /\bwho(?:'s| is)? (heads|runs|leads|owns|chairs|organi[sz]es|(the )?(head|boss|chief|chair|mayor|leader|ceo|owner|general manager|principal|president) (of|at))\b(?:(?!\b(open homes?|opens|sales|listings?|inspections?|rentals?|auctions?|acreage)\b)[^.?!]){0,40}\b(council|government|govt|police|shire|parliament|fair trading|ncat|tribunal|hospital|bank|school|college|university|church|mosque|temple|club|library|podium|shopping centre|markets?|festival|carnival|association|committee|playgroup)\b(?! (listings?|end|area|side|appraisals?|updates?|reports?|value|research|conditions|trends?|sponsorships?|scholarships?|programs?))/i;

const asksOfAPerson =
  /\b(director|manager|specialist|executive|officer|person|someone|somebody|anyone|anybody|agents?|assistant|coordinator|principal|head|lead|boss|team|staff|he|she|his|(?<!\b(tell|show|send|let|give|help|ask|find) )(him|her))\b/i;

/**
 * "Who orders the searches, me or my conveyancer?", "who's in charge of repairs, the landlord or the tenant?": a choice
 * between parties, not one of our team.
 */
const choiceOfParties =
  /\b(the )?(landlord|tenant|owner|buyer|seller|vendor|strata|body corporate)s? (or|vs) (the )?(landlord|tenant|owner|buyer|seller|vendor|strata|body corporate|agent|me|us)s?\b|\b(me|us|i|we) or (my|our|the|you|u|them)\b|\b(my|our|the) \w+ or (me|us)\b|\b(you|u) or (me|us)\b|\b(you|u|you guys|your agency) or (the|my|our|a) (conveyancer|solicitor|lawyer|bank|lender|broker|seller|vendor|buyer|landlord|owner|council)\b/i;

/** "Who do I ring?", "who should we tell?", "who deals with that?": the answer is whom to contact. */
const asksWhomToContact =
  /\bwho (do|should|can|must|would) (i|we) (ring|call|phone|contact|tell|notify|report (it|this|that|them) to|get in touch with)\b|\bwho('s| is)? deals? with (that|this|it|them)\b/i;

const namesAContact = (document: KnowledgeDocument) =>
  document.kind === "team" ||
  document.kind === "contact" ||
  /\b(contact|call|phone|ring|e-?mail|property managers?|agents?|our (office|team))\b/i.test(document.text);

const isAmount = (term: string) => /^\d[\d.,]*[km]?$/.test(term);
/** A time of day ("2pm", "9:30am"), which a passage giving the hours answers without naming it. */
export const isClockTime = (term: string) => /^\d{1,2}([:.]\d\d)?(am|pm)$/.test(term);

export function analyseQuestion(question: string, options: SearchOptions = {}): KnowledgeQuery {
  const suburb = detectSuburb(question) ?? options.suburb ?? null;
  const terms = termsOf(rephrase(withoutSuburbs(question)));
  return {
    asked: question,
    terms,
    // An amount ("$900k") is a detail of the question, not its subject.
    significant: terms.filter((t) => !weakTerms.has(t) && !isAmount(t)),
    suburb,
    asksWho: asksWhoPattern.test(question) && !choiceOfParties.test(question),
    absent: [],
  };
}

/**
 * The site's text as it is searched: phrases that name one thing made one term, as in the questions (compounded), and
 * without the suburbs' names, which are not searched as words in the questions either ("parks" is no match for Oran
 * Park): a document's suburb is matched as its suburb.
 */
const asSearched = (text: string) => compounded(withoutSuburbs(text));

export function createKnowledgeBase(given: readonly KnowledgeDocument[]): KnowledgeBase {
  // A document whose title names a suburb ("How long does it take to sell a home in Gregory Hills?") is about it.
  const documents = given.map((d) =>
    d.suburb || d.kind === "team" || d.kind === "contact" ? d : { ...d, suburb: detectSuburb(d.title) ?? undefined },
  );
  const byId = new Map(documents.map((d) => [d.id, d]));
  const index = new MiniSearch<KnowledgeDocument>({
    fields: ["title", "keywords", "text", "body"],
    storeFields: ["id"],
    processTerm,
    searchOptions: { processTerm },
  });
  const searched = documents.map((d) => ({
    ...d,
    title: asSearched(d.title),
    keywords: asSearched(d.keywords ?? ""),
    text: asSearched(d.text),
    body: asSearched(d.body ?? ""),
  }));
  index.addAll(searched.filter((d) => !d.throughItsArticle));

  // The site's own words, for the spelling corrector; synonyms' keys count as known words too.
  const vocabulary = new Map<string, number>();
  for (const d of searched) {
    for (const word of wordsOf(`${d.title} ${d.keywords} ${d.text} ${d.body}`)) vocabulary.set(word, (vocabulary.get(word) ?? 0) + 1);
  }
  // How rare each term is: a question's rare word ("arrears") says more about what it asks than a common one ("rent").
  // (Not counting a passage found only when asked by name, which answers no other question: "open homes" is as rare as
  // before the passage on planning them was written; nor one that restates part of another.)
  const documentFrequency = new Map<string, number>();
  for (const d of searched.filter((d) => !d.onlyWhenAsked && !d.restatesSection && !d.throughItsArticle)) {
    for (const term of new Set(termsOf(`${d.title} ${d.keywords} ${d.text}`)))
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const correct = createSpellCorrector(vocabulary, new Set(documentFrequency.keys()));
  // The team's first names: "Can Priya help me?" is a question about a person.
  const teamNames = new Set(documents.filter((d) => d.kind === "team").flatMap((d) => termsOf(d.title.split(/[\s,]/)[0] ?? "")));
  const namePrefixes = new Set([...teamNames].flatMap((name) => Array.from({ length: name.length - 4 }, (_, i) => name.slice(0, i + 4))));
  const rarity = (term: string) => Math.log(1 + documents.length / (documentFrequency.get(term) ?? 1));

  // The words of each document's title, to prefer the document whose own question matches the visitor's.
  const titleTerms = new Map(searched.map((d) => [d.id, new Set(termsOf(d.title))]));

  function search(question: string, limit = 5, options: SearchOptions = {}): { query: KnowledgeQuery; hits: KnowledgeHit[] } {
    // Rephrased first (the phrases are spelt right), then corrected.
    let spelt: string | undefined;
    const query = {
      ...analyseQuestion(correct(rephrase(withoutSuburbs(question))), { suburb: detectSuburb(question) ?? options.suburb ?? null }),
      asked: question,
      thingAsked: thingAskedIn(question),
      spelt: () => (spelt ??= correct(question)),
    };
    if (query.terms.length === 0) return { query, hits: [] };
    if (query.terms.some((t) => teamNames.has(t))) query.asksWho = true;
    // The terms are processed already (stems and synonyms), so the search takes them as they are.
    const results: SearchResult[] = index.search(query.terms.join(" "), {
      processTerm: (term) => term,
      combineWith: "OR",
      boost: { title: 2.5, keywords: 2, text: 1, body: 0.3 },
      // …but a word is not the start of a name ("call" is not Callum).
      prefix: (term) => term.length >= 4 && !namePrefixes.has(term),
      // Typos are corrected above; this only lets a long word meet its close variants.
      fuzzy: (term) => (term.length >= 7 ? 1 : false),
      weights: { fuzzy: 0.6, prefix: 0.5 },
      boostDocument: (id) => documentBoost(byId.get(String(id)), query),
    });
    // (A passage found only when asked by name is left out unless the question names it: it never takes the place of
    // one that may answer, nor makes a word known to a question that does not name it — "text the property manager" is
    // not met by alerts that "come by e-mail, not by text".)
    const found = results.flatMap((result) => {
      const document = byId.get(String(result.id));
      return document && (!document.onlyWhenAsked || document.askedBy?.test(question)) ? [{ result, document }] : [];
    });
    const anywhere = new Set(found.flatMap(({ result }) => result.queryTerms));
    // "Retiring this year at 70 … my wife is terrified of moving twice. Can you look after both ends?": who the visitor
    // is and how they feel is no subject the site fails to cover.
    const { story, question: ownQuestion } = storyAndQuestion(question);
    const ownLife = ownLifeTold(story, ownQuestion);
    query.significant = query.significant.filter((t) => !ownLife.has(t));
    // (A short word counts only when it is no English word nor chat slang: "NBN", "CGT", not "van" or "nah".)
    query.absent = query.significant.filter(
      (t) => !anywhere.has(t) && (t.length >= 4 || (t.length === 3 && !commonWords.has(t) && !chatSlang.has(t))),
    );
    // Short words ("over", "able") say little; the key is a word of five letters or more, and not a day named as when
    // ("if we win at auction on Saturday, do we still get a cooling off?" asks what, not when; "every Saturday" is
    // how often, which is asked).
    // Nor is a day named in the story before the question ("… open homes every Saturday AND Wednesday evening. How many
    // are they actually allowed?").
    const when = new Set(termsOf([...query.asked.matchAll(dayAsWhen), ...story.matchAll(namedDay)].map((match) => match[1]).join(" ")));
    const known = query.significant.filter((t) => anywhere.has(t) && t.length >= 5 && !when.has(t));
    if (known.length >= 2) query.key = known.reduce((a, b) => (rarity(b) > rarity(a) ? b : a));

    const hits: KnowledgeHit[] = [];
    for (const { result, document } of found.slice(0, 40)) {
      const title = titleTerms.get(document.id) ?? new Set<string>();
      const inTitle = result.terms.filter((t) => title.has(t)).length;
      // A title that is the visitor's question in other words ("How do I report a repair?") counts most.
      const wholeTitle = query.significant.length > 1 && query.significant.every((t) => title.has(t)) ? 1.5 : 1;
      // Words found only in the long background text (a profile, an article's body) rank the document but do not
      // count as answering the question — except a team profile's for "who …?".
      // (An article summary's body is its description: it counts.)
      const whole = (query.asksWho && document.kind === "team") || document.kind === "blog";
      const met = Object.keys(result.match);
      const touched = result.queryTerms.filter((q) => metAsWord(met, q));
      const matched = whole ? touched : touched.filter((q) => outsideBody(result, q));
      hits.push({ document, score: result.score * (1 + 0.5 * inTitle) * wholeTitle, matched, touched });
    }
    // A document that answers more of the question beats one that repeats fewer of its words more often; then one
    // about the suburb asked about; then the score.
    const coverage = (hit: KnowledgeHit) => hit.matched.filter((t) => query.significant.includes(t)).reduce((sum, t) => sum + rarity(t), 0);
    const local = (hit: KnowledgeHit) => (query.suburb && isAbout(hit.document, query.suburb) ? 1 : 0);
    // "Do you actually inspect more than once a year?": what we do comes before what the state allows.
    // (Not the notice or the limit the law sets: "how often do you inspect? → and how much notice do I get?")
    const ourPractice =
      asksOurPractice.test(query.asked) && !asksTheRules.test(query.asked) && !/\b(notice|limits?|allowed|maximum)\b/i.test(query.asked);
    const ours = (hit: KnowledgeHit) => (ourPractice && !hit.document.source ? 1 : 0);
    // A passage found only when asked by name was asked for by name ("… ends up selling for?" beside a street's).
    const named = (hit: KnowledgeHit) => (hit.document.onlyWhenAsked ? 1 : 0);
    hits.sort(
      (a, b) =>
        ours(b) - ours(a) ||
        named(b) - named(a) ||
        Math.round(10 * (coverage(b) - coverage(a))) ||
        local(b) - local(a) ||
        b.score - a.score,
    );
    return { query, hits: hits.slice(0, limit) };
  }

  return {
    documents,
    search,
    suburbOverview: (suburb) => documents.find((d) => d.kind === "suburb" && d.suburb === suburb),
  };
}

/** Endings that keep a word's meaning when the search meets it as the start of a longer one ("rent" in "rental"). */
const sameWordEnding =
  /^(s|es|e|t|ts|ed|d|r|er|ers|st|est|en|ing|ings|al|als|ly|ness|ity|ment|ments|ion|ions|ation|ations|y|ies|able|ful|ise|ize|ised|ized)$/;

/**
 * Whether the question's term met the document (`met`: the document's terms the search matched) as itself, or as the
 * start of a word of the same meaning: "marks" on a wall are not the "market", though "mark" begins it.
 */
function metAsWord(met: readonly string[], queryTerm: string): boolean {
  if (met.includes(queryTerm)) return true;
  const longer = met.filter((t) => t.startsWith(queryTerm));
  return longer.length === 0 || longer.some((t) => sameWordEnding.test(t.slice(queryTerm.length)));
}

// Words before a thing named: articles, possessives, prepositions, "is there", "how many".
const determiners = new Set("a an the any some at near of to your ur yr my our his her their its there many much".split(" "));

const towardsPlace = new Set(
  "close closer closest near nearest next walk walking drive driving go goes going get commute commuting travel trip way access distance far bus train ride proximity".split(
    " ",
  ),
);

/**
 * Whether the question names `term` as a thing, after an article or a preposition ("the M5", "is there a hospital"),
 * not as a doing ("how do I apply").
 */
function namedAsThing(asked: string, term: string): boolean {
  const words = asked.toLowerCase().split(/[^\p{L}\p{N}'’]+/u);
  // One word may stand between ("the Gledswood homestead", "is there still acreage").
  // "Do I need to bring ID?", "the best time of year to sell": "to" begins a doing, unless it follows a way of getting
  // somewhere ("close to schools", "the drive to Narellan").
  return words.some(
    (word, i) =>
      processTerm(word) === term &&
      !(words[i - 1] === "to" && !towardsPlace.has(words[i - 2] ?? "")) &&
      [words[i - 1], words[i - 2]].some((before) => determiners.has(before ?? "")),
  );
}

/** Each document's title and keyword terms as searched, worked out once: they are checked for every passage found. */
const aboutTerms = new WeakMap<KnowledgeDocument, readonly string[]>();

function isAboutTerm(document: KnowledgeDocument, term: string): boolean {
  let terms = aboutTerms.get(document);
  if (!terms) {
    terms = termsOf(asSearched(`${document.title} ${document.keywords ?? ""}`));
    aboutTerms.set(document, terms);
  }
  return terms.some((t) => t.startsWith(term));
}

/** Whether a query term matched the document somewhere other than its background text, as itself or a close variant. */
function outsideBody(result: SearchResult, term: string): boolean {
  const entries = Object.entries(result.match);
  const exact = entries.filter(([docTerm]) => docTerm === term || docTerm.startsWith(term));
  // A fuzzy match ("oversee" for "overseas") is found where its variant is ("Grace oversees the inspections" is in a
  // profile's background, not its answer).
  const found = exact.length > 0 ? exact : entries.filter(([docTerm]) => withinOneEdit(docTerm, term));
  // A short word only begins a much longer one ("land" in "landscaping"): a different word, not a match.
  if (found.length > 0 && found.every(([docTerm]) => docTerm.length - term.length > 3)) return false;
  const fields = found.flatMap(([, where]) => where);
  return fields.length === 0 || fields.some((field) => field !== "body");
}

/** Whether two words differ by at most one letter added, removed or changed (the search's fuzzy distance). */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
}

/** Whether a passage is about a suburb: its own, or one of the areas a team member covers. */
export function isAbout(document: KnowledgeDocument, suburb: ChatSuburb): boolean {
  return document.suburb === suburb || (document.areas?.includes(suburb) ?? false);
}

/** Weight by kind: a person's profile should not outrank the office's details for "where is your office?". */
const kindBoost: Record<KnowledgeKind, number> = {
  fact: 1,
  faq: 1,
  suburb: 1,
  service: 1,
  contact: 1.2,
  team: 0.7,
  blog: 0.5,
  article: 0.6,
};

/** Documents about the suburb asked about rise; documents about another suburb sink; blog posts rank below facts. */
function documentBoost(document: KnowledgeDocument | undefined, query: KnowledgeQuery): number {
  if (!document) return 1;
  const suburb = query.suburb;
  let boost = kindBoost[document.kind];
  if (query.asksWho && document.kind === "team") boost *= 4;
  // "What's the bond in NSW?": the state's rule, before our own service's words on the same subject.
  if (document.source && asksTheRules.test(query.asked)) boost *= 1.5;
  if (suburb && isAbout(document, suburb)) boost *= 3;
  else if (suburb && document.suburb) boost *= 0.35;
  else if (!suburb && document.suburb) boost *= 0.8;
  return boost;
}

/** "What certificate do I need …?", "which permit does …?": a kind of thing asked for by name. */
const asksForAThing = /\b(?:what|which) ([a-z]{4,}) (?:do|does|should|must|would|will|can|is|are) (?:i|we|you|they|a|the|my|our)\b/i;
/** Words for "anything" ("what things …", "what paperwork …"): no kind named. */
const genericThings =
  /^(things?|stuff|paperwork|papers|documents?|docs|info|information|details|steps|else|kind|sort|type|time|times|day|days|date|age|part|parts|ones?|options?|questions?|happens|about|exactly|sorts|kinds|types|price|prices|cost|costs|amount|rate|rates|percentage|much|many|number|figure|value|level|point|stage|size|year|month|week|hour|hours)$/i;

/** The term of the kind of thing asked for by name, if any (read once, when the question is searched). */
function thingAskedIn(asked: string): string | undefined {
  const thing = asksForAThing.exec(asked)?.[1];
  return thing && !genericThings.test(thing) ? termsOf(thing)[0] : undefined;
}

/** A question that names the state or its law ("in NSW", "the rules", "legally"). */
const asksTheRules = /\b(nsw|new south wales|law|laws|legal|legally|rules?|by law)\b/i;
/** "Do you inspect …?", "how often does Ironbark check …?": the agency's own way of working, asked. */
const asksOurPractice =
  /\b(do|does|will|would|did) (you|u|ya|you guys|ironbark|your (team|agency|office|property managers?))( (actually|really|usually|normally|still|even))? (inspect|check|visit|manage|handle|send|provide|arrange|do (inspections|routine inspections))\b/i;

/** NSW rules whose subject is one thing with one name (the bond, pets, the deposit): a passage on it names it too. */
const namedRuleSubjects = [
  ...(["bond", "pets", "deposit", "stampDuty", "coolingOff", "rentIncrease", "breakLease"] as const).map((key) => factSubjects[key]),
  // "Is there a cooling-off period on an agency agreement?" is not a buyer's cooling-off after exchange.
  /\bagency agreements?\b/i,
  // "Can I negotiate a lower commission if …?" is not answered by a market update that never names it.
  /\bcommissions?\b/i,
  // "Does the Oran Park postcode also cover Harrington Park?" is not answered by the area we serve.
  /\bpost ?codes?\b/i,
  // "Can we visit the office on a weekend?" is not answered by a guide's advice to visit a street on a weekend.
  /\boffices?\b/i,
];

const asksWhatItDoes = /\bwhat (does|do|did|would|will) (a|an|the|your|my) ([\w-]+( [\w-]+)?) (do|mean|involve|cover|include|handle)\b/i;

export const asksWhatIsIn = /\b(is there|are there|any|have they got|does it have)\b/i;

/** FAQ answers that lean on their question ("Some are, …", "Yes, but …"): given with it, they answer only it. */
export const leansOnQuestion = /^(yes|no|not|some|it|they|this|that|many|most|both|either|neither|usually|often|generally|sometimes)\b/i;

/** "Do you do off the plan sales?": a question about what the agency does, which no NSW rule answers. */
export const asksAgencyService =
  /^\W*(do|does|can|could|will|would) (you|ya|u|your (agency|team|office|agents?)|ironbark)( guys| lot)? (do|offer|handle|sell|manage|provide|look after|deal with|work with|cover|service|specialise in|specialize in|take on|run)\b|^\W*(is|are) ([\w-]+ ){1,3}(included(?! in (the |my |our |your )?rent)|part of (the|your) (service|fee|management))\b/i;

/** "Section 32", "the M12", "a T5 train": a numbered name is answered only by a passage that names the same number. */
// ("There's 3 of us" is no section 3.)
const numberedName = /\b(section|(?<!['’])s|clause|schedule|part|form|lot|route|bus) ?\d+[a-z]?\b|\b[MT]\d{1,2}\b/gi;

/** Who asks, as a term: a renter, a tenant, a landlord, an owner, a buyer or a seller. */
const audienceTerms = new Set(["rent", "tenant", "landlord", "owner", "buyer", "seller", "investor", "vendor", "purchas"]);
/** A message's last sentence, its question, and the sentences before it, the story told ("We moved in … . Can he?"). */
function storyAndQuestion(message: string): { story: string; question: string } {
  const said = splitSentences(message);
  return { story: said.slice(0, -1).join(" "), question: said.at(-1) ?? "" };
}

/** Who the visitor is, or what their home is to them ("my investment property"). */
const whoOrWhose = new Set([...audienceTerms, "investment", "rental"]);

const forAudience =
  /\b(for|offer|provide|give|help|to)\s+(an?\s+|the\s+|our\s+|my\s+|first[- ]home\s+|new\s+|property\s+|investment\s+)?(landlord|investor|renter|tenant|buyer|seller|owner|vendor|purchaser)s?\b/i;
/** "How much rent could I get?", "is it rented?": the rent itself asked about. */
const rentedOrLet = /\b(how much|what) (rent|is the rent)\b|\brent (is|for|on|of)\b|\b(rented|let) (out|it)\b/i;

/** A day named as when something happens: "on Saturday", "this weekend", "at 10pm Saturday". */
const dayNames = "monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend";
const dayAsWhen = new RegExp(
  String.raw`\b(?:(?:on|this|next|by|until|till|before|after|coming|it's|its|it is|last|\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm)) |(?=\w+ (?:night|arvo|morning|afternoon|evening)\b))(${dayNames})\b`,
  "gi",
);
const namedDay = new RegExp(String.raw`\b(${dayNames})s?\b`, "gi");

/**
 * Who the visitor is, whom they live with and how they feel: said before a question ("night shift nurse here", "my wife
 * is terrified"), these are the visitor's life, not a subject the site would have to cover. (A separation or a divorce
 * is: "my husband and I are separating … what are my options?" asks about it.)
 */
const visitorsOwnLife = new Set(
  termsOf(
    "wife husband hubby missus spouse partner fiance fiancee son daughter grandson granddaughter grandkids grandchildren " +
      "grandparents nan nanna grandma grandpa mum mom dad mother father parents inlaws brother sister sibling cousin mate " +
      "nurse chef teacher fifo miner engineer accountant shiftworker nightshift roster rostered sleep sleeping " +
      "retiring retired retire retirement retiree pensioner widow widowed widower terrified scared worried anxious " +
      "nervous stressed stressing overwhelmed " +
      "excited keen gutted exhausted tired busy " +
      // (The visitor's faith and what it asks of them: "Orthodox Jewish family here, we don't drive on Shabbat".)
      "orthodox jewish observant shabbat sabbath ramadan fasting",
  ),
);

/** A "night shift" or "early shift" worked: the visitor's job, as a shift alone need not be. */
const shiftWorked = /\b(night|day|late|early|double|split|graveyard) shifts?\b/i;

/** The words of the visitor's own life in what they told (`visitorsOwnLife`). */
/** "our townhouse", "my 2 bed unit": the kind of the visitor's own home. */
const ownHomeKind = /\b(?:my|our)\s+(?:\d\s?-?\s?(?:bed\w*|br)\s+)?(townhouse|unit|apartment|villa|duplex|granny flat)\b/gi;

function ownLifeIn(told: string): string[] {
  const life = termsOf(rephrase(told)).filter((t) => visitorsOwnLife.has(t));
  return shiftWorked.test(told) ? [...life, ...termsOf("shift")] : life;
}

/**
 * The words of the visitor's own life in a message: told in its sentences before the question (those that are not
 * questions themselves: "Is there a police station in Oran Park? Just wondering." tells nothing before its question) and
 * not repeated in it, or said of themselves in the question's own sentence ("I'm a chef and work weekends, do I have to
 * …?"). Most messages tell neither, and cost no more.
 */
function ownLifeTold(story: string, ownQuestion: string): Set<string> {
  const toldBefore = splitSentences(story)
    .filter((sentence) => !sentence.trim().endsWith("?"))
    .join(" ");
  const saidOfThemselves = [...ownQuestion.matchAll(/\b(?:i'?m|i am|im|we'?re|we are)( (?:a|an|both))? (\w+)/gi)]
    .map((m) => m[2])
    .join(" ");
  const life = saidOfThemselves ? ownLifeIn(saidOfThemselves) : [];
  if (toldBefore) {
    const inQuestion = new Set(termsOf(rephrase(ownQuestion)));
    life.push(...ownLifeIn(toldBefore).filter((t) => !inQuestion.has(t)));
    // "We sold our townhouse and exchanged yesterday! So when do we get paid?": the kind of their own home is theirs,
    // not what a passage must name.
    const ownHome = [...toldBefore.matchAll(ownHomeKind)].map((m) => m[1]).join(" ");
    life.push(...termsOf(ownHome).filter((t) => !inQuestion.has(t)));
  }
  return new Set(life);
}

/** Three-letter words of chat that are no English word and name no subject ("reno b4 selling or nah"). */
const chatSlang = new Set("nah yep yup lol omg tbh idk pls plz thx btw imo fyi wtf hmm umm aww yay soz cya ily ngl smh".split(" "));

/** The query with the words the site never uses set aside, as the visitor's own rather than its subject. */
const withoutAbsent = (query: KnowledgeQuery): KnowledgeQuery => ({
  ...query,
  significant: query.significant.filter((t) => !query.absent.includes(t)),
  absent: [],
});

/**
 * Whether a hit really answers the question: it must match the question's meaningful terms, not just
 * generic ones — so "what's the capital of France?" does not get an answer about capital growth.
 */
export function isConfident(
  hit: KnowledgeHit | undefined,
  query: KnowledgeQuery,
  said = query.asked,
  /** The whole conversation: a tenant moving out is still one when the next question names no side ("carpets cleaned?"). */
  conversation = said,
): boolean {
  if (!hit) return false;
  const { absent: strangeWords } = query;
  // A word the site never uses ("commercial", "Airbnb") says the question is beyond it — unless the message is about a
  // home's letting or sale and names the subject of an NSW rule in brief, whose words it keeps ("the rent's going up …
  // is that even legit", "signed an agency agreement … second thoughts"); "a poem about cats" is neither.
  // "If I rock up at 2pm Saturday is the office open?": a time of day is answered by a passage that gives times (the
  // office hours are filled in from the agency's settings when the answer is written).
  if (
    query.absent.length > 0 &&
    query.absent.every(isClockTime) &&
    /\d\s?(am|pm)\b|\{agency\.hours\}|\bbusiness hours\b/i.test(hit.document.text)
  )
    query = withoutAbsent(query);
  if (query.absent.length > 0) {
    // A subject named whole ("tax deductible", "land tax") is not such a word: the rule does not cover it.
    // (Nor are they to a passage found only when asked by name: "… say contact agent instead of a price?")
    const keepsRule =
      hit.document.askedBy?.test(said) &&
      (hit.document.onlyWhenAsked || (propertyMatter.test(said) && query.absent.length <= 2 && !query.absent.some(isUncoveredSubject)));
    if (!keepsRule) return false;
    // Those words are the visitor's, not the question's subject: the rule need not match them.
    query = withoutAbsent(query);
  }
  // What kind of answer is asked for is the question's own ("how long …?"); whom it concerns and what it is about may
  // be said beside it in the same message (`said`: "My tenant is 3 weeks behind. … before I can end the lease?").
  const side = sideNamedIn(said) ? said : conversation;
  if (!answersItsKind(hit.document.text, query.asked) || forOtherAudience(hit.document, side, conversation)) return false;
  // "Which council is Gregory Hills under? → and how do I contact them": someone else's details are not our own.
  // "… rural properties? → whats her email": a person's details are in their profile, not in a passage on contacting
  // a property manager.
  if (hit.document.kind !== "team" && someoneElsesDetails.test(query.asked)) return false;
  // "The hot water died, who do I ring?": a passage that names no one to contact (the repair rules) does not say whom.
  if (asksWhomToContact.test(query.asked) && !namesAContact(hit.document)) return false;
  // "… just give me a weekly figure.": a demand beside the question says what kind of answer it wants too.
  if (asksFigure.test(said) && !/\$\s?\d/.test(hit.document.text)) return false;
  // "How much have prices gone up? Like a % figure": a share asked for is answered by a passage that gives one, or says
  // why there is none ("commission is negotiable, and there is no standard NSW rate") or where it will be ("in writing").
  if (asksShare.test(said) && !answersAShare.test(hit.document.text) && !/\bin writing\b/i.test(hit.document.text)) return false;
  if (hit.document.notAskedBy?.test(said)) return false;
  // (Read as meant only when nothing else was said beside it: the whole message may rule the subject out.)
  // (A passage found only when asked by name was found by the question itself: the turn read beside it does not unask
  // it — "any rentals in Oran Park? → can I get alerts?" is the alerts, on the side the conversation is on.)
  const askedByName = hit.document.onlyWhenAsked && hit.document.askedBy?.test(query.asked);
  if (hit.document.askedBy && !askedByName && !hit.document.askedBy.test(said)) {
    const meant = said === query.asked ? (query.spelt?.() ?? said) : said;
    if (!hit.document.askedBy.test(meant)) return false;
  }
  // A passage found only when asked by name was asked for: the words it shares with the question (a street's, the
  // rarest) are not what found it.
  // (Nor by what was said before it: "we bought through you last year → can I get a copy of the contract?")
  if (hit.document.onlyWhenAsked) return !hit.document.notAskedBy?.test(conversation) && !answersSomethingElse(hit, query);
  if (answersSomethingElse(hit, query)) return false;
  // "How long has the agency been around?": a question that names only the kind of answer it wants asks about nothing
  // a passage can be found by (settlement takes 30–60 days).
  if (query.significant.length === 1 && query.significant[0] === "long" && asksDuration.test(query.asked)) return false;
  // Nor, beside several words of its subject, does "long" count towards what it is about ("how long do I have to send
  // it back if I don't agree?" is not answered by "a longer settlement … what you and the vendor agree").
  if (asksDuration.test(query.asked) && query.significant.includes("long") && query.significant.length > 3) {
    query = { ...query, significant: query.significant.filter((t) => t !== "long") };
    hit = { ...hit, matched: hit.matched.filter((t) => t !== "long") };
  } else if (query.significant.includes("long") && !hit.matched.includes("long") && measuresTheTimeAsked(hit, query.asked)) {
    // …and "how long …?" is met by a passage that says how long ("usually lease within two to three weeks"), whatever
    // its own word for it ("How quickly will my property be leased?").
    hit = { ...hit, matched: [...hit.matched, "long"], touched: [...(hit.touched ?? []), "long"] };
  }
  // "Who pays for the advertising?" asks which party pays (the seller, the buyer), not which of our team.
  if (hit.document.kind === "team" && whoPays.test(said)) return false;
  // "Who owns the vacant lot across the road?" asks after an owner whom no profile names (unless it is ours: "who owns
  // Ironbark?").
  if (
    hit.document.kind === "team" &&
    /\bwho (owns|owned)\b/i.test(said) &&
    !/\b(ironbark|the agency|your (agency|business|company|office))\b/i.test(said)
  )
    return false;
  // "Who heads the Camden council?" asks for someone of another body, whom no passage names ("who's the head of Fair
  // Trading?" is not answered by a rule that mentions Fair Trading) — unless the body is the person's own: "who runs the
  // junior football club Daniel coaches?"
  if (whoHeadsAnotherBody.test(query.asked) && !(hit.document.kind === "team" && namesMember(hit.document, query.asked))) return false;
  // "Which agent covers Gregory Hills?" asks for a person: a passage about what the town centre covers is no answer.
  if (asksForPerson.test(query.asked) && hit.document.kind !== "team") return false;
  // A person answers "who …?" by their part in it: their profile need not repeat the question's rarest word ("chasing").
  const personAsked = query.asksWho && hit.document.kind === "team";
  // …unless its title names three of the question's words ("What is the cooling-off period …?" for "if we win at
  // auction on Saturday, do we still get the cooling off period?": the day is when, not what).
  const titled = termsOf(hit.document.title).filter((t) => query.significant.includes(t)).length >= 3;
  // …nor a share asked for ("a standard percentage?", "what percentage deposit?") of a passage that gives one or says
  // there is none ("not set by law").
  const noShareSaid = asksShare.test(said) && /^(percent|rate)/.test(query.key ?? "") && answersAShare.test(hit.document.text);
  if (
    query.key &&
    hit.touched &&
    !hit.touched.includes(query.key) &&
    !personAsked &&
    !titled &&
    !noShareSaid &&
    !keyIsTheStory(hit, query.key, query.asked, said, strangeWords)
  )
    return false;
  const matchedSignificant = hit.matched.filter((t) => query.significant.includes(t)).length;
  if (mentionedInPassing(hit, query) || onlyAsksIt(hit, query) || scatteredOver(hit, query)) return false;
  // A profile answers a question about a person ("who …?", a name), or about what the person is (their role):
  // "when are your open homes?" is not answered by a profile that mentions open homes.
  // ("Does the contract have to be done before it's advertised?" names marketing, not the marketing director.)
  if (hit.document.kind === "team" && !query.asksWho) {
    const role = new Set(termsOf(hit.document.title));
    if (!hit.matched.some((t) => query.significant.includes(t) && role.has(t))) return false;
    if (!asksOfAPerson.test(query.asked)) return false;
  }
  // "What certificate do I need before I can lease it out?": the kind of thing asked for is named by the passage that
  // answers; one on our compliance work or a tenant's lease terms is about something else.
  const { thingAsked } = query;
  if (thingAsked && query.significant.includes(thingAsked) && !hit.touched?.includes(thingAsked) && !personAsked) return false;
  // A question of one subject word ("how do I apply for the house?") is answered by a passage about it (its title or
  // the words visitors use for it), not by one that uses the word in passing ("covenants apply to the lot").
  // A thing named ("is there a hospital near …?", "what's at the homestead?") is a subject wherever the passage names it.
  const [onlyTerm] = query.significant;
  // "Anything we can do as renters?": who is asking is no subject; a card on rent estimates does not answer it.
  // ("What do you do for landlords?", "good for investors?" ask about what is for them.)
  if (
    query.significant.length === 1 &&
    onlyTerm &&
    audienceTerms.has(onlyTerm) &&
    !personAsked &&
    !forAudience.test(query.asked) &&
    !rentedOrLet.test(query.asked)
  )
    return false;
  if (
    query.significant.length === 1 &&
    onlyTerm &&
    !personAsked &&
    !namedAsThing(query.asked, onlyTerm) &&
    !isAboutTerm(hit.document, onlyTerm)
  )
    return false;
  // A question of only common words ("what happens now?") is not answered by a passage that shares one of them; a
  // person is by their part ("who's your agent for that area?").
  // (A bare "who should I talk to?" names no one: a profile that uses "talk" is no answer.)
  const askedAlone = conversation.trim() === query.asked.trim();
  if (
    query.significant.length === 0 &&
    personAsked &&
    askedAlone &&
    query.terms.length === 1 &&
    !query.suburb &&
    weakTerms.has(query.terms[0] ?? "")
  )
    return false;
  if (query.significant.length === 0) return hit.matched.length >= (personAsked ? Math.min(2, query.terms.length) : 2);
  // "I work nights … a plumber is coming tomorrow for a slow leak. How much notice are they meant to give for
  // repairs?": an NSW rule whose subject the question itself names answers it, however much of the story before it
  // the rule does not repeat.
  const ownQuestion = storyAndQuestion(query.asked).question;
  if (hit.document.askedBy && ownQuestion !== query.asked && hit.document.askedBy.test(ownQuestion)) {
    const own = analyseQuestion(ownQuestion).significant;
    if (own.length >= 2 && own.every((t) => hit.matched.includes(t))) return true;
  }
  if (query.significant.length <= 2) return matchedSignificant === query.significant.length || matchedSignificant >= 2;
  return matchedSignificant >= Math.ceil(query.significant.length / 2);
}

/**
 * Whether an NSW rule whose subject the message names need not match the question's key word, because that word is the
 * visitor's story: told before the question ("signed … yesterday and I'm having second thoughts. Can I get out of
 * it?"), or who the visitor is or what the home is to them ("sell my investment property with the tenant staying in").
 * A question that itself says what the site never does ("… won't renew. Isn't that victimisation?") asks about that,
 * not the rule. (Worked out only when the key is missing from the passage: it splits and stems the message.)
 */
function keyIsTheStory(hit: KnowledgeHit, key: string, asked: string, said: string, strangeWords: readonly string[]): boolean {
  if (hit.document.askedBy?.test(said) !== true) return false;
  const question = termsOf(storyAndQuestion(asked).question);
  return !strangeWords.some((t) => question.includes(t)) && (whoOrWhose.has(key) || !question.includes(key));
}

/**
 * A passage that shares the question's words but answers something else: an NSW rule or an article's advice for what
 * the agency does ("do you handle bond claims?"); a passage that never names the rule's subject, the one whose doing is
 * asked, the suburb asked about or the numbered name; an FAQ answer that leans on another question; another doing
 * ("what do you check?").
 */
function answersSomethingElse(hit: KnowledgeHit, query: KnowledgeQuery): boolean {
  // "Do you offer landlord insurance?" asks what the agency does: an article's advice to landlords ("keep your insurance
  // current") is not the agency's service either.
  const advice = hit.document.source || hit.document.kind === "article" || hit.document.kind === "blog";
  if (advice && asksAgencyService.test(query.asked)) return true;
  // "Can the landlord keep my bond for cleaning?": a passage that says nothing of the subject of an NSW rule that the
  // question names (the bond) answers around it (what a routine inspection checks).
  const ownText = `${hit.document.title} ${hit.document.text}`;
  if (
    !hit.document.askedBy &&
    hit.document.kind !== "team" &&
    namedRuleSubjects.some((subject) => subject.test(query.asked) && !subject.test(ownText))
  )
    return true;
  // "What does a conveyancer do?": a passage that does not name the conveyancer (settlement, found by its keywords) does
  // not say what one does.
  const itsDoing = asksWhatItDoes.exec(query.asked)?.[3];
  if (itsDoing) {
    const ownTerms = termsOf(ownText);
    // (Its "package" or "service" is the thing itself: "what does your marketing package include?")
    const named = termsOf(itsDoing.replace(/\b(packages?|bundles?|services?|offerings?)\b/gi, " "));
    if (!named.every((t) => ownTerms.some((own) => own.startsWith(t)))) return true;
  }
  // "Is there a pool in Gregory Hills?": what is in a suburb is answered by a passage about that suburb (an NSW rule
  // holds in all of them: "… in Leppington. Is there any grant?"). "Does Oran Park flood?": a question about the suburb
  // itself is too, not by one about flooding elsewhere (acreage near the Nepean River).
  const suburb = query.suburb;
  // "Leppington's history?", "what's the history?" after a turn about Oran Park: a suburb's past is told by a passage
  // about that suburb (an article on Gledswood Hills' heritage that names Leppington's roads is not it), and with no
  // suburb named or carried, by none.
  if (asksHistory.test(query.asked) && !(suburb && isAbout(hit.document, suburb))) return true;
  // (How the site works holds in every suburb: "any rentals in Oran Park? can I get alerts?")
  if (suburb && !hit.document.onlyWhenAsked && !isAbout(hit.document, suburb) && !hit.document.text.includes(suburb)) {
    if (asksWhatIsIn.test(query.asked) && !hit.document.source) return true;
    if (asksOfSuburb[suburb].test(query.asked)) return true;
  }
  // "How long for a non-urgent repair?": a passage on urgent repairs that never names the other kind speaks of the
  // opposite of what is asked.
  for (const [, word] of query.asked.matchAll(/\bnon[- ]?([a-z]{4,})/gi)) {
    const opposite = new RegExp(`\\bnon[- ]?${word}`, "i");
    if (new RegExp(`\\b${word}`, "i").test(ownText) && !opposite.test(ownText)) return true;
  }
  const numbered = query.asked.match(numberedName) ?? [];
  const squeezed = (text: string) => text.toLowerCase().replace(/\s+/g, "");
  if (numbered.some((name) => !squeezed(hit.document.text).includes(squeezed(name)))) return true;
  // "Is Oran Park good for families?" is not answered by "It can be, …" to "Is Oran Park good for first-home buyers?".
  // Its own question must name something asked, not only its answer.
  if (hit.document.kind === "faq" && leansOnQuestion.test(hit.document.text)) {
    const own = new Set(termsOf(asSearched(hit.document.title)));
    if (!query.significant.some((t) => own.has(t))) return true;
  }
  // "What do you check when I apply?": the doing asked about must be the passage's ("a quick application" is not it).
  const doing = asksWhatIsDone.exec(query.asked)?.[1];
  const done = doing ? termsOf(doing)[0] : undefined;
  if (done && query.significant.includes(done) && !hit.touched?.includes(done)) return true;
  // "Do we need a pool certificate to sell?": a passage on another kind of certificate (a section 66W one) answers
  // something else. The kind named before such a word must be the passage's too.
  const kinds = [...query.asked.matchAll(kindOfThing)];
  const ownTerms = kinds.length > 0 ? new Set(termsOf(`${ownText} ${hit.document.keywords ?? ""}`)) : new Set<string>();
  for (const [, kind, thing] of kinds) {
    const [kindTerm] = termsOf(kind ?? "");
    const [thingTerm] = termsOf(thing ?? "");
    if (kindTerm && thingTerm && query.significant.includes(kindTerm) && ownTerms.has(thingTerm) && !ownTerms.has(kindTerm)) return true;
  }
  // "Which council is Gregory Hills under, Camden or Campbelltown?": the choice is between councils; a passage naming
  // both places (roads to Camden and Campbelltown) does not choose.
  const chosen = asksWhich.exec(query.asked)?.[1];
  const among = chosen ? termsOf(chosen)[0] : undefined;
  if (among && query.significant.includes(among) && !hit.matched.includes(among)) return true;
  return false;
}

/** A question about the suburb itself, one pattern a suburb: "does Oran Park flood?", "is Leppington flood prone?". */

/** A place's past asked about: "the history of Gledswood Hills", "how did Oran Park get its name?" (not a rental history). */
const asksHistory =
  /(?<!\b(rental|credit|employment|payment|sales?|price|tenancy|work|medical|renting|service|browsing|search|chat|order|transaction|sold|selling|bond|inspection|maintenance|repair)\s)\b(history|heritage|historic(al)?)\b|\bhow did [\w\s]{0,25} get (its|the|their) names?\b|\b(named|name comes?) (after|from)\b/i;
const asksOfSuburb = Object.fromEntries(
  chatSuburbs.map((suburb) => [
    suburb,
    new RegExp(
      `\\b(does|do|is|are|will|has|can)\\s+(the\\s+)?(suburb\\s+of\\s+|area\\s+(of|around)\\s+)?${suburb.replace(/ /g, "\\s+")}\\b`,
      "i",
    ),
  ]),
) as Record<ChatSuburb, RegExp>;

/** Things that come in kinds, with the kind before them: a pool certificate, a strata report, a letting fee. */
// ("Another notice", "a further fee": which one, not what kind.)
const kindOfThing =
  /\b(?!(?:another|other|further|same|next|last|first|second|new|extra|more|each|every)\b)([a-z]{3,}) (certificates?|reports?|inspections?|notices?|forms?|fees?|insurance|levies|levy|agreements?|deposits?|grants?|alarms?|checks?)\b/gi;

/** "Which council …?", "what school …?": the kind of thing asked for, which the answer must name. */
const asksWhich = /^\W*(?:which|what) (\w+) (?:is|are|does|do|should|would|will|can|zone|catchment)\b/i;

/** "What do you check …?", "what does the agent include …?": the question asks about the verb's doing. */
const asksWhatIsDone = /^\W*what (?:do|does|did|will|would|should|must|can) (?:you|they|the \w+|your \w+|an? \w+) (\w+)\b/i;

/**
 * "How long …?", "how much notice …?", "what's the deadline …?": a question whose answer is a length of time ("four
 * weeks' rent" is an amount).
 */
const asksDuration =
  /\bhow (long|soon|quickly|many (business |working )?(days|weeks|months|hours|years))\b|\bhow much (notice|time|warning)\b|\bwithin how\b|\b(deadline|time ?limit|time ?frame)\b|\b(usual|average|typical|normal|expected) (time|wait|timeframe)\b/i;
const timeInUnits =
  // ("Inspections every quarter" is how often, not how long.)
  /(?<!\b(every|each|once in|once every)\s)\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|twenty[- ]one|thirty|sixty|ninety|a|an|few|several|same|next)\s*((-|–|to)\s*\w+\s*)?(business |working |calendar )?(days?|weeks?|fortnights?|months?|years?|hours?|minutes?)\b(?!'?\s+(of\s+)?rent\b)/i;
const measuredDuration = new RegExp(`${timeInUnits.source}|\\b(immediately|straight away|same[- ]day|overnight)\\b`, "i");
/** "Within two to three weeks", not "arranged immediately": a time measured in days, weeks or months. */
export const saysTimeInUnits = (text: string) => timeInUnits.test(text);
/** "How long …?", "how many days …?": a question whose answer is a length of time. */
export const asksHowLong = (text: string) => asksDuration.test(text);
/** "How often …?" asked, and said ("once every 12 months"). */
export const asksHowOften = (text: string) => asksFrequency.test(text);
export const saysHowOften = (text: string) => frequency.test(text);
const duration = new RegExp(`${measuredDuration.source}|\\b(fast|quick(ly)?|prompt(ly)?)\\b`, "i");

/**
 * "How long before it's leased?": a passage that says how long ("within two to three weeks") answers it better than one
 * that says only "quickly", wherever the search ranked them.
 */
export function measuresTheTimeAsked(hit: KnowledgeHit, asked: string): boolean {
  return asksDuration.test(asked) && measuredDuration.test(hit.document.text);
}
const asksWalking = /\bwalk(ing|able)?( distance)? (to|from|distance)\b|\bwalkable\b/i;
/** "How close is it to the airport?": a question whose answer is a distance (a "rail-connected growth area" is not one). */
const asksDistance = /\bhow (close|far|near)\b/i;
const distance =
  /\b\d+(\.\d+)?\s?(km|kilomet(re|er)s?|minutes?|mins?|hours?|metres?|m)\b|\b(short|quick|easy|minutes?'?) (drive|walk|trip|ride|commute)\b|\bwalking distance\b|\b(next door|nearby|close to|close by|right beside|within (easy )?reach|away)\b/i;
/**
 * "How many open homes do you run?": a question whose answer is a number of the thing it counts, said together ("4
 * schools" does not answer "how many schools are in Gledswood Hills?" unless it counts them; "four-bedroom homes"
 * answers "how many bedrooms …?").
 */
// (How many times, days or weeks are a frequency or a length of time, asked and answered as such above.)
const countedNoun = /\bhow many (?!(times?|days?|weeks?|months?|years?|hours?|minutes?|business|working)\b)(\w+)/i;
const numberAndNoun =
  /(\d[\d,.]*\+?|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|a hundred|dozens?|hundreds?|thousands?|several|a few|no|single|both))([- ][\w']+){1,3}/gi;
function countsIt(text: string, asked: string): boolean {
  // Checked for every passage found: the question is rephrased only when it counts something.
  if (!/\bhow many\b/i.test(asked)) return true;
  // "How many inspections can they do in a year?" asks how often: "no more than 4 in 12 months" answers it.
  if (/\bhow many\b.*\b(a|per|in a|each|every) (year|month|week|fortnight)\b/i.test(asked) && frequency.test(text)) return true;
  // "How many will you actually do?", "how many are they allowed?": what is counted was named before, not in this
  // question; a passage that says how many a week or a year ("at most 2 a week") counts it.
  if (/\bhow many (will|would|do|does|did|can|could|should|are|is|were|have|has)\b/i.test(asked)) return frequency.test(text);
  const noun = countedNoun.exec(rephrase(asked))?.[2];
  const [counted] = noun ? termsOf(noun) : [];
  if (!counted) return true;
  return [...text.matchAll(numberAndNoun)].some(([said]) => termsOf(said).some((t) => t.startsWith(counted)));
}
/** A public holiday: the usual hours do not say whether the office opens on one. */
const holiday =
  /\b(public holidays?|christmas|xmas|boxing day|easter|good friday|anzac day|new year'?s?( day| eve)?|australia day|king'?s birthday|labou?r day|long weekend)\b/i;

/** "What happens if I don't get a condition report?", "what if settlement falls through?": something not happening. */
const asksWhatIfNot =
  /\bwhat( happens| would happen| will happen| can (i|we) do| are (my|our) options)? if\b[^?.!]*?\b(not|don'?t|doesn'?t|didn'?t|isn'?t|aren'?t|won'?t|can'?t|never|no longer|falls? (through|over)|fails?|late|miss(es|ed)?)\b/i;
/** Words that say what follows when something goes wrong. */
const consequence =
  /\b(unless|otherwise|fail\w*|late|delay\w*|breach\w*|penalt\w*|terminat\w*|compensat\w*|tribunal|NCAT|refund\w*|rescind\w*|cancel\w*|disput\w*|claim\w*|forfeit\w*|lose|no reply|without (a|the|any) \w+)\b/i;

/**
 * Whether a passage's text is the kind of answer the question asks for: a length of time for "how long …?", words about
 * holidays for a holiday. A passage on the question's subject without them ("your bond is lodged with NSW Fair
 * Trading" for "how long does the agent have to lodge my bond?") answers something near the question, not it.
 */
export function answersItsKind(text: string, asked: string): boolean {
  if (asksDuration.test(asked) && !duration.test(text)) return false;
  // "When does the new airport open for flights?": a passage that says nothing of when (a balanced view of its
  // effect on prices) does not answer it.
  if (asksWhenItHappens.test(asked) && !timeOf.test(text)) return false;
  if (asksFrequency.test(asked) && !frequency.test(text)) return false;
  if (asksPlace.test(asked) && !place.test(text)) return false;
  if (asksAmount.test(asked) && !givesAmount(text, asked)) return false;
  if (asksDistance.test(asked) && !distance.test(text)) return false;
  // "How much notice for repairs?": a passage that speaks of notice, not one that says how soon a repair is repaid.
  if (/\b(how much|how many days'?|what|enough|any|short|proper) notice\b/i.test(asked) && !/\bnotice\b/i.test(text)) return false;
  // "What do we need to apply?": a passage that says what is needed or checked, not only that applying is quick.
  if (asksWhatIsNeeded.test(asked) && !saysWhatIsNeeded.test(text)) return false;
  // "Can you walk to the station?": a passage that says the train line is "close by" does not say it is a walk.
  if (asksWalking.test(asked) && !/\bwalk/i.test(text)) return false;
  if (!countsIt(text, asked)) return false;
  if (holiday.test(asked) && !holiday.test(text)) return false;
  // "What happens if settlement falls through?": a passage that says what follows when something does not happen.
  if (asksWhatIfNot.test(asked) && !consequence.test(text)) return false;
  // "What's the difference?": a passage that tells two things apart.
  if (/\bwhat('?s| is| are)( the| a)? differen/i.test(asked) && !/\b(differ\w*|whereas|unlike|compared|versus|vs|while|but)\b/i.test(text))
    return false;
  return true;
}

/**
 * A tenant's or landlord's question is not answered from a buyer's or seller's page, nor the other way round ("what do
 * you check when I apply for one of your rentals?" is not answered by what to check before buying). A tenant leaving
 * ("when I leave", "moving out") is on the renting side.
 */
export const rentingWords =
  /\b(rent\w*|tenan(?!ted (home|house|place|property|unit|ip|investment)\b)\w*|leases?|leasing|landlords?|bond|mov(e|es|ing|ed) out|vacat(e|es|ing)|when (i|we) leave|letting|let out|property manag\w*|(can|could|may) (i|we)( please)? (paint|drill|hang|nail|put up|install|change the locks|renovate|knock down|remove)|(am|are) (i|we) allowed to (paint|drill|hang|nail|put up|install|renovate))\b/i;
const saleWords =
  /\b(buy\w*|purchas\w*|sell\w*|sale|vendors?|auctions?|settle\w*|exchang\w*|stamp duty|on the market|off[- ]?market|price updates?)\b/i;

/** A message about letting, renting, buying or selling a home. */
const propertyMatter = new RegExp(
  `${rentingWords.source}|${saleWords.source}|\\b(agent|agency|agreement|propert(y|ies)|house|home|deposit|strata|repairs?|mou?ld\\w*|damp|leak\\w*|broken|cool\\w*[- ]?off|inspections?)\\b`,
  "i",
);

/** Whom a page is for, by its address: tenants and landlords, buyers and sellers, or everyone (null). */
export function audienceOf(url: string): "renting" | "sale" | null {
  if (/^\/(rental|rent)\b/.test(url)) return "renting";
  return /^(\/[a-z-]+)?\/(buying|selling|buy|sold)\b/.test(url) ? "sale" : null;
}

function forOtherAudience(document: KnowledgeDocument, asked: string, conversation = asked): boolean {
  // An NSW rule says whom it is for by its subject (a tenanted home's sale concerns both).
  if (document.askedBy) return false;
  // A page for everyone (a suburb's guide) holds passages for one side, named by their titles ("How long does it take to
  // sell a home in Gregory Hills?").
  const page = audienceOf(document.url) ?? sideNamedIn(document.title) ?? sideNamedIn(document.page ?? "");
  const asker = sideNamedIn(asked);
  if (page !== null && asker !== null && page !== asker) return true;
  // "What's the process to sell in Gregory Hills?" is not answered by the buying page's steps (homes "sold quietly to
  // our buyer list"), nor a buyer's question by the selling page's. (Settlement and the like concern both.)
  // (A buying page's market passage — "being pre-approved and ready to act" — is a buyer's too.)
  const oneSidesDoing = /:(step|benefit|journey|market)\b/.test(document.id) || /^service:(buying|selling)$/.test(document.id);
  const salePage = oneSidesDoing ? /^(\/[a-z-]+)?\/(buying|selling)\b/.exec(document.url)?.[2] : undefined;
  const trader = traderSpeakingIn(asked);
  if (salePage && trader && salePage !== trader) return true;
  // Nor is a seller's "can I sell while still paying off the mortgage?" answered by an FAQ asked by a buyer ("How much
  // deposit do I need to buy …?"), nor by a rental passage that says nothing of a sale ("can I sell my investment
  // property with the tenant staying in?" is not answered by what our property management includes).
  const askedByTrader = traderSpeakingIn(document.title);
  if (askedByTrader && trader && askedByTrader !== trader) return true;
  if (page === "renting" && trader && !saleWords.test(document.text)) return true;
  // "The house I rent is being sold — do I have to let buyers in?": a tenant is no seller, though the sale is named; a
  // selling page's passages are for the owner.
  // ("I'm renting while my own place is being sold" is a seller.)
  if (
    /^(\/[a-z-]+)?\/selling\b/.test(document.url) &&
    partySpeakingIn(asked) === "tenant" &&
    trader !== "selling" &&
    !/\b(my|our) own (place|house|home|property|unit|townhouse)\b/i.test(asked)
  )
    return true;
  // The rental page speaks to landlords and to tenants apart: "how do I pay rent?" is not answered by what a landlord's
  // rent collection gives them ("paid to you monthly").
  const party = partyOf(document);
  // "I own my home and the heater's broken, who do I call?": an owner living in their home has no property manager.
  if (party === "tenant" && ownerOccupierSpeaking.test(asked)) return true;
  const speaker = partySpeakingIn(asked) ?? partySpeakingIn(conversation);
  return party !== null && speaker !== null && party !== speaker;
}

/** Whom a rental passage is for: a service card by its id (service-documents.ts), an FAQ by its asker; else null. */
function partyOf(document: KnowledgeDocument): "tenant" | "landlord" | null {
  if (/^rental:landlords?\b/.test(document.id)) return "landlord";
  return /^rental:tenants?\b/.test(document.id) || /^I'?m a tenant\b/i.test(document.title) ? "tenant" : null;
}

const ownerOccupierSpeaking =
  /\b(i|we) own (my|our|the|this) (home|house|place|unit|townhouse|apartment)\b|\bowner[- ]occupiers?\b|\b(my|our) own (home|house|place)\b/i;

/** A tenant speaking of their own, or someone looking for a rental ("how do I hear about new rentals?"). */
const tenantSpeaking =
  /\b(hear|know|find out|be told|get told|notified|alerted) (about|of) (new |any |the )?rentals\b|\b(find|browse) (a |new |any |the )?rentals?\b|\b(my|our) (landlord|lease|bond|rent)\b|\b(can|does|will|must|should|do|has|have) the landlord\b|\bthe landlord (take|takes|has|have|can|must|needs?|is|should|gets?)\b|\b(me|us) or (the|my|our) landlord\b|\b(the|my|our) landlord or (me|us)\b|\b(i|we)('m| am|'re| are) (a |the )?(tenants?|renting|renters?)\b|\b(i|we) (rent|pay (the )?rent)\b|\bpay (my|our) rent\b|\bhow (do|can|should) (i|we) pay\b|\b(can|could|may) (i|we)( still| even)? (rent|lease) (from|through|with) (you|u)\b|\b(i'?m|i am|im|we'?re|we are) (\w+ ){0,3}behind (on|with) (the |my |our )?rent\b|\b(i|we) (can'?t|cannot|couldn'?t) (afford|pay) (the |my |our )?rent\b|^\W*((i|we)('m| am|'re| are)? |(i|we)'?ve been |(i|we) have been )?(only |about )?(\w+ ){0,2}(months?|weeks?) (into|in to) (a|an|my|our|the) ([\w-]+ ){0,3}(lease|tenancy)\b/i;
/** A landlord speaking of their own: "my tenant", "our investment", "I'm the owner", "rent my place out". */
export const landlordSpeaking =
  /\b(my|our) (tenants?|investment|properties|property(?! manager)|rental (property|home|house|unit))\b|\b(i|we)('m| am|'re| are) (a |the )?(landlords?|owners?|investors?)\b|\b(i|we) (own|have|bought) (an? )?(investment|rental)\b|\b(rent(ing)?|leas(e|ing)|let(ting)?) (it|my \w+|our \w+) out\b|\b(rent(ing)?|leas(e|ing)|let(ting)?) out (my|our) \w+|\bthe tenants? (had|has|have|are|is|were|was|damaged|left|moved|broke|stopped|won'?t|didn'?t)\b|\b(approv\w*|choos\w*|pick\w*|accept\w*|select\w*)\b.{0,30}\b(for|in|into) (my|our) (house|home|place|property|unit|townhouse)\b|\b(which|what) (applicant|tenant)s? (goes|go|moves?|gets?)\b|\bfinal say\b/i;

const sellerSpeaking =
  /\b((can|could|should|may|do|will) (i|we) (still |even |just )?sell\b|put(ting)? (my|our) (home|house|place|property|unit|townhouse) on the market|to sell|sell(ing)? (my|our|up)|(i|we)('m| am|'re| are)( looking to| thinking of| planning to| about to| hoping to)? sell\w*|downsiz\w*|list(ing)? (my|our) (home|house|place|property|unit))\b/i;
const buyerSpeaking =
  /\b(to buy|buy(ing)? (a|my|our|in|first|the)|(i|we) (buy|bought)|(i|we)('m| am|'re| are)( looking to| thinking of| planning to| about to| hoping to)? buy\w*|first[- ]home buyers?|purchas\w*)\b/i;

/** Who is speaking in a sale question: the seller, the buyer, or neither said (null, also when both are). */
function traderSpeakingIn(text: string): "selling" | "buying" | null {
  return oneOf(text, [sellerSpeaking, "selling"], [buyerSpeaking, "buying"]);
}

/** Who is speaking in a renting question: the tenant, the landlord, or neither said (null, also when both are). */
function partySpeakingIn(text: string): "tenant" | "landlord" | null {
  return oneOf(text, [tenantSpeaking, "tenant"], [landlordSpeaking, "landlord"]);
}

/** Which of two kinds a text shows, when it shows exactly one. */
function oneOf<T>(text: string, [first, firstKind]: [RegExp, T], [second, secondKind]: [RegExp, T]): T | null {
  const isFirst = first.test(text);
  return isFirst === second.test(text) ? null : isFirst ? firstKind : secondKind;
}

/** The side a text speaks of: renting words without sale words, or the other way round; null for both or neither. */
function sideNamedIn(text: string): "renting" | "sale" | null {
  return oneOf(text, [rentingWords, "renting"], [saleWords, "sale"]);
}

/** How to reach someone spoken of ("contact them", "their number"), not the agency. */
const someoneElsesDetails =
  /\b(contact|call|ring|e-?mail|reach|phone|get hold of|get in touch with|talk to|speak to) (them|him|her|it)\b|\b(their|his|her|its) (phone|number|e-?mail|address|contact|website)\b|\b(phone|number|e-?mail|address|contact details|details|website) (of|for) (my|our|the|a|an) (landlord|owner|neighbou?r|council|electricity|gas|water|internet|energy|bank|lender|conveyancer|solicitor|strata|school|hospital|builder|developer|previous|old|new|local)\b/i;

/** What someone must have or bring for something: "what do I need to apply?", "what documents do we need?". */
const asksWhatIsNeeded =
  /\bwhat (do|will|would|should|does) (i|we|you|u|they|one|he|she|my \w+|our \w+) (need|require|have to (bring|provide|show|have))( to (apply|bring|provide|show)\b| for (a |an |the |my |our |your )?(rental |tenancy |lease )?(application|applying)\b|\s*[?.!,]|\s*$)|\bwhat (documents|paperwork|papers|id|proof)\b.{0,30}\b(need|needed|required|require|bring|provide)\b/i;
const saysWhatIsNeeded = /\b(need\w*|requir\w*|bring|provide\w*|documents?|check\w*|identity|ID|proof|evidence|payslips?|references?)\b/;

/** "How often …?": a question whose answer is a frequency. */
const asksFrequency =
  /\bhow ((much|many)( times?)? )?(often|frequently|regularly)\b|\b(the )?frequency (of|with which)\b|\bhow many times?\b(?!\s+(have|has|had|did|was|were|is|does|do)\b)(?!\s+(it )?takes?\b)/i;
const frequency =
  /\b(daily|weekly|fortnightly|monthly|quarterly|yearly|annually|every (\d+|one|two|three|four|six|twelve|few|other|single|day|week|fortnight|month|quarter|year|\w+ (days|weeks|months|years))|each (day|week|fortnight|month|quarter|year)|once|twice|times (a|per)|per (day|week|fortnight|month|quarter|year)|a (day|week|fortnight|month|year)|(\d+|two|three|four|six) in (\d+|three|six|twelve) (weeks|months|years)|(in|within|over) (any|a|each) (\d+|three|six|twelve)[- ]months?( period)?)\b/i;

/** "Where is …?": a question whose answer is a place (an address, a suburb, how far from somewhere). */
const asksPlace =
  /^\W*(where|where ?abouts)\b\s*(is|are|'s|s)\b|\bwhere('s| is| are) (your|the|it|they)\b(?!.*\b(start|begin|find out|apply|report|lodge|sign)\b)/i;
const place =
  /\b\d+\s+[A-Z][a-z]+ (Circuit|Street|St|Road|Rd|Avenue|Ave|Drive|Dr|Parade|Way|Place|Lane|Boulevard|Close|Crescent)\b|\b(in|at|on|near|beside|opposite|next to|off|along|inside|within|from|with|by|through|via) (the )?[A-Z][a-zA-Z]+|\{agency\.address\}|\b(km|kilometres?|minutes?|metres?) (from|to|away|of)\b|\b(north|south|east|west)\b|\]\(\//;

/**
 * "What will my council rates be?", "how much does … cost?": a question whose answer is an amount. A passage on the
 * subject without a figure ("rates are handled by Camden Council") answers something near it.
 */
/** A question that opens with "when" or "what time": what is asked is a time. */
const asksWhenItHappens =
  /^\W*(and |so |ok,? )?(when('s|s| is| are| was| were| does| do| did| will| would| can| could| should| might)|what (time|day|date|year|month)('s|s| is| are| does| do| did| will| would))\b/i;
const timeOf = new RegExp(
  [
    String.raw`\b(19|20)\d\d\b|\b\d{1,2}(:\d\d)? ?(am|pm)\b|\b(january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|winter)\b`,
    String.raw`\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|weekends?|daily|weekly|monthly|yearly|annually|fortnightly)\b`,
    String.raw`\b(within|before|after|by|until|till|once|when|whenever|during|from|at|on|every|each)\b.{0,40}\b(days?|weeks?|months?|years?|hours?|settlement|exchange|signing|completion|end|start|close|term|lease|notice|hammer|auction|day)\b`,
    String.raw`\b(immediately|straight (away|after)|same day|on the day|at once|not yet|no (set|fixed|confirmed) (date|timetable)|no construction timetable|opening hours|open (from|until|between))\b`,
    // The office's hours, filled in when the answer is given.
    String.raw`\{agency\.hours\}`,
    measuredDuration.source,
  ].join("|"),
  "i",
);

const asksAmount =
  /\bwhat (will|would|are|is) (my|our|the) ([\w-]+ ){0,3}(rates|levies|levy|strata fees|costs?|charges?|fees?|bills?) (be|cost|come to)\b|\bhow much (will|would|do|does|did|has|have|is|are|was|were) (my|our|your|the|a|an|it)\b.{0,40}\b(cost|costs|charge|be|come to|set (me|us) back|give|gave|raise|raised|donate|donated)\b(?!.{0,20}\b(worth|go for|sell for|get for|rent for)\b)|\b(how much|what)\b.{0,30}\b(council rates|water rates|strata (fees|levies)|levies)\b|\bwhat (does|do|did|will|would|might|should) (a|an|the|my|our)\b.{0,50}\bcost\b|\bcosts? to (get|have) (a|the|my|our|it) ([\w-]+ ){0,3}(styled|staged|cleaned|painted|done|fixed|repaired|photographed|inspected)\b|\b(is|are) (it|that|this|they|the( [\w-]+){1,3}) (actually |really |completely |totally |genuinely |100% )?free\b|\bdo (you|they) charge\b|\b(is there|are there) (a |any )?(fees?|costs?|charges?)\b|\bhow much (is|are|were|was) (the |a |an |their )?([\w-]+ ){0,2}(fares?|tickets?|memberships?|entry|admission|green fees|entry fees)\b|\bhow much (is|are|do|does|would|will)( an?| the)?( [\w-]+){0,3} (houses?|homes?|units?|townhouses?|apartments?|blocks?|land|lots?)\b(?! (worth|i|we|my|our)\b)/i;

/** A passage that gives a share, or says why there is none: "10%", "negotiable", "no standard rate", "not set by law". */
export const answersAShare = /\d\s?(%|per ?cent)|\bnegotiable\b|\bno (standard|set|fixed)\b|\bnot set by law\b/i;

/** A percentage asked for, not said: "ballpark %?", "a % figure", "what percentage …?" ("a 5% deposit" says one). */
export const asksShare =
  /(?<![\d.]\s?)%(?=\s*(\?|figure|$|,|\.|roughly|ballpark))|\b(what|which|ballpark|rough|roughly|approx\w*|typical|usual|average) (%|per ?cent(age)?|percentage)|\bpercentage\b|\b(a|the|in) (%|per ?cent(age)?) (figure|terms)\b/i;

/** "Just give me a weekly figure": a number in dollars, which an offer of a free estimate is not. */
const asksFigure =
  /\b(weekly|monthly|a|the|exact|rough|ballpark|actual|dollar) (figure|number|dollar (amount|figure))\b(?! of (animals|pets|dogs|cats|people|tenants|occupants|kids|children|cars|bedrooms|bathrooms)\b)/i;

/** Money said: a figure, a share, a number of weeks' rent. */
const figure = /\$\s?\d|\b\d[\d,.]*\s?(%|per ?cent\b|k\b|dollars?\b|cents?\b)|\b(negotiable|(\w+ )?weeks?'? rent)\b/i;
const priceWords = new Set(termsOf("free cost costs charge charges fee fees price pay paid much money"));
/** A rent-free week, a facility free to use: not something we do for nothing. */
const freeOfUse =
  /\brent[- ]free\b|\bfree rent\b|\brent (be |is )?free\b|\bfree (for|to) (use|the first|tenants|list|lease|join|advertise|manage)\b/i;

/** Something said to cost nothing: "a free appraisal", "a free, evidence-based rent estimate", "the appraisal is free". */
const freeThing =
  /\b(?:free|no (?:cost|charge|fee)s?|nothing)\b,?((?:\s+[\w-]+){0,2})|((?:[\w-]+\s+){1,3})(?:is|are|costs?|costs? you)\s+(?:\w+\s+)?(?:free|nothing)\b/gi;

/**
 * Whether a passage says the amount asked: a figure, or that the thing asked about is free ("a free appraisal" says
 * what an appraisal costs, not what a marketing campaign does).
 */
function givesAmount(text: string, asked: string): boolean {
  if (figure.test(text)) return true;
  // ("Is the rent free for the first week?", "is the pool free to use?": no service said to cost nothing answers them.)
  if (freeOfUse.test(asked)) return false;
  // ("Is it free?" names nothing but the price: any free thing is the one spoken of.)
  const askedTerms = new Set(termsOf(rephrase(asked)).filter((t) => !weakTerms.has(t) && !priceWords.has(t)));
  return [...text.matchAll(freeThing)].some(
    ([, after, before]) => askedTerms.size === 0 || termsOf(compounded(after ?? before ?? "")).some((t) => askedTerms.has(t)),
  );
}

/**
 * A passage that names the subject only inside questions ("Is the property under a flight path?" in a list of questions
 * to ask) raises the question; it does not answer it — unless what to ask or look up is what the visitor asks ("what
 * exactly should I look up?").
 */
function onlyAsksIt(hit: KnowledgeHit, query: KnowledgeQuery): boolean {
  if (asksWhatToCheck.test(query.asked)) return false;
  const matched = hit.matched.filter((t) => query.significant.includes(t));
  if (matched.length === 0) return false;
  const naming = splitSentences(hit.document.text).filter((sentence) => termsOf(sentence).some((t) => matched.includes(t)));
  return naming.length > 0 && naming.every((sentence) => sentence.trim().endsWith("?"));
}

/**
 * An article's section is long and names many things on the way ("books removalists and connects electricity"): one
 * of the question's words in it is no sign that it answers the question. It must match two of them, or its own title
 * (the article's and the section's) must name the one it matches.
 */
function mentionedInPassing(hit: KnowledgeHit, query: KnowledgeQuery): boolean {
  const { document } = hit;
  if (document.kind !== "article" && document.kind !== "blog") return false;
  const matched = hit.matched.filter((t) => query.significant.includes(t));
  if (matched.length >= 2) return false;
  const heading = new Set(headingTerms(document));
  return !matched.some((t) => heading.has(t));
}

/** "What should I look up?", "what do I need to check?": questions to ask are the answer. */
const asksWhatToCheck =
  /\bwhat (exactly |else )?(should|do|must|would|could|can) (i|we) (check|ask|look (up|into|for|at)|find out|research|investigate)\b|\bwhat (else )?(to|do i need to|do we need to) (check|ask|look (up|into|for))\b/i;

/** The terms of an article section's own title and its article's: what the section is about. */
const headingTerms = (document: KnowledgeDocument) => termsOf(`${document.title} ${document.page ?? ""}`);

/**
 * An article's section answers in a sentence or two, and the question's words must meet in one of them: "vendor",
 * "pay" and "removalist" spread over three different tips ("ask the vendor early", "book a removalist", "pay the deposit
 * on time") answer nothing asked ("can the vendor pay the removalist?"). A question in the text and its answer count as
 * one ("Should I buy off the plan? It can suit some buyers …"), and the headings count with every sentence.
 */
function scatteredOver(hit: KnowledgeHit, query: KnowledgeQuery): boolean {
  const { document } = hit;
  if (document.kind !== "article" && document.kind !== "blog") return false;
  const matched = hit.matched.filter((t) => query.significant.includes(t));
  if (matched.length < 2) return false;
  // The section's heading and the article's title speak for each of its sentences.
  const heading = headingTerms(document);
  const met = (unit: string) => new Set([...heading, ...termsOf(unit)].filter((t) => matched.some((m) => t.startsWith(m)))).size;
  return !document.text.split(/(?<=[.!])\s+/).some((unit) => met(unit) >= 2);
}
