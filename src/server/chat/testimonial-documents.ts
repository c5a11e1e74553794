import "server-only";
import { site } from "@/content/site";
import { chatSuburbs, type ChatSuburb } from "@/lib/chat/intent";
import type { Testimonials } from "@/lib/site-content/testimonials";
import type { KnowledgeDocument } from "./knowledge-base";

/**
 * What clients say of the agency, as the home and why-choose pages show it (staff edit the testimonials in the admin):
 * the review rating with its source, then each testimonial as the client said it. They are kept apart from the searched
 * knowledge (review-answers.ts answers from them), so that a client's words ("the first open home", "acreage") never
 * change how rare a word is to the search that answers everything else.
 */
const suburbOf = (location: string): ChatSuburb | undefined => chatSuburbs.find((suburb) => suburb === location);

export function testimonialDocuments(testimonials: Testimonials): KnowledgeDocument[] {
  const { rating } = site;
  return [
    {
      id: "reviews:rating",
      kind: "fact",
      title: "Our reviews and rating",
      text: `We're rated ${rating.value} out of 5 from ${rating.count} ${rating.source} reviews, and our clients' own words are on our home page.`,
      url: "/",
      page: "Home",
    },
    ...testimonials.home.map((testimonial, i) => ({
      id: `reviews:home:${i}`,
      kind: "faq" as const,
      title: `A review from ${testimonial.name}, ${testimonial.location}`,
      text: `${testimonial.name} of ${testimonial.location} rated us ${testimonial.rating} out of 5: "${testimonial.text}"`,
      url: "/",
      page: "Home",
      suburb: suburbOf(testimonial.location),
    })),
    ...testimonials.whyChoose.map((testimonial, i) => ({
      id: `reviews:why-choose:${i}`,
      kind: "faq" as const,
      title: `A review from ${testimonial.author}, ${testimonial.location}`,
      text: `${testimonial.author} of ${testimonial.location}: "${testimonial.quote}"`,
      url: "/why-choose-ironbark",
      suburb: suburbOf(testimonial.location),
    })),
  ];
}
