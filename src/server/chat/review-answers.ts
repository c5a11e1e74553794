import "server-only";
import { detectSuburb } from "@/lib/chat/intent";
import type { KnowledgeDocument } from "./knowledge-base";
import { documentLink } from "./page-links";
import { rephrase, termsOf, weakTerms } from "./text-terms";

/**
 * "Are your reviews legit?", "has anyone reviewed you for selling acreage?", "what do your clients say?": what clients
 * say of the agency (not a rent review, nor a contract reviewed by a conveyancer).
 */
const asksOfReviews =
  /\b(your|ur|the|any|google|online|client|customer|real|fake|genuine|good|bad|5[- ]star|five[- ]star)\s+(reviews|ratings?|testimonials?)\b|\breview(ed|s)? (you|u|ya|ironbark|your (agency|team|service|office))\b|\b(reviews?|testimonials?|feedback)\b.{0,20}\b(from|by) (people|clients|customers|sellers|buyers|landlords|vendors|investors|families|anyone|someone|locals)\b|\btestimonials?\b|\b(what|how) do (your )?(clients|customers|people|others|vendors|sellers|buyers|landlords|tenants) (say|think) (about|of) (you|u|ya|ironbark|your)\b|\bhow (are|is) (you|u|ya|ironbark|your agency) rated\b|\bword of mouth\b/i;

/** The words of reviews themselves, which say nothing about which review is asked for. */
const reviewWords = new Set(
  termsOf(
    rephrase(
      "reviews review reviewed rating ratings rated stars testimonial testimonials clients client customers say said think feedback google legit",
    ),
  ),
);

/**
 * The answer to a question about reviews: the one testimonial that speaks of what the question names beyond reviews
 * ("selling acreage", a suburb), else the rating with its source; null when the message asks nothing of reviews.
 */
export function reviewsAnswer(question: string, reviews: readonly KnowledgeDocument[]): string | null {
  if (!asksOfReviews.test(question)) return null;
  const rating = reviews.find((review) => review.id === "reviews:rating");
  const about = new Set(termsOf(rephrase(question)).filter((term) => !weakTerms.has(term) && !reviewWords.has(term)));
  const suburb = detectSuburb(question);
  const said = (review: KnowledgeDocument) =>
    termsOf(rephrase(review.text)).filter((term) => about.has(term)).length + (suburb && review.suburb === suburb ? 1 : 0);
  const best = reviews
    .filter((review) => review !== rating)
    .reduce<KnowledgeDocument | undefined>((chosen, review) => (said(review) > (chosen ? said(chosen) : 0) ? review : chosen), undefined);
  const answer = best ?? rating;
  return answer ? `${answer.text} More: ${documentLink(answer)}.` : null;
}
