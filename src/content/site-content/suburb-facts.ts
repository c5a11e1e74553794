import "@/lib/validation/zod-jitless";
import { z } from "zod";
import { suburbGuides, type SuburbSlug } from "@/content/suburbs";
import { pastDateSchema, requiredText, wholeNumber } from "@/lib/site-content/fields";
import { formatCalendarDate } from "@/lib/format/date";
import { formatDollars } from "@/lib/format/number";

/*
 * Each suburb guide's market figures: median house price, median weekly rent and days on market. A figure is shown
 * only with the date it is as of and its source, so a visitor can judge how current it is. A figure left blank is
 * not shown. Today's guides quote no figures, so none is published until staff enter one.
 */

export const suburbFactKeys = ["medianHousePrice", "medianRent", "daysOnMarket"] as const;
export type SuburbFactKey = (typeof suburbFactKeys)[number];

interface FactRule {
  label: string;
  min: number;
  max: number;
  /** How the range reads in a message, e.g. "$100,000 and $10,000,000". */
  range: string;
}

export const suburbFactRules: Record<SuburbFactKey, FactRule> = {
  medianHousePrice: { label: "Median house price", min: 100_000, max: 10_000_000, range: "$100,000 and $10,000,000" },
  medianRent: { label: "Median weekly rent", min: 100, max: 5_000, range: "$100 and $5,000 a week" },
  daysOnMarket: { label: "Days on market", min: 1, max: 365, range: "1 and 365 days" },
};

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

function figureSchema(key: SuburbFactKey) {
  const rule = suburbFactRules[key];
  const figure = z.object({
    value: wholeNumber(rule.label).pipe(
      z
        .number()
        .min(rule.min, { error: `${rule.label} must be between ${rule.range}` })
        .max(rule.max, { error: `${rule.label} must be between ${rule.range}` }),
    ),
    asOf: pastDateSchema(`${rule.label}: the 'as of' date`),
    source: requiredText(`${rule.label}: the source`, 120),
  });
  // A figure whose three fields are all blank is "not published".
  return z.preprocess((input) => {
    if (
      input &&
      typeof input === "object" &&
      ["value", "asOf", "source"].every((field) => isBlank((input as Record<string, unknown>)[field]))
    )
      return null;
    return input;
  }, figure.nullable());
}

export const suburbFactsOfOneSchema = z.object({
  medianHousePrice: figureSchema("medianHousePrice"),
  medianRent: figureSchema("medianRent"),
  daysOnMarket: figureSchema("daysOnMarket"),
});

const slugs = suburbGuides.map((guide) => guide.slug);

export const suburbFactsSchema = z.object(
  Object.fromEntries(slugs.map((slug) => [slug, suburbFactsOfOneSchema])) as Record<SuburbSlug, typeof suburbFactsOfOneSchema>,
);

export type SuburbFacts = z.output<typeof suburbFactsOfOneSchema>;
export type SuburbFactsDocument = z.output<typeof suburbFactsSchema>;
export type SuburbFigure = NonNullable<SuburbFacts[SuburbFactKey]>;

const unpublished: SuburbFacts = { medianHousePrice: null, medianRent: null, daysOnMarket: null };

/** The first content: no figures (today's guides quote none). */
export const initialSuburbFacts = Object.fromEntries(slugs.map((slug) => [slug, { ...unpublished }])) as SuburbFactsDocument;

/** "$1,050,000", "$680 a week", "32 days". */
export function formatSuburbFigure(key: SuburbFactKey, value: number): string {
  if (key === "medianHousePrice") return formatDollars(value);
  if (key === "medianRent") return `${formatDollars(value)} a week`;
  return `${value} ${value === 1 ? "day" : "days"}`;
}

export interface PublishedSuburbFigure {
  key: SuburbFactKey;
  label: string;
  value: string;
  /** "As of 14 October 2026 · Source: CoreLogic". */
  note: string;
  asOf: string;
  source: string;
}

/** The figures a suburb page shows, in order, each with its date and source. */
export function publishedSuburbFigures(facts: SuburbFacts): PublishedSuburbFigure[] {
  return suburbFactKeys.flatMap((key) => {
    const figure = facts[key];
    if (!figure) return [];
    const label = suburbFactRules[key].label;
    return [
      {
        key,
        label,
        value: formatSuburbFigure(key, figure.value),
        note: `As of ${formatCalendarDate(figure.asOf)} · Source: ${figure.source}`,
        asOf: figure.asOf,
        source: figure.source,
      },
    ];
  });
}
