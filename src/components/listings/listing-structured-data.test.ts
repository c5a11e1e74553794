import { describe, expect, it } from "vitest";
import type { PublicImage, PublicListing } from "@/server/listings/public-listing";
import { listingSchema } from "./listing-structured-data";

const listing: PublicListing = {
  id: "0b9f5a52-6a43-4c8e-9a57-2f1c2d3e4f50",
  kind: "residential",
  channel: "sale",
  status: "current",
  underOffer: false,
  category: "House",
  headline: "Light-filled family home",
  description: "Four bedrooms.",
  address: "7 Gallery Street, Oran Park NSW 2570",
  street: { subNumber: null, streetNumber: "7", street: "Gallery Street" },
  location: null,
  suburb: "Oran Park",
  postcode: "2570",
  bedrooms: 4,
  isStudio: false,
  bathrooms: 2,
  carSpaces: 2,
  landAreaM2: 512,
  buildingAreaM2: 245,
  features: [],
  otherFeatures: null,
  priceLabel: "$1,450,000",
  bond: null,
  availableFrom: null,
  auctionAt: null,
  soldAt: null,
  videoUrl: null,
  externalLinks: [],
  listedAt: new Date("2026-11-09T00:00:00Z"),
  soldMethod: null,
  slug: "7-gallery-street-oran-park-nsw-2570-0b9f5a52-6a43-4c8e-9a57-2f1c2d3e4f50",
};

const photo: PublicImage = {
  width: 1200,
  height: 800,
  placeholder: null,
  variants: [
    { format: "avif", width: 1600, height: 1067, name: "m-1600.avif", url: "/uploads/m-1600.avif", bytes: 1 },
    { format: "webp", width: 1600, height: 1067, name: "m-1600.webp", url: "/uploads/m-1600.webp", bytes: 1 },
    { format: "webp", width: 800, height: 533, name: "m-800.webp", url: "/uploads/m-800.webp", bytes: 1 },
  ],
};

type Schema = { "@type": string; image?: string[]; offers: Record<string, unknown>; about: Record<string, unknown> };
const schemaOf = (...args: Parameters<typeof listingSchema>) => listingSchema(...args) as unknown as Schema;

describe("listingSchema", () => {
  it("offers the home at its advertised figure, the residence being both what is offered and what the listing is about", () => {
    const data = schemaOf(listing, [photo]);
    expect(data["@type"]).toBe("RealEstateListing");
    expect(data.image).toEqual(["http://localhost:3000/uploads/m-1600.webp"]);
    expect(data.offers).toMatchObject({
      "@type": "Offer",
      price: 1450000,
      priceCurrency: "AUD",
      availability: "https://schema.org/InStock",
      itemOffered: { "@type": "SingleFamilyResidence", numberOfBedrooms: 4, numberOfBathroomsTotal: 2 },
    });
    expect(data.about).toEqual(data.offers.itemOffered);
    expect(data.about.address).toMatchObject({ streetAddress: "7 Gallery Street", addressLocality: "Oran Park", postalCode: "2570" });
  });

  it("gives no price for words, a range or a hidden price", () => {
    for (const priceLabel of ["Contact agent", "$1,000,000 - $1,100,000", "Auction", "$650 per week"]) {
      const data = schemaOf({ ...listing, priceLabel }, []);
      expect(data.offers.price).toBeUndefined();
      expect(data.offers.description).toBe(priceLabel);
    }
  });
});
