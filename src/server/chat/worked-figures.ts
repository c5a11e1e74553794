import { formatDollars } from "@/lib/format/number";
import { countOf, numberWords } from "@/lib/text/number-words";

/*
 * A rule the answer gives as a share ("at most 4 weeks' rent", "a 10% deposit"), worked out for the figure the question
 * names: "the 4br … is $720pw. max bond?" is told the most is $2,880, not left to multiply. Said beside the rule, once.
 */

const weeklyRent = /\$?\s?(\d{3,4})\s?(?:pw\b|p\/w\b|(?:per|a) (?:week|wk)\b|\/\s?(?:wk|week)\b|weekly\b)/i;
const price = /\$\s?(\d[\d,]*(?:\.\d+)?)\s?(m|mil|million|k)?\b|\b(\d[\d,]*(?:\.\d+)?)\s?(m|mil|million|k)\b/i;

/** "Houses under 1.1m", "budget of 900k": a limit of a search, not the price of a home. */
const aLimitBefore = /\b(under|below|less than|up to|max(imum)?|budget( is| of)?|no more than)\s*$/i;

function priceNamed(question: string): number | null {
  const match = price.exec(question);
  if (!match || aLimitBefore.test(question.slice(0, match.index))) return null;
  const figure = Number((match[1] ?? match[3])!.replace(/,/g, ""));
  const unit = (match[2] ?? match[4] ?? "").toLowerCase();
  const value = Math.round(figure * (unit.startsWith("m") ? 1_000_000 : unit === "k" ? 1_000 : 1));
  return value >= 100_000 ? value : null;
}

function rentNamed(text: string): number | null {
  const match = weeklyRent.exec(text);
  return match ? Number(match[1]) : null;
}

