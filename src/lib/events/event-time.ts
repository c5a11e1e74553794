const START_TIME = /^\s*(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?/i;

/**
 * Minutes after midnight at which a free-text event time ("4:00 PM - 8:00 PM", "7 am") starts, for
 * ordering a day's events. "All day" and anything unreadable sort first.
 */
export function startMinutes(time: string): number {
  const match = START_TIME.exec(time);
  if (!match) return -1;
  const hour = Number(match[1]) % 12;
  const minute = Number(match[2] ?? 0);
  const afternoon = match[3]?.toLowerCase() === "p";
  return (afternoon ? hour + 12 : hour) * 60 + minute;
}

/** Date, then start time, then title. */
export function compareEvents(a: { date: string; time: string; title: string }, b: { date: string; time: string; title: string }): number {
  return a.date.localeCompare(b.date) || startMinutes(a.time) - startMinutes(b.time) || a.title.localeCompare(b.title);
}
