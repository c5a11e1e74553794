import { Reveal } from "@/components/motion/reveal";
import type { MarketCard, TextBlock } from "@/content/suburbs";
import type { PublishedSuburbFigure } from "@/content/site-content/suburb-facts";
import { SuburbFigures } from "./suburb-figures";

interface MarketCardsProps {
  block: TextBlock;
  cards: readonly MarketCard[];
  figures?: readonly PublishedSuburbFigure[];
}

/** The shorter suburb pages' market section: a short commentary over three market cards. */
export function MarketCards({ block, cards, figures = [] }: MarketCardsProps) {
  return (
    <section aria-labelledby="market-heading" className="section bg-sand-200/60">
      <div className="container-page">
        <Reveal className="max-w-3xl">
          <p className="eyebrow">Market snapshot</p>
          <h2 id="market-heading" className="mt-3 text-h2 font-medium">
            {block.title}
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink/90">
            {block.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </Reveal>
        {figures.length > 0 ? <SuburbFigures figures={figures} /> : null}
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {cards.map((card, index) => (
            <li key={card.title}>
              <Reveal delay={index * 80} className="flex h-full flex-col rounded-lg border border-line bg-white p-7 shadow-soft">
                <h3 className="text-sm font-semibold uppercase tracking-[0.12em] text-muted">{card.title}</h3>
                <p className="mt-3 font-display text-2xl font-medium text-clay-600">{card.value}</p>
                <p className="mt-4 leading-relaxed text-muted">{card.text}</p>
              </Reveal>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
