import { Reveal } from "@/components/motion/reveal";
import { SectionHeading } from "@/components/sections/section-heading";
import type { FeatureTile } from "@/content/suburbs";
import { featureIcons } from "./suburb-icons";

interface FeatureTilesProps {
  suburb: string;
  tiles: readonly FeatureTile[];
}

/** The six tiles: education, shopping, parks, transport, family, growth. */
export function FeatureTiles({ suburb, tiles }: FeatureTilesProps) {
  return (
    <section aria-labelledby="living-heading" className="section">
      <div className="container-page">
        <Reveal>
          <SectionHeading id="living-heading" eyebrow="Living here" title={`Life in ${suburb}`} />
        </Reveal>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {tiles.map((tile, index) => {
            const Icon = featureIcons[tile.key];
            return (
              <li key={tile.key}>
                <Reveal
                  delay={(index % 3) * 80}
                  className="h-full rounded-lg border border-line bg-white/80 p-7 shadow-soft transition-shadow hover:shadow-lift"
                >
                  <span className="inline-flex size-12 items-center justify-center rounded-full bg-ink-100 text-ink">
                    <Icon aria-hidden className="size-6" />
                  </span>
                  <h3 className="mt-5 text-h3 font-medium">{tile.title}</h3>
                  <p className="mt-3 leading-relaxed text-muted">{tile.text}</p>
                </Reveal>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
