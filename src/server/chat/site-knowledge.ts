import "server-only";
import { team as firstTeam } from "@/content/team";
import type { TeamMember } from "@/lib/team/team-member";
import { agencyFactDocuments } from "./agency-facts";
import { blogDocuments, type BlogPostSummary } from "./blog-documents";
import { contentDocuments } from "./content-documents";
import { serviceDocuments } from "./service-documents";
import { teamDocuments } from "./team-documents";
import { createKnowledgeBase, type KnowledgeBase, type KnowledgeDocument } from "./knowledge-base";

let staticDocuments: { facts: KnowledgeDocument[]; pages: KnowledgeDocument[] } | undefined;

/**
 * The site's knowledge: agency facts, every content module, the team and the published posts given. Pure; tests call
 * it directly. Without the team from the database (none could be read), the team's first content stands in.
 */
export function buildSiteKnowledgeBase(posts: readonly BlogPostSummary[] = [], team: readonly TeamMember[] = firstTeam): KnowledgeBase {
  staticDocuments ??= { facts: agencyFactDocuments(), pages: [...contentDocuments(), ...serviceDocuments()] };
  return createKnowledgeBase([...staticDocuments.facts, ...teamDocuments(team), ...staticDocuments.pages, ...blogDocuments(posts)]);
}