/** "How much is the bond?", "what will the deposit be?", "the most they can ask": the amount asked. */
const asksTheAmount =
  /\b(how much|how big|what (will|would|is|does)( the| my| our)? (deposit|bond)( be| come to| cost)?|what'?s the (deposit|bond)|(the )?(most|max|maximum)|come to|work out)\b/i;

/**
 * A turn whose figure is not the rent or price of the home asked about: the visitor's pay, a loan, their own sale, a
 * rent before ("our last rental was $520 a week", "the rent was … going up to …"), a neighbour's sale.
 */
const notTheHomesFigure =
  /\b(pay|paid|salary|earn\w*|income|wages?|lend\w*|loan|borrow\w*|pre[- ]?approv\w*|bank|sold|sell\w*|last|previous|old|now|currently|used to|was|were|going up|next door|neighbou?r\w*|ours|our (place|house|home|unit|townhouse))\b/i;

/** "Bond on one of your rentals?", "the new landlord", "when we buy": another home than the one whose figure was told. */
const anotherHome =
  /\b(one of|another|a different|a new|other|some of|the next|next) (your |the |these |those )?(rentals?|places?|homes?|houses?|ones?|one|properties|property|townhouses?|units?|landlord)\b|\bthe new landlord\b|\bwhen we buy\b/i;

/**
 * The figure a rule is worked out for: the one the question names when it asks of the rule (`rule`); else the one said
 * just before when the question points back at it (`pointsBack`), or the latest told in the visitor's last two turns
 * ("the rent is $585 per week → what's the most they can ask for as bond?"); or the one the question names when the rule
 * was asked just before. `before`: the visitor's earlier turns, latest last.
 */
function figureAsked(
  question: string,
  before: readonly string[],
  rule: RegExp,
  pointsBack: RegExp,
  read: (text: string) => number | null,
): number | null {
  const last = before.at(-1) ?? "";
  if (!rule.test(question)) return rule.test(last) ? read(question) : null;
  // (Only for a question of the amount, and not of another home: "we pay $550pw now → bond on one of your rentals?";
  // "houses for sale under 1.1m → who holds the deposit?")
  const told = (anotherHome.test(question) || !asksTheAmount.test(question) ? [] : before)
    .slice(-2)
    .filter((turn) => !/\?\s*$/.test(turn.trim()) && !notTheHomesFigure.test(turn))
    .reverse();
  const candidates = [question, ...(pointsBack.test(question) ? [last] : []), ...told];
  for (const text of candidates) {
    const figure = read(text);
    if (figure !== null) return figure;
  }
  return null;
}

const wordsIn = (text: string) => text.split(/\s+/).filter(Boolean).length;

const count = String.raw`(\d{1,2}|${Object.keys(numberWords).join("|")})`;
/** "5 months into a 12 month lease", "8 months into our first 12-month lease", "7 months left on a 12-month lease". */
const monthsInto = new RegExp(
  String.raw`\b${count} (?:months?|mths?) (into(?: (?:a|my|our|the))?(?: (?:first|current|new))?|in(?:to)? (?:a|my|our|the)(?: (?:first|current|new))?|left (?:on|of|in) (?:a|my|our|the)(?: (?:first|current|new))?)\s*${count}[- ]?(months?|mths?|years?|yrs?)\b`,
  "i",
);

/** How far into a fixed term the question says the tenant is: months passed of the term's months, or null. */
function termPassed(question: string): { passed: number; term: number } | null {
  const match = monthsInto.exec(question);
  if (!match) return null;
  const term = countOf(match[3]!) * (/^y/i.test(match[4]!) ? 12 : 1);
  const said = countOf(match[1]!);
  const passed = /^left/i.test(match[2]!) ? term - said : said;
  return passed > 0 && passed < term && term <= 36 ? { passed, term } : null;
}

/** The break fee of NSW's fixed terms of 3 years or less, by the share of the term passed. */
function breakFeeWeeks(passed: number, term: number): number {
  const share = passed / term;
  return share < 0.25 ? 4 : share < 0.5 ? 3 : share < 0.75 ? 2 : 1;
}

/**
 * The sentence of `answer` that gives `rule`, followed by `worked`; the answer as it was when either is missing. Room
 * for it within `maxWords` is made by the sentences after it in the same passage, the rule's least needed part (never
 * its source) — with any sentence that leans on one taken out ("That is separate from …"), which would otherwise lean
 * on the worked figure.
 */
function besideTheRule(answer: string, rule: RegExp, worked: string, maxWords: number): string {
  const at = answer.search(rule);
  if (at === -1 || answer.includes(worked)) return answer;
  const end = answer.slice(at).search(/[.!?](\s|$)/);
  if (end === -1) return `${answer} ${worked}`;
  const cut = at + end + 1;
  let after = answer.slice(cut);
  const nextSentence = /^\s+(?!Source:|More:)[^[\]]+?[.!?](?=\s|$)/;
  while (wordsIn(answer.slice(0, cut)) + wordsIn(worked) + wordsIn(after) > maxWords) {
    const next = nextSentence.exec(after);
    if (!next) break;
    after = after.slice(next[0].length);
    // (…and any that leans on the one taken out.)
    let leaning = nextSentence.exec(after);
    while (leaning && /^\s+(That|This|These|Those|It|They)\b/.test(leaning[0])) {
      after = after.slice(leaning[0].length);
      leaning = nextSentence.exec(after);
    }
  }
  return `${answer.slice(0, cut)} ${worked}${after}`;
}

/**
 * The answer with the bond or the deposit worked out for the rent or price its question names, in at most `maxWords`
 * where the passage's other sentences can make room.
 */
export function withWorkedFigures(question: string, answer: string, maxWords = Infinity, before: readonly string[] = []): string {
  let worked = answer;
  // ("I'm looking at a $720pw house → what's the bond on that?": the rent said just before; "How much bond do I need? →
  // The place is $575 a week, so what would that come to?": the bond asked just before.)
  const weekly = figureAsked(question, before, /\bbond\b/i, /\b(that|it|this)\b/i, rentNamed);
  if (weekly !== null)
    worked = besideTheRule(
      worked,
      /\bat most 4 weeks' rent\b/i,
      `For a rent of ${formatDollars(weekly)} a week, that is at most ${formatDollars(weekly * 4)}.`,
      maxWords,
    );
  // ("we might go to 1.05m on the one on Vintage Drive → what's the deposit on exchange for that?": the price said before.)
  const value = figureAsked(question, before, /\bdeposit\b/i, /\b(for|on|of) (that|it|this)\b/i, priceNamed);
  if (value !== null)
    worked = besideTheRule(
      worked,
      // (Our buying guide's "a 10% deposit" and "the deposit paid on the contract …, usually 10%"; the settlement article's
      // "the deposit, often 10 per cent of the price".)
      /\b10% deposit\b|\bdeposit,? (often|usually|typically|normally) 10 per ?cent\b|\bdeposit paid on the contract\b[^.]*\busually 10%/i,
      `On a price of ${formatDollars(value)}, a 10% deposit is ${formatDollars(Math.round(value / 10))}.`,
      maxWords,
    );
  // (The tenant's fee: not when the landlord or owner ends it.)
  const tenantBreaks =
    /\bbreak\w*\b|\bend\w* (it|the lease|my lease|our lease) early\b/i.test(question) &&
    !/\b(landlord|owner|my tenants?|our tenants?)\b/i.test(question);
  // ("We're 8 months into our 12-month lease → … → what's the break fee then? Rent is $540 a week.": the term told in
  // the visitor's last two turns, the rent in the question or told with the term.)
  const toldBefore = tenantBreaks ? before.slice(-2).reverse() : [];
  const term = tenantBreaks ? [question, ...toldBefore].map(termPassed).find(Boolean) : null;
  if (term) {
    const weeks = breakFeeWeeks(term.passed, term.term);
    const rent = [question, ...toldBefore].map(rentNamed).find((figure) => figure !== null);
    const fee = rent ? ` On ${formatDollars(rent)} a week, that is ${formatDollars(rent * weeks)}.` : "";
    worked = besideTheRule(
      worked,
      /\bthe break fee is 4 weeks' rent\b/i,
      `${term.passed} of ${term.term} months gone is ${term.passed / term.term < 0.5 ? (term.passed / term.term < 0.25 ? "under a quarter" : "under half") : term.passed / term.term < 0.75 ? "under three quarters" : "three quarters or more"}: a fee of ${weeks === 1 ? "1 week's" : `${weeks} weeks'`} rent.${fee}`,
      maxWords,
    );
  }
  return worked;
}
