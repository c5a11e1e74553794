import "server-only";
import { agencyFactDocuments } from "./agency-facts";
import { blogDocuments, type BlogPostSummary } from "./blog-documents";
import { initialFaqs } from "@/lib/site-content/faqs";
import { initialSuburbFacts } from "@/lib/site-content/suburb-facts";
import { contentDocuments, type EditableContent } from "./content-documents";
import { serviceDocuments } from "./service-documents";
import { teamDocuments } from "./team-documents";
import { createKnowledgeBase, type KnowledgeBase, type KnowledgeDocument } from "./knowledge-base";

let staticDocuments: KnowledgeDocument[] | undefined;

/** The FAQs and suburb figures before staff first save them: today's files. */
export const initialEditableContent: EditableContent = { faqs: initialFaqs, suburbFacts: initialSuburbFacts };

/**
 * The site's knowledge: agency facts, every content module, the FAQs and suburb figures given (as saved in the admin)
 * and the published posts given. Pure; tests call it directly.
 */
export function buildSiteKnowledgeBase(posts: readonly BlogPostSummary[] = [], content: EditableContent = initialEditableContent): KnowledgeBase {
  staticDocuments ??= [...agencyFactDocuments(), ...teamDocuments()];
  return createKnowledgeBase([...staticDocuments, ...contentDocuments(content), ...serviceDocuments(content.faqs), ...blogDocuments(posts)]);
}
