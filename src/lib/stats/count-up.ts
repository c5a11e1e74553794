/** Spec section 9: the selling page's stats count up over 2500 ms. */
export const COUNT_UP_DURATION_MS = 2500;

export interface CountUpStat {
  /** The number the count ends on. */
  end: number;
  /** Written straight after the number, e.g. "K+" or "+". */
  suffix: string;
  /** A word after the figure, e.g. "days" (may be empty). */
  unit: string;
  label: string;
}

/** The figure as shown: the count so far and its suffix ("K+", "+"). */
export function formatStat(stat: Pick<CountUpStat, "suffix">, value: number): string {
  return `${value}${stat.suffix}`;
}

/** What the stats read once the animation ends, and what reduced-motion and no-JavaScript visitors see. */
export function countUpEndValues(stats: readonly CountUpStat[]): string[] {
  return stats.map((stat) => formatStat(stat, stat.end));
}

/** Ease-out cubic: fast at first, settling gently on the final figure. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}

/** The whole number shown `elapsedMs` into the animation: 0 at the start, exactly `end` from the duration on. */
export function countUpValue(end: number, elapsedMs: number, durationMs: number = COUNT_UP_DURATION_MS): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return end;
  return Math.round(end * easeOutCubic(elapsedMs / durationMs));
}
