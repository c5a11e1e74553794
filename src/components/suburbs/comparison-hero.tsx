import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import type { Crumb } from "@/content/seo/schema";

interface ComparisonHeroProps {
  eyebrow: string;
  title: string;
  intro: string;
  crumbs: readonly Crumb[];
}

/** A plain ink hero with the breadcrumb inside, for the comparison and reports pages. */
export function ComparisonHero({ eyebrow, title, intro, crumbs }: ComparisonHeroProps) {
  return (
    <section className="relative overflow-hidden bg-ink pb-16 pt-36 text-sand sm:pb-20 sm:pt-40">
      <div aria-hidden className="absolute -right-24 -top-24 size-96 rounded-full bg-ink-500/40 blur-3xl" />
      <div className="container-page relative">
        <Breadcrumbs items={crumbs} tone="light" />
        <p className="eyebrow mt-8 text-clay-300">{eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-h1 font-medium text-sand">{title}</h1>
        <p className="mt-5 max-w-2xl text-lead text-sand/85">{intro}</p>
      </div>
    </section>
  );
}
