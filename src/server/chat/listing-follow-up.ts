import { withoutSuburbs } from "@/lib/chat/intent";
import { narrowsASearch } from "./stock-questions";

/**
 * "Any 3 bedders under 650 a week? → what about Leppington?": a short follow-up that names only another place (or
 * another price or size) asks a listings question before it again, changed by what it adds; so do a correction ("sorry,
 * I meant Gregory Hills") and a narrowing ("make it 4 bedrooms", "can you narrow that down to ones with a pool?").
 */
const addsToTheSearch =
  /^\W*(ok(ay)?,? |so |and |but |hmm,? |oops,? |whoops,? )?((can|could) (you|u) |please )?((our|my|the) budget('s| is)|(we|i) (can|could) (spend|afford)|((about|around|roughly|approx\.?|up to|under|below|less than|no more than|max(imum)?)\s+)?\$?\d[\d,.]*\s?(k|m|mil|pw)?( a week| per week)?\s+(max|tops)|(under|below|less than|up to|no more than|max(imum)?)\s+\$?\d[\d,.]*\s?(k|m|mil|pw)?\b|what about|take out|leave out|remove|hide|exclude|skip|only|just (the )?ones|how about|((no,? |oh,? )?sorry,? )?(i|we) meant|not(?= [a-z]+( [a-z]+)?,? (but )?(in )?[a-z])|make (it|that)|narrow (it|that|them|those|this)( down)?|(the )?ones with|same but|and|any|anything|something|what'?s (there )?in|in|around|near|same (for|in)|which (of (those|them|these)|ones?)|(what|how much) (would|does|do|will) (something|one|ones|a place) like (that|those|them|it)|what (did|have) (similar|comparable|those|these) (ones|homes|houses|places) (go|gone|went|sold|sell) for|((which|what'?s|what is|show me)( one| ones| of (those|them|these))?( is| are| was| were)? )?the (cheapest|most expensive|dearest|priciest|most affordable|least expensive))\b/i;

/** How far back the search may be: "a 4 bed for rent? → needs to take a dog → what about Leppington?". */
const turnsBack = 2;

/**
 * The searches a follow-up may ask again: for each of the visitor's questions before it (`earlier`, in order; the
 * latest `turnsBack` of them, latest first), that question and the one to search with instead. None when `question` is
 * no such follow-up. Whether an earlier question was a listings search is for the caller to judge, as it judges any.
 */
export function listingFollowUps(question: string, earlier: readonly string[]): { before: string; again: string }[] {
  if (!(addsToTheSearch.test(question) || narrowsASearch(question)) || question.trim().split(/\s+/).length > 10) return [];
  return (
    earlier
      .slice(-turnsBack)
      .reverse()
      .map((before) => before.trim())
      .filter(Boolean)
      // The place asked about now replaces the one asked about before.
      .map((before) => ({ before, again: `${withoutSuburbs(before)} ${question}` }))
  );
}
