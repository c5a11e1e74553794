import { AlertForm } from "./alert-form";

/** "E-mail me new matches" under a search's results: saves the search as it is in the address. */
export function SearchAlert({ searchPath }: { searchPath: string }) {
  return (
    <section aria-labelledby="search-alert-heading" className="mt-10 rounded-xl border border-line bg-white p-5 shadow-sm sm:p-6">
      <h2 id="search-alert-heading" className="text-lg font-semibold text-ink">
        E-mail me new matches
      </h2>
      <p className="mt-1 text-sm text-muted">Get new listings and price changes for this search by e-mail.</p>
      <AlertForm follow={{ search: searchPath }} submitLabel="E-mail me new matches" idPrefix="search-alert" />
    </section>
  );
}
