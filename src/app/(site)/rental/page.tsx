import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { Reveal } from "@/components/motion/reveal";
import { AudienceTabs } from "@/components/rental/audience-tabs";
import { FaqList } from "@/components/sections/faq-list";
import { NswFactsSection } from "@/components/sections/nsw-facts-section";
import { PageHero } from "@/components/sections/page-hero";
import { SectionHeading } from "@/components/sections/section-heading";
import { SplitSection } from "@/components/sections/split-section";
import { CardGrid } from "@/components/services/card-grid";
import { CtaBand } from "@/components/services/cta-band";
import { ButtonLink } from "@/components/ui/button";
import { landlordServices, rentalHero, rentalService, tenantServices } from "@/content/services/rental";
import { JsonLd } from "@/lib/seo/json-ld";
import { buildMetadata } from "@/content/seo/metadata";
import { serviceSchema } from "@/content/seo/schema";
import { currentNswFacts, currentPageFaqs } from "@/server/site-content/page-content";
import { claimText } from "@/lib/agency/claims";

export const metadata: Metadata = buildMetadata({
  title: "Property Management & Rentals",
  description: `Local property management in Gregory Hills, Oran Park, Gledswood Hills and Leppington: tenant selection, rent collection and routine inspections ${claimText.inspectionEvery}. Services for landlords and tenants.`,
  path: "/rental",
  keywords: ["property management Gregory Hills", "rental Oran Park", "landlord services South West Sydney"],
});

export default async function RentalPage() {
  const [faqs, rules] = await Promise.all([currentPageFaqs("rental"), currentNswFacts("rental")]);
  return (
    <>
      <JsonLd data={serviceSchema({ ...rentalService, path: "/rental" })} />
      <PageHero eyebrow={rentalHero.eyebrow} title={rentalHero.title} intro={rentalHero.intro}>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href="/contact" size="lg">
            Get a rental appraisal
          </ButtonLink>
          <ButtonLink href="/insights" variant="ghostLight" size="lg">
            Read landlord insights
          </ButtonLink>
        </div>
      </PageHero>

      <div className="container-page pt-8">
        <Breadcrumbs
          items={[
            { name: "Home", path: "/" },
            { name: "Rental", path: "/rental" },
          ]}
        />
      </div>

      <section aria-labelledby="services-heading" className="section">
        <div className="container-page">
          <Reveal>
            <SectionHeading
              id="services-heading"
              eyebrow="Our services"
              title="Property Management Done Properly"
              intro="Whether you own an investment property or rent your home, here is what we do for you."
            />
          </Reveal>
          <div className="mt-10">
            <AudienceTabs
              label="Services for"
              tabs={[
                { id: "landlords", label: "For Landlords", panel: <CardGrid cards={landlordServices} /> },
                { id: "tenants", label: "For Tenants", panel: <CardGrid cards={tenantServices} /> },
              ]}
            />
          </div>
        </div>
      </section>

      <SplitSection
        headingId="faq-heading"
        eyebrow="Property management FAQ"
        title="Questions Landlords and Tenants Ask"
        className="section bg-sand-200"
      >
        <FaqList faqs={faqs} />
      </SplitSection>

      <NswFactsSection
        facts={rules}
        headingId="nsw-rules-heading"
        eyebrow="NSW rules in brief"
        title="Rent Increases, Bond, Pets, Bills and Repairs"
        className="section"
      />

      <div className="pt-24">
        <CtaBand
          id="rental-cta-heading"
          title="Thinking of leasing your property?"
          text="Get a free rental appraisal and meet the team who will look after your investment."
        >
          <ButtonLink href="/contact" variant="light" size="lg">
            Contact us
          </ButtonLink>
          <ButtonLink href="/insights" variant="ghostWhite" size="lg">
            Real Estate Insights
          </ButtonLink>
        </CtaBand>
      </div>
    </>
  );
}
