import { agencySchema, type Agency } from "@/lib/site-content/agency";

/**
 * The agency's contact details, registration and opening hours as first published. Staff edit them in the admin
 * (Settings → Agency); this is what the site shows until the first save (`initialAgency` below; the schema is
 * src/lib/site-content/agency.ts).
 */
export const firstAgencyContent = {
  /** Demo values: a NSW licence number and an ABN (which fails the ABN checksum) that belong to no business. */
  legalName: "Ironbark Realty Pty Ltd",
  licenceNumber: "10123456",
  abn: "12 345 678 901",
  /** ACMA reserves 02 5550 xxxx for fiction, so this number can never ring a real person. */
  phone: "(02) 5550 4821",
  email: "hello@ironbark.example",
  address: { street: "Suite 4, 12 Village Circuit", suburb: "Gregory Hills", region: "NSW", postcode: "2557" },
  socials: {
    facebook: "https://www.facebook.com/ironbarkrealty.example",
    instagram: "https://www.instagram.com/ironbarkrealty.example",
    linkedin: "https://www.linkedin.com/company/ironbarkrealty-example",
  },
  /** Monday to Sunday. */
  hours: [
    { open: true, opens: "09:00", closes: "17:00" },
    { open: true, opens: "09:00", closes: "17:00" },
    { open: true, opens: "09:00", closes: "17:00" },
    { open: true, opens: "09:00", closes: "17:00" },
    { open: true, opens: "09:00", closes: "17:00" },
    { open: true, opens: "09:00", closes: "15:00" },
    { open: false, opens: "09:00", closes: "17:00" },
  ],
  /** The scholar's video is not published yet: /mission says it is coming. */
  scholarVideo: "",
} as const;

/** The agency document's first content (Settings → Agency until the first save), checked against its schema. */
export const initialAgency: Agency = agencySchema.parse(firstAgencyContent);
