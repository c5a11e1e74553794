import type { PublishedSuburbFigure } from "@/content/site-content/suburb-facts";

/** The suburb's market figures, each with the date it is as of and its source beside it. */
export function SuburbFigures({ figures }: { figures: readonly PublishedSuburbFigure[] }) {
  return (
    <dl aria-label="Market figures" className="mt-10 grid gap-5 sm:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.key} className="flex flex-col gap-1 rounded-lg bg-ink p-6 text-sand shadow-soft">
          <dt className="text-sm text-sand/75">{figure.label}</dt>
          <dd className="font-display text-2xl font-medium">{figure.value}</dd>
          <dd className="text-xs text-sand/70">{figure.note}</dd>
        </div>
      ))}
    </dl>
  );
}
