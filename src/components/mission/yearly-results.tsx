import { Reveal } from "@/components/motion/reveal";
import { SectionHeading } from "@/components/sections/section-heading";
import type { MissionYearResult } from "@/content/services/mission";
import { formatDollars } from "@/lib/format/number";

/** The fund's results, one card per year, newest first: what the promise 'Open and accountable' publishes. */
export function YearlyResults({ title, intro, years }: { title: string; intro: string; years: readonly MissionYearResult[] }) {
  return (
    <section id="results" aria-labelledby="results-heading" className="section">
      <div className="container-page">
        <Reveal>
          <SectionHeading id="results-heading" eyebrow="Open and accountable" title={title} intro={intro} />
        </Reveal>
        <ol className="mt-12 grid gap-5 md:grid-cols-3">
          {years.map((result) => (
            <li key={result.year} className="rounded-lg border border-line bg-white p-6 shadow-soft">
              <h3 id={`results-${result.year}`} className="text-h3 font-medium">
                {result.year}
              </h3>
              <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted">Scholar</dt>
                <dd className="font-semibold text-ink">{result.scholar}</dd>
                <dt className="text-muted">Scholarship</dt>
                <dd className="font-semibold text-ink">{formatDollars(result.scholarship)}</dd>
                <dt className="text-muted">Schools sponsored</dt>
                <dd className="font-semibold text-ink">{result.schoolsSponsored}</dd>
                <dt className="text-muted">Sponsorship</dt>
                <dd className="font-semibold text-ink">{formatDollars(result.sponsorship)}</dd>
              </dl>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
