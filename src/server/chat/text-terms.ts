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
    "s t d ll re ve m hi hey hello thanks thank ok okay"
  ).split(/\s+/),
);

/** Words so common in this domain that matching only them does not mean we know the answer. */
export const weakTerms = new Set(
  (
    "property propertie home house place real estate agent agency ironbark realty area suburb sydney south west nsw " +
    "good best great nice recommend info information detail find look looking make take time help thing way people " +
    "offer provide service servic day week month year one new"
  )
    .split(/\s+/)
    .map((w) => stem(w)),
);

export function stem(word: string): string {
  if (word.length > 5 && word.endsWith("ing")) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  if (word.length > 5 && word.endsWith("ed")) return word.slice(0, -2);
  return word;
}

/** One raw token to its search term, or null when it carries no meaning. */
export function processTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/['’]/g, "");
  if (word.length === 0 || stopWords.has(word)) return null;
  return stem(word);
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
