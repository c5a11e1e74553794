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
  /\b(your|ur|ironbark'?s?|the agency'?s?|google)( (5|five)[- ]star| google| online)? (reviews?|ratings?|testimonials?|star ratings?)\b|\breview(ed|s)? (of |for |on )?(you|u|ya|ironbark|your (agency|team|service|office|agents?))\b|\btestimonials?\b|\b(what|how) do (your )?(clients|customers|people|others|vendors|sellers|buyers|landlords|tenants) (say|think) (about|of) (you|u|ya|ironbark|your)\b|\bhow (are|is) (you|u|ya|ironbark|your agency) rated\b|^\W*(any |got |your |ur )?(reviews?|testimonials?)\W*$|\breviews? (about|of|on) (you|u|ya|ironbark|your)\b|\b(the|any|bad|negative|good|great|online|real|fake|genuine|recent|some|few|your)\s+((online|google|bad|negative|good|recent)\s+)?reviews\b(?![^.?!]{0,30}\b(of|for|on|about|from) (the |a |an |that |this )?(?!(you|u|ya|your|ironbark|people|clients|customers|sellers|buyers|landlords|vendors|investors|families|tenants)\b)[\w'-]+)|\b(any|got|have you got|do you have|are there|can i see|show me)( any| some)?( (5|five)[- ]star| good| great| real| recent| google| online)? (reviews?|feedback|ratings?)\b(?![^.?!]{0,40}\b(of|for|on|about) (the |a |an |that |this )?(?!(you|u|ya|your|ironbark)\b)[\w'-]+)/i;

/** "Can I see reviews for Daniel?": reviews of one of the team, by name (case-sensitive: a name is capitalised). */
const reviewsOfSomeone = /\b[Rr]eviews? (for|of|about|mentioning|on) ([A-Z][a-z]+)\b/;

/** "Where can I leave you a Google review?", "the landlord asked us to leave a review": giving one, which the site says nothing of. */
const givesAReview =
  /\b(leave|leaving|write|writing|post|posting|put up)\b.{0,25}\breviews?\b|\bgiv(e|ing) (you|u|ya) (a |an )?(good |google |5[- ]star |five[- ]star )?reviews?\b/i;

/** "Oran Park High has good reviews", "I read reviews from locals …": someone else's reviews, or reviews of a place. */
const othersReviews =
  /\b(high|public|school|college|builders?|developers?|body corp\w*|strata|estate|suburb|council|it|they|he|she) (has|have|had|gets|got)( (such|really|very|pretty|mostly))? (good|bad|great|terrible|mixed|poor|excellent|some|lots of|many|few|no)? ?reviews\b|\breviews? from locals\b|\breviews? (of|for|on|about) (the |a |an )?(school|schools|builders?|body corp\w*|strata|suburbs?|estates?|streets?|council|developers?|oran|gregory|leppington|gledswood)\b/i;

/** The words of reviews themselves, which say nothing about which review is asked for. */
const reviewWords = new Set(
  termsOf(
    rephrase(
      "reviews review reviewed rating ratings rated star stars five testimonial testimonials clients client customers say said think feedback google legit real genuine fake",
    ),
  ),
);

/**
 * The answer to a question about reviews: the one testimonial that speaks of what the question names beyond reviews
 * ("selling acreage", a suburb), else the rating with its source; null when the message asks nothing of reviews.
 */
export function reviewsAnswer(question: string, reviews: readonly KnowledgeDocument[]): string | null {
  const named = reviewsOfSomeone.exec(question)?.[2];
  // (Named in what the client said, not in where they live: "reviews of Oran Park High?" asks of a school.)
  const ofSomeone = named !== undefined && reviews.some((review) => review.text.split(': "')[1]?.includes(named));
  if ((!asksOfReviews.test(question) && !ofSomeone) || givesAReview.test(question) || othersReviews.test(question)) return null;
  const rating = reviews.find((review) => review.id === "reviews:rating");
  const about = new Set(termsOf(rephrase(question)).filter((term) => !weakTerms.has(term) && !reviewWords.has(term) && !/^\d/.test(term)));
  const suburb = detectSuburb(question);
  const said = (review: KnowledgeDocument) =>
    termsOf(rephrase(review.text)).filter((term) => about.has(term)).length + (suburb && review.suburb === suburb ? 1 : 0);
  // (Each review scored once; the first of the best, and only one that says something of it.)
  const scored = reviews.filter((review) => review !== rating).map((review) => ({ review, score: said(review) }));
  const top = Math.max(0, ...scored.map(({ score }) => score));
  const best = top > 0 ? scored.find(({ score }) => score === top)?.review : undefined;
  const answer = best ?? rating;
  return answer ? `${answer.text} More: ${documentLink(answer)}.` : null;
}
