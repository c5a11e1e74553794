/** The five named event categories of the spec, plus 'other' for anything else (shown grey). */
export const eventCategories = ["community", "sports", "arts", "market", "family", "other"] as const;
export type EventCategory = (typeof eventCategories)[number];

/** The categories listed in the calendar's legend. */
export const legendCategories = ["community", "sports", "arts", "market", "family"] as const satisfies readonly EventCategory[];

export const eventCategoryLabels: Record<EventCategory, string> = {
  community: "Community",
  sports: "Sports",
  arts: "Arts",
  market: "Market",
  family: "Family",
  other: "Other",
};

/**
 * Badge colours: community blue, sports green, arts purple, market orange, family pink, other grey.
 * Dark text on a pale tint of each hue: every pair is above 7:1 (WCAG AAA for small text).
 */
export const eventCategoryBadgeClasses: Record<EventCategory, string> = {
  community: "bg-blue-100 text-blue-900 ring-blue-300",
  sports: "bg-green-100 text-green-900 ring-green-300",
  arts: "bg-purple-100 text-purple-900 ring-purple-300",
  market: "bg-orange-100 text-orange-900 ring-orange-300",
  family: "bg-pink-100 text-pink-900 ring-pink-300",
  other: "bg-gray-100 text-gray-800 ring-gray-300",
};

/** Legend swatches (decorative; the label beside each carries the meaning). */
export const eventCategoryDotClasses: Record<EventCategory, string> = {
  community: "bg-blue-600",
  sports: "bg-green-600",
  arts: "bg-purple-600",
  market: "bg-orange-500",
  family: "bg-pink-600",
  other: "bg-gray-500",
};

export function isEventCategory(value: string): value is EventCategory {
  return (eventCategories as readonly string[]).includes(value);
}

/** Any stored or imported category outside the list shows as 'other'. */
export function toEventCategory(value: string): EventCategory {
  const normalised = value.trim().toLowerCase();
  return isEventCategory(normalised) ? normalised : "other";
}
