import { CircleCheck } from "lucide-react";
import type { Metadata } from "next";
import { LocationSearch } from "@/components/buying/location-search";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { Reveal } from "@/components/motion/reveal";
import { BuyerQuiz } from "@/components/quiz/buyer-quiz";
import { FaqList } from "@/components/sections/faq-list";
import { NswFactsSection } from "@/components/sections/nsw-facts-section";
import { PageHero } from "@/components/sections/page-hero";
import { SectionHeading } from "@/components/sections/section-heading";
import { SplitSection } from "@/components/sections/split-section";
import { CtaBand } from "@/components/services/cta-band";
import { JourneySteps } from "@/components/services/journey-steps";
import { ButtonLink } from "@/components/ui/button";
import { buyerQuizSection, buyingHero, buyingJourney, buyingService, familySections } from "@/content/services/buying";
import { JsonLd } from "@/lib/seo/json-ld";
import { buildMetadata } from "@/content/seo/metadata";
import { serviceSchema } from "@/content/seo/schema";
import { currentNswFacts, currentPageFaqs } from "@/server/site-content/page-content";

export const metadata: Metadata = buildMetadata({
  title: "Buy a Home in South West Sydney",
  description:
    "Buying in Gregory Hills, Oran Park, Gledswood Hills or Leppington? Search by suburb or postcode, follow our five-step buying journey and see if you're ready to buy.",
  path: "/buying",
  keywords: ["buy a house Gregory Hills", "Oran Park homes for sale", "first home buyer South West Sydney"],
});

export default async function BuyingPage() {
  const [faqs, rules] = await Promise.all([currentPageFaqs("buying"), currentNswFacts("buying")]);
  return (
    <>
      <JsonLd data={serviceSchema({ ...buyingService, path: "/buying" })} />
      <PageHero eyebrow={buyingHero.eyebrow} title={buyingHero.title} intro={buyingHero.intro}>
        <LocationSearch label={buyingHero.searchLabel} placeholder={buyingHero.searchPlaceholder} />
      </PageHero>

      <div className="container-page pt-8">
        <Breadcrumbs
          items={[
            { name: "Home", path: "/" },
            { name: "Buying", path: "/buying" },
          ]}
        />
      </div>

      <section aria-labelledby="families-heading" className="section">
        <div className="container-page">
          <Reveal>
            <SectionHeading id="families-heading" eyebrow="For families" title={familySections.title} intro={familySections.intro} />
          </Reveal>
          <ul className="mt-12 grid gap-5 lg:grid-cols-3">
            {familySections.sections.map((section, index) => (
              <li key={section.title}>
                <Reveal delay={index * 80} className="h-full rounded-lg border border-line bg-white p-7 shadow-soft">
                  <h3 className="text-h3 font-medium">{section.title}</h3>
                  <p className="mt-3 text-muted">{section.text}</p>
                  <ul className="mt-5 flex flex-col gap-2.5">
                    {section.points.map((point) => (
                      <li key={point} className="flex gap-2.5 text-sm text-ink">
                        <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-clay" />
                        {point}
                      </li>
                    ))}
                  </ul>
                </Reveal>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="journey-heading" className="section bg-sand-200">
        <div className="container-page">
          <Reveal>
            <SectionHeading id="journey-heading" eyebrow="How buying works" title={buyingJourney.title} intro={buyingJourney.intro} />
          </Reveal>
          <div className="mt-12">
            <JourneySteps steps={buyingJourney.steps} />
          </div>
        </div>
      </section>

      <SplitSection
        headingId="quiz-heading"
        eyebrow="Buyer readiness quiz"
        title={buyerQuizSection.title}
        intro={buyerQuizSection.intro}
        className="section"
      >
        <BuyerQuiz />
      </SplitSection>

      <SplitSection headingId="faq-heading" eyebrow="Buying FAQ" title="Questions Buyers Ask Us" className="pb-24">
        <FaqList faqs={faqs} />
      </SplitSection>

      <NswFactsSection
        facts={rules}
        headingId="nsw-rules-heading"
        eyebrow="NSW rules in brief"
        title="Cooling-Off, Deposits, Stamp Duty and First Home Help"
        className="pb-24"
      />

      <CtaBand
        id="buying-cta-heading"
        title="Let's find your next home"
        text="Tell us what you're looking for and we'll send you homes that match, including off-market ones."
      >
        <ButtonLink href="/contact" variant="light" size="lg">
          Contact a buyer&apos;s agent
        </ButtonLink>
        <ButtonLink href="/suburb-comparison" variant="ghostWhite" size="lg">
          Compare suburbs
        </ButtonLink>
      </CtaBand>
    </>
  );
}
