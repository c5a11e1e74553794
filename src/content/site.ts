/**
 * The agency's brand: its name, words and artwork, read by every page, the metadata and the structured data. How to
 * reach the agency (phone, e-mail, address, hours, socials, licence) is edited by staff in the admin, starting from
 * src/content/agency.ts. (The public URL comes from SITE_URL, see src/env.ts.)
 */
export const site = {
  name: "Ironbark Realty",
  brand: "Ironbark",
  /** Used in paths such as /why-choose-ironbark. */
  brandSlug: "ironbark",
  tagline: "Redefining Real Estate in South West Sydney",
  description:
    "Ironbark Realty is a local real estate agency in Gregory Hills selling, buying and managing homes across Gregory Hills, Oran Park, Gledswood Hills, Leppington and South West Sydney.",
  keywords: [
    "real estate agent Gregory Hills",
    "Oran Park real estate",
    "Gledswood Hills homes",
    "Leppington property",
    "South West Sydney real estate",
    "free property appraisal",
    "property management Camden",
  ],
  /** Where the office is on the map (its address is part of the agency settings: src/content/agency.ts). */
  country: "AU",
  geo: { latitude: -34.0286, longitude: 150.7717 },
  serviceArea: "Gledswood Hills, Gregory Hills, Oran Park and surrounding suburbs of South West Sydney",
  areaServed: ["Gregory Hills", "Oran Park", "Gledswood Hills", "Leppington", "South West Sydney"],
  assistant: { name: "Ivy" },
  /**
   * The agency's review rating and where it comes from. Shown with its source beside the testimonials on the home
   * page, the one page whose structured data claims it (a marked-up rating must be visible on its page).
   */
  rating: { value: 4.9, count: 150, source: "Google" },
  priceRange: "$$",
  /** Artwork drawn in code; replace any entry with a photo path to use real photography. */
  images: {
    logo: "/art/logo.svg",
    /** The home page's social card (src/content/seo/social-cards.ts), also the organisation's image in structured data. */
    ogDefault: "/og/home.png",
    heroExterior: "/art/hero-exterior.svg",
    heroInterior: "/art/hero-interior.svg",
  },
} as const;

export type Site = typeof site;
