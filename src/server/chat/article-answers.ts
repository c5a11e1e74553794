import "server-only";
import type { KnowledgeBase, KnowledgeDocument } from "./knowledge-base";
import { documentLink } from "./page-links";
import { rephrase, termsOf, weakTerms } from "./text-terms";

/**
 * "Is there an article on buying acreage?", "have you written anything about first home buyers?": one of our articles
 * asked for by its subject, which is the answer whatever it says. An article, a post or something written is named, and
 * the subject is what follows "on", "about", "covering" or "regarding" ("anything on this weekend?" asks for no article).
 */
const asksForAnArticle =
  /\b(?:(?:an? |any |some )?(?:articles?|blog(?: posts?)?|posts?|write-?ups?)|(?:written|wrote|posted|published|blogged) (?:anything|something|much))\s+(?:on|about|covering|regarding)\s+([^.?!]+)/i;

/** Words a subject is asked in that no article needs to share ("buying acreage, that kind of thing"). */
const askingWords = new Set(["kind", "thing", "stuff", "sort", "type", "topic", "subject", "article", "blog", "post"]);

/** Every word an article has: its title, summary and sections (the knowledge base's article sections, by page). */
function articleWords(article: KnowledgeDocument, sections: readonly KnowledgeDocument[]): ReadonlySet<string> {
  const own = sections.filter((section) => section.url === article.url);
  return new Set(termsOf([article.title, article.text, article.body ?? "", ...own.map((s) => `${s.title} ${s.text}`)].join(" ")));
}

/** The words of a subject asked about that an article must have: not the asking words around it. */
function subjectTerms(subject: string): string[] {
  return termsOf(rephrase(subject)).filter((term) => !weakTerms.has(term) && !askingWords.has(term));
}

/**
 * The article a message asks for by its subject: the one whose text has every word of the subject and whose title and
 * summary have the most of them, at least half (up to three so tied); null when none does, or the message asks for no
 * article (the blog's own answer then).
 */
export function articleAskedForAnswer(message: string, knowledge: KnowledgeBase): string | null {
  const subject = asksForAnArticle.exec(message)?.at(-1);
  if (!subject) return null;
  const wanted = subjectTerms(subject);
  if (wanted.length === 0) return null;
  const articles = knowledge.documents.filter((document) => document.kind === "blog");
  const sections = knowledge.documents.filter((document) => document.kind === "article");
  // (Scored by the subject's words in its headline, title and summary; only the best scored, with at least half of them.)
  const scored = articles
    .filter((article) => {
      const words = articleWords(article, sections);
      return wanted.every((term) => words.has(term));
    })
    .map((article) => {
      const headline = new Set(termsOf(`${article.title} ${article.text}`));
      return { article, score: wanted.filter((term) => headline.has(term)).length };
    })
    .filter(({ score }) => score >= wanted.length / 2);
  const best = Math.max(0, ...scored.map(({ score }) => score));
  const covering = scored.filter(({ score }) => score === best).map(({ article }) => article);
  const [article] = covering;
  if (!article || covering.length > 3) return null;
  if (covering.length === 1)
    return `Yes: our article "${article.title}" covers it. ${article.text} Read it here: ${documentLink(article)}.`;
  const links = covering.map(documentLink);
  return `Yes: ${links.slice(0, -1).join(", ")} and ${links.at(-1)} cover it, on our Real Estate Insights blog.`;
}

/**
 * "What should I be checking before I buy?", "any guide on what to look out for?", "what do you actually check at an
 * inspection?": what to check, asked, which an article's checklist answers. (Not the knowledge base's wider "what should
 * I look up?", whose questions to ask answer it too.)
 */
export const asksForAChecklist =
  /\bwhat (should|do|must|would|to|are the (main )?things (to|i should|we should))\b[^?.!]{0,25}\b(check(ing)?|look(ing)? (out )?for|watch(ing)? (out )?for)\b|\bthings to (check|look (out )?for|watch (out )?for)\b|\bwhat (you|u|we|they)( actually| really| normally| usually)? (check|look (out )?for)\b/i;

/** An article's section that is a list of what to check: its checklist, or "What we check". */
export const isChecklist = (document: KnowledgeDocument): boolean =>
  document.kind === "article" && /\bchecklist\b|^what (we|to) check\b/i.test(document.title);

/** "Do you have an acreage checklist?", "is there a checklist for buying acreage?": a checklist asked for by name. */
const namesAChecklist = /\bcheck ?lists?\b/i;

/**
 * The checklist of an article (given only through its article, `throughItsArticle`) a message asks for by name and by
 * its subject: the one whose heading and article title have the most of the message's words, at least one; null when
 * none does, or two tie.
 */
export function checklistAskedForAnswer(message: string, knowledge: KnowledgeBase): string | null {
  if (!namesAChecklist.test(message)) return null;
  const wanted = subjectTerms(message.replace(namesAChecklist, " "));
  const scored = knowledge.documents
    .filter((document) => document.throughItsArticle)
    .map((document) => {
      const heading = new Set(termsOf(`${document.title} ${document.page ?? ""}`));
      return { document, score: wanted.filter((term) => heading.has(term)).length };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score);
  const [best, next] = scored;
  if (!best || (next && next.score === best.score)) return null;
  const { document } = best;
  return `Yes: from our article "${document.page ?? document.title}" (${document.title}): ${document.text} More: ${documentLink(document)}.`;
}
