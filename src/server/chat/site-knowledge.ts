import "server-only";
import { team as firstTeam } from "@/content/team";
import type { TeamMember } from "@/lib/team/team-member";
import { agencyFactDocuments } from "./agency-facts";
import { blogDocuments, type BlogPostSummary } from "./blog-documents";
import { initialFaqs } from "@/lib/site-content/faqs";
import { initialSuburbFacts } from "@/lib/site-content/suburb-facts";
import { contentDocuments, type EditableContent } from "./content-documents";
import { serviceDocuments } from "./service-documents";
import { teamDocuments } from "./team-documents";
import { createKnowledgeBase, type KnowledgeBase, type KnowledgeDocument } from "./knowledge-base";

let staticFacts: KnowledgeDocument[] | undefined;

/** The FAQs and suburb figures before staff first save them: today's files. */
export const initialEditableContent: EditableContent = { faqs: initialFaqs, suburbFacts: initialSuburbFacts };

/**
 * The site's knowledge: agency facts, every content module, the FAQs and suburb figures given (as saved in the admin),
 * the team and the published posts given. Pure; tests call it directly. Without the team from the database (none could
 * be read), the team's first content stands in.
 */
export function buildSiteKnowledgeBase(
  posts: readonly BlogPostSummary[] = [],
  content: EditableContent = initialEditableContent,
  team: readonly TeamMember[] = firstTeam,
): KnowledgeBase {
  staticFacts ??= agencyFactDocuments();
  return createKnowledgeBase([...staticFacts, ...teamDocuments(team), ...contentDocuments(content), ...serviceDocuments(content.faqs), ...blogDocuments(posts)]);
}
