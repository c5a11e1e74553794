import { ListingAlert } from "@/components/alerts/listing-alert";
import { CalendarPlus, Gavel, Mail, Phone } from "lucide-react";
import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { permanentRedirect } from "next/navigation";
import { connection } from "next/server";
import { cache } from "react";
import { FactIcon } from "@/components/listings/fact-icon";
import { Gallery } from "@/components/listings/gallery";
import { inspectionEvent, upcomingInspections } from "@/components/listings/listing-calendar";
import { ListingEnquiryForm } from "@/components/listings/listing-enquiry-form";
import { listingSchema } from "@/components/listings/listing-structured-data";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import { formatCalendarDate, inspectionLong, longDateTime } from "@/lib/format/date";
import { area, featureName } from "@/lib/listings/format";
import { googleCalendarUrl } from "@/lib/listings/ics";
import { listingPath } from "@/lib/listings/listing-slug";
import { describeSearch } from "@/lib/alerts/describe-search";
import { locationToken, searchHref } from "@/lib/listings/search-query";
import { comparableSalesSearch, similarHomesSearch } from "@/lib/listings/similar-homes";
import { JsonLd } from "@/lib/seo/json-ld";
import type { ListingEnquiryInterest } from "@/lib/validation/listing-enquiry-interests";
import { buildMetadata } from "@/content/seo/metadata";
import { getDb } from "@/server/db";
import { answerPageWithStatus } from "@/server/http/page-status";
import { listingPageAnswer } from "@/server/listings/listing-page";
import { formatDollars } from "@/lib/format/number";

