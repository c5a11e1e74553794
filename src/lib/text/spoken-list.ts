/** Items as a sentence says them: "a", "a and b", "a, b and c" (or "or"); no items is "". */
export function spokenList(items: readonly string[], conjunction: "and" | "or" = "and"): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${conjunction} ${items.at(-1)}`;
}
