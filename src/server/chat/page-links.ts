import "server-only";
import { site } from "@/content/site";
import { suburbGuides } from "@/content/suburbs";
import { tabTitles } from "@/lib/listings/search-query";
import type { KnowledgeDocument } from "./knowledge-base";

/**
 * Answers cite pages as links a visitor can read: `[Rental services](/rental)`, never a bare "/rental". The chat
 * renders the label as the link's text (src/lib/chat/linkify.ts). Labels come from the same content the pages show.
 */
const fixedLabels: Record<string, string> = {
  "/": "our home page",
  "/selling": "Selling with us",
  "/selling#appraisal": "free property price update",
  "/buying": "Buying guide",
  "/rental": "Rental services",
  "/team": "Meet the team",
  "/contact": "Contact us",
  "/insights": "Real Estate Insights",
  "/mission": "Mission the One",
  "/suburb-comparison": "Gregory Hills vs Oran Park comparison",
  "/suburb-reports": "Suburb growth reports",
  "/open-homes": "Open homes this week",
  "/buy": tabTitles.buy.title,
  "/rent": tabTitles.rent.title,
  "/sold": tabTitles.sold.title,
  [`/why-choose-${site.brandSlug}`]: `Why choose ${site.brand}`,
  "/privacy": "privacy policy",
};

for (const guide of suburbGuides) {
  fixedLabels[`/${guide.slug}`] = `${guide.name} suburb guide`;
  if (guide.variant === "full") {
    fixedLabels[`/${guide.slug}/buying`] = `Buying in ${guide.name}`;
    fixedLabels[`/${guide.slug}/selling`] = `Selling in ${guide.name}`;
  }
}

/** The readable name of a page, from the document when it knows (an article's title), else from the site's pages. */
export function pageLabel(url: string, document?: Pick<KnowledgeDocument, "page">): string {
  if (document?.page) return document.page;
  return fixedLabels[url] ?? fixedLabels[url.replace(/#.*$/, "")] ?? url.replace(/^\//, "").replace(/[-/#]+/g, " ");
}

/** A link as the chat writes it: `[label](/path)`. */
export function pageLink(url: string, label = pageLabel(url)): string {
  return `[${label}](${url})`;
}

/** A document's page as a link. */
export function documentLink(document: KnowledgeDocument): string {
  return pageLink(document.url, pageLabel(document.url, document));
}
