import { Reveal } from "@/components/motion/reveal";
import { SectionHeading } from "@/components/sections/section-heading";
import { comparisonFeatureKeys, type ComparedSuburb } from "@/content/suburbs";
import { Rating } from "./rating";

/** The six features, each rated 1–5 for both suburbs with a short description: a real table, readable at 390px. */
export function ComparisonTable({ suburbs }: { suburbs: readonly [ComparedSuburb, ComparedSuburb] }) {
  return (
    <section aria-labelledby="ratings-heading" className="section bg-sand-200/60">
      <div className="container-page">
        <Reveal>
          <SectionHeading
            id="ratings-heading"
            eyebrow="Side by side"
            title="How they compare"
            intro="Our local view of each suburb, rated from 1 (weaker) to 5 (strongest)."
          />
        </Reveal>
        <div className="mt-12 overflow-hidden rounded-xl border border-line bg-white shadow-soft">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">
              Ratings out of 5 for {suburbs[0].name} and {suburbs[1].name}
            </caption>
            <thead className="hidden bg-ink text-sand md:table-header-group">
              <tr>
                <th scope="col" className="w-1/5 px-6 py-4 text-sm font-semibold uppercase tracking-[0.12em]">
                  Feature
                </th>
                {suburbs.map((suburb) => (
                  <th key={suburb.slug} scope="col" className="px-6 py-4 font-display text-lg font-medium">
                    {suburb.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {comparisonFeatureKeys.map((key) => (
                <tr key={key} className="grid grid-cols-2 md:table-row">
                  <th
                    scope="row"
                    className="col-span-2 bg-sand/60 px-5 pb-1 pt-4 font-display text-lg font-medium md:bg-transparent md:px-6 md:py-6 md:align-top"
                  >
                    {suburbs[0].features[key].label}
                  </th>
                  {suburbs.map((suburb) => {
                    const feature = suburb.features[key];
                    return (
                      <td key={suburb.slug} className="px-5 py-4 align-top md:px-6 md:py-6">
                        <span className="block text-xs font-semibold uppercase tracking-[0.12em] text-muted md:hidden">{suburb.name}</span>
                        <Rating value={feature.rating} />
                        <p className="mt-2 text-sm leading-relaxed text-muted">{feature.description}</p>
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
