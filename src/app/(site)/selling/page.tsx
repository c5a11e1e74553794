import { CircleCheck, Phone } from "lucide-react";
import type { Metadata } from "next";
import { AppraisalForm } from "@/components/forms/appraisal-form";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { Reveal } from "@/components/motion/reveal";
import { SellerQuiz } from "@/components/quiz/seller-quiz";
import { FaqList } from "@/components/sections/faq-list";
import { NswFactsSection } from "@/components/sections/nsw-facts-section";
import { PageHero } from "@/components/sections/page-hero";
import { SectionHeading } from "@/components/sections/section-heading";
import { SplitSection } from "@/components/sections/split-section";
import { CountUpStats } from "@/components/services/count-up-stats";
import { CtaBand } from "@/components/services/cta-band";
import { JourneySteps } from "@/components/services/journey-steps";
import { ButtonLink } from "@/components/ui/button";
import { sellerQuizSection, sellingHero, sellingJourney, sellingService, sellingStats, sellingStory } from "@/content/services/selling";
import { telHrefOf } from "@/lib/site-content/agency";
import { currentAgency } from "@/server/site-content/current";
import { JsonLd } from "@/lib/seo/json-ld";
import { buildMetadata } from "@/content/seo/metadata";
import { serviceSchema } from "@/content/seo/schema";
import { currentNswFacts, currentPageFaqs } from "@/server/site-content/page-content";
import { claimText } from "@/lib/agency/claims";

export const metadata: Metadata = buildMetadata({
  title: "Sell Your Home | Free Property Price Update",
  description: `Selling in Gregory Hills, Oran Park or South West Sydney? Get a free property price update from a local agent. ${claimText.daysOnMarket} average on market and ${claimText.viewsShort} views per campaign.`,
  path: "/selling",
  keywords: ["sell my house Gregory Hills", "free property appraisal Oran Park", "property price update South West Sydney"],
});

const promises = ["Free and no obligation", "Based on recent sales in your street", `A reply ${claimText.replyWithin} in business hours`];

export default async function SellingPage() {
  const [agency, faqs, rules] = await Promise.all([currentAgency(), currentPageFaqs("selling"), currentNswFacts("selling")]);
  return (
    <>
      <JsonLd data={serviceSchema({ ...sellingService, path: "/selling" })} />
      <PageHero
        eyebrow={sellingHero.eyebrow}
        title={sellingHero.title}
        intro={sellingHero.intro}
        aside={
          <div id="appraisal" className="rounded-xl bg-white p-6 text-ink shadow-lift sm:p-8">
            <h2 className="text-h3 font-medium">{sellingHero.formTitle}</h2>
            <p className="mb-6 mt-2 text-sm text-muted">{sellingHero.formIntro}</p>
            <AppraisalForm />
          </div>
        }
      >
        <div className="mt-10 flex flex-col gap-8">
          <ul className="flex flex-col gap-3 text-sand/90">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-3">
                <CircleCheck aria-hidden className="size-5 shrink-0 text-clay-300" />
                {promise}
              </li>
            ))}
          </ul>
          <p className="text-sand/85">
            Prefer to talk?{" "}
            <a
              href={telHrefOf(agency)}
              className="inline-flex items-center gap-1.5 font-semibold text-sand underline underline-offset-4 hover:no-underline"
            >
              <Phone aria-hidden className="size-4" />
              Call {agency.phone}
            </a>
          </p>
        </div>
      </PageHero>

      <div className="container-page pt-8">
        <Breadcrumbs
          items={[
            { name: "Home", path: "/" },
            { name: "Selling", path: "/selling" },
          ]}
        />
      </div>

      <section aria-label="Our selling results" className="container-page pt-10">
        <div className="rounded-xl border border-line bg-sand-200">
          <CountUpStats stats={sellingStats} />
        </div>
      </section>

      <section aria-labelledby="journey-heading" className="section">
        <div className="container-page">
          <Reveal>
            <SectionHeading id="journey-heading" eyebrow="How we sell" title={sellingJourney.title} intro={sellingJourney.intro} />
          </Reveal>
          <div className="mt-12">
            <JourneySteps steps={sellingJourney.steps} />
          </div>
        </div>
      </section>

      <SplitSection
        headingId="story-heading"
        eyebrow="Every home is different"
        title={sellingStory.title}
        tone="light"
        className="section bg-ink text-sand"
      >
        <Reveal className="flex flex-col gap-5 text-lead text-sand/85">
          {sellingStory.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Reveal>
      </SplitSection>

      <SplitSection
        headingId="quiz-heading"
        eyebrow="Seller readiness quiz"
        title={sellerQuizSection.title}
        intro={sellerQuizSection.intro}
        className="section"
      >
        <SellerQuiz />
      </SplitSection>

      <SplitSection headingId="faq-heading" eyebrow="Selling FAQ" title="Questions Sellers Ask Us" className="pb-24">
        <FaqList faqs={faqs} />
      </SplitSection>

      <NswFactsSection
        facts={rules}
        headingId="nsw-rules-heading"
        eyebrow="NSW rules in brief"
        title="Agent Fees, Open Homes and Price Guides"
        className="pb-24"
      />

      <CtaBand
        id="selling-cta-heading"
        title="Talk to a local selling expert"
        text="Not ready for a price update yet? Ask us anything about selling in South West Sydney."
      >
        <ButtonLink href="/contact" variant="light" size="lg">
          Contact our team
        </ButtonLink>
        <ButtonLink href="/team" variant="ghostWhite" size="lg">
          Meet the team
        </ButtonLink>
      </CtaBand>
    </>
  );
}
