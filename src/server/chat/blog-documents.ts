import "server-only";
import { and, desc, eq, isNull, lte, or } from "drizzle-orm";
import type { Db } from "@/server/db/connect";
import { blogPosts } from "@/server/db/schema";
import type { KnowledgeDocument, PassageLink } from "./knowledge-base";

export interface BlogPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  metaDescription: string | null;
  /** The article's HTML: cut into one document per section (h2) so the assistant can answer from the body. */
  content?: string;
}

/** Published posts (published and not scheduled for later), newest first. */
export async function loadPublishedPosts(db: Db, now: Date = new Date(), limit = 100): Promise<BlogPostSummary[]> {
  return db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      category: blogPosts.category,
      metaDescription: blogPosts.metaDescription,
      content: blogPosts.content,
    })
    .from(blogPosts)
    .where(and(eq(blogPosts.isPublished, true), or(isNull(blogPosts.scheduledDate), lte(blogPosts.scheduledDate, now))))
    .orderBy(desc(blogPosts.publishedDate))
    .limit(limit);
}

/** One document per post (its title and excerpt), and one per section of its body, citing the article. */
export function blogDocuments(posts: readonly BlogPostSummary[]): KnowledgeDocument[] {
  return posts.flatMap((post) => {
    const url = `/insights/${post.slug}`;
    const summary: KnowledgeDocument = {
      id: `blog:${post.slug}`,
      kind: "blog",
      title: post.title,
      text: post.excerpt,
      keywords: post.category,
      body: post.metaDescription ?? "",
      url,
      page: post.title,
    };
    const sections = articleSections(post.content ?? "").map((section, i): KnowledgeDocument => ({
      id: `article:${post.slug}:${i}`,
      kind: "article",
      title: section.heading,
      text: section.text,
      keywords: post.title,
      body: section.body,
      url,
      page: post.title,
      ...(section.links.length > 0 ? { links: section.links } : {}),
      ...(section.askedBy ? { askedBy: section.askedBy } : {}),
      ...(section.listed ? { restatesSection: true } : {}),
      // (A checklist restates its article's sections: given through the article, when what to check is asked.)
      ...(section.checklist ? { throughItsArticle: true } : {}),
    }));
    return [summary, ...sections];
  });
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'", nbsp: " " };

function plainText(html: string): string {
  return html
    .replace(/([^.!?:;\s])\s*<\/li>/gi, "$1.</li>")
    .replace(/<\/(p|li|h\d|blockquote)>/gi, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => entities[name] ?? " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The first sentences of a text, up to about `max` characters. */
function lead(text: string, max = 280): string {
  const sentences = text.match(/[^.!?]+[.!?]+["”')]?(\s|$)/g) ?? [text];
  let out = "";
  for (const sentence of sentences) {
    if (out && out.length + sentence.length > max) break;
    out += sentence;
  }
  // One very long first sentence is cut at a word boundary.
  return out.length > max + 60 ? `${out.slice(0, max).replace(/\s+\S*$/, "")}…` : out.trim();
}

interface ArticleSection {
  heading: string;
  text: string;
  body: string;
  links: PassageLink[];
  askedBy?: RegExp;
  /** A question listed inside a section, whose words that section holds already. */
  listed?: boolean;
  /** A checklist under a smaller heading, cut from the section it closes. */
  checklist?: boolean;
}

/**
 * An article cut at its h2 headings (and a checklist's h3): each heading with the first sentences under it (for the
 * answer) and all of it (for search); then each question the article answers in a list of its own, whole (a section's
 * first sentences may not reach the third of its questions).
 */
export function articleSections(html: string): ArticleSection[] {
  // A checklist under a smaller heading, with its list, is a section of its own (what the article says to check, whole);
  // what follows the list stays in the section it closes.
  const checklists: ArticleSection[] = [];
  const withoutChecklists = html.replace(
    /<h3[^>]*>([^<]*\bchecklist\b[^<]*)<\/h3>\s*(<(ol|ul)[^>]*>[\s\S]*?<\/\3>)/gi,
    (_, headingHtml: string, listHtml: string) => {
      const body = plainText(listHtml);
      checklists.push({ heading: plainText(headingHtml), text: body, body, links: siteLinksIn(listHtml), checklist: true });
      return "";
    },
  );
  const parts = withoutChecklists.split(/<h2[^>]*>/i).slice(1);
  const sections = parts.flatMap((part) => {
    const [headingHtml = "", rest = ""] = part.split(/<\/h2>/i);
    const heading = plainText(headingHtml).replace(/^\d+\.\s*/, "");
    const body = plainText(rest);
    return heading && body ? [{ heading, text: lead(body), body, links: siteLinksIn(rest) }] : [];
  });
  return [...sections, ...checklists, ...listedQuestions(html)];
}

/** "<li><em>How long will it take?</em> From pre-approval to keys, three to four months is common.</li>" */
function listedQuestions(html: string): ArticleSection[] {
  return [...html.matchAll(/<li>\s*<(em|strong)>([^<]*\?)\s*<\/\1>([\s\S]*?)<\/li>/gi)].flatMap(([, , question = "", answerHtml = ""]) => {
    const text = plainText(answerHtml);
    return text
      ? [{ heading: plainText(question), text, body: text, links: siteLinksIn(answerHtml), askedBy: spanAsked(text), listed: true }]
      : [];
  });
}

/**
 * "From pre-approval to keys, three to four months is common" measures a span: it answers a question of the span ("from
 * pre-approval to the keys", "the whole thing"), not of its first step ("how long does pre-approval take?").
 */
function spanAsked(text: string): RegExp | undefined {
  const span = /^From ([^,]+?) to ([\p{L}-]+)/iu.exec(text);
  if (!span) return undefined;
  const [, start = "", end = ""] = span;
  // (Its start named, with "from" or its end: "how long from offer to keys?" is another span.)
  const startWords = start.trim().replace(/[-\s]+/g, "[- ]?");
  return new RegExp(
    String.raw`\b(whole|overall|all up|start to finish|end to end|in total)\b|(?=[\s\S]*\b${startWords})[\s\S]*\b(from|${end})\b`,
    "i",
  );
}

/** The site's own pages a passage links in its text ("our <a href=…>30-day preparation checklist</a>"). */
function siteLinksIn(html: string): PassageLink[] {
  return [...html.matchAll(/<a\s[^>]*href="(\/[^"#?]*)[^"]*"[^>]*>(.*?)<\/a>/gi)].flatMap(([, url, label]) => {
    const text = plainText(label ?? "");
    return url && text ? [{ label: text, url }] : [];
  });
}
