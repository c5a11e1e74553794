import { ArrowRight } from "lucide-react";
import Link from "@/components/ui/link";
import { SectionHeading } from "@/components/sections/section-heading";
import { cn } from "@/lib/cn";
import type { StockShelf } from "@/server/listings/stock";
import { ListingCard } from "./listing-card";

interface ListingShelfProps {
  /** The heading's id (the section is labelled by it). */
  id: string;
  eyebrow?: string;
  title: string;
  shelf: StockShelf;
  now: Date;
  /** Where the whole list is (a search), and the link's words ("See all 14 homes for sale in Oran Park"). */
  seeAll: { href: string; label: string };
  /** What the shelf says when it is empty, and where to look instead. */
  empty: { text: string; link?: { href: string; label: string } };
  className?: string;
}

/**
 * A few listings where they belong on the site (a suburb's page, an agent's profile, the home page), as the search's
 * cards, with a link to all of them, or a sentence that reads well when there are none.
 */
export function ListingShelf({ id, eyebrow, title, shelf, now, seeAll, empty, className }: ListingShelfProps) {
  const { items, total } = shelf;
  return (
    <section aria-labelledby={id} className={cn("section", className)} data-testid="listing-shelf">
      <div className="container-page">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <SectionHeading id={id} eyebrow={eyebrow} title={title} />
          {total > 0 ? (
            <Link href={seeAll.href} className="inline-flex items-center gap-2 font-semibold text-clay underline-offset-4 hover:underline">
              {seeAll.label}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          ) : null}
        </div>
        {items.length > 0 ? (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((listing) => (
              <li key={listing.id}>
                <ListingCard listing={listing} now={now} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-8 rounded-xl border border-dashed border-ink/20 bg-white/60 p-6 text-ink" data-testid="listing-shelf-empty">
            <p>{empty.text}</p>
            {empty.link ? (
              <Link
                href={empty.link.href}
                className="mt-3 inline-flex items-center gap-2 font-semibold text-clay underline-offset-4 hover:underline"
              >
                {empty.link.label}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
}
