import { Quote } from "lucide-react";
import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { Reveal } from "@/components/motion/reveal";
import { FaqList } from "@/components/sections/faq-list";
import { PageHero } from "@/components/sections/page-hero";
import { SectionHeading } from "@/components/sections/section-heading";
import { SplitSection } from "@/components/sections/split-section";
import { CardGrid } from "@/components/services/card-grid";
import { CtaBand } from "@/components/services/cta-band";
import { ButtonLink } from "@/components/ui/button";
import { comparisonRows, whyChooseBenefits, whyChooseCopy } from "@/content/services/why-choose";
import { site } from "@/content/site";
import { buildMetadata } from "@/content/seo/metadata";
import { currentPageFaqs, currentTestimonials } from "@/server/site-content/page-content";
import { claimText } from "@/lib/agency/claims";

/*
 * This folder is named after the brand: /why-choose-{site.brandSlug}. A route segment cannot mix fixed text
 * with a parameter, so an agency that changes `brandSlug` in src/content/site.ts renames this folder too
 * (see docs/service-pages.md).
 */
const path = `/why-choose-${site.brandSlug}`;
const title = `Why Choose ${site.name}`;

export const metadata: Metadata = buildMetadata({
  title,
  description: `Why South West Sydney families choose ${site.name}: local agents, honest pricing, premium marketing, ${claimText.daysOnMarket} average on market and a reply ${claimText.replyWithin}.`,
  path,
  keywords: [`why choose ${site.name}`, "best real estate agent Gregory Hills", "local agent Oran Park"],
});

export default async function WhyChoosePage() {
  const [faqs, testimonials] = await Promise.all([currentPageFaqs("why-choose"), currentTestimonials()]);
  return (
    <>
      <PageHero eyebrow={whyChooseCopy.eyebrow} title={title} intro={whyChooseCopy.intro} />

      <div className="container-page pt-8">
        <Breadcrumbs
          items={[
            { name: "Home", path: "/" },
            { name: title, path },
          ]}
        />
      </div>

      <section aria-labelledby="benefits-heading" className="section">
        <div className="container-page">
          <Reveal>
            <SectionHeading id="benefits-heading" eyebrow="Our difference" title={whyChooseCopy.benefitsTitle} />
          </Reveal>
          <div className="mt-12">
            <CardGrid cards={whyChooseBenefits} columns={4} />
          </div>
        </div>
      </section>

      <section aria-labelledby="compare-heading" className="section bg-sand-200">
        <div className="container-page">
          <Reveal>
            <SectionHeading id="compare-heading" eyebrow="Side by side" title={whyChooseCopy.tableTitle} />
          </Reveal>
          {/* From md a three-column table; below it each row stacks: the service, then the two answers side by side, each labelled. */}
          <div className="mt-10 overflow-hidden rounded-lg border border-line bg-white shadow-soft">
            <table className="w-full border-collapse text-left max-md:block">
              <caption className="sr-only">{whyChooseCopy.tableCaption}</caption>
              <thead className="bg-ink text-sand max-md:sr-only">
                <tr>
                  <th scope="col" className="px-6 py-4 font-semibold">
                    Service
                  </th>
                  <th scope="col" className="px-6 py-4 font-semibold">
                    {site.name}
                  </th>
                  <th scope="col" className="px-6 py-4 font-semibold">
                    Other agencies
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line max-md:block">
                {comparisonRows.map((row) => (
                  <tr key={row.service} className="max-md:grid max-md:grid-cols-2 max-md:gap-x-4 max-md:gap-y-2 max-md:px-5 max-md:py-4">
                    <th scope="row" className="px-6 py-4 font-semibold text-ink max-md:col-span-2 max-md:p-0">
                      {row.service}
                    </th>
                    <td className="px-6 py-4 text-ink max-md:p-0 max-md:text-sm">
                      <span className="block text-xs font-semibold uppercase tracking-[0.08em] text-clay-600 md:hidden">{site.name}</span>
                      {row.us}
                    </td>
                    <td className="px-6 py-4 text-muted max-md:p-0 max-md:text-sm">
                      <span className="block text-xs font-semibold uppercase tracking-[0.08em] text-muted md:hidden">Other agencies</span>
                      {row.others}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="section">
        <div className="container-page">
          <Reveal>
            <SectionHeading id="testimonials-heading" eyebrow="Client stories" title={whyChooseCopy.testimonialsTitle} align="center" />
          </Reveal>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {testimonials.whyChoose.map((t, index) => (
              <li key={`${index}-${t.author}`}>
                <figure className="flex h-full flex-col rounded-lg border border-line bg-white p-7 shadow-soft">
                  <Quote aria-hidden className="size-7 text-clay" />
                  <blockquote className="mt-4 flex-1 text-lead text-ink">&ldquo;{t.quote}&rdquo;</blockquote>
                  <figcaption className="mt-6 text-sm">
                    <span className="font-semibold text-ink">{t.author}</span>
                    <span className="text-muted">, {t.location}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <SplitSection headingId="faq-heading" eyebrow="FAQ" title={whyChooseCopy.faqTitle} className="pb-24">
        <FaqList faqs={faqs} />
      </SplitSection>

      <CtaBand id="why-cta-heading" title={whyChooseCopy.ctaTitle} text={whyChooseCopy.ctaText}>
        <ButtonLink href="/contact" variant="light" size="lg">
          Contact Us
        </ButtonLink>
        <ButtonLink href="/selling" variant="ghostWhite" size="lg">
          Get Free Property Price Update
        </ButtonLink>
      </CtaBand>
    </>
  );
}
