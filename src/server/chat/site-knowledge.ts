import "server-only";
import { agencyFactDocuments } from "./agency-facts";
import { blogDocuments, type BlogPostSummary } from "./blog-documents";
import { contentDocuments } from "./content-documents";
import { serviceDocuments } from "./service-documents";
import { teamDocuments } from "./team-documents";
import { createKnowledgeBase, type KnowledgeBase, type KnowledgeDocument } from "./knowledge-base";

let staticDocuments: KnowledgeDocument[] | undefined;

/** The site's knowledge: agency facts, every content module, and the published posts given. Pure; tests call it directly. */
export function buildSiteKnowledgeBase(posts: readonly BlogPostSummary[] = []): KnowledgeBase {
  staticDocuments ??= [...agencyFactDocuments(), ...teamDocuments(), ...contentDocuments(), ...serviceDocuments()];
  return createKnowledgeBase([...staticDocuments, ...blogDocuments(posts)]);
}
