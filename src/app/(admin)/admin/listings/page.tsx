import type { Metadata } from "next";
import Link from "@/components/ui/link";
import { AdminTable, ColumnHeads, EmptyPanel } from "@/components/admin/admin-table";
import { Button } from "@/components/ui/button";
import { listingStatusLabels } from "@/components/admin/listings/listing-labels";
import { formatDateTime } from "@/lib/format/date";
import { can } from "@/lib/auth/permissions";
import { requirePermissionPage } from "@/server/auth/roles";
import { getDb } from "@/server/db";
import {
  listAdminListings,
  listingFilterOptions,
  listingScopeFor,
  listingsPageSize,
  listingStatusValues,
  type ListingFilters,
} from "@/server/listings/admin-listings";

export const metadata: Metadata = { title: "Listings", robots: { index: false, follow: false } };

type Search = Record<string, string | string[] | undefined>;

function one(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim().slice(0, 200) ?? "";
}

/** The filters from the address bar; anything unknown is ignored. */
function filtersFrom(search: Search): { filters: ListingFilters; page: number; raw: Record<string, string> } {
  const raw = {
    status: one(search.status),
    held: one(search.held),
    hidden: one(search.hidden),
    suburb: one(search.suburb),
    agent: one(search.agent),
    q: one(search.q),
  };
  const status = listingStatusValues.find((s) => s === raw.status);
  const filters: ListingFilters = {
    status,
    held: raw.held === "yes" ? true : raw.held === "no" ? false : undefined,
    hidden: raw.hidden === "yes" ? true : raw.hidden === "no" ? false : undefined,
    suburb: raw.suburb || undefined,
    agent: /^[0-9a-f-]{36}$/i.test(raw.agent) ? raw.agent : undefined,
    q: raw.q || undefined,
  };
  const page = Math.min(10_000, Math.max(1, Number.parseInt(one(search.page), 10) || 1));
  return { filters, page, raw };
}

