import { Reveal } from "@/components/motion/reveal";
import type { TextBlock } from "@/content/suburbs";

interface MarketTextProps {
  block: TextBlock;
  /** A figure's note says how current it is and where it comes from ("As of … · Source: …"). */
  facts?: readonly { label: string; value: string; note?: string }[];
}

/** The market commentary, with an optional 'at a glance' card beside it. */
export function MarketText({ block, facts }: MarketTextProps) {
  return (
    <section aria-labelledby="market-heading" className="section bg-sand-200/60">
      <div className="container-page grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:gap-20">
        <Reveal>
          <p className="eyebrow">Market insight</p>
          <h2 id="market-heading" className="mt-3 text-h2 font-medium">
            {block.title}
          </h2>
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink/90">
            {block.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Reveal>
        {facts && facts.length > 0 ? (
          <Reveal as="aside" aria-label="At a glance" className="self-start rounded-lg bg-ink p-8 text-sand shadow-lift">
            <p className="eyebrow text-clay-300">At a glance</p>
            <dl className="mt-5 divide-y divide-sand/15">
              {facts.map((fact) => (
                <div key={fact.label} className="flex flex-col gap-1 py-4 first:pt-0 last:pb-0">
                  <dt className="text-sm text-sand/75">{fact.label}</dt>
                  <dd className="font-display text-xl text-sand">{fact.value}</dd>
                  {fact.note ? <dd className="text-xs text-sand/70">{fact.note}</dd> : null}
                </div>
              ))}
            </dl>
          </Reveal>
        ) : null}
      </div>
    </section>
  );
}
