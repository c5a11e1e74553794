/** Counts as people type them in words, up to twelve ("three bedrooms", "a twelve month lease"). */
export const numberWords: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};

/** Tens as people say them in a sum ("eight hundred and fifty", "seven hundred and twenty"). */
export const tensWords: Readonly<Record<string, number>> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

/** A count written in digits or in words ("3", "Three"), as a number; NaN when it is neither. */
export function countOf(word: string): number {
  return numberWords[word.toLowerCase()] ?? Number(word);
}
