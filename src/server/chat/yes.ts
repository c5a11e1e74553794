/** Words that say yes on their own: "yes", "sure", "go ahead", "that's right". */
const yesWord = String.raw`y|yes|yep|yeah|yea|ya|yup|sure|ok(ay)?|please|please do|go ahead|do it|sounds good|correct|that'?s (right|correct)|confirm(ed)?|that would be (great|good|lovely)|that'?d be (great|good)|why not|definitely|absolutely`;

/**
 * "Yes", "yes please", "yes ok, good", "correct, thanks": a yes, with up to three words that agree, and nothing else.
 * The answer to an offer (answerer.ts) and to a callback's confirmation (callback.ts) alike.
 */
export const plainYes = new RegExp(
  String.raw`^\s*(${yesWord})\b([\s,!.]*(${yesWord}|alright|righto|good|great|perfect|fine|cool|lovely|thanks|thank you|i'?d like that)\b){0,3}[\s,!.]*$`,
  "i",
);
