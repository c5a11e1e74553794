/**
 * The agency's identity. A real agency edits this one file; every page, the header, the footer,
 * metadata and structured data read from here. (The public URL comes from SITE_URL, see src/env.ts.)
 */
export const site = {
  name: "Ironbark Realty",
  brand: "Ironbark",
  /** Used in paths such as /why-choose-ironbark. */
  brandSlug: "ironbark",
  legalName: "Ironbark Realty Pty Ltd",
  /** Demo values: a NSW licence number and an ABN (which fails the ABN checksum) that belong to no business. */
  licenceNumber: "10123456",
  abn: "12 345 678 901",
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
  /** ACMA reserves 02 5550 xxxx for fiction, so this number can never ring a real person. */
  phone: { display: "(02) 5550 4821", e164: "+61255504821" },
  email: "hello@ironbark.example",
  address: {
    street: "Suite 4, 12 Village Circuit",
    suburb: "Gregory Hills",
    region: "NSW",
    postcode: "2557",
    country: "AU",
  },
  geo: { latitude: -34.0286, longitude: 150.7717 },
  openingHours: [
    { days: "Monday to Friday", schemaDays: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "17:00", label: "Mon–Fri 9am–5pm" },
    { days: "Saturday", schemaDays: ["Saturday"], opens: "09:00", closes: "15:00", label: "Sat 9am–3pm" },
  ],
  serviceArea: "Gledswood Hills, Gregory Hills, Oran Park and surrounding suburbs of South West Sydney",
  areaServed: ["Gregory Hills", "Oran Park", "Gledswood Hills", "Leppington", "South West Sydney"],
  socials: {
    facebook: "https://www.facebook.com/ironbarkrealty.example",
    instagram: "https://www.instagram.com/ironbarkrealty.example",
    linkedin: "https://www.linkedin.com/company/ironbarkrealty-example",
  },
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
    /** The home page's social card (src/lib/seo/social-cards.ts), also the organisation's image in structured data. */
    ogDefault: "/og/home.png",
    heroExterior: "/art/hero-exterior.svg",
    heroInterior: "/art/hero-interior.svg",
  },
} as const;

export type Site = typeof site;

export const telHref = `tel:${site.phone.e164}`;
export const mailHref = `mailto:${site.email}`;
