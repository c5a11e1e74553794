import { Phone } from "lucide-react";
import type { Metadata } from "next";
import { preload } from "react-dom";
import { ClaimsBand } from "@/components/home/claims-band";
import { FeatureIcon } from "@/components/home/feature-icon";
import { NewListings } from "@/components/home/new-listings";
import { RatingSummary } from "@/components/home/rating-summary";
import { ScrollHero } from "@/components/home/scroll-hero";
import { TestimonialStrip } from "@/components/home/testimonial-strip";
import { Reveal } from "@/components/motion/reveal";
import { SectionHeading } from "@/components/sections/section-heading";
import { CtaBand } from "@/components/services/cta-band";
import { ButtonLink } from "@/components/ui/button";
import { claims, closingCta, homeHero, premiumMarketing, testimonialsSection, whyFamilies } from "@/content/home";
import { site } from "@/content/site";
import { JsonLd } from "@/lib/seo/json-ld";
import { buildMetadata } from "@/content/seo/metadata";
import { organizationSchema, realEstateAgentSchema, reviewSchema } from "@/content/seo/schema";
import { telHrefOf } from "@/lib/site-content/agency";
import { reviewedTestimonials } from "@/lib/site-content/testimonials";
import { currentAgency } from "@/server/site-content/current";
import { currentTestimonials } from "@/server/site-content/page-content";

export const metadata: Metadata = buildMetadata({
  title: `${site.name} | Real Estate Agents in Gregory Hills & South West Sydney`,
  absoluteTitle: true,
  description: `${site.tagline}. Local agents selling, buying and managing homes in Gregory Hills, Oran Park, Gledswood Hills and Leppington. Get a free property price update today.`,
  path: "/",
  keywords: ["real estate Gregory Hills", "sell my house Oran Park", "property appraisal South West Sydney"],
});

export default async function HomePage() {
  const [agency, testimonials] = await Promise.all([currentAgency(), currentTestimonials()]);
  // The hero exterior is the largest thing on the first screen: fetch it alongside the CSS.
  preload(site.images.heroExterior, { as: "image", fetchPriority: "high" });
  const structuredData = [
    // The testimonials section shows the rating (RatingSummary), so this page may claim it.
    realEstateAgentSchema(agency, { showsRating: true }),
    organizationSchema(agency),
    ...reviewedTestimonials(testimonials).map((t) =>
      reviewSchema({ authorName: t.name, rating: t.rating, reviewText: t.text, date: t.date }),
    ),
  ];

  return (
    <>
      <JsonLd data={structuredData} />
      <ScrollHero
        headlines={homeHero.headlines}
        scrollHint={homeHero.scrollHint}
        exterior={{ src: site.images.heroExterior, alt: "A modern family home in Gregory Hills at golden hour" }}
        interior={{ src: site.images.heroInterior, alt: "The open-plan living room inside the same home" }}
      >
        <p className="mt-5 max-w-xl text-lead text-sand/90">{site.tagline}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={homeHero.primaryCta.href} size="lg">
            {homeHero.primaryCta.label}
          </ButtonLink>
          <ButtonLink href={telHrefOf(agency)} variant="ghostLight" size="lg">
            <Phone aria-hidden />
            Call {agency.phone}
          </ButtonLink>
        </div>
      </ScrollHero>

      <ClaimsBand claims={claims} />

      <NewListings />

      <section aria-labelledby="marketing-heading" className="section">
        <div className="container-page grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20">
          <Reveal>
            <SectionHeading
              id="marketing-heading"
              eyebrow="Selling with us"
              title={premiumMarketing.title}
              intro={premiumMarketing.intro}
            />
            <ButtonLink href="/selling" variant="ink" className="mt-8">
              See how we sell
            </ButtonLink>
          </Reveal>
          <ul className="grid gap-5 sm:grid-cols-2">
            {premiumMarketing.items.map((item) => (
              <li key={item.title}>
                <Reveal className="h-full rounded-lg border border-line bg-white/70 p-6 shadow-soft">
                  <FeatureIcon name={item.icon} className="size-7 text-clay" />
                  <h3 className="mt-4 text-h3 font-medium">{item.title}</h3>
                  <p className="mt-2 text-muted">{item.text}</p>
                </Reveal>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="families-heading" className="section bg-ink text-sand">
        <div className="container-page">
          <Reveal>
            <SectionHeading id="families-heading" eyebrow="Our promise" title={whyFamilies.title} intro={whyFamilies.intro} tone="light" />
          </Reveal>
          <ul className="mt-14 grid gap-px overflow-hidden rounded-lg bg-sand/15 sm:grid-cols-2 lg:grid-cols-4">
            {whyFamilies.points.map((point) => (
              <li key={point.title} className="bg-ink p-7">
                <Reveal>
                  <FeatureIcon name={point.icon} className="size-7 text-clay-300" />
                  <h3 className="mt-5 text-h3 font-medium text-sand">{point.title}</h3>
                  <p className="mt-3 text-sand/80">{point.text}</p>
                </Reveal>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="section overflow-hidden">
        <div className="container-page">
          <Reveal>
            <SectionHeading
              id="testimonials-heading"
              eyebrow="Client stories"
              title={testimonialsSection.title}
              intro={testimonialsSection.intro}
              align="center"
            />
            <RatingSummary rating={site.rating} />
          </Reveal>
        </div>
        <TestimonialStrip testimonials={testimonials.home} />
      </section>

      <CtaBand id="closing-heading" title={closingCta.title} text={closingCta.text}>
        <ButtonLink href={homeHero.primaryCta.href} variant="light" size="lg">
          {homeHero.primaryCta.label}
        </ButtonLink>
        <ButtonLink href="/contact" variant="ghostWhite" size="lg">
          Contact our team
        </ButtonLink>
      </CtaBand>
    </>
  );
}
