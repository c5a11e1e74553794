import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { buyingFaqs } from "@/content/services/buying";
import { rentalFaqs } from "@/content/services/rental";
import { sellingFaqs } from "@/content/services/selling";
import { whyChooseFaqs } from "@/content/services/why-choose";
import { site } from "@/content/site";
import { gregoryHills, oranPark } from "@/content/suburbs";
import { refuseUnknownAgencyTokens } from "@/lib/site-content/agency-tokens";
import { requiredText } from "@/lib/site-content/fields";

/*
 * The FAQ lists of the pages that have one, each edited on its own in the admin. The pages render them and emit
 * their FAQPage structured data from the same list; the chat assistant answers from them too.
 */

/** Each page with an FAQ list: its key in the document, its path and how the admin names it. */
export const faqPages = [
  { key: "selling", path: "/selling", label: "Selling" },
  { key: "buying", path: "/buying", label: "Buying" },
  { key: "rental", path: "/rental", label: "Rental" },
  { key: "why-choose", path: `/why-choose-${site.brandSlug}`, label: "Why choose us" },
  { key: "gregory-hills", path: "/gregory-hills", label: "Gregory Hills" },
  { key: "gregory-hills/buying", path: "/gregory-hills/buying", label: "Gregory Hills: buying" },
  { key: "gregory-hills/selling", path: "/gregory-hills/selling", label: "Gregory Hills: selling" },
  { key: "oran-park", path: "/oran-park", label: "Oran Park" },
  { key: "oran-park/buying", path: "/oran-park/buying", label: "Oran Park: buying" },
  { key: "oran-park/selling", path: "/oran-park/selling", label: "Oran Park: selling" },
] as const;

export type FaqPageKey = (typeof faqPages)[number]["key"];
export const FAQS_PER_PAGE_MAX = 12;

export function findFaqPage(key: string) {
  return faqPages.find((page) => page.key === key);
}

/** The FAQ list of a suburb guide's page ("oran-park", "oran-park/buying"), or undefined for a guide without FAQs. */
export function suburbFaqPageKey(slug: string, section?: "buying" | "selling"): FaqPageKey | undefined {
  return findFaqPage(section ? `${slug}/${section}` : slug)?.key;
}

/** Answers may name the agency's details by reference ({{phone}}, {{hours}}…, agency-tokens.ts); a misspelt one is refused. */
export const faqSchema = z.object({
  question: requiredText("Question", 200, 5).superRefine(refuseUnknownAgencyTokens),
  answer: requiredText("Answer", 1000, 10).superRefine(refuseUnknownAgencyTokens),
});

export const faqListSchema = z
  .array(faqSchema)
  .min(1, { error: "A page needs at least 1 question" })
  .max(FAQS_PER_PAGE_MAX, { error: `A page shows at most ${FAQS_PER_PAGE_MAX} questions` })
  .refine((faqs) => new Set(faqs.map((faq) => faq.question.toLowerCase())).size === faqs.length, {
    error: "Each question on a page must be different",
  });

export const faqsSchema = z.object(
  Object.fromEntries(faqPages.map((page) => [page.key, faqListSchema])) as Record<FaqPageKey, typeof faqListSchema>,
);

export type Faq = z.output<typeof faqSchema>;
export type Faqs = z.output<typeof faqsSchema>;

const copy = (faqs: readonly Faq[]) => faqs.map(({ question, answer }) => ({ question, answer }));

/** The first content: today's FAQs in src/content/services/ and the suburb guides. */
export const initialFaqs: Faqs = {
  selling: copy(sellingFaqs),
  buying: copy(buyingFaqs),
  rental: copy(rentalFaqs),
  "why-choose": copy(whyChooseFaqs),
  "gregory-hills": copy(gregoryHills.faqs),
  "gregory-hills/buying": copy(gregoryHills.buying.faqs),
  "gregory-hills/selling": copy(gregoryHills.selling.faqs),
  "oran-park": copy(oranPark.faqs),
  "oran-park/buying": copy(oranPark.buying.faqs),
  "oran-park/selling": copy(oranPark.selling.faqs),
};
