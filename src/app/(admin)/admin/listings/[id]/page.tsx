import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { EmptyPanel } from "@/components/admin/admin-table";
import { ApproveHoldForm, ListingVisibilityForm, MaterialFactsForm } from "@/components/admin/listings/listing-forms";
import { eventDetail, eventTitle } from "@/lib/admin/listing-event-text";
import { listingStatusLabels } from "@/components/admin/listings/listing-labels";
import { formatDateTime } from "@/lib/format/date";
import { can } from "@/lib/auth/permissions";
import { requirePermissionPage } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { getAdminListing, listingScopeFor } from "@/server/listings/admin-listings";
import { formatDollars } from "@/lib/format/number";

export const metadata: Metadata = { title: "Listing", robots: { index: false, follow: false } };

const term = "text-xs font-semibold uppercase tracking-wide text-muted";

/** listings.own: one listing — why it is or is not on the site, hide/show, hold approval, notes and its history. */
export default async function AdminListingPage({ params }: { params: Promise<{ id: string }> }) {
  const staff = await requirePermissionPage("listings.own");
  const { id } = await params;
  const listing = await getAdminListing(await getDb(), listingScopeFor(staff.role, staff.userId, staff.email), id);
  if (!listing) notFound();
  const mayApprove = can(staff.role, "listings.all");

  const facts: [string, string][] = [
    ["Status", `${listingStatusLabels[listing.status]}${listing.underOffer ? ", under offer" : ""}`],
    ["Kind", `${listing.kind} (${listing.channel === "sale" ? "for sale" : "for lease"})`],
    ["CRM id", `${listing.agentId}/${listing.uniqueId}`],
    ["Source", listing.source ?? "—"],
    ["Price text", listing.priceText ?? "—"],
    ["Price shown", listing.priceDisplay ? "yes" : "no"],
    ["Search price (private: never on the site)", listing.searchPrice === null ? "—" : formatDollars(listing.searchPrice)],
    ["Weekly rent", listing.rentWeekly === null ? "—" : `${formatDollars(listing.rentWeekly)}${listing.rentDisplay ? "" : " (hidden)"}`],
    ["Address shown", listing.addressDisplay ? "yes" : "no, suburb only"],
    ["Last message (modTime)", formatDateTime(listing.feedModTime)],
  ];

  return (
    <>
      <p className="text-sm">
        <Link href="/admin/listings" className="font-semibold text-ink underline-offset-4 hover:underline">
          ← All listings
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap items-start gap-6">
        {listing.thumbnailUrl ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={listing.thumbnailUrl} alt="" width={160} height={112} className="h-28 w-40 rounded-lg object-cover" />
        ) : null}
        <div className="min-w-0 flex-1">
          <h1 className="text-h2 font-medium break-words text-ink">{listing.address}</h1>
          {listing.headline ? <p className="mt-1 text-muted">{listing.headline}</p> : null}
        </div>
      </div>

      <section aria-labelledby="site-heading" className="mt-8 rounded-lg border border-line bg-white p-6">
        <h2 id="site-heading" className="font-display text-xl font-medium text-ink">
          On the site
        </h2>
        {listing.held ? (
          <div className="mt-3 rounded-md border border-danger/30 bg-danger/5 p-4">
            <p className="font-semibold text-danger">Held: not on the site, because of the NSW advertising rules</p>
            <ul className="mt-2 list-disc pl-5 text-sm text-ink">
              {listing.holdReasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
            <p className="mt-2 text-sm text-muted">
              Fix the price in the CRM (its next message publishes the listing), or, if the text is lawful, approve it. An approval stands
              while the CRM sends the same text; a different text that breaks the rules holds the listing again.
            </p>
            {mayApprove ? null : <p className="mt-2 text-sm text-muted">An admin or an editor can approve it.</p>}
          </div>
        ) : listing.approvalStands ? (
          <p className="mt-3 text-sm text-ink">
            Hold approved by {listing.holdApprovedBy}
            {listing.holdApprovedAt ? (
              <>
                {" "}
                on <time dateTime={listing.holdApprovedAt.toISOString()}>{formatDateTime(listing.holdApprovedAt)}</time>
              </>
            ) : null}
            : {listing.holdReasons.join(" ")}
          </p>
        ) : null}
        <p className="mt-3 text-ink">
          {listing.adminHidden
            ? "Hidden by staff: on no public page."
            : listing.published
              ? "Published: visitors can see it."
              : listing.held
                ? "Not published while held."
                : "Not published (off the market, or no address yet)."}
        </p>
        {mayApprove ? <ApproveHoldForm id={listing.id} held={listing.held} /> : null}
        <div className="mt-4">
          <ListingVisibilityForm id={listing.id} hidden={listing.adminHidden} />
        </div>
      </section>

      <section aria-labelledby="facts-heading" className="mt-8 rounded-lg border border-line bg-white p-6">
        <h2 id="facts-heading" className="font-display text-xl font-medium text-ink">
          As stored
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className={term}>{label}</dt>
              <dd className="mt-0.5 break-words text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-6 text-sm font-semibold text-ink">Agents</h3>
        {listing.agents.length === 0 ? (
          <p className="mt-1 text-sm text-muted">None named.</p>
        ) : (
          <ul className="mt-1 text-sm text-ink">
            {listing.agents.map((agent) => (
              <li key={agent.id}>
                {agent.name ?? "—"} {agent.email ? <span className="text-muted">({agent.email})</span> : null}
                {agent.teamMemberId ? null : <span className="text-muted"> · not matched to the team</span>}
              </li>
            ))}
          </ul>
        )}
        <h3 className="mt-6 text-sm font-semibold text-ink">Photos and documents</h3>
        <p className="mt-1 text-sm text-ink">
          {listing.media.length === 0
            ? "None."
            : `${listing.media.filter((m) => m.kind === "photo").length} photos (${listing.media.filter((m) => m.kind === "photo" && m.imageId).length} stored), ${listing.media.filter((m) => m.kind === "floorplan").length} floor plans, ${listing.media.filter((m) => m.kind === "document").length} documents`}
        </p>
      </section>

      <section aria-labelledby="notes-heading" className="mt-8 rounded-lg border border-line bg-white p-6">
        <h2 id="notes-heading" className="font-display text-xl font-medium text-ink">
          Material facts
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted">
          What staff must disclose about this property (flooding, past use, and the like). Never shown on the site.
        </p>
        <MaterialFactsForm id={listing.id} notes={listing.materialFacts} />
      </section>

      <section aria-labelledby="history-heading" className="mt-8">
        <h2 id="history-heading" className="font-display text-xl font-medium text-ink">
          History
        </h2>
        <p className="mt-1 text-sm text-muted">Newest first, in Sydney time.</p>
        {listing.events.length === 0 ? (
          <div className="mt-4">
            <EmptyPanel>No changes recorded.</EmptyPanel>
          </div>
        ) : (
          <ol className="mt-4 divide-y divide-line rounded-lg border border-line bg-white" aria-label="History">
            {listing.events.map((event) => (
              <li key={event.id} className="flex flex-col gap-1 px-4 py-3 text-sm sm:flex-row sm:gap-6">
                <time dateTime={event.at.toISOString()} className="shrink-0 text-muted sm:w-48">
                  {formatDateTime(event.at)}
                </time>
                <div className="min-w-0">
                  <p className="font-semibold text-ink">{eventTitle(event.type)}</p>
                  {eventDetail(event).map((line, index) => (
                    <p key={index} className="break-words text-ink/80">
                      {line}
                    </p>
                  ))}
                  {event.fileId && mayApprove ? (
                    <Link
                      href={`/admin/listings/feed/${event.fileId}`}
                      className="text-xs font-semibold text-ink underline-offset-4 hover:underline"
                    >
                      From this feed file
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
