import { formatDollars } from "@/lib/format/number";

/*
 * A rule the answer gives as a share ("at most 4 weeks' rent", "a 10% deposit"), worked out for the figure the question
 * names: "the 4br … is $720pw. max bond?" is told the most is $2,880, not left to multiply. Said beside the rule, once.
 */

const weeklyRent = /\$?\s?(\d{3,4})\s?(?:pw\b|p\/w\b|per week\b|a week\b|\/\s?(?:wk|week)\b|weekly\b)/i;
const price = /\$\s?(\d[\d,]*(?:\.\d+)?)\s?(m|mil|million|k)?\b|\b(\d[\d,]*(?:\.\d+)?)\s?(m|mil|million|k)\b/i;

function priceNamed(question: string): number | null {
  const match = price.exec(question);
  if (!match) return null;
  const figure = Number((match[1] ?? match[3])!.replace(/,/g, ""));
  const unit = (match[2] ?? match[4] ?? "").toLowerCase();
  const value = Math.round(figure * (unit.startsWith("m") ? 1_000_000 : unit === "k" ? 1_000 : 1));
  return value >= 100_000 ? value : null;
}

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The sentence of `answer` that gives `rule`, followed by `worked`; the answer as it was when either is missing. Room
 * for it within `maxWords` is made by the sentences after it in the same passage, the rule's least needed part (never
 * its source).
 */
function besideTheRule(answer: string, rule: RegExp, worked: string, maxWords: number): string {
  const at = answer.search(rule);
  if (at === -1 || answer.includes(worked)) return answer;
  const end = answer.slice(at).search(/[.!?](\s|$)/);
  if (end === -1) return `${answer} ${worked}`;
  const cut = at + end + 1;
  let after = answer.slice(cut);
  while (wordsIn(answer.slice(0, cut)) + wordsIn(worked) + wordsIn(after) > maxWords) {
    const next = /^\s+(?!Source:|More:)[^[\]]+?[.!?](?=\s|$)/.exec(after);
    if (!next) break;
    after = after.slice(next[0].length);
  }
  return `${answer.slice(0, cut)} ${worked}${after}`;
}

/**
 * The answer with the bond or the deposit worked out for the rent or price its question names, in at most `maxWords`
 * where the passage's other sentences can make room.
 */
export function withWorkedFigures(question: string, answer: string, maxWords = Infinity): string {
  let worked = answer;
  const rent = /\bbond\b/i.test(question) ? weeklyRent.exec(question) : null;
  if (rent) {
    const weekly = Number(rent[1]);
    worked = besideTheRule(
      worked,
      /\bat most 4 weeks' rent\b/i,
      `For a rent of ${formatDollars(weekly)} a week, that is at most ${formatDollars(weekly * 4)}.`,
      maxWords,
    );
  }
  const value = /\bdeposit\b/i.test(question) ? priceNamed(question) : null;
  if (value !== null)
    worked = besideTheRule(
      worked,
      /\b10% deposit\b/i,
      `On a price of ${formatDollars(value)}, a 10% deposit is ${formatDollars(Math.round(value / 10))}.`,
      maxWords,
    );
  return worked;
}
