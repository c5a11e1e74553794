import "server-only";
import MiniSearch, { type SearchResult } from "minisearch";
import { detectSuburb, withoutSuburbs, type ChatSuburb } from "@/lib/chat/intent";
import { processTerm, rephrase, termsOf, weakTerms } from "./text-terms";

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
  /** The page to visit for more, e.g. '/oran-park/selling'. */
  url: string;
  /** The page's name as a visitor reads it ("Selling in Oran Park"): the text of the link to `url`. */
  page?: string;
  /** The suburb the document is about, when it is about one. */
  suburb?: ChatSuburb;
}

export interface KnowledgeHit {
  document: KnowledgeDocument;
  score: number;
  /** The visitor's meaningful terms this document matched. */
  matched: string[];
}

export interface KnowledgeQuery {
  /** The meaningful terms of the question, suburb names removed. */
  terms: string[];
  /** Of those, the ones that carry the question (not generic words such as 'property'). */
  significant: string[];
  suburb: ChatSuburb | null;
  /** "Who …?": a question about a person, so the team's profiles come first. */
  asksWho: boolean;
  /** Meaningful terms no document contains at all ("commercial", "Airbnb"): the site does not cover the question. */
  absent: string[];
}

export interface KnowledgeBase {
  documents: readonly KnowledgeDocument[];
  /** The best documents for a question, best first: those covering more of its meaningful terms, then by score. */
  search(question: string, limit?: number, options?: SearchOptions): { query: KnowledgeQuery; hits: KnowledgeHit[] };
  /** The overview document of a suburb, if the site has one. */
  suburbOverview(suburb: ChatSuburb): KnowledgeDocument | undefined;
}

export interface SearchOptions {
  /** The suburb to favour when the question names none (a follow-up about the suburb asked before). */
  suburb?: ChatSuburb | null;
}

const asksWhoPattern = /^\s*(and |so |ok,? )?(who|who's|whos|whom)\b(?! are you)|\b(which|what) (agent|person|staff member|team member)\b|\bis there (someone|anyone|an agent)\b|\bdoes (anyone|someone|any of your (agents|team|staff))\b|\bany of your (agents|team|staff)\b/i;

export function analyseQuestion(question: string, options: SearchOptions = {}): KnowledgeQuery {
  const suburb = detectSuburb(question) ?? options.suburb ?? null;
  const terms = termsOf(rephrase(withoutSuburbs(question)));
  return { terms, significant: terms.filter((t) => !weakTerms.has(t)), suburb, asksWho: asksWhoPattern.test(question), absent: [] };
}

export function createKnowledgeBase(documents: readonly KnowledgeDocument[]): KnowledgeBase {
  const byId = new Map(documents.map((d) => [d.id, d]));
  const index = new MiniSearch<KnowledgeDocument>({
    fields: ["title", "keywords", "text"],
    storeFields: ["id"],
    processTerm,
    searchOptions: { processTerm },
  });
  index.addAll(documents.map((d) => ({ ...d, keywords: d.keywords ?? "" })));

  // The words of each document's title, to prefer the document whose own question matches the visitor's.
  const titleTerms = new Map(documents.map((d) => [d.id, new Set(termsOf(d.title))]));

  function search(question: string, limit = 5, options: SearchOptions = {}): { query: KnowledgeQuery; hits: KnowledgeHit[] } {
    const query = analyseQuestion(question, options);
    if (query.terms.length === 0) return { query, hits: [] };
    // The terms are processed already (stems and synonyms), so the search takes them as they are.
    const results: SearchResult[] = index.search(query.terms.join(" "), {
      processTerm: (term) => term,
      combineWith: "OR",
      boost: { title: 2.5, keywords: 2, text: 1 },
      prefix: (term) => term.length >= 4,
      // Typos: one wrong letter in a word of five or more, two in a longer one.
      fuzzy: (term) => (term.length >= 7 ? 2 : term.length >= 5 ? 1 : false),
      weights: { fuzzy: 0.6, prefix: 0.5 },
      boostDocument: (id) => documentBoost(byId.get(String(id)), query),
    });
    const anywhere = new Set(results.flatMap((r) => r.queryTerms));
    query.absent = query.significant.filter((t) => t.length >= 4 && !anywhere.has(t));

    const hits: KnowledgeHit[] = [];
    for (const result of results.slice(0, 40)) {
      const document = byId.get(String(result.id));
      if (!document) continue;
      const title = titleTerms.get(document.id) ?? new Set<string>();
      const inTitle = result.queryTerms.filter((t) => title.has(t) || [...title].some((w) => w.startsWith(t))).length;
      hits.push({ document, score: result.score * (1 + 0.3 * inTitle), matched: result.queryTerms });
    }
    // A document that answers more of the question beats one that repeats fewer of its words more often; then one
    // about the suburb asked about; then the score.
    const coverage = (hit: KnowledgeHit) => hit.matched.filter((t) => query.significant.includes(t)).length;
    const local = (hit: KnowledgeHit) => (query.suburb && hit.document.suburb === query.suburb ? 1 : 0);
    hits.sort((a, b) => coverage(b) - coverage(a) || local(b) - local(a) || b.score - a.score);
    return { query, hits: hits.slice(0, limit) };
  }

  return {
    documents,
    search,
    suburbOverview: (suburb) => documents.find((d) => d.kind === "suburb" && d.suburb === suburb),
  };
}

/** Weight by kind: a person's profile should not outrank the office's details for "where is your office?". */
const kindBoost: Record<KnowledgeKind, number> = { fact: 1, faq: 1, suburb: 1, service: 1, contact: 1.2, team: 0.7, blog: 0.5, article: 0.6 };

/** Documents about the suburb asked about rise; documents about another suburb sink; blog posts rank below facts. */
function documentBoost(document: KnowledgeDocument | undefined, query: KnowledgeQuery): number {
  if (!document) return 1;
  const suburb = query.suburb;
  let boost = kindBoost[document.kind];
  if (query.asksWho && document.kind === "team") boost *= 4;
  if (suburb && document.suburb === suburb) boost *= 3;
  else if (suburb && document.suburb) boost *= 0.35;
  else if (!suburb && document.suburb) boost *= 0.8;
  return boost;
}

/**
 * Whether a hit really answers the question: it must match the question's meaningful terms, not just
 * generic ones — so "what's the capital of France?" does not get an answer about capital growth.
 */
export function isConfident(hit: KnowledgeHit | undefined, query: KnowledgeQuery): boolean {
  if (!hit || query.absent.length > 0) return false;
  const matchedSignificant = hit.matched.filter((t) => query.significant.includes(t)).length;
  if (query.significant.length === 0) return hit.matched.length >= Math.min(2, query.terms.length);
  if (query.significant.length <= 2) return matchedSignificant === query.significant.length || matchedSignificant >= 2;
  return matchedSignificant >= Math.ceil(query.significant.length / 2);
}