interface ListingProps {
  params: Promise<{ slug: string }>;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** One read per request for the metadata and the page; from the database each time, so an import shows at once. */
const answerFor = cache(async (slug: string) => {
  await connection();
  return listingPageAnswer(await getDb(), decoded(slug));
});

export async function generateMetadata({ params }: ListingProps): Promise<Metadata> {
  const answer = await answerFor((await params).slug);
  if (answer.kind !== "listing")
    return buildMetadata({
      title: "Listing not available",
      description: "This home is no longer on the market.",
      path: "/buy",
      noIndex: true,
    });
  const { listing } = answer;
  const main = listing.photos.find((p) => p.kind === "photo" && p.image)?.image;
  // The share card is the main photo: its largest WebP (which the networks read; AVIF they do not), with its real size.
  const largest = main ? [...main.variants].filter((v) => v.format === "webp").sort((a, b) => b.width - a.width)[0] : undefined;
  const counts = [
    listing.bedrooms !== null ? `${listing.bedrooms} bed` : null,
    listing.bathrooms !== null ? `${listing.bathrooms} bath` : null,
    listing.carSpaces !== null ? `${listing.carSpaces} car` : null,
  ]
    .filter(Boolean)
    .join(", ");
  return buildMetadata({
    title: `${listing.address}${listing.status === "sold" ? " (sold)" : ""}`,
    description: [listing.headline, counts, listing.priceLabel].filter(Boolean).join(" · ").slice(0, 300),
    path: listingPath(listing.slug),
    ...(largest
      ? { socialImage: { url: largest.url, alt: listing.address, width: largest.width, height: largest.height, type: "image/webp" } }
      : {}),
  });
}

/** What a visitor may ask about this home: no contract or bidding on a rental, bidding only where there is an auction. */
function enquiryInterests(listing: { channel: string; auctionAt: Date | null }): ListingEnquiryInterest[] {
  if (listing.channel === "lease") return ["inspection", "other"];
  return ["price-guide", "inspection", "contract", ...(listing.auctionAt ? (["register-to-bid"] as const) : []), "other"];
}

function Fact({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-2">
      {icon}
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold text-ink">{value}</dd>
    </div>
  );
}

function GonePage({ suburb }: { suburb: string | null }) {
  const token = suburb ? locationToken(suburb) : null;
  return (
    <section className="mx-auto max-w-3xl px-4 pb-24 pt-36 text-center">
      <h1 className="font-display text-4xl text-ink">This home is no longer on the market</h1>
      <p className="mt-4 text-lg text-muted">It has been withdrawn by its owner. Other homes may suit you just as well.</p>
      <Link
        href={token ? `/buy?location=${token}` : "/buy"}
        className="mt-8 inline-flex h-12 items-center rounded-lg bg-clay px-6 font-semibold text-white hover:bg-clay-600"
      >
        {suburb ? `See homes for sale in ${suburb}` : "See homes for sale"}
      </Link>
    </section>
  );
}

export default async function ListingPage({ params }: ListingProps) {
  const slug = (await params).slug;
  const answer = await answerFor(slug);
  if (answer.kind === "gone") {
    await answerPageWithStatus(410);
    return <GonePage suburb={answer.suburb} />;
  }
  if (answer.kind === "missing") {
    await answerPageWithStatus(404);
    return (
      <section className="mx-auto max-w-3xl px-4 pb-24 pt-36 text-center">
        <h1 className="font-display text-4xl text-ink">We couldn&apos;t find that listing</h1>
        <Link href="/buy" className="mt-8 inline-flex h-12 items-center rounded-lg bg-clay px-6 font-semibold text-white hover:bg-clay-600">
          Search homes for sale
        </Link>
      </section>
    );
  }
  const { listing } = answer;
  if (decoded(slug) !== listing.slug) permanentRedirect(listingPath(listing.slug));

  const now = new Date();
  const photos = listing.photos.filter((p) => p.kind === "photo");
  const plans = listing.photos.filter((p) => p.kind === "floorplan");
  const inspections = upcomingInspections(listing.inspections, now);
  const byAppointment = listing.inspections.some((i) => i.kind === "by_appointment");
  const sold = listing.status === "sold";
  const leased = listing.status === "leased";
  const similar = similarHomesSearch(listing);
  const comparable = sold ? null : comparableSalesSearch(listing);
  const tab = listing.channel === "lease" ? "rent" : sold ? "sold" : "buy";
  const token = listing.suburb ? locationToken(listing.suburb) : null;
  const paragraphs = (listing.description ?? "")
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  const storedPhotos = photos.flatMap((p) => (p.image ? [p.image] : []));

  return (
    <>
      <JsonLd data={listingSchema(listing, storedPhotos)} />
      <div className="bg-sand pb-20 pt-28 sm:pt-32">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <Breadcrumbs
            items={[
              { name: "Home", path: "/" },
              { name: tab === "rent" ? "Rent" : tab === "sold" ? "Sold" : "Buy", path: `/${tab}` },
              ...(listing.suburb && token ? [{ name: listing.suburb, path: `/${tab}?location=${token}` }] : []),
              { name: listing.address, path: listingPath(listing.slug) },
            ]}
          />
          <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <div className="min-w-0">
              {sold || leased ? (
                <p className="mb-3 inline-block rounded-full bg-ink px-4 py-1.5 text-sm font-semibold text-white">
                  {sold
                    ? `Sold ${listing.soldAt ? formatCalendarDate(listing.soldAt) : ""}${listing.soldMethod ? ` ${listing.soldMethod === "auction" ? "at auction" : "by private treaty"}` : ""}`
                    : "Leased"}
                </p>
              ) : listing.underOffer ? (
                <p className="mb-3 inline-block rounded-full bg-ink px-4 py-1.5 text-sm font-semibold text-white">Under offer</p>
              ) : null}
              <h1 className="font-display text-3xl text-ink sm:text-4xl">{listing.address}</h1>
              <p className="mt-2 text-2xl font-bold text-ink" data-testid="listing-price">
                {sold && listing.priceLabel === "Sold, price withheld" ? "Price withheld" : listing.priceLabel}
              </p>
              <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm">
                {listing.bedrooms !== null ? (
                  <Fact
                    icon={<FactIcon name="bed" className="size-5 text-clay" />}
                    label="Bedrooms"
                    value={listing.isStudio ? "Studio" : String(listing.bedrooms)}
                  />
                ) : null}
                {listing.bathrooms !== null ? (
                  <Fact icon={<FactIcon name="bath" className="size-5 text-clay" />} label="Bathrooms" value={String(listing.bathrooms)} />
                ) : null}
                {listing.carSpaces !== null ? (
                  <Fact icon={<FactIcon name="car" className="size-5 text-clay" />} label="Car spaces" value={String(listing.carSpaces)} />
                ) : null}
                {listing.landAreaM2 !== null ? (
                  <Fact icon={<FactIcon name="ruler" className="size-5 text-clay" />} label="Land" value={area(listing.landAreaM2)} />
                ) : null}
                {listing.buildingAreaM2 !== null ? (
                  <Fact
                    icon={<FactIcon name="ruler" className="size-5 text-clay" />}
                    label="Building"
                    value={area(listing.buildingAreaM2)}
                  />
                ) : null}
              </dl>
              <div className="mt-6">
                <Gallery
                  label={`Photos of ${listing.address}`}
                  photos={photos.map((p, i) => ({ image: p.image, alt: `${listing.address}, photo ${i + 1}` }))}
                />
              </div>
              {listing.headline ? (
                <h2 className="mt-10 font-display text-2xl text-ink">{listing.headline}</h2>
              ) : (
                <h2 className="mt-10 font-display text-2xl text-ink">About this home</h2>
              )}
              <div className="mt-4 space-y-4 text-base leading-relaxed text-ink">
                {paragraphs.map((p, i) => (
                  <p key={i} className="whitespace-pre-line">
                    {p}
                  </p>
                ))}
              </div>
              {listing.features.length > 0 || listing.otherFeatures ? (
                <section aria-labelledby="features-heading" className="mt-10">
                  <h2 id="features-heading" className="font-display text-2xl text-ink">
                    Features
                  </h2>
                  <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                    {listing.features.map((f) => (
                      <li key={f} className="text-ink">
                        {featureName(f)}
                      </li>
                    ))}
                  </ul>
                  {listing.otherFeatures ? <p className="mt-3 text-ink">{listing.otherFeatures}</p> : null}
                </section>
              ) : null}
              {plans.length > 0 ? (
                <section aria-labelledby="plans-heading" className="mt-10">
                  <h2 id="plans-heading" className="font-display text-2xl text-ink">
                    Floor plan{plans.length > 1 ? "s" : ""}
                  </h2>
                  <div className="mt-4">
                    <Gallery
                      label={`Floor plans of ${listing.address}`}
                      photos={plans.map((p, i) => ({ image: p.image, alt: `Floor plan ${i + 1} of ${listing.address}` }))}
                    />
                  </div>
                </section>
              ) : null}
              {listing.videoUrl || listing.externalLinks.length > 0 ? (
                <section aria-labelledby="media-heading" className="mt-10">
                  <h2 id="media-heading" className="font-display text-2xl text-ink">
                    Video and virtual tour
                  </h2>
                  <ul className="mt-4 flex flex-wrap gap-3">
                    {listing.videoUrl ? (
                      <li>
                        <a
                          href={listing.videoUrl}
                          rel="noopener noreferrer nofollow"
                          target="_blank"
                          className="inline-flex h-11 items-center rounded-lg border border-ink/25 bg-white px-5 font-semibold text-ink hover:border-clay"
                        >
                          Watch the video<span className="sr-only"> (opens in a new tab)</span>
                        </a>
                      </li>
                    ) : null}
                    {listing.externalLinks.map((href, i) => (
                      <li key={href}>
                        <a
                          href={href}
                          rel="noopener noreferrer nofollow"
                          target="_blank"
                          className="inline-flex h-11 items-center rounded-lg border border-ink/25 bg-white px-5 font-semibold text-ink hover:border-clay"
                        >
                          Virtual tour{listing.externalLinks.length > 1 ? ` ${i + 1}` : ""}
                          <span className="sr-only"> (opens in a new tab)</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {similar ? (
                <section aria-labelledby="similar-heading" className="mt-10 rounded-xl border border-line bg-white p-6">
                  <h2 id="similar-heading" className="font-display text-2xl text-ink">
                    {sold || leased ? "Homes like this on the market now" : "Homes like this one"}
                  </h2>
                  <p className="mt-2 text-muted">{describeSearch(similar)}</p>
                  <div className="mt-4 flex flex-wrap gap-3">
                    <Link
                      href={searchHref(similar)}
                      className="inline-flex h-11 items-center rounded-lg bg-ink px-5 font-semibold text-sand hover:bg-ink-700"
                    >
                      See similar homes
                    </Link>
                    {comparable ? (
                      <Link
                        href={searchHref(comparable)}
                        className="inline-flex h-11 items-center rounded-lg border border-ink/25 bg-white px-5 font-semibold text-ink hover:border-clay"
                      >
                        Recent sales like it
                      </Link>
                    ) : null}
                  </div>
                </section>
              ) : null}
            </div>

            <aside className="flex flex-col gap-6" aria-label="Inspections, agents and enquiries">
              {!sold && !leased ? (
                <section aria-labelledby="inspections-heading" className="rounded-xl bg-white p-6 shadow-sm">
                  <h2 id="inspections-heading" className="font-display text-2xl text-ink">
                    Inspections
                  </h2>
                  {inspections.length === 0 ? (
                    <p className="mt-3 text-muted">
                      {byAppointment
                        ? "By appointment: ask the agent below."
                        : "No open inspections are planned yet: ask the agent for a time."}
                    </p>
                  ) : (
                    <ul className="mt-4 flex flex-col gap-4">
                      {inspections.map((inspection) => {
                        const event = inspectionEvent(listing, inspection);
                        return (
                          <li key={inspection.startsAt.toISOString()} className="border-b border-ink/10 pb-4 last:border-0 last:pb-0">
                            <p className="font-semibold text-ink">{inspectionLong(inspection.startsAt, inspection.endsAt)}</p>
                            <p className="mt-2 flex flex-wrap gap-3 text-sm">
                              <a
                                href={`${listingPath(listing.slug)}/calendar?start=${encodeURIComponent(inspection.startsAt.toISOString())}`}
                                download
                                className="inline-flex items-center gap-1.5 font-semibold text-clay-600 underline"
                              >
                                <CalendarPlus aria-hidden className="size-4" />
                                Add to calendar (.ics)
                              </a>
                              <a
                                href={googleCalendarUrl(event)}
                                target="_blank"
                                rel="noopener noreferrer"
                                className="font-semibold text-clay-600 underline"
                              >
                                Google Calendar<span className="sr-only"> (opens in a new tab)</span>
                              </a>
                            </p>
                          </li>
                        );
                      })}
                    </ul>
                  )}
                  {listing.auctionAt ? (
                    <div className="mt-6 flex gap-3 rounded-lg bg-sand p-4">
                      <Gavel aria-hidden className="size-5 shrink-0 text-clay" />
                      <div>
                        <h3 className="font-semibold text-ink">Auction</h3>
                        <p className="text-ink">{longDateTime(listing.auctionAt)}</p>
                        <p className="mt-1 text-sm text-muted">Bidders register with photo identification before the auction.</p>
                      </div>
                    </div>
                  ) : null}
                  {listing.channel === "lease" ? (
                    <dl className="mt-6 grid grid-cols-2 gap-2 text-sm">
                      {listing.bond !== null ? (
                        <>
                          <dt className="text-muted">Bond</dt>
                          <dd className="font-semibold text-ink">{formatDollars(listing.bond)}</dd>
                        </>
                      ) : null}
                      <dt className="text-muted">Available</dt>
                      <dd className="font-semibold text-ink">
                        {listing.availableFrom ? formatCalendarDate(listing.availableFrom) : "Now"}
                      </dd>
                    </dl>
                  ) : null}
                </section>
              ) : null}
              {listing.agents.length > 0 ? (
                <section aria-labelledby="agents-heading" className="rounded-xl bg-white p-6 shadow-sm">
                  <h2 id="agents-heading" className="font-display text-2xl text-ink">
                    {listing.agents.length > 1 ? "Agents" : "Agent"}
                  </h2>
                  <ul className="mt-4 flex flex-col gap-5">
                    {listing.agents.map((agent, i) => (
                      <li key={i}>
                        <p className="text-lg font-semibold text-ink">
                          {agent.teamSlug ? (
                            <Link
                              href={`/team/${encodeURIComponent(agent.teamSlug)}`}
                              className="underline decoration-clay/50 underline-offset-4 hover:decoration-clay"
                            >
                              {agent.name}
                            </Link>
                          ) : (
                            agent.name
                          )}
                        </p>
                        <p className="mt-1 flex flex-col gap-1 text-sm">
                          {agent.phones.slice(0, 1).map((phone) => (
                            <a
                              key={phone.number}
                              href={`tel:${phone.number.replace(/\s+/g, "")}`}
                              className="inline-flex items-center gap-2 text-ink hover:text-clay-600"
                            >
                              <Phone aria-hidden className="size-4" />
                              {phone.number}
                            </a>
                          ))}
                          {agent.email ? (
                            <a href={`mailto:${agent.email}`} className="inline-flex items-center gap-2 text-ink hover:text-clay-600">
                              <Mail aria-hidden className="size-4" />
                              {agent.email}
                            </a>
                          ) : null}
                        </p>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {!sold && !leased ? (
                <section id="enquire" aria-labelledby="enquire-heading" className="scroll-mt-28 rounded-xl bg-white p-6 shadow-sm">
                  <h2 id="enquire-heading" className="font-display text-2xl text-ink">
                    Enquire about this home
                  </h2>
                  <p className="mt-2 text-sm text-muted">
                    {listing.agents[0]?.name ? `${listing.agents[0].name} will get back to you.` : "Our team will get back to you."}{" "}
                    We&apos;ll e-mail you the inspection times.
                  </p>
                  <div className="mt-5">
                    <ListingEnquiryForm listingId={listing.id} interests={enquiryInterests(listing)} />
                  </div>
                </section>
              ) : null}
              {!sold && !leased ? <ListingAlert listingId={listing.id} /> : null}
            </aside>
          </div>
        </div>
      </div>
    </>
  );
}
