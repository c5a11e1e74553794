import Link from "@/components/ui/link";
import { SearchAlert } from "@/components/alerts/search-alert";
import { Breadcrumbs } from "@/components/layout/breadcrumbs";
import {
  activeFilterCount,
  isNarrowed,
  noFilters,
  propertyTypes,
  resultCount,
  searchHref,
  searchFeatures,
  searchPageSize,
  sortsByTab,
  soldWithinMonths,
  type SearchQuery,
  tabTitles,
} from "@/lib/listings/search-query";
import type { SearchLocation } from "@/server/listings/search/locations";
import type { SearchResult } from "@/server/listings/search/search-listings";
import { ListingCard } from "./listing-card";
import { LocationPicker } from "./location-picker";
import { SearchForm, SearchLinkPending, SearchNavigation, SearchResults } from "./search-navigation";
import { searchFieldClasses } from "./search-field-classes";
import { CountSelect, LandSelect, PriceSelect } from "./search-selects";

const { field, fieldLabel } = searchFieldClasses;

function Pagination({ result }: { result: SearchResult }) {
  const { query, pageCount, totalCapped } = result;
  if (pageCount <= 1) return null;
  // A count that stopped short of the end knows no last page: the pages around this one and Next.
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (p) => p === 1 || (p === pageCount && !totalCapped) || Math.abs(p - query.page) <= 2,
  );
  const link =
    "inline-flex h-11 min-w-11 items-center justify-center rounded-lg border border-ink/20 px-3 font-semibold text-ink hover:border-clay";
  return (
    <nav aria-label="Pages of results" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {query.page > 1 ? (
        <Link href={searchHref(query, { page: query.page - 1 })} className={link} rel="prev">
          Previous
          <SearchLinkPending />
        </Link>
      ) : null}
      {pages.map((p, i) => (
        <span key={p} className="contents">
          {i > 0 && p - (pages[i - 1] as number) > 1 ? <span aria-hidden>…</span> : null}
          {p === query.page ? (
            <span aria-current="page" className={`${link} border-clay bg-clay text-white`}>
              <span className="sr-only">Page </span>
              {p}
            </span>
          ) : (
            <Link href={searchHref(query, { page: p })} className={link}>
              <span className="sr-only">Page </span>
              {p}
              <SearchLinkPending />
            </Link>
          )}
        </span>
      ))}
      {query.page < pageCount ? (
        <Link href={searchHref(query, { page: query.page + 1 })} className={link} rel="next">
          Next
          <SearchLinkPending />
        </Link>
      ) : null}
    </nav>
  );
}

