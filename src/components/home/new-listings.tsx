import { connection } from "next/server";
import { ListingShelf } from "@/components/listings/listing-shelf";
import { getDb } from "@/server/db";
import { newestForSale } from "@/server/listings/stock";

/** The home page's newest homes for sale (rendered again when a listing changes: content-pages.ts). */
export async function NewListings() {
  await connection();
  const now = new Date();
  const shelf = await newestForSale(await getDb(), 3, now);
  return (
    <ListingShelf
      id="new-listings-heading"
      eyebrow="Just listed"
      title="New homes for sale"
      shelf={shelf}
      now={now}
      seeAll={{ href: "/buy", label: shelf.total === 1 ? "Search homes for sale" : `See all ${shelf.total} homes for sale` }}
      empty={{
        text: "Our next homes are being prepared for market. Search what is for sale now, or ask us about homes before they are advertised.",
        link: { href: "/buy", label: "Search homes for sale" },
      }}
    />
  );
}
