import { connection } from "next/server";
import { ListingShelf } from "@/components/listings/listing-shelf";
import { getDb } from "@/server/db";
import { agentStock } from "@/server/listings/stock";

/**
 * A team member's listings on the market and their sales, where the feed names them as a listing agent (by e-mail). Read
 * when the profile is rendered; the server renders the profile again when one of their listings changes.
 */
export async function AgentListings({ slug, name }: { slug: string; name: string }) {
  await connection();
  const now = new Date();
  const firstName = name.split(" ")[0] ?? name;
  const { current, sold } = await agentStock(await getDb(), slug, 9, now);
  return (
    <>
      <ListingShelf
        id="agent-current-heading"
        eyebrow="On the market"
        title={`${firstName}'s current listings`}
        shelf={current}
        now={now}
        seeAll={{ href: "/buy", label: "Browse all our homes for sale" }}
        empty={{
          text: `${firstName} has no homes on the market right now. Browse all our homes for sale, or call ${firstName} about what is coming up.`,
          link: { href: "/buy", label: "Browse all homes for sale" },
        }}
        className="bg-white/60"
      />
      <ListingShelf
        id="agent-sold-heading"
        eyebrow="Results"
        title={`Sold by ${firstName}`}
        shelf={sold}
        now={now}
        seeAll={{ href: "/sold", label: "See all our recent sales" }}
        empty={{
          text: `No sales by ${firstName} are recorded on the site yet.`,
          link: { href: "/sold", label: "See all our recent sales" },
        }}
      />
    </>
  );
}
