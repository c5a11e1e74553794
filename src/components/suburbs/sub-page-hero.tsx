import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { suburbGuidePath, type FullSuburbGuide } from "@/content/suburbs";

const sectionNames = { buying: "Buying", selling: "Selling" } as const;

interface SubPageHeroProps {
  guide: FullSuburbGuide;
  section: keyof typeof sectionNames;
}

/** The 400px hero of the /buying and /selling sub-pages: the suburb's artwork under an ink wash. */
export function SubPageHero({ guide, section }: SubPageHeroProps) {
  const { title, intro } = guide[section].hero;
  const crumbs = [
    { name: "Home", path: "/" },
    { name: guide.name, path: suburbGuidePath(guide.slug) },
    { name: sectionNames[section], path: suburbGuidePath(guide.slug, section) },
  ];
  return (
    <section data-testid="sub-page-hero" className="relative flex min-h-[400px] items-end overflow-hidden bg-ink text-sand">
      {/* eslint-disable-next-line @next/next/no-img-element -- decorative SVG artwork behind the hero text */}
      <img src={guide.image} alt="" width={1200} height={800} fetchPriority="high" className="absolute inset-0 size-full object-cover" />
      <div aria-hidden className="absolute inset-0 bg-linear-to-r from-ink via-ink/95 to-ink/60" />
      {/* Clears the fixed ticker and header (100px, 116px from lg) and keeps the whole hero at 400px on desktop. */}
      <div className="container-page relative pb-8 pt-28 lg:pt-[7.75rem]">
        <Breadcrumbs items={crumbs} tone="light" />
        <p className="eyebrow mt-4 text-clay-300">{`${guide.name} NSW ${guide.postcode}`}</p>
        <h1 className="mt-2 max-w-3xl text-h1 font-medium text-sand">{title}</h1>
        <p className="mt-3 max-w-3xl leading-relaxed text-sand/90 sm:text-lg">{intro}</p>
      </div>
    </section>
  );
}