function EmptyResult({ query, noun }: { query: SearchQuery; noun: string }) {
  const blank: Partial<SearchQuery> = { ...noFilters, page: 1 };
  return (
    <div className="rounded-xl border border-dashed border-ink/25 bg-white p-8 text-center" role="status">
      <h2 className="font-display text-2xl text-ink">No {noun} match your search</h2>
      <p className="mt-2 text-muted">Try fewer filters or more places.</p>
      {isNarrowed(query) ? (
        <ul className="mt-6 flex flex-wrap justify-center gap-3">
          {query.locations.length > 0 ? (
            <li>
              <Link
                href={searchHref(query, blank)}
                className="inline-flex h-11 items-center rounded-lg bg-clay px-5 font-semibold text-white hover:bg-clay-600"
              >
                Keep the places, clear the filters
                <SearchLinkPending />
              </Link>
            </li>
          ) : null}
          <li>
            <Link
              href={searchHref(query, { ...blank, locations: [] })}
              className="inline-flex h-11 items-center rounded-lg border border-ink/25 px-5 font-semibold text-ink hover:border-clay"
            >
              Show all {noun}
              <SearchLinkPending />
            </Link>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

/** Checkboxes of one repeatable parameter (`type=house&type=villa`), two columns wide from md up. */
function ChoiceGroup({
  legend,
  name,
  options,
  chosen,
}: {
  legend: string;
  name: string;
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
}) {
  return (
    <fieldset className="md:col-span-2">
      <legend className={fieldLabel}>{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
              className="size-4 accent-clay"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * /buy, /rent and /sold: one design with tabs; the whole search is the address, sent by a GET form (a client-side
 * navigation with JavaScript, a plain submission without).
 */
export function SearchPage({ result, locations, now }: { result: SearchResult; locations: SearchLocation[]; now: Date }) {
  const { query } = result;
  const tab = query.tab;
  const titles = tabTitles[tab];
  const first = (query.page - 1) * searchPageSize + 1;
  const last = first + result.items.length - 1;
  const activeFilters = activeFilterCount(query);
  return (
    <SearchNavigation>
      <div className="bg-sand pb-20">
        <section className="bg-ink pb-8 pt-28 text-white sm:pt-32">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <Breadcrumbs
              items={[
                { name: "Home", path: "/" },
                { name: titles.title, path: `/${tab}` },
              ]}
              tone="light"
            />
            <h1 className="mt-4 font-display text-4xl sm:text-5xl">{titles.title}</h1>
            <nav aria-label="Search in" className="mt-6">
              <ul className="flex gap-2">
                {(["buy", "rent", "sold"] as const).map((t) => (
                  <li key={t}>
                    <Link
                      href={searchHref({
                        ...query,
                        tab: t,
                        priceMin: null,
                        priceMax: null,
                        sort: sortsByTab[t][0]?.value ?? "newest",
                        page: 1,
                        pets: false,
                        availableBy: null,
                        soldWithin: null,
                      })}
                      aria-current={t === tab ? "page" : undefined}
                      className={`inline-flex h-11 items-center rounded-full px-6 font-semibold ${t === tab ? "bg-white text-ink" : "border border-white/40 text-white hover:bg-white/10"}`}
                    >
                      {tabTitles[t].tab}
                      <SearchLinkPending />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </section>
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SearchForm
            key={searchHref({ ...query, page: 1 })}
            tab={tab}
            role="search"
            aria-label={`Search ${titles.noun}`}
            className="group/search -mt-2 grid gap-4 rounded-xl bg-white p-4 shadow-lift sm:p-6 md:grid-cols-4"
          >
            <div className="md:col-span-4">
              <LocationPicker locations={locations} chosen={result.locations.chips} />
              {result.locations.unknown.length > 0 ? (
                <p className="mt-2 text-sm text-clay-600" role="status">
                  We don&apos;t know {result.locations.unknown.map((u) => `“${u}”`).join(", ")}: try a suburb name or a postcode.
                </p>
              ) : null}
            </div>
            {/* Folded on phones, so the results start on the first screen; always unfolded from md up where the browser can
              style the details' content (elsewhere the summary stays, and the filters are one tap away). */}
            <details
              className="group/filters md:col-span-4 supports-[selector(::details-content)]:md:details-content:block supports-[selector(::details-content)]:md:details-content:[content-visibility:visible]"
              data-testid="search-filters"
            >
              <summary className="flex h-11 cursor-pointer list-none items-center justify-between rounded-lg border border-ink/25 px-4 font-semibold text-ink supports-[selector(::details-content)]:md:hidden [&::-webkit-details-marker]:hidden">
                <span>
                  Filters
                  {activeFilters > 0 ? (
                    <span className="ml-2 rounded-full bg-clay px-2 py-0.5 text-sm text-white">{activeFilters}</span>
                  ) : null}
                  {activeFilters > 0 ? <span className="sr-only"> active</span> : null}
                </span>
                <span aria-hidden className="transition-transform group-open/filters:rotate-180">
                  ▾
                </span>
              </summary>
              <div className="mt-4 grid gap-4 md:mt-0 md:grid-cols-4">
                <PriceSelect name="min" label={tab === "rent" ? "Min rent per week" : "Min price"} value={query.priceMin} tab={tab} />
                <PriceSelect name="max" label={tab === "rent" ? "Max rent per week" : "Max price"} value={query.priceMax} tab={tab} />
                <CountSelect name="beds" label="Bedrooms" value={query.beds} />
                <CountSelect name="baths" label="Bathrooms" value={query.baths} />
                <CountSelect name="cars" label="Car spaces" value={query.cars} />
                {tab !== "rent" ? <LandSelect value={query.landMin} /> : null}
                <ChoiceGroup legend="Property type" name="type" options={propertyTypes} chosen={query.types} />
                <ChoiceGroup legend="Features" name="feature" options={searchFeatures} chosen={query.features} />
                <div className="flex flex-col gap-2">
                  {tab !== "sold" ? (
                    <label className="flex items-center gap-2 text-sm text-ink">
                      <input
                        type="checkbox"
                        name="exclude-under-offer"
                        value="1"
                        defaultChecked={query.excludeUnderOffer}
                        className="size-4 accent-clay"
                      />
                      Exclude under offer
                    </label>
                  ) : null}
                  {tab === "rent" ? (
                    <label className="flex items-center gap-2 text-sm text-ink">
                      <input type="checkbox" name="pets" value="1" defaultChecked={query.pets} className="size-4 accent-clay" />
                      Pets allowed
                    </label>
                  ) : null}
                </div>
                {tab === "rent" ? (
                  <div>
                    <label htmlFor="search-available-by" className={fieldLabel}>
                      Available by
                    </label>
                    <input
                      id="search-available-by"
                      type="date"
                      name="available-by"
                      defaultValue={query.availableBy ?? ""}
                      className={field}
                    />
                  </div>
                ) : null}
                {tab === "sold" ? (
                  <div>
                    <label htmlFor="search-within" className={fieldLabel}>
                      Sold in the last
                    </label>
                    <select
                      id="search-within"
                      name="within"
                      defaultValue={query.soldWithin ? String(query.soldWithin) : ""}
                      className={field}
                    >
                      <option value="">Any time</option>
                      {soldWithinMonths.map((m) => (
                        <option key={m} value={m}>
                          {m} months
                        </option>
                      ))}
                    </select>
                  </div>
                ) : null}
              </div>
            </details>
            <div>
              <label htmlFor="search-sort" className={fieldLabel}>
                Sort by
              </label>
              <select id="search-sort" name="sort" defaultValue={query.sort} className={field}>
                {sortsByTab[tab].map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="flex items-end md:col-start-4">
              <button
                type="submit"
                className="h-11 w-full rounded-lg bg-clay px-6 font-semibold text-white hover:bg-clay-600 group-aria-busy/search:cursor-progress group-aria-busy/search:opacity-75"
              >
                Search
              </button>
            </div>
          </SearchForm>

          <SearchResults aria-labelledby="results-heading" className="mt-10">
            <h2 id="results-heading" className="text-lg font-semibold text-ink" aria-live="polite">
              {result.total === 0
                ? `No ${titles.noun} found`
                : `${resultCount(result.total, result.totalCapped)} ${result.total === 1 ? titles.noun.replace("homes", "home") : titles.noun}`}
              {result.total > searchPageSize ? (
                <span className="font-normal text-muted">
                  {` · showing ${first}–${last}, page ${query.page}${result.totalCapped ? "" : ` of ${result.pageCount}`}`}
                </span>
              ) : null}
            </h2>
            {result.total === 0 ? (
              <div className="mt-6">
                <EmptyResult query={query} noun={titles.noun} />
              </div>
            ) : (
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {result.items.map((listing, index) => (
                  <li key={listing.id}>
                    <ListingCard listing={listing} now={now} priority={index < 3} />
                  </li>
                ))}
              </ul>
            )}
            <Pagination result={result} />
          </SearchResults>
          <SearchAlert searchPath={searchHref({ ...query, page: 1 })} />
        </div>
      </div>
    </SearchNavigation>
  );
}
