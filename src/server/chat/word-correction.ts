import { editDistance } from "./text-terms";

/*
 * "whats the maxium bnod for a rental → bond* sorry fat fingers": a message that only corrects one word of the visitor's
 * message before it asks that message again, corrected. The word it replaces is the one spelt most like it.
 */

/** "bond*", "*bond", "bond* sorry fat fingers", "i meant bond", "sorry, meant to type bond": one word, set right. */
const correctionOnly =
  /^\W*(?:\*\s*([\p{L}'’-]{2,20})|([\p{L}'’-]{2,20})\s*\*|(?:sorry[\s,]+)?(?:i\s+)?meant(?:\s+to\s+(?:say|type|write))?\s+([\p{L}'’-]{2,20}))(?:[\s,.!-]+(?:sorry|soz|oops|whoops|typo|my bad|fat fingers?|auto-?correct(?:ed)?)\b[^?]*)?\W*$/iu;

export function correctedMessage(message: string, before: string | undefined): string | null {
  const match = correctionOnly.exec(message.trim());
  const word = (match?.[1] ?? match?.[2] ?? match?.[3])?.toLowerCase();
  if (!word || !before) return null;
  const max = word.length >= 6 ? 2 : 1;
  let closest: { token: string; distance: number } | undefined;
  for (const token of before.match(/[\p{L}'’-]+/gu) ?? []) {
    const lower = token.toLowerCase();
    if (lower === word) return null;
    const distance = editDistance(lower, word, max);
    if (distance <= max && (!closest || distance < closest.distance)) closest = { token, distance };
  }
  if (!closest) return null;
  const { token } = closest;
  return before.replace(new RegExp(`(?<![\\p{L}'’-])${token}(?![\\p{L}'’-])`, "u"), word);
}
