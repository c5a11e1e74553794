import "server-only";

/**
 * How the knowledge base and the questions are cut into search terms: lower-cased words, common
 * English filler dropped, and a light suffix stripper so that "inspections", "selling" and "rented"
 * meet "inspection", "sell" and "rent".
 */
const stopWords = new Set(
  (
    "a an the and or but if then so of to in on at by for from with without into onto about as than too very " +
    "is are was were be been being am do does did doing done have has had having will would shall should can could may might must " +
    "i me my mine we us our ours you your yours he him his she her it its they them their there here this that these those " +
    "what whats which who whom whose when where why how hows whats wheres whos " +
    "not no yes please tell know let like just also any some much really quite get got give go going want wanted need needed " +
    "s t d ll re ve m hi hey hello thanks thank ok okay " +
    "u r ur ya pls plz wat wot im ive id youre theyre dont doesnt isnt cant wont didnt arent out usually typically normally generally currently actually " +
    "anyone someone anybody somebody something anything"
  ).split(/\s+/),
);

/** Words so common in this domain that matching only them does not mean we know the answer. */
export const weakTerms = new Set(
  (
    "property propertie home house place real estate agent agency ironbark realty area suburb sydney south west nsw " +
    "good best great nice recommend info information detail find look looking make take time help thing way people " +
    "offer provide service servic day week month year one new after look live living"
  )
    .split(/\s+/)
    .map((w) => stem(w)),
);

export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(ss|sh|ch|x)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us")) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith("ed")) w = w.slice(0, -2);
  if (w.length > 7 && w.endsWith("ment")) w = w.slice(0, -4);
  else if (w.length > 5 && w.endsWith("er") && !w.endsWith("eer")) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith("e") && !w.endsWith("ee")) w = w.slice(0, -1);
  return w;
}

/** Words people use for the same thing, searched as one ("kind of homes" finds "types of homes"). */
const synonyms: Record<string, string> = {
  kind: "type",
  sort: "type",
  change: "switch",
  swap: "switch",
  transfer: "switch",
  hrs: "hour",
  hr: "hour",
  ph: "phone",
  mob: "phone",
  mobile: "phone",
  email: "mail",
  emails: "mail",
  "e-mail": "mail",
  cost: "fee",
  costs: "fee",
  charge: "fee",
  charges: "fee",
  cheap: "afford",
  affordable: "afford",
  kids: "child",
  kid: "child",
  children: "child",
  train: "station",
  trains: "station",
  rail: "station",
  railway: "station",
  valuation: "apprais",
  valuations: "apprais",
  appraisal: "apprais",
  appraisals: "apprais",
  agents: "agent",
  realtor: "agent",
  realestate: "agent",
  cbd: "city",
  downsides: "con",
  downside: "con",
  disadvantages: "con",
  drawbacks: "con",
  cons: "con",
  upsides: "pro",
  advantages: "pro",
  pros: "pro",
  jobs: "career",
  job: "career",
  careers: "career",
  hiring: "career",
  vacancies: "career",
};

/** One raw token to its search term, or null when it carries no meaning. */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/['’]/g, "");
  if (word.length === 0 || stopWords.has(word)) return null;
  return synonyms[word] ?? stem(word);
}

/** Phrases asked in other words than the site's: rewritten before the question is searched. */
const phrasings: readonly [RegExp, string][] = [
  [/\b(fallen |fall(ing)? |got |get(ting)? )?behind (on|with) (my |the |our )?rent\b|\b(can'?t|cannot|couldn'?t|unable to) pay (my |the |our )?rent\b|\bmissed (a |my |the )?rent\b|\bowe (rent|money)\b/gi, " rent arrears "],
  [/\bhow much rent\b|\bwhat rent (could|can|would|should)\b|\bweekly rent\b/gi, " rent estimate rental appraisal "],
  [/\b(close|closer|closest|handy|next) to\b|\bnearby\b/gi, " near "],
  [/\bwhere (do|can) (people|you|i|we) (shop|do (the|their|my|our) shopping)\b/gi, " shopping "],
];

export function rephrase(question: string): string {
  let text = question;
  for (const [pattern, replacement] of phrasings) text = text.replace(pattern, replacement);
  return text;
}

/** The meaningful terms of a text, in order, without repeats. */
export function termsOf(text: string): string[] {
  const seen = new Set<string>();
  for (const token of text.split(/[^\p{L}\p{N}'’]+/u)) {
    const term = processTerm(token);
    if (term) seen.add(term);
  }
  return [...seen];
}
