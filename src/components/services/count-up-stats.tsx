"use client";

import { useCallback } from "react";
import { COUNT_UP_DURATION_MS, countUpValue, formatStat, type CountUpStat } from "@/lib/stats/count-up";

/**
 * The selling page's stats. The server HTML holds the final figures (no-JavaScript visitors, crawlers and
 * reduced motion see them as they are); when the band first becomes visible the figures count up from 0
 * over 2500 ms. The animation writes text directly, so React never re-renders per frame. Screen readers
 * read the final figure from a visually hidden copy, never the moving one.
 */
export function CountUpStats({ stats }: { stats: readonly CountUpStat[] }) {
  const watch = useCallback(
    (node: HTMLDListElement | null) => {
      if (!node) return;
      if (window.matchMedia("(prefers-reduced-motion: reduce)").matches || typeof IntersectionObserver === "undefined") return;
      const figures = Array.from(node.querySelectorAll<HTMLElement>("[data-count-up]"));
      let frame = 0;
      const run = () => {
        const start = performance.now();
        const tick = (now: number) => {
          const elapsed = now - start;
          figures.forEach((figure, index) => {
            const stat = stats[index];
            if (stat) figure.textContent = formatStat(stat, countUpValue(stat.end, elapsed));
          });
          if (elapsed < COUNT_UP_DURATION_MS) frame = requestAnimationFrame(tick);
          else node.dataset.counted = "true";
        };
        frame = requestAnimationFrame(tick);
      };
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            run();
          }
        },
        { threshold: 0.4 },
      );
      observer.observe(node);
      return () => {
        observer.disconnect();
        cancelAnimationFrame(frame);
      };
    },
    [stats],
  );

  return (
    <dl ref={watch} className="grid divide-y divide-line sm:grid-cols-3 sm:divide-x sm:divide-y-0">
      {stats.map((stat) => {
        const end = formatStat(stat, stat.end);
        return (
          <div key={stat.label} className="flex flex-col-reverse gap-2 px-6 py-8 text-center">
            <dt className="text-sm font-semibold uppercase tracking-[0.12em] text-muted">{stat.label}</dt>
            <dd className="font-display text-5xl font-medium text-ink">
              <span className="sr-only">{stat.unit ? `${end} ${stat.unit}` : end}</span>
              <span aria-hidden data-count-up className="tabular-nums">
                {end}
              </span>
              {stat.unit ? (
                <span aria-hidden className="ml-2 text-2xl text-clay">
                  {stat.unit}
                </span>
              ) : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
