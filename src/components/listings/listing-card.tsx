"use client";

import Link from "@/components/ui/link";
import { formatCalendarDate, inspectionShort, shortDate } from "@/lib/format/date";
import { isNew, area } from "@/lib/listings/format";
import { listingPath } from "@/lib/listings/listing-slug";
import type { PublicListingCard } from "@/server/listings/public-listing";
import { FactIcon } from "./fact-icon";
import { ListingPhoto } from "./listing-photo";

function Badge({ children, tone = "light" }: { children: React.ReactNode; tone?: "light" | "dark" }) {
  return (
    <li
      className={`rounded-full px-2.5 py-1 text-xs font-semibold ${tone === "dark" ? "bg-ink text-white" : "bg-white text-ink shadow-sm"}`}
    >
      {children}
    </li>
  );
}

/**
 * One result: photo, badges, price as the public may read it, address, counts and land size. A client component
 * although it keeps no state: a search page sends twelve, and a server component's output travels in the page's
 * payload as its whole element tree (some 2.7 kB a card) where a client component's travels as its props (the card's
 * data, a fifth of that), which the server also writes, reads back and renders with less work.
 */
export function ListingCard({ listing, now, priority = false }: { listing: PublicListingCard; now: Date; priority?: boolean }) {
  const sold = listing.status === "sold";
  const badges: { text: string; tone?: "dark" }[] = [];
  if (!sold) {
    if (isNew(listing.listedAt, now)) badges.push({ text: "New", tone: "dark" });
    if (listing.underOffer) badges.push({ text: "Under offer" });
    if (listing.auctionAt && listing.auctionAt > now) badges.push({ text: `Auction ${shortDate(listing.auctionAt)}` });
    if (listing.nextInspection)
      badges.push({ text: `Open ${inspectionShort(listing.nextInspection.startsAt, listing.nextInspection.endsAt)}` });
  }
  const price =
    sold && listing.priceLabel === "Sold, price withheld"
      ? "Price withheld"
      : sold
        ? listing.priceLabel.replace(/^Sold for /, "")
        : listing.priceLabel;
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-ink/10 bg-white shadow-sm"
      data-testid="listing-card"
    >
      <div className="relative">
        <ListingPhoto
          image={listing.mainPhoto}
          alt={listing.address}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
          priority={priority}
        />
        {badges.length > 0 ? (
          <ul className="absolute left-3 top-3 flex flex-wrap gap-1.5" aria-label="Highlights">
            {badges.map((b) => (
              <Badge key={b.text} tone={b.tone}>
                {b.text}
              </Badge>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        {sold ? (
          <p className="text-sm font-semibold text-clay-600">
            Sold {listing.soldAt ? formatCalendarDate(listing.soldAt) : ""}
            {listing.soldMethod ? ` · ${listing.soldMethod === "auction" ? "at auction" : "by private treaty"}` : ""}
          </p>
        ) : null}
        <p className="text-lg font-bold text-ink" data-testid="listing-price">
          {price}
        </p>
        <h3 className="text-base font-semibold text-ink">
          <Link href={listingPath(listing.slug)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {listing.address}
          </Link>
        </h3>
        {listing.headline ? <p className="text-sm text-muted">{listing.headline}</p> : null}
        <dl className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-2 text-sm text-ink">
          {listing.bedrooms !== null ? (
            <Fact
              icon={<FactIcon name="bed" className="size-4" />}
              label="Bedrooms"
              value={listing.isStudio ? "Studio" : String(listing.bedrooms)}
            />
          ) : null}
          {listing.bathrooms !== null ? (
            <Fact icon={<FactIcon name="bath" className="size-4" />} label="Bathrooms" value={String(listing.bathrooms)} />
          ) : null}
          {listing.carSpaces !== null ? (
            <Fact icon={<FactIcon name="car" className="size-4" />} label="Car spaces" value={String(listing.carSpaces)} />
          ) : null}
          {listing.landAreaM2 !== null ? (
            <Fact icon={<FactIcon name="ruler" className="size-4" />} label="Land" value={area(listing.landAreaM2)} />
          ) : null}
        </dl>
      </div>
    </article>
  );
}

function Fact({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-1.5">
      {icon}
      <dt className="sr-only">{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
