import { withoutSuburbs } from "@/lib/chat/intent";

/**
 * "Any 3 bedders under 650 a week? → what about Leppington?": a short follow-up that names only another place (or
 * another price or size) asks the listings question before it again, changed by what it adds. Returns the question to
 * search with, or null when the latest message is not such a follow-up. Whether the result is a listings question at
 * all is for the caller to judge, as it judges any question.
 */
const addsToTheSearch =
  /^\W*(ok(ay)?,? |so |and |but )?(what about|how about|and|any|anything|what'?s (there )?in|in|around|near|same (for|in))\b/i;

export function listingFollowUp(question: string, previous: string | undefined): string | null {
  if (!previous || !addsToTheSearch.test(question) || question.trim().split(/\s+/).length > 8) return null;
  // The place asked about now replaces the one asked about before.
  return `${withoutSuburbs(previous)} ${question}`;
}
