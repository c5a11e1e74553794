import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { notFound } from "next/navigation";
import { AdminTable, ColumnHeads, EmptyPanel } from "@/components/admin/admin-table";
import { feedFileStatusLabels, listingStatusLabels } from "@/components/admin/listings/listing-labels";
import { formatDateTime } from "@/lib/format/date";
import { requirePermissionPage } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import { getFeedFileDetail } from "@/server/listings/admin-feeds";
import { formatDollars } from "@/lib/format/number";

export const metadata: Metadata = { title: "Feed file", robots: { index: false, follow: false } };

/** The raw text shown at most (a 50 MB file would not help anyone in a page). */
const maxShownXml = 200_000;
const term = "text-xs font-semibold uppercase tracking-wide text-muted";

/** listings.all: one file's diagnostics, its raw XML (credentials removed on arrival) beside what is stored now. */
export default async function FeedFilePage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermissionPage("listings.all");
  const file = await getFeedFileDetail(await getDb(), (await params).id);
  if (!file) notFound();
  const xml = file.xml ?? "";

  return (
    <>
      <p className="text-sm">
        <Link href="/admin/listings/feed" className="font-semibold text-ink underline-offset-4 hover:underline">
          ← Feed files
        </Link>
      </p>
      <h1 className="mt-4 text-h2 font-medium break-all text-ink">{file.filename ?? "Feed file"}</h1>
      <dl className="mt-4 grid gap-x-6 gap-y-3 rounded-lg border border-line bg-white p-6 sm:grid-cols-2 lg:grid-cols-3">
        {(
          [
            ["Source", file.source],
            ["Status", feedFileStatusLabels[file.status] ?? file.status],
            ["Listings applied", String(file.listingCount)],
            ["Received", formatDateTime(file.receivedAt)],
            ["Applied", file.processedAt ? formatDateTime(file.processedAt) : "—"],
            ["SHA-256", file.sha256],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className={term}>{label}</dt>
            <dd className="mt-0.5 break-all text-ink">{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="diagnostics-heading" className="mt-8">
        <h2 id="diagnostics-heading" className="font-display text-xl font-medium text-ink">
          Diagnostics
        </h2>
        <div className="mt-4">
          {file.diagnostics.length === 0 ? (
            <EmptyPanel>None: every listing applied cleanly.</EmptyPanel>
          ) : (
            <AdminTable
              caption="Diagnostics"
              minWidth="min-w-[40rem]"
              head={<ColumnHeads labels={["Severity", "Listing", "Code", "Message"]} />}
            >
              {file.diagnostics.map((d, index) => (
                <tr key={index} className="border-b border-line align-top last:border-0">
                  <td className={`px-4 py-2 font-semibold ${d.severity === "error" ? "text-danger" : "text-ink"}`}>{d.severity}</td>
                  <td className="px-4 py-2 break-all">{d.listing ?? "file"}</td>
                  <td className="px-4 py-2 font-mono text-xs">{d.code}</td>
                  <td className="px-4 py-2 break-words">{d.message}</td>
                </tr>
              ))}
            </AdminTable>
          )}
        </div>
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="raw-heading" className="min-w-0">
          <h2 id="raw-heading" className="font-display text-xl font-medium text-ink">
            Raw file
          </h2>
          <p className="mt-1 text-sm text-muted">As received, with the root&apos;s username and password removed before it was stored.</p>
          {xml === "" ? (
            <div className="mt-4">
              <EmptyPanel>No XML could be read from this file.</EmptyPanel>
            </div>
          ) : (
            <pre
              role="region"
              tabIndex={0}
              aria-label="Raw XML"
              className="mt-4 max-h-[40rem] overflow-auto rounded-lg border border-line bg-white p-4 font-mono text-xs whitespace-pre-wrap break-all text-ink"
            >
              {xml.length > maxShownXml ? `${xml.slice(0, maxShownXml)}\n… (${xml.length - maxShownXml} more characters)` : xml}
            </pre>
          )}
        </section>
        <section aria-labelledby="stored-heading" className="min-w-0">
          <h2 id="stored-heading" className="font-display text-xl font-medium text-ink">
            Stored
          </h2>
          <p className="mt-1 text-sm text-muted">Each listing this file changed, as it is stored now.</p>
          {file.listings.length === 0 ? (
            <div className="mt-4">
              <EmptyPanel>This file changed no listing.</EmptyPanel>
            </div>
          ) : (
            <ul className="mt-4 flex flex-col gap-4" aria-label="Stored listings">
              {file.listings.map((listing) => (
                <li
                  key={listing.id}
                  className="rounded-lg border border-line bg-white p-4 text-sm"
                  aria-label={`${listing.agentId}/${listing.uniqueId}`}
                >
                  <Link href={`/admin/listings/${listing.id}`} className="font-semibold text-ink underline-offset-4 hover:underline">
                    {listing.address}
                  </Link>
                  <span className="block text-xs text-muted">
                    {listing.agentId}/{listing.uniqueId}
                    {listing.laterFileApplied ? " · a later file has changed it since" : ""}
                  </span>
                  <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1">
                    {(
                      [
                        ["Status", `${listingStatusLabels[listing.status]}${listing.underOffer ? ", under offer" : ""}`],
                        ["Headline", listing.headline ?? "—"],
                        ["Price text", listing.priceText ?? "—"],
                        ["Search price (private)", listing.searchPrice === null ? "—" : formatDollars(listing.searchPrice)],
                        ["Weekly rent", listing.rentWeekly === null ? "—" : formatDollars(listing.rentWeekly)],
                        ["Bedrooms", listing.isStudio ? "Studio" : (listing.bedrooms?.toString() ?? "—")],
                        ["Bathrooms", listing.bathrooms?.toString() ?? "—"],
                        [
                          "On the site",
                          listing.published
                            ? "yes"
                            : listing.adminHidden
                              ? "hidden by staff"
                              : listing.holdReasons.length > 0
                                ? "held"
                                : "no",
                        ],
                      ] as const
                    ).map(([label, value]) => (
                      <div key={label} className="min-w-0">
                        <dt className={term}>{label}</dt>
                        <dd className="break-words text-ink">{value}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
