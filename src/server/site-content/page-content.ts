import "server-only";
import type { SuburbSlug } from "@/content/suburbs";
import { fillAgencyTokens } from "@/lib/site-content/agency-tokens";
import type { Faq, FaqPageKey } from "@/content/site-content/faqs";
import { publishedSuburbFigures, type PublishedSuburbFigure } from "@/content/site-content/suburb-facts";
import { nswFactsOf, type NswFactPage, type PublishedNswFact } from "@/content/site-content/nsw-facts";
import { currentAgency, currentSiteDocument } from "./current";

/**
 * The FAQ list of one page, as last saved in the admin, its answers' {{phone}}, {{hours}}… filled in from the agency
 * settings (both are site content: a change to either renders the page again); none for a page without a list.
 */
export async function currentPageFaqs(page: FaqPageKey | undefined): Promise<Faq[]> {
  if (!page) return [];
  const [faqs, agency] = await Promise.all([currentSiteDocument("faqs"), currentAgency()]);
  return faqs[page].map((faq) => ({ question: fillAgencyTokens(faq.question, agency), answer: fillAgencyTokens(faq.answer, agency) }));
}

/** The market figures a suburb's pages show, each with its date and source. */
export async function currentSuburbFigures(slug: SuburbSlug): Promise<PublishedSuburbFigure[]> {
  return publishedSuburbFigures((await currentSiteDocument("suburbFacts"))[slug]);
}

/** The testimonials of the home and why-choose pages. */
export const currentTestimonials = () => currentSiteDocument("testimonials");

/** The NSW rules in brief a page shows (/rental, /buying, /selling), each with its source and 'as of' date. */
export async function currentNswFacts(page: NswFactPage): Promise<PublishedNswFact[]> {
  return nswFactsOf(await currentSiteDocument("nswFacts"), page);
}
