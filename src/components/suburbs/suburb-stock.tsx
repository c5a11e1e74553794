import { connection } from "next/server";
import { ListingShelf } from "@/components/listings/listing-shelf";
import type { SuburbGuide } from "@/content/suburbs";
import { locationToken } from "@/lib/listings/search-query";
import { getDb } from "@/server/db";
import { suburbForSale, suburbRecentSales } from "@/server/listings/stock";

/** "See all 14 homes for sale in Oran Park" (every one, however many were shown). */
const seeAllLabel = (total: number, noun: string) => (total === 1 ? `Search ${noun}` : `See all ${total} ${noun}`);

/**
 * A suburb's homes for sale and its recent sales, from the listings (read when the page is rendered; the server renders
 * the suburb's pages again when one of its listings changes: src/server/content-pages/content-pages.ts).
 */
export async function SuburbStock({ guide, show }: { guide: SuburbGuide; show: ReadonlyArray<"for-sale" | "sold"> }) {
  await connection();
  const db = await getDb();
  const now = new Date();
  const location = locationToken(guide.name) ?? guide.slug;
  const [forSale, sales] = await Promise.all([
    show.includes("for-sale") ? suburbForSale(db, guide.name, 3, now) : null,
    show.includes("sold") ? suburbRecentSales(db, guide.name, 3, now) : null,
  ]);
  return (
    <>
      {forSale ? (
        <ListingShelf
          id={`${guide.slug}-for-sale-heading`}
          eyebrow="On the market"
          title={`Homes for sale in ${guide.name}`}
          shelf={forSale}
          now={now}
          seeAll={{ href: `/buy?location=${location}`, label: seeAllLabel(forSale.total, `homes for sale in ${guide.name}`) }}
          empty={{
            text: `No homes in ${guide.name} are on the market with us right now. New listings appear here the day they go live; homes nearby may suit you meanwhile.`,
            link: { href: "/buy", label: "Browse all homes for sale" },
          }}
        />
      ) : null}
      {sales ? (
        <ListingShelf
          id={`${guide.slug}-sold-heading`}
          eyebrow="Recent sales"
          title={`Recently sold in ${guide.name}`}
          shelf={sales}
          now={now}
          seeAll={{ href: `/sold?location=${location}`, label: seeAllLabel(sales.total, `sales in ${guide.name}`) }}
          empty={{
            text: `We have no recorded sales in ${guide.name} to show yet. Ask us for a free price update on your home.`,
            link: { href: "/sold", label: "See all our recent sales" },
          }}
        />
      ) : null}
    </>
  );
}
