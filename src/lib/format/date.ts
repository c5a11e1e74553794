const displayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "Australia/Sydney",
  year: "numeric",
  month: "long",
  day: "numeric",
});

/**
 * Dates shown to visitors, in en-US format ("November 22, 2026"). The time zone is fixed to the agency's,
 * so the server and every browser render the same text (no hydration mismatch).
 * A bare yyyy-mm-dd is a calendar date, not an instant, and is shown as that same day.
 */
export function formatDisplayDate(date: Date | string): string {
  if (typeof date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
    return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" }).format(
      new Date(`${date}T00:00:00Z`),
    );
  }
  return displayFormat.format(typeof date === "string" ? new Date(date) : date);
}
