import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { Reveal } from "@/components/motion/reveal";
import { SectionHeading } from "@/components/sections/section-heading";
import { ComparisonHero } from "@/components/suburbs/comparison-hero";
import { GuideDirectory } from "@/components/suburbs/guide-directory";
import { ButtonLink } from "@/components/ui/button";
import { suburbReports } from "@/content/suburb-reports";
import { buildMetadata } from "@/content/seo/metadata";

export const metadata: Metadata = buildMetadata({ ...suburbReports.seo, path: "/suburb-reports" });

export default function SuburbReportsPage() {
  const { hero, guidesTitle, more } = suburbReports;
  return (
    <>
      <ComparisonHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        crumbs={[
          { name: "Home", path: "/" },
          { name: "Suburb Growth Reports", path: "/suburb-reports" },
        ]}
      />
      <section aria-labelledby="guides-heading" className="section">
        <div className="container-page">
          <Reveal>
            <SectionHeading id="guides-heading" eyebrow="Suburb guides" title={guidesTitle} />
          </Reveal>
          <div className="mt-12">
            <GuideDirectory />
          </div>
          <p className="mt-10 text-muted">
            Weighing up two suburbs?{" "}
            <Link href="/suburb-comparison" className="font-semibold text-clay underline underline-offset-4">
              Compare Gregory Hills and Oran Park
            </Link>
            .
          </p>
        </div>
      </section>
      <section aria-labelledby="more-heading" className="pb-24">
        <div className="container-page">
          <Reveal className="rounded-xl bg-ink px-7 py-12 text-sand sm:px-14 sm:py-14">
            <h2 id="more-heading" className="max-w-2xl text-h2 font-medium text-sand">
              {more.title}
            </h2>
            <p className="mt-4 max-w-xl text-lead text-sand/85">{more.text}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink href={more.insights.href} size="lg">
                {more.insights.label}
              </ButtonLink>
              <ButtonLink href={more.contact.href} variant="ghostLight" size="lg">
                {more.contact.label}
              </ButtonLink>
            </div>
          </Reveal>
        </div>
      </section>
    </>
  );
}