function pageHref(raw: Record<string, string>, page: number): string {
  const params = new URLSearchParams(Object.entries(raw).filter(([, value]) => value !== ""));
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/listings?${query}` : "/admin/listings";
}

const selectClasses =
  "h-10 w-full rounded-md border border-line bg-white px-3 text-sm text-ink hover:border-ink-300 focus-visible:border-clay";
const labelClasses = "text-sm font-semibold text-ink";

/** listings.own: every listing for admins and editors (listings.all); an agent the listings they are an agent on. */
export default async function AdminListingsPage({ searchParams }: { searchParams: Promise<Search> }) {
  const staff = await requirePermissionPage("listings.own");
  const scope = listingScopeFor(staff.role, staff.userId, staff.email);
  const { filters, page, raw } = filtersFrom(await searchParams);
  const db = await getDb();
  const [{ rows, total }, options] = await Promise.all([listAdminListings(db, scope, filters, page), listingFilterOptions(db, scope)]);
  const pages = Math.max(1, Math.ceil(total / listingsPageSize));
  const filtered = Object.values(raw).some((value) => value !== "");

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-h2 font-medium text-ink">{scope.all ? "Listings" : "My listings"}</h1>
          <p className="mt-2 max-w-3xl text-muted">
            The stock as the CRM sends it. A listing held by the NSW price rules is not on the site until its text is fixed in the CRM or it
            is approved here.
          </p>
        </div>
        {can(staff.role, "listings.all") ? (
          <Link href="/admin/listings/feed" className="text-sm font-semibold text-ink underline-offset-4 hover:underline">
            Feed files and sources
          </Link>
        ) : null}
      </div>

      <form
        method="get"
        action="/admin/listings"
        aria-label="Filter listings"
        className="mt-8 grid gap-4 rounded-lg border border-line bg-white p-5 sm:grid-cols-2 lg:grid-cols-6 lg:items-end"
      >
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor="listings-q" className={labelClasses}>
            Address
          </label>
          <input
            id="listings-q"
            name="q"
            type="search"
            defaultValue={raw.q}
            placeholder="Street, number or suburb"
            className={selectClasses}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="listings-status" className={labelClasses}>
            Status
          </label>
          <select id="listings-status" name="status" defaultValue={raw.status} className={selectClasses}>
            <option value="">Any status</option>
            {listingStatusValues.map((status) => (
              <option key={status} value={status}>
                {listingStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="listings-held" className={labelClasses}>
            Held
          </label>
          <select id="listings-held" name="held" defaultValue={raw.held} className={selectClasses}>
            <option value="">Held or not</option>
            <option value="yes">Held</option>
            <option value="no">Not held</option>
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="listings-hidden" className={labelClasses}>
            Hidden
          </label>
          <select id="listings-hidden" name="hidden" defaultValue={raw.hidden} className={selectClasses}>
            <option value="">Hidden or not</option>
            <option value="yes">Hidden</option>
            <option value="no">Not hidden</option>
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="listings-suburb" className={labelClasses}>
            Suburb
          </label>
          <select id="listings-suburb" name="suburb" defaultValue={raw.suburb} className={selectClasses}>
            <option value="">Any suburb</option>
            {options.suburbs.map((suburb) => (
              <option key={suburb} value={suburb}>
                {suburb}
              </option>
            ))}
          </select>
        </div>
        {scope.all ? (
          <div className="flex flex-col gap-1">
            <label htmlFor="listings-agent" className={labelClasses}>
              Agent
            </label>
            <select id="listings-agent" name="agent" defaultValue={raw.agent} className={selectClasses}>
              <option value="">Any agent</option>
              {options.agents.map((agent) => (
                <option key={agent.id} value={agent.id}>
                  {agent.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="flex items-center gap-3">
          <Button type="submit" size="sm">
            Filter
          </Button>
          {filtered ? (
            <Link href="/admin/listings" className="text-sm font-semibold text-ink underline-offset-4 hover:underline">
              Clear
            </Link>
          ) : null}
        </div>
      </form>

      <section aria-labelledby="listings-heading" className="mt-8">
        <h2 id="listings-heading" className="sr-only">
          Listings found
        </h2>
        <p className="mb-3 text-sm text-muted" role="status">
          {total === 1 ? "1 listing" : `${total} listings`}
          {pages > 1 ? `, page ${Math.min(page, pages)} of ${pages}` : ""}
        </p>
        {rows.length === 0 ? (
          <EmptyPanel>
            {filtered
              ? "No listing matches these filters."
              : scope.all
                ? "No listings yet. They arrive from the CRM's feed: see Feed files and sources."
                : "No listing names you as its agent yet."}
          </EmptyPanel>
        ) : (
          <AdminTable
            caption="Listings"
            minWidth="min-w-[56rem]"
            head={<ColumnHeads labels={["Photo", "Address", "Status", "Source", "Last change", "On the site"]} />}
          >
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-line align-top last:border-0">
                <td className="px-4 py-3">
                  {row.thumbnailUrl ? (
                    // A stored variant from the uploads storage; next/image would resize it again.
                    // eslint-disable-next-line @next/next/no-img-element
                    <img src={row.thumbnailUrl} alt="" width={80} height={56} className="h-14 w-20 rounded object-cover" />
                  ) : (
                    <span className="flex h-14 w-20 items-center justify-center rounded bg-sand text-xs text-muted">No photo</span>
                  )}
                </td>
                <th scope="row" className="px-4 py-3 font-normal">
                  <Link href={`/admin/listings/${row.id}`} className="font-semibold text-ink underline-offset-4 hover:underline">
                    {row.address}
                  </Link>
                  <span className="block text-xs text-muted">
                    {row.channel === "sale" ? "For sale" : "For lease"} · {row.kind} · {row.agentId}/{row.uniqueId}
                  </span>
                </th>
                <td className="px-4 py-3">
                  {listingStatusLabels[row.status]}
                  {row.underOffer ? <span className="block text-xs text-muted">Under offer</span> : null}
                </td>
                <td className="px-4 py-3">{row.source ?? <span className="text-muted">—</span>}</td>
                <td className="whitespace-nowrap px-4 py-3">
                  <time dateTime={row.updatedAt.toISOString()}>{formatDateTime(row.updatedAt)}</time>
                </td>
                <td className="px-4 py-3">
                  {row.held ? (
                    <div>
                      <span className="font-semibold text-danger">Held</span>
                      <ul className="mt-1 list-disc pl-4 text-xs text-ink/80">
                        {row.holdReasons.map((reason) => (
                          <li key={reason}>{reason}</li>
                        ))}
                      </ul>
                    </div>
                  ) : row.adminHidden ? (
                    <span className="font-semibold text-ink">Hidden by staff</span>
                  ) : row.published ? (
                    <span className="text-success">Published</span>
                  ) : (
                    <span className="text-muted">Not published</span>
                  )}
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
        {pages > 1 ? (
          <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-4 text-sm">
            {page > 1 ? (
              <Link href={pageHref(raw, page - 1)} className="font-semibold text-ink underline-offset-4 hover:underline">
                ← Previous page
              </Link>
            ) : (
              <span />
            )}
            {page < pages ? (
              <Link href={pageHref(raw, page + 1)} className="font-semibold text-ink underline-offset-4 hover:underline">
                Next page →
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </>
  );
}
