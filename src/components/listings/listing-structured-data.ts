import type { RealEstateListing, WithContext } from "schema-dts";
import { absoluteUrl } from "@/lib/seo/site-url";
import { listingPath } from "@/lib/listings/listing-slug";
import type { PublicListing, PublicImage } from "@/server/listings/public-listing";

/** schema.org RealEstateListing: the offer (as advertised, never the search price) and the residence. */
export function listingSchema(listing: PublicListing, photos: PublicImage[]): WithContext<RealEstateListing> {
  const url = absoluteUrl(listingPath(listing.slug));
  const images = photos.flatMap((p) => {
    const largest = [...p.variants].filter((v) => v.format === "webp").sort((a, b) => b.width - a.width)[0];
    return largest ? [absoluteUrl(largest.url)] : [];
  });
  const residence = residenceOf(listing, images);
  const figure = advertisedFigure(listing.priceLabel);
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: listing.headline ?? listing.address,
    url,
    ...(listing.description ? { description: listing.description.slice(0, 500) } : {}),
    ...(listing.listedAt ? { datePosted: listing.listedAt.toISOString() } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "AUD",
      // Only a figure the listing itself advertises ("$1,450,000"); a range, "Contact agent" or a hidden price has none.
      ...(figure !== null ? { price: figure } : {}),
      description: listing.priceLabel,
      availability: listing.status === "current" ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      businessFunction: listing.channel === "lease" ? "http://purl.org/goodrelations/v1#LeaseOut" : "http://purl.org/goodrelations/v1#Sell",
      itemOffered: residence,
    },
    about: residence,
  } as unknown as WithContext<RealEstateListing>;
}

/** "$1,450,000" or "Sold for $905,000" → 1450000 / 905000; anything else (a range, words, a weekly rent) → null. */
function advertisedFigure(label: string): number | null {
  const match = /^(?:Sold for )?\$([\d,]+)$/.exec(label);
  return match?.[1] ? Number(match[1].replaceAll(",", "")) : null;
}

/** The home itself: what is offered and what the listing is about. */
function residenceOf(listing: PublicListing, images: string[]) {
  const residenceType =
    listing.category?.toLowerCase() === "house" ? "SingleFamilyResidence" : listing.kind === "land" ? "Place" : "Residence";
  return {
    "@type": residenceType,
    name: listing.address,
    address: {
      "@type": "PostalAddress",
      ...(listing.street
        ? {
            streetAddress: [
              listing.street.subNumber && listing.street.streetNumber
                ? `${listing.street.subNumber}/${listing.street.streetNumber}`
                : listing.street.streetNumber,
              listing.street.street,
            ]
              .filter(Boolean)
              .join(" "),
          }
        : {}),
      addressLocality: listing.suburb ?? undefined,
      addressRegion: "NSW",
      postalCode: listing.postcode ?? undefined,
      addressCountry: "AU",
    },
    ...(listing.location ? { geo: { "@type": "GeoCoordinates", latitude: listing.location.lat, longitude: listing.location.lng } } : {}),
    ...(listing.bedrooms !== null ? { numberOfRooms: listing.bedrooms } : {}),
    ...(listing.buildingAreaM2 !== null
      ? { floorSize: { "@type": "QuantitativeValue", value: listing.buildingAreaM2, unitCode: "MTK" } }
      : {}),
    ...(listing.bedrooms !== null ? { numberOfBedrooms: listing.bedrooms } : {}),
    ...(listing.bathrooms !== null ? { numberOfBathroomsTotal: listing.bathrooms } : {}),
    ...(images[0] ? { photo: { "@type": "ImageObject", url: images[0] } } : {}),
  };
}
