/*
 * How numbers and amounts of money read on the site ("1,250", "$650,000"). Each formatter is made once: making one
 * (what `toLocaleString("en-AU")` does on every call) costs more than formatting a hundred numbers with it, and a
 * search page formats some hundred.
 */
const wholeNumberFormat = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });
const dollarFormat = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

/** "1,250" (rounded to a whole number). */
export const formatWholeNumber = (value: number): string => wholeNumberFormat.format(value);

/** "$650,000" (whole dollars). */
export const formatDollars = (value: number): string => dollarFormat.format(value);
