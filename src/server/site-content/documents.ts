import "server-only";
import type { z } from "zod";
import { agencySchema, initialAgency } from "@/lib/site-content/agency";
import { faqsSchema, initialFaqs } from "@/lib/site-content/faqs";
import { initialTicker, tickerSchema } from "@/lib/site-content/headlines";
import { initialSuburbFacts, suburbFactsSchema } from "@/lib/site-content/suburb-facts";
import { initialTestimonials, testimonialsSchema } from "@/lib/site-content/testimonials";

/**
 * The site's editable documents: each is validated by its schema on every save, and reads as its first content
 * (today's files in src/content/) until staff first save it. One row each in `site_content`.
 */
export const siteDocuments = {
  agency: { schema: agencySchema, initial: initialAgency },
  testimonials: { schema: testimonialsSchema, initial: initialTestimonials },
  suburbFacts: { schema: suburbFactsSchema, initial: initialSuburbFacts },
  faqs: { schema: faqsSchema, initial: initialFaqs },
  ticker: { schema: tickerSchema, initial: initialTicker },
} satisfies Record<string, { schema: z.ZodType; initial: unknown }>;

export type SiteDocumentKey = keyof typeof siteDocuments;
export type SiteDocument<K extends SiteDocumentKey> = z.output<(typeof siteDocuments)[K]["schema"]>;
