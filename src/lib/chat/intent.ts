/**
 * What a visitor wants to do, read from their own words. Shared by the server (to offer the next step)
 * and the widget (to offer to take their details), so both agree.
 */
export const chatIntents = ["sell", "buy", "rent", "value"] as const;
export type ChatIntent = (typeof chatIntents)[number];

const intentPatterns: readonly [ChatIntent, RegExp][] = [
  [
    "value",
    /\b((?<!\brent(al)? )apprais\w*|valuation|valu(e|ed)\b|worth(?! (a (look|visit|punt|shot|go|try)|it\b|considering|buying|investing|checking|looking|the (money|wait|drive|trip|effort|premium|extra)))|price (update|estimate|check)|(give|put|get) (us|them|me|him|her) a price on (our|their|my|his|her) ([\w-]+ ){0,2}?(house|home|place|property|unit|townhouse)|how much (is|would|could|can) (my|our)|what('s| is) my (home|house|place|property|unit))(?! (of|for) (the |my |our )?(rent|rental))/i,
  ],
  // ("List my property for rent" is a landlord's, not a sale; "we've sold, when does the money come through?" is a sale
  // made already.)
  [
    "sell",
    /\b(sell\w*|(?<!\b(we'?ve|we have|we|i'?ve|i have|i|just|already|finally) )sold|list(ing)? (my|our)(?![^.?!]{0,40}(?<!\bnot )\bfor (rent|lease)\b)|put (my|our) (home|house|place|property) on the market|on the market)\b/i,
  ],
  ["rent", /\b(rent\w*|leas(e|ing)|tenan\w*|landlord\w*|property manag\w*|manage (my|our)|investment property)\b/i],
  ["buy", /\b(buy\w*|purchas\w*|first home|pre-?approv\w*|looking for a (home|house|place|property)|house hunting|make an offer)\b/i],
];

/**
 * The first intent the text shows, or null for a plain question. "Value" wins over "sell" (an appraisal is the seller's
 * first step); a rental appraisal is a landlord's.
 */
export function detectIntent(text: string): ChatIntent | null {
  for (const [intent, pattern] of intentPatterns) if (pattern.test(text)) return intent;
  return null;
}

export const chatSuburbs = ["Gregory Hills", "Oran Park", "Gledswood Hills", "Leppington"] as const;
export type ChatSuburb = (typeof chatSuburbs)[number];

/**
 * How people write each suburb: the name (any spacing or hyphens), short forms ("GH", "Oran Pk", "Lepp") and
 * the common misspellings. `OP` counts only in capitals, since "op" is also a word ("op shop").
 */
const suburbAliases: readonly [ChatSuburb, RegExp][] = [
  ["Gregory Hills", /\b(greg(ory|roy|orey|ery|ary)?[\s-]*hill?s?|gregoryhills|gh)\b/i],
  ["Oran Park", /\b(oran[\s-]*(park|pk|prk|prak|pakr)|oranpark|orran[\s-]*park|orange park)\b/i],
  ["Oran Park", /\bOP\b/],
  // ("schools in op?": lower case too after "in", "at" or "near", though not an op shop.)
  ["Oran Park", /\b(in|at|near|around) op\b(?!\s*shops?\b)/i],
  // (And as a phone hears it said, "glads wood", or a thumb types it, "gledswod".)
  ["Gledswood Hills", /\b(gle[dn]s?wo?od([\s-]*hills?)?|gledswoodhills|gledd?y[\s-]*hills?|glad'?s?[\s-]+wood([\s-]*hills?)?)\b/i],
  ["Leppington", /\b(lep+ing?to[nm]|lep+ington|lepp|lep+o|lepington|leppinton|leppingon)\b/i],
];

/** The suburb a message mentions (tolerating spacing, hyphens, short forms and common misspellings), or null. */
export function detectSuburb(text: string): ChatSuburb | null {
  let first: { suburb: ChatSuburb; at: number } | null = null;
  for (const [suburb, pattern] of suburbAliases) {
    const match = pattern.exec(text);
    if (match && (!first || match.index < first.at)) first = { suburb, at: match.index };
  }
  if (first) return first.suburb;
  const flat = text.toLowerCase().replace(/[^a-z]/g, "");
  for (const suburb of chatSuburbs) {
    if (flat.includes(suburb.toLowerCase().replace(/[^a-z]/g, ""))) return suburb;
  }
  return null;
}

/** Every suburb a message mentions, in the order they appear ("Gregory Hills vs Oran Park"). */
export function detectSuburbs(text: string): ChatSuburb[] {
  const found: { suburb: ChatSuburb; at: number }[] = [];
  for (const [suburb, pattern] of suburbAliases) {
    const match = pattern.exec(text);
    if (match && !found.some((f) => f.suburb === suburb)) found.push({ suburb, at: match.index });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.suburb);
}

/** The text with every suburb mention removed (so that "Hills" or "Park" are not searched as topics). */
export function withoutSuburbs(text: string): string {
  let plain = text;
  for (const [, pattern] of suburbAliases) plain = plain.replace(new RegExp(pattern.source, `${pattern.flags}g`), " ");
  return plain;
}

/** The intent shown by the visitor's latest message, with the suburb from anywhere in their messages. */
export function detectLeadContext(messages: readonly { role: string; content: string }[]): {
  intent: ChatIntent | null;
  suburb: ChatSuburb | null;
} {
  const visitor = messages.filter((m) => m.role === "user");
  const last = visitor.at(-1);
  const intent = last ? detectIntent(last.content) : null;
  let suburb: ChatSuburb | null = null;
  for (let i = visitor.length - 1; i >= 0 && !suburb; i--) suburb = detectSuburb(visitor[i]?.content ?? "");
  return { intent, suburb };
}

/** The most recent intent the visitor showed anywhere in the conversation (for the lead record). */
export function latestIntent(messages: readonly { role: string; content: string }[]): ChatIntent | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message?.role !== "user") continue;
    const intent = detectIntent(message.content);
    if (intent) return intent;
  }
  return null;
}
