import "server-only";
import type { Article, BreadcrumbList, FAQPage, Organization, Person, RealEstateAgent, Review, Service, WithContext } from "schema-dts";
import { site } from "@/content/site";
import { openingHoursOf, phoneE164, socialLinksOf, type Agency } from "@/lib/site-content/agency";
import { absoluteUrl, siteUrl } from "@/lib/seo/site-url";

/* Typed builders for every structured-data type of spec section 3. */

const agentId = `${siteUrl}/#agent`;
const organizationId = `${siteUrl}/#organization`;

const postalAddress = (agency: Agency) =>
  ({
    "@type": "PostalAddress",
    streetAddress: agency.address.street,
    addressLocality: agency.address.suburb,
    addressRegion: agency.address.region,
    postalCode: agency.address.postcode,
    addressCountry: site.country,
  }) as const;

const sameAs = (agency: Agency) => socialLinksOf(agency).map((link) => link.href);

/**
 * The agency. `showsRating`: the page shows the review rating with its source (RatingSummary), so the data may
 * claim it as `aggregateRating`; search engines want a marked-up rating visible on the page that carries it.
 */
export function realEstateAgentSchema(agency: Agency, { showsRating }: { showsRating: boolean }): WithContext<RealEstateAgent> {
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    "@id": agentId,
    name: site.name,
    description: site.description,
    image: absoluteUrl(site.images.ogDefault),
    logo: absoluteUrl(site.images.logo),
    url: siteUrl,
    telephone: phoneE164(agency.phone),
    email: agency.email,
    address: postalAddress(agency),
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    priceRange: site.priceRange,
    areaServed: site.areaServed.map((name) => ({ "@type": "Place", name })),
    openingHoursSpecification: openingHoursOf(agency).map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: [...h.schemaDays],
      opens: h.opens,
      closes: h.closes,
    })),
    ...(showsRating
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: site.rating.value,
            reviewCount: site.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    sameAs: sameAs(agency),
  };
}

export function organizationSchema(agency: Agency): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId,
    name: site.name,
    legalName: agency.legalName,
    url: siteUrl,
    logo: absoluteUrl(site.images.logo),
    email: agency.email,
    telephone: phoneE164(agency.phone),
    address: postalAddress(agency),
    contactPoint: {
      "@type": "ContactPoint",
      telephone: phoneE164(agency.phone),
      email: agency.email,
      contactType: "customer service",
      areaServed: "NSW",
      availableLanguage: "English",
    },
    sameAs: sameAs(agency),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbSchema(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export interface ArticleInput {
  headline: string;
  description: string;
  path: string;
  image?: string | null;
  datePublished?: string | null;
  dateModified?: string | null;
  authorName: string;
}

export function articleSchema(input: ArticleInput): WithContext<Article> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: input.headline,
    description: input.description,
    mainEntityOfPage: absoluteUrl(input.path),
    ...(input.image ? { image: absoluteUrl(input.image) } : {}),
    ...(input.datePublished ? { datePublished: input.datePublished } : {}),
    ...(input.dateModified ? { dateModified: input.dateModified } : {}),
    author: { "@type": "Person", name: input.authorName },
    publisher: { "@id": organizationId },
  };
}

export interface FaqInput {
  question: string;
  answer: string;
}

export function faqPageSchema(faqs: readonly FaqInput[]): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export interface PersonInput {
  name: string;
  jobTitle: string;
  email: string;
  telephone: string;
  slug: string;
  image: string;
  description: string;
}

export function personSchema(person: PersonInput): WithContext<Person> {
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: person.name,
    jobTitle: person.jobTitle,
    email: person.email,
    telephone: person.telephone,
    url: absoluteUrl(`/team/${person.slug}`),
    image: absoluteUrl(person.image),
    description: person.description,
    worksFor: { "@id": agentId },
  };
}

export interface ReviewInput {
  authorName: string;
  rating: number;
  reviewText: string;
  date: string;
}

export function reviewSchema(review: ReviewInput): WithContext<Review> {
  return {
    "@context": "https://schema.org",
    "@type": "Review",
    author: { "@type": "Person", name: review.authorName },
    reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    reviewBody: review.reviewText,
    datePublished: review.date,
    itemReviewed: { "@type": "RealEstateAgent", "@id": agentId, name: site.name },
  };
}

export interface ServiceInput {
  serviceType: string;
  description: string;
  path: string;
}

export function serviceSchema(service: ServiceInput): WithContext<Service> {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    serviceType: service.serviceType,
    description: service.description,
    url: absoluteUrl(service.path),
    provider: { "@id": agentId },
    areaServed: { "@type": "State", name: "New South Wales" },
  };
}
