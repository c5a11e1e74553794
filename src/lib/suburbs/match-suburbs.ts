/** What the buying search needs to know about a suburb guide (kept small: it is sent to the browser). */
export interface SuburbSearchEntry {
  name: string;
  postcode: string;
  slug: string;
}

/** Lower-case, "NSW" and punctuation removed, spaces collapsed. */
export function normaliseLocation(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, " ")
    .replace(/\bnsw\b/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Names are matched from this many letters on, so "or" does not suggest Oran Park. */
const MIN_NAME_QUERY = 3;

/**
 * The suburb guides a buying search refers to: a postcode (2557 is both Gregory Hills and Gledswood Hills),
 * a suburb name or the start of one ("oran" finds Oran Park), or text that contains a name or postcode
 * ("3 bed house Gregory Hills NSW 2557").
 */
export function matchSuburbs<T extends SuburbSearchEntry>(query: string, suburbs: readonly T[]): T[] {
  const q = normaliseLocation(query);
  if (q === "") return [];
  const words = q.split(" ");
  return suburbs.filter((suburb) => {
    const name = normaliseLocation(suburb.name);
    if (words.includes(suburb.postcode)) return true;
    if (` ${q} `.includes(` ${name} `)) return true;
    return /^\d+$/.test(q) ? false : q.length >= MIN_NAME_QUERY && name.startsWith(q);
  });
}
