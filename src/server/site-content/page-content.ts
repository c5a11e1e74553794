import "server-only";
import type { SuburbSlug } from "@/content/suburbs";
import type { Faq, FaqPageKey } from "@/lib/site-content/faqs";
import { publishedSuburbFigures, type PublishedSuburbFigure } from "@/lib/site-content/suburb-facts";
import { currentSiteDocument } from "./current";

/** The FAQ list of one page, as last saved in the admin; none for a page without a list. */
export async function currentPageFaqs(page: FaqPageKey | undefined): Promise<Faq[]> {
  return page ? (await currentSiteDocument("faqs"))[page] : [];
}

/** The market figures a suburb's pages show, each with its date and source. */
export async function currentSuburbFigures(slug: SuburbSlug): Promise<PublishedSuburbFigure[]> {
  return publishedSuburbFigures((await currentSiteDocument("suburbFacts"))[slug]);
}

/** The testimonials of the home and why-choose pages. */
export const currentTestimonials = () => currentSiteDocument("testimonials");
