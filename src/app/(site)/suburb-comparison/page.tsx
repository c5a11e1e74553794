import type { Metadata } from "next";
import { ComparedSuburbCard } from "@/components/suburbs/compared-suburb-card";
import { ComparisonHero } from "@/components/suburbs/comparison-hero";
import { ComparisonTable } from "@/components/suburbs/comparison-table";
import { SuburbCta } from "@/components/suburbs/suburb-cta";
import { WhichIsRight } from "@/components/suburbs/which-is-right";
import { suburbComparison } from "@/content/suburbs/comparison";
import { buildMetadata } from "@/content/seo/metadata";

export const metadata: Metadata = buildMetadata({ ...suburbComparison.seo, path: "/suburb-comparison" });

/** Gregory Hills and Oran Park side by side, from static data; both suburbs are always shown. */
export default function SuburbComparisonPage() {
  const { hero, suburbs, whichIsRight, cta } = suburbComparison;
  return (
    <>
      <ComparisonHero
        eyebrow="Suburb comparison"
        title={hero.title}
        intro={hero.intro}
        crumbs={[
          { name: "Home", path: "/" },
          { name: "Suburb Comparison", path: "/suburb-comparison" },
        ]}
      />
      <section aria-label="The two suburbs" className="section">
        <ul className="container-page grid gap-6 lg:grid-cols-2">
          {suburbs.map((suburb, index) => (
            <li key={suburb.slug}>
              <ComparedSuburbCard suburb={suburb} priority={index === 0} />
            </li>
          ))}
        </ul>
      </section>
      <ComparisonTable suburbs={suburbs} />
      <WhichIsRight section={whichIsRight} />
      <SuburbCta cta={cta} />
    </>
  );
}
