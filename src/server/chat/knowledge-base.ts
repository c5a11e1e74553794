import "server-only";
import MiniSearch, { type SearchResult } from "minisearch";
import { detectSuburb, type ChatSuburb } from "@/lib/chat/intent";
import { processTerm, termsOf, weakTerms } from "./text-terms";

/**
 * The assistant's knowledge: short documents built from the site's own content (FAQs, suburb facts,
 * services, team, hours, contact details, claims, published blog posts), each carrying the page to cite,
 * indexed with MiniSearch for retrieval. Building and searching are pure, so tests use them directly.
 */
export type KnowledgeKind = "fact" | "faq" | "suburb" | "service" | "team" | "contact" | "blog";

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
}

export interface KnowledgeBase {
  documents: readonly KnowledgeDocument[];
  /** The best documents for a question, best first. */
  search(question: string, limit?: number): { query: KnowledgeQuery; hits: KnowledgeHit[] };
  /** The overview document of a suburb, if the site has one. */
  suburbOverview(suburb: ChatSuburb): KnowledgeDocument | undefined;
}

const suburbWords = /\b(gregory\s*hills|oran\s*park|gledswood\s*hills|leppington)\b/gi;

export function analyseQuestion(question: string): KnowledgeQuery {
  const suburb = detectSuburb(question);
  const terms = termsOf(question.replace(suburbWords, " "));
  return { terms, significant: terms.filter((t) => !weakTerms.has(t)), suburb };
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

  function search(question: string, limit = 5): { query: KnowledgeQuery; hits: KnowledgeHit[] } {
    const query = analyseQuestion(question);
    if (query.terms.length === 0) return { query, hits: [] };
    const results: SearchResult[] = index.search(question.replace(suburbWords, " "), {
      combineWith: "OR",
      boost: { title: 2.5, keywords: 2, text: 1 },
      prefix: (term) => term.length >= 4,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      boostDocument: (id) => documentBoost(byId.get(String(id)), query.suburb),
    });
    const hits: KnowledgeHit[] = [];
    for (const result of results.slice(0, limit)) {
      const document = byId.get(String(result.id));
      if (document) hits.push({ document, score: result.score, matched: result.queryTerms });
    }
    return { query, hits };
  }

  return {
    documents,
    search,
    suburbOverview: (suburb) => documents.find((d) => d.kind === "suburb" && d.suburb === suburb),
  };
}

/** Weight by kind: a person's profile should not outrank the office's details for "where is your office?". */
const kindBoost: Record<KnowledgeKind, number> = { fact: 1, faq: 1, suburb: 1, service: 1, contact: 1.2, team: 0.7, blog: 0.6 };

/** Documents about the suburb asked about rise; documents about another suburb sink; blog posts rank below facts. */
function documentBoost(document: KnowledgeDocument | undefined, suburb: ChatSuburb | null): number {
  if (!document) return 1;
  let boost = kindBoost[document.kind];
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
  if (!hit) return false;
  const matchedSignificant = hit.matched.filter((t) => query.significant.includes(t)).length;
  if (query.significant.length === 0) return hit.matched.length >= Math.min(2, query.terms.length);
  if (query.significant.length <= 2) return matchedSignificant === query.significant.length || matchedSignificant >= 2;
  return matchedSignificant >= Math.ceil(query.significant.length / 2);
}
