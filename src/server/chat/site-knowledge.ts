import "server-only";
import { team as firstTeam } from "@/content/team";
import type { TeamMember } from "@/lib/team/team-member";
import { agencyFactDocuments } from "./agency-facts";
import { blogDocuments, type BlogPostSummary } from "./blog-documents";
import { listingFeatureDocuments } from "./listing-feature-documents";
import { replaceAgencyTokens } from "@/lib/site-content/agency-tokens";
import { initialFaqs, type Faqs } from "@/content/site-content/faqs";
import { initialSuburbFacts } from "@/content/site-content/suburb-facts";
import { initialNswFacts } from "@/content/site-content/nsw-facts";
import { initialTestimonials } from "@/content/testimonials";
import { contentDocuments, type EditableContent } from "./content-documents";
import { serviceDocuments } from "./service-documents";
import { teamDocuments } from "./team-documents";
import { testimonialDocuments } from "./testimonial-documents";
import { createKnowledgeBase, type KnowledgeBase, type KnowledgeDocument } from "./knowledge-base";

let staticFacts: KnowledgeDocument[] | undefined;

/** The FAQs, suburb figures, NSW rules and testimonials before staff first save them: today's files. */
export const initialEditableContent: EditableContent = {
  faqs: initialFaqs,
  suburbFacts: initialSuburbFacts,
  nswFacts: initialNswFacts,
  testimonials: initialTestimonials,
};

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
  staticFacts ??= [...agencyFactDocuments(), ...listingFeatureDocuments()];
  const faqs = withChatPlaceholders(content.faqs);
  const filledPosts = posts.map((post) => ({
    ...post,
    title: chatPlaceholders(post.title),
    excerpt: chatPlaceholders(post.excerpt),
    ...(post.content === undefined ? {} : { content: chatPlaceholders(post.content) }),
  }));
  const knowledge = createKnowledgeBase([
    ...staticFacts,
    ...teamDocuments(team),
    ...contentDocuments({ ...content, faqs }),
    ...serviceDocuments(faqs),
    ...blogDocuments(filledPosts),
  ]);
  return { ...knowledge, reviews: testimonialDocuments(content.testimonials) };
}

/**
 * Staff's {{phone}}, {{hours}}… as the assistant's own placeholders ({agency.phone}, agency-details.ts), which every
 * answer fills in from the current settings as it leaves: the knowledge never holds a number that could go stale.
 */
const chatPlaceholders = (text: string) => replaceAgencyTokens(text, (name) => `{agency.${name}}`);

function withChatPlaceholders(faqs: Faqs): Faqs {
  return Object.fromEntries(
    Object.entries(faqs).map(([page, list]) => [
      page,
      list.map((faq) => ({ question: chatPlaceholders(faq.question), answer: chatPlaceholders(faq.answer) })),
    ]),
  ) as Faqs;
}
