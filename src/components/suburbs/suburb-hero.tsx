import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { ButtonLink } from "@/components/ui/button";
import type { Crumb } from "@/content/seo/schema";

interface SuburbHeroProps {
  eyebrow: string;
  title: string;
  intro: string;
  image: string;
  imageAlt: string;
  crumbs: readonly Crumb[];
}

/** The landing-page hero: breadcrumb, 'Real Estate in {suburb}', buttons to /selling and /buying, and the suburb's artwork. */
export function SuburbHero({ eyebrow, title, intro, image, imageAlt, crumbs }: SuburbHeroProps) {
  return (
    <section className="relative overflow-hidden bg-ink pb-16 pt-36 text-sand sm:pt-40 lg:pb-24">
      <div aria-hidden className="absolute -left-32 top-10 size-[28rem] rounded-full bg-ink-500/40 blur-3xl" />
      <div className="container-page relative grid items-center gap-12 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)] lg:gap-16">
        <div>
          <Breadcrumbs items={crumbs} tone="light" />
          <p className="eyebrow mt-8 text-clay-300">{eyebrow}</p>
          <h1 className="mt-3 text-display font-medium text-sand">{title}</h1>
          <p className="mt-6 max-w-xl text-lead text-sand/85">{intro}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href="/selling" size="lg">
              Get Free Price Update
            </ButtonLink>
            <ButtonLink href="/buying" variant="ghostLight" size="lg">
              Explore Buying
            </ButtonLink>
          </div>
        </div>
        <figure className="relative">
          <div aria-hidden className="absolute -inset-3 hidden rotate-2 rounded-xl bg-clay/30 sm:block" />
          {/* eslint-disable-next-line @next/next/no-img-element -- SVG artwork above the fold, loaded at once as the LCP image */}
          <img
            src={image}
            alt={imageAlt}
            width={1200}
            height={800}
            fetchPriority="high"
            decoding="async"
            className="relative aspect-[3/2] w-full rounded-xl object-cover shadow-lift ring-1 ring-sand/15"
          />
        </figure>
      </div>
    </section>
  );
}
