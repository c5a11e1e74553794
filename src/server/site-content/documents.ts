import "server-only";
import type { z } from "zod";
import { agencySchema } from "@/lib/site-content/agency";
import { initialAgency } from "@/content/agency";
import { faqsSchema, initialFaqs } from "@/content/site-content/faqs";
import { tickerSchema } from "@/lib/site-content/headlines";
import { initialTicker } from "@/content/headlines";
import { initialSuburbFacts, suburbFactsSchema } from "@/content/site-content/suburb-facts";
import { initialNswFacts, nswFactsSchema } from "@/content/site-content/nsw-facts";
import { testimonialsSchema } from "@/lib/site-content/testimonials";
import { initialTestimonials } from "@/content/testimonials";

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
  nswFacts: { schema: nswFactsSchema, initial: initialNswFacts },
} satisfies Record<string, { schema: z.ZodType; initial: unknown }>;

export type SiteDocumentKey = keyof typeof siteDocuments;
export type SiteDocument<K extends SiteDocumentKey> = z.output<(typeof siteDocuments)[K]["schema"]>;
